import { defineTexts } from '@automercato/i18n';

/** The texts of area (namespace `dealer`, section `area`), one group per component file. */
export const t = defineTexts('dealer', 'area', {
  dealerAreaPage: {
    areaConcessionariAutomercato: 'Area concessionari – AutoMercato',
    areaConcessionari: 'Area concessionari',
    quiGestiraiAnnunciPiano: 'Qui gestirai annunci, piano, report sulla storia dei veicoli, messaggi e impostazioni.',
  },
});
