import { defineTexts } from '@automercato/i18n';

/** The texts of carfax (namespace `listing`, section `carfax`), one group per component file. */
export const t = defineTexts('listing', 'carfax', {
  carfaxBox: {
    riepilogoDelReportCarfax: 'Riepilogo del report Carfax del ',
    datiDimostrativi: ' (dati dimostrativi)',
    ilReportCompletoTi: '. Il report completo ti arriva via e-mail dopo l\'approvazione del concessionario.',
    ilConcessionarioHaGia: 'Il concessionario ha già il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni. Richiedilo e lo ricevi via e-mail.',
    chiediAlConcessionarioIl: 'Chiedi al concessionario il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni, via e-mail.',
    richiediIlReportCarfax: 'Richiedi il report Carfax',
    laTuaEMail: 'La tua e-mail',
    tiScriviamoQuiQuando: 'Ti scriviamo qui quando il concessionario risponde.',
  },
  carfaxBoxStrings: {
    storiaDelVeicolo: 'Storia del veicolo',
    richiediIlReport: 'Richiedi il report',
    inviaLaRichiesta: 'Invia la richiesta',
    richiestaInviataRiceveraiIl: 'Richiesta inviata: riceverai il report Carfax via e-mail appena il concessionario la approva.',
    richiestaApprovataTiAbbiamo: 'Richiesta approvata: ti abbiamo inviato per e-mail il link al report Carfax.',
    leRichiesteDiReport: 'Le richieste di report Carfax non sono ancora attive. Riprova più tardi o chiedi il report al concessionario con il modulo di contatto.',
    inserisciIlTuoIndirizzo: 'Inserisci il tuo indirizzo e-mail.',
    inserisciUnIndirizzoE: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    servizioNonAncoraDisponibile: 'Servizio non ancora disponibile',
  },
});
