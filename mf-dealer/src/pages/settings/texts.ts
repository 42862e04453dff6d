import { defineTexts } from '@automercato/i18n';

/** The texts of settings (namespace `dealer`, section `settings`), one group per component file. */
export const t = defineTexts('dealer', 'settings', {
  dealerSettingsPage: {
    impossibileCaricareLeImpostazioni: 'Impossibile caricare le impostazioni',
    caricamentoDelleImpostazioni: ' Caricamento delle impostazioni…',
    impostazioniAutomercato: 'Impostazioni – AutoMercato',
    impostazioni: 'Impostazioni',
  },
});
