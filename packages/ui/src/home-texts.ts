import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of src on the home page's path (namespace `ui`, section `controls`), one group per component file. */
export const t = defineHomeTexts('ui', 'controls', {
  comingSoon: {
    inArrivo: ' — in arrivo',
    stiamoLavorandoAQuesta: 'Stiamo lavorando a questa sezione: sarà disponibile a breve.',
  },
  pagination: {
    precedente: 'Precedente',
    successiva: 'Successiva',
  },
  passwordStrengthMeter: {
    sicurezzaDellaPassword: 'Sicurezza della password: ',
  },
  placeMap: {
    mappaDellItaliaA: 'Mappa dell\'Italia: {{subject}} a {{place}}',
  },
});
