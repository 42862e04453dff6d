import { defineTexts } from '@automercato/i18n';

/** The texts of dealer-reports (namespace `carfax`, section `dealerReports`), one group per component file. */
export const t = defineTexts('carfax', 'dealerReports', {
  dealerReportsPage: {
    reportAcquistatiAutomercato: 'Report acquistati – AutoMercato',
    reportAcquistati: 'Report acquistati',
    perAcquistareUnNuovo: 'Per acquistare un nuovo report vai a ',
  },
});
