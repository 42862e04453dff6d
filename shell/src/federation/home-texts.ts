import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of federation on the home page's path (namespace `shell`, section `remotes`), one group per component file. */
export const t = defineHomeTexts('shell', 'remotes', {
  remoteBoundary: {
    questaSezioneNonE: 'Questa sezione non è al momento disponibile.',
    riprova: 'Riprova',
  },
  previewBanner: {
    anteprima: 'Anteprima: ',
    esciDallAnteprima: 'Esci dall\'anteprima',
  },
});
