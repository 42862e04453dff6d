import { defineTexts } from '@automercato/i18n';

/** The texts of messages (namespace `admin`, section `messages`), one group per component file. */
export const t = defineTexts('admin', 'messages', {
  messagesPage: {
    apriIlMessaggioDi: 'Apri il messaggio di {{name}}',
    mostraSoloIMessaggi: 'Mostra solo i messaggi a questo concessionario',
    mostraSoloIMessaggi2: 'Mostra solo i messaggi su questo annuncio',
    eliminato: 'Eliminato',
    letto: 'Letto',
    nonLetto: 'Non letto',
    eliminaIlMessaggioDi: 'Elimina il messaggio di {{name}}',
    elimina: 'Elimina',
    messaggi: 'Messaggi',
    cercaPerEMail: 'Cerca per e-mail o nome del mittente (inizio)',
    eliminati: 'Eliminati',
    unSoloConcessionario: 'Un solo concessionario ×',
    unSoloAnnuncio: 'Un solo annuncio ×',
    nessunMessaggioPerQuesta: 'Nessun messaggio per questa ricerca.',
  },
  messagesPageStrings: {
    soloEliminati: 'Solo eliminati',
  },
});
