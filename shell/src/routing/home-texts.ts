import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of routing on the home page's path (namespace `shell`, section `routing`), one group per component file. */
export const t = defineHomeTexts('shell', 'routing', {
  routes: {
    caricamentoDellaPagina: 'Caricamento della pagina',
  },
});
