import { defineTexts } from '@automercato/i18n';

/** The texts of admin (namespace `admin`, section `admin`), one group per component file. */
export const t = defineTexts('admin', 'admin', {
  adminSection: {
    amministrazioneAutomercato: '{{title}} – Amministrazione – AutoMercato',
    strumentiOperativi: 'Strumenti operativi',
    strumentiOperativi2: 'Strumenti operativi: ',
    pulseSaluteDellApplicazione: 'Pulse (salute dell\'applicazione)',
    horizonCodeELavori: 'Horizon (code e lavori)',
  },
});
