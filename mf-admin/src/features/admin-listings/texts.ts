import { defineTexts } from '@automercato/i18n';

/** The texts of admin-listings (namespace `admin`, section `adminListings`), one group per component file. */
export const t = defineTexts('admin', 'adminListings', {
  correctionForm: {
    correggiLAnnuncio: 'Correggi l\'annuncio',
    prezzoTrattabile: 'Prezzo trattabile',
    descrizione: 'Descrizione',
    salvaCorrezioni: 'Salva correzioni',
  },
  disableDialog: {
    sospendi: 'Sospendi {{title}}',
    continua: 'Continua',
    lAnnuncioSpariraSubito: 'L\'annuncio sparirà subito dalle ricerche. Il concessionario riceverà questo motivo via email.',
  },
  listingPanel: {
    impossibileCaricareLAnnuncio: 'Impossibile caricare l\'annuncio',
    potrebbeEssereStatoEliminato: 'Potrebbe essere stato eliminato, oppure la connessione non risponde.',
    caricamentoDellAnnuncio: 'Caricamento dell\'annuncio…',
    stato: 'Stato',
    concessionario: 'Concessionario',
    concessionarioDisattivato: ' (concessionario disattivato)',
    prezzo: 'Prezzo',
    chilometri: 'Chilometri',
    targa: 'Targa',
    telaioVin: 'Telaio (VIN)',
    creato: 'Creato',
    id: 'ID',
    vediLaPaginaPubblica: 'Vedi la pagina pubblica',
    moderazione: 'Moderazione',
    sospeso: 'Sospeso',
    il: ' il {{v0}}',
    da: ' da {{email}}',
    riattivaLAnnuncio: 'Riattiva l\'annuncio',
    lAnnuncioEAttivo: 'L\'annuncio è attivo',
    eVisibileAlPubblico: ' e visibile al pubblico',
    nonVisibileAlPubblico: ' ({{v0}}: non visibile al pubblico)',
    sospendiLAnnuncio: 'Sospendi l\'annuncio…',
    correggiIDati: 'Correggi i dati',
  },
});
