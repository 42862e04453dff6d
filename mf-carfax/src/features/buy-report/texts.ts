import { defineTexts } from '@automercato/i18n';

/** The texts of buy-report (namespace `carfax`, section `buyReport`), one group per component file. */
export const t = defineTexts('carfax', 'buyReport', {
  buyReportForm: {
    haiGiaUnReport: 'Hai già un report per questa targa',
    haiGiaUnReport2: 'Hai già un report per questo telaio',
    acquistaUnReportAggiornato: 'Acquista un report aggiornato',
    apriIlReport: 'Apri il report',
    haiGiaUnReport3: 'Hai già un report per ',
    laTarga: 'la targa {{plate}}',
    ilTelaio: 'il telaio {{v0}}',
    del: ' (del ',
    apriloSenzaSpendereNulla: '). Aprilo senza spendere nulla, oppure acquista un report aggiornato: costa un altro report.',
    compraUnReport: 'Compra un report',
    cercaPer: 'Cerca per',
    targa: ' Targa',
    telaioVin: ' Telaio (VIN)',
    targa2: 'Targa',
    numeroDiTelaioVin: 'Numero di telaio (VIN)',
    targaItalianaAdEsempio: 'Targa italiana, ad esempio AB123CD.',
    n17CaratteriSenzaLe: '17 caratteri, senza le lettere I, O e Q.',
    concessionario: 'Concessionario',
    uuidOSlugDel: 'Uuid o slug del concessionario a cui assegnare il report (facoltativo).',
    facoltativo: 'facoltativo',
    generaIlReport: 'Genera il report',
    compraIlReport: 'Compra il report',
  },
  buy: {
    reportDiPronto: 'Report di {{make}} {{model}} pronto.',
  },
  rules: {
    ilTelaioVinDeve: 'Il telaio (VIN) deve avere 17 caratteri tra lettere e cifre, senza I, O e Q.',
    inserisciUnaTargaItaliana: 'Inserisci una targa italiana valida, ad esempio AB123CD.',
    inserisciIlNumeroDi: 'Inserisci il numero di telaio (VIN).',
    inserisciLaTarga: 'Inserisci la targa.',
  },
});
