import { defineTexts } from '@automercato/i18n';

/** The texts of leads (namespace `dealer`, section `leads`), one group per component file. */
export const t = defineTexts('dealer', 'leads', {
  messageItem: {
    daLeggere: 'Da leggere',
    risposto: 'Risposto',
    annuncioNonPiuDisponibile: 'Annuncio non più disponibile',
    email: 'Email',
    telefono: 'Telefono',
    annuncio: 'Annuncio',
    nonPubblicato: '{{title}} (non pubblicato)',
    laTuaRisposta: 'La tua risposta',
    arriveraALeRisposte: 'Arriverà a {{email}}; le risposte del cliente arriveranno alla tua email.',
    inviaRisposta: 'Invia risposta',
    segnaComeDaLeggere: 'Segna come da leggere',
    elimina: 'Elimina',
    replyFormName: 'Rispondi a {{name}}',
  },
  leads: {
    eliminareQuestoMessaggio: 'Eliminare questo messaggio?',
    ilMessaggioSpariraDalla: 'Il messaggio sparirà dalla tua casella e non si potrà recuperare.',
    messaggioSegnatoComeDa: 'Messaggio segnato come da leggere.',
    scriviLaRispostaPrima: 'Scrivi la risposta prima di inviarla.',
    rispostaInviataA: 'Risposta inviata a {{email}}.',
    messaggioEliminato: 'Messaggio eliminato.',
    operazioneNonRiuscitaRiprova: 'Operazione non riuscita. Riprova.',
  },
});
