import { defineTexts } from '@automercato/i18n';

/** The texts of the contact form (namespace `listing`, section `contact`). */
export const t = defineTexts('listing', 'contact', {
  form: {
    writingAs: 'Scrivi come ',
    answerGoesThere: ': il concessionario ti risponderà a questo indirizzo.',
    fieldsLegend: 'I tuoi dati e il messaggio',
    name: 'Nome',
    email: 'Email',
    phone: 'Telefono',
    optional: 'facoltativo',
    message: 'Messaggio',
    characters: '{{length}} / {{max}} caratteri (minimo {{min}})',
    sending: 'Invio in corso…',
    send: 'Invia il messaggio',
    privacyBefore: 'Inviando il messaggio accetti l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: '. I tuoi dati arrivano solo a questo concessionario.',
    receivedBefore: 'Il concessionario ha ricevuto il tuo messaggio',
    answerTo: ' e ti risponderà all’indirizzo ',
  },
  strings: {
    formName: 'Contatta il concessionario',
    sent: 'Messaggio inviato al concessionario',
    writeAgain: 'Scrivi un altro messaggio',
  },
});
