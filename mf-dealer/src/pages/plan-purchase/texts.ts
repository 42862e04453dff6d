import { defineTexts } from '@automercato/i18n';

/** The texts of plan-purchase (namespace `dealer`, section `planPurchase`), one group per component file. */
export const t = defineTexts('dealer', 'planPurchase', {
  planPurchasePages: {
    grazieIlPiano: 'Grazie! Il piano ',
    eAttivo: ' è attivo',
    eSiRinnovaIl: ' e si rinnova il ',
    laFatturaEDisponibile: '. La fattura è disponibile nella gestione del piano.',
    stiamoConfermandoIlPagamento: 'Stiamo confermando il pagamento…',
    ilPianoSceltoE: ' Il piano scelto è ',
    laConfermaDelPagamento: 'La conferma del pagamento sta richiedendo più del previsto. Appena arriva il piano si attiva da solo: controlla la pagina del piano tra qualche minuto.',
    lIndirizzoNonIndica: 'L\'indirizzo non indica quale pagamento verificare. Controlla il tuo piano dall\'area concessionario.',
    automercato: '{{title}} – AutoMercato',
    vaiAlTuoPiano: 'Vai al tuo piano',
    gestisciIlPianoE: 'Gestisci il piano e le fatture',
    acquistoDelPianoNon: 'Acquisto del piano non riuscito – AutoMercato',
    acquistoDelPianoNon2: 'Acquisto del piano non riuscito',
    riprova: 'Riprova',
    tornaAlTuoPiano: 'Torna al tuo piano',
  },
  planPurchasePagesStrings: {
    pianoAttivato: 'Piano attivato',
    pagamentoRicevuto: 'Pagamento ricevuto',
    pagamentoNonTrovato: 'Pagamento non trovato',
    pagamentoNonVerificabile: 'Pagamento non verificabile',
    ilPagamentoNonE: 'Il pagamento non è stato completato (annullato, oppure la carta è stata rifiutata): non ti è stato addebitato nulla e il tuo piano non è cambiato.',
    laCartaEStata: 'La carta è stata rifiutata: non ti è stato addebitato nulla e il tuo piano non è cambiato. Prova con un\'altra carta.',
    ilPagamentoNonE2: 'Il pagamento non è andato a buon fine: non ti è stato addebitato nulla e il tuo piano non è cambiato.',
  },
});
