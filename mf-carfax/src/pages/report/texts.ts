import { defineTexts } from '@automercato/i18n';

/** The texts of report (namespace `carfax`, section `report`), one group per component file. */
export const t = defineTexts('carfax', 'report', {
  reportPage: {
    caricamentoDelReport: ' Caricamento del report…',
    impossibileCaricareIlReport: 'Impossibile caricare il report',
    reportAutomercato: 'Report {{make}} {{model}} – AutoMercato',
    tuttiIReport: '← Tutti i report',
    scaricaIlPdf: 'Scarica il PDF',
    associaAdAnnunci: 'Associa ad annunci',
    associatoA: 'Associato a: ',
  },
});
