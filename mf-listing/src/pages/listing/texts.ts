import { defineTexts } from '@automercato/i18n';

/** The texts of listing (namespace `listing`, section `listing`), one group per component file. */
export const t = defineTexts('listing', 'listing', {
  listingPage: {
    percorso: 'Percorso',
    home: 'Home',
    datiPrincipali: 'Dati principali',
    descrizione: 'Descrizione',
    inEvidenza: 'In evidenza',
    pubblicatoIl: 'Pubblicato il ',
    erroreAutomercato: 'Errore | AutoMercato',
    nonEStatoPossibile: 'Non è stato possibile caricare l’annuncio',
  },
  listingSkeleton: {
    caricamentoDellAnnuncio: 'Caricamento dell’annuncio…',
  },
  listingPageStrings: {
    cercaVeicoliSimili: 'Cerca veicoli simili',
  },
});
