import { defineTexts } from '@automercato/i18n';

/** The texts of dealer-listings (namespace `dealer`, section `dealerListings`), one group per component file. */
export const t = defineTexts('dealer', 'dealerListings', {
  listingsTable: {
    nessunaFoto: 'Nessuna foto',
    vetrina: 'Vetrina',
    vetrina2: 'Vetrina: {{title}}',
    inEvidenza: 'In evidenza',
    inEvidenza2: 'In evidenza: {{title}}',
    modifica: 'Modifica {{name}}',
    modifica2: 'Modifica',
    pubblica: 'Pubblica {{name}}',
    pubblica2: 'Pubblica',
    ritira: 'Ritira {{name}}',
    ritira2: 'Ritira',
    segnaComeVenduto: 'Segna come venduto {{name}}',
    venduto: 'Venduto',
    eliminaLaBozza: 'Elimina la bozza {{name}}',
    elimina: 'Elimina',
    iTuoiAnnunci: 'I tuoi annunci',
  },
  planCounters: {
    utilizzoDelPiano: 'Utilizzo del piano',
  },
});
