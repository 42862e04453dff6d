import { defineTexts } from '@automercato/i18n';

/** The texts of similar (namespace `listing`, section `similar`), one group per component file. */
export const t = defineTexts('listing', 'similar', {
  similarListings: {
    annunciSimili: 'Annunci simili',
    tutteLe: 'Tutte le ',
    usate: ' usate',
  },
});
