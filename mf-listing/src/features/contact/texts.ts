import { defineTexts } from '@automercato/i18n';

/** The texts of contact (namespace `listing`, section `contact`), one group per component file. */
export const t = defineTexts('listing', 'contact', {
  contactForm: {
    scriviCome: 'Scrivi come ',
    ilConcessionarioTiRispondera: ': il concessionario ti risponderà a questo indirizzo.',
    iTuoiDatiE: 'I tuoi dati e il messaggio',
    nome: 'Nome',
    email: 'Email',
    telefono: 'Telefono',
    facoltativo: 'facoltativo',
    messaggio: 'Messaggio',
    caratteriMinimo: '{{length}} / {{MESSAGE_MAX}} caratteri (minimo {{MESSAGE_MIN}})',
    invioInCorso: 'Invio in corso…',
    inviaIlMessaggio: 'Invia il messaggio',
    inviandoIlMessaggioAccetti: 'Inviando il messaggio accetti l’',
    informativaSullaPrivacy: 'informativa sulla privacy',
    iTuoiDatiArrivano: '. I tuoi dati arrivano solo a questo concessionario.',
    ilConcessionarioHaRicevuto: 'Il concessionario ha ricevuto il tuo messaggio',
    eTiRisponderaAll: ' e ti risponderà all’indirizzo ',
  },
  contactFormStrings: {
    contattaIlConcessionario: 'Contatta il concessionario',
    messaggioInviatoAlConcessionario: 'Messaggio inviato al concessionario',
    scriviUnAltroMessaggio: 'Scrivi un altro messaggio',
  },
});
