import { defineTexts } from '@automercato/i18n';

/** The texts of favourites (namespace `search`, section `favourites`), one group per component file. */
export const t = defineTexts('search', 'favourites', {
  favouritesPage: {
    guestText: 'Salva gli annunci che ti interessano con il cuore e ritrovali qui, su tutti i tuoi dispositivi.',
    emptyText: 'Tocca il cuore su un annuncio per salvarlo qui e confrontarlo con calma.',
    accediPerVedereI: 'Accedi per vedere i tuoi preferiti',
    accedi: 'Accedi',
    registrati: 'Registrati',
    nonEStatoPossibile: 'Non è stato possibile caricare i preferiti',
    nonHaiAncoraSalvato: 'Non hai ancora salvato annunci',
    cercaUnAuto: 'Cerca un\'auto',
    annunciSalvati: 'Annunci salvati',
    preferitiAutomercato: 'Preferiti – AutoMercato',
    iTuoiPreferiti: 'I tuoi preferiti',
  },
  favouritesPageStrings: {
    annuncioSalvato: 'annuncio salvato',
    annunciSalvati: 'annunci salvati',
  },
});
