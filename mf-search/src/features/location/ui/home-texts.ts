import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of ui on the home page's path (namespace `search`, section `location`), one group per component file. */
export const t = defineHomeTexts('search', 'location', {
  locationField: {
    dove: 'Dove',
    provinciaOSiglaEs: 'Provincia o sigla, es. Bologna',
    cancellaLaLocalita: 'Cancella la località',
    province: 'Province',
    rilevamentoInCorso: 'Rilevamento in corso…',
    usaLaMiaPosizione: 'Usa la mia posizione',
    raggio: 'Raggio',
    qualsiasiDistanza: 'Qualsiasi distanza',
  },
});
