import { defineTexts } from '@automercato/i18n';

/** The texts of listings (namespace `admin`, section `listings`), one group per component file. */
export const t = defineTexts('admin', 'listings', {
  listingsPage: {
    mostraSoloGliAnnunci: 'Mostra solo gli annunci di questo concessionario',
    annunci: 'Annunci',
    cercaPerTargaTelaio: 'Cerca per targa, telaio, ID o nome del concessionario',
    moderazione: 'Moderazione',
    tutti: 'Tutti',
    stato: 'Stato',
    marca: 'Marca',
    tutte: 'Tutte',
    togliIlFiltroPer: 'Togli il filtro per concessionario',
    unSoloConcessionario: 'Un solo concessionario ×',
    nessunAnnuncioPerQuesta: 'Nessun annuncio per questa ricerca: la ricerca vuole la targa o il telaio completi.',
  },
});
