import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of layout on the home page's path (namespace `shell`, section `homeLayout`), one group per component file. */
export const t = defineHomeTexts('shell', 'homeLayout', {
  header: {
    cercaNelSito: 'Cerca nel sito',
    cercaUnAuto: 'Cerca un\'auto',
    esSuvDieselSotto: 'Es. SUV diesel sotto 25.000 €',
    cerca: 'Cerca',
    automercatoVaiAllaHome: 'AutoMercato, vai alla home',
    auto: 'Auto',
    mercato: 'Mercato',
    chiudi: 'Chiudi',
    menu: 'Menu',
    navigazionePrincipale: 'Navigazione principale',
    preferiti: 'Preferiti',
    areaConcessionario: 'Area concessionario',
    perIConcessionari: 'Per i concessionari',
    amministrazione: 'Amministrazione',
    accedi: 'Accedi',
  },
  footer: {
    automercatoVaiAllaHome: 'AutoMercato, vai alla home',
    auto: 'Auto',
    mercato: 'Mercato',
    ilMarketplaceItalianoDelle: 'Il marketplace italiano delle auto usate dei concessionari.',
    informazioni: 'Informazioni',
    automercatoAutoUsateIn: ' AutoMercato — auto usate in Italia. Prezzi IVA esclusa per i piani dei concessionari.',
  },
  defaultLayout: {
    vaiAlContenuto: 'Vai al contenuto',
  },
});
