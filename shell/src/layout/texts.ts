import { defineTexts } from '@automercato/i18n';

/** The texts of layout (namespace `shell`, section `layout`), one group per component file. */
export const t = defineTexts('shell', 'layout', {
  authLayout: {
    automercatoVaiAllaHome: 'AutoMercato, vai alla home',
    auto: 'Auto',
    mercato: 'Mercato',
    terminiECondizioni: 'Termini e condizioni',
    privacy: 'Privacy',
    assistenza: 'Assistenza',
  },
  profileMenu: {
    ilMioProfilo: 'Il mio profilo',
    iMieiPreferiti: 'I miei preferiti',
    esci: 'Esci',
  },
});
