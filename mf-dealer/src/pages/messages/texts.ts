import { defineTexts } from '@automercato/i18n';

/** The texts of messages (namespace `dealer`, section `messages`), one group per component file. */
export const t = defineTexts('dealer', 'messages', {
  dealerMessagesPage: {
    impossibileCaricareIMessaggi: 'Impossibile caricare i messaggi',
    nonEStatoPossibile: 'Non è stato possibile caricare i messaggi del concessionario.',
    caricamentoDeiMessaggi: ' Caricamento dei messaggi…',
    nessunMessaggio: 'Nessun messaggio',
    haiLettoTuttiI: 'Hai letto tutti i messaggi.',
    quandoUnClienteTi: 'Quando un cliente ti scrive da un annuncio, il messaggio arriva qui e alla tua email.',
    messaggiRicevuti: 'Messaggi ricevuti',
    pagineDeiMessaggi: 'Pagine dei messaggi',
    messaggiAutomercato: 'Messaggi – AutoMercato',
    messaggi: 'Messaggi',
    unread_one: '{{count}} da leggere',
    unread_other: '{{count}} da leggere',
    mostra: 'Mostra',
    tutti: 'Tutti',
    daLeggere2: 'Da leggere',
  },
});
