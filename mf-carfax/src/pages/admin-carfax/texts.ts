import { defineTexts } from '@automercato/i18n';

/** The texts of admin-carfax (namespace `carfax`, section `adminCarfax`), one group per component file. */
export const t = defineTexts('carfax', 'adminCarfax', {
  adminCarfaxPage: {
    richiesteCarfaxAmministrazioneAutomercato: 'Richieste Carfax – Amministrazione – AutoMercato',
    richiesteDiReportCarfax: 'Richieste di report Carfax',
  },
});
