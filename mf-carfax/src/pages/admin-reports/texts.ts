import { defineTexts } from '@automercato/i18n';

/** The texts of admin-reports (namespace `carfax`, section `adminReports`), one group per component file. */
export const t = defineTexts('carfax', 'adminReports', {
  adminReportsPage: {
    reportCarfaxAmministrazioneAutomercato: 'Report Carfax – Amministrazione – AutoMercato',
    reportCarfax: 'Report Carfax',
    creaUnReport: 'Crea un report',
    iReportCreatiDagli: 'I report creati dagli amministratori non consumano la disponibilità del concessionario.',
  },
});
