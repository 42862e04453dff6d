import { defineTexts } from '@automercato/i18n';

/** The texts of listings (namespace `dealer`, section `listings`), one group per component file. */
export const t = defineTexts('dealer', 'listings', {
  dealerListingsPage: {
    caricamentoDegliAnnunci: 'Caricamento degli annunci…',
    impossibileCaricareGliAnnunci: 'Impossibile caricare gli annunci',
    nonEStatoPossibile: 'Non è stato possibile caricare i tuoi annunci.',
    nessunAnnuncioCreaIl: 'Nessun annuncio: crea il primo',
    inserisciMarcaModelloE: 'Inserisci marca, modello e versione: i dati tecnici si compilano da soli.',
    nuovoAnnuncio: 'Nuovo annuncio',
    nessunAnnuncioTrovato: 'Nessun annuncio trovato',
    nessunAnnuncioCorrispondeAlla: 'Nessun annuncio corrisponde alla ricerca: prova a cambiare i filtri.',
    pagineDegliAnnunci: 'Pagine degli annunci',
    iTuoiAnnunciAutomercato: 'I tuoi annunci – AutoMercato',
    iTuoiAnnunci: 'I tuoi annunci',
    cercaTraITuoi: 'Cerca tra i tuoi annunci',
    cerca: 'Cerca',
    marcaModelloTargaO: 'Marca, modello, targa o riferimento',
    stato: 'Stato',
    ordinaPer: 'Ordina per',
  },
});
