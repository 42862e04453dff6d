import { defineTexts } from '@automercato/i18n';

/** The texts of listing (namespace `listing`, section `listing`), one group per component file. */
export const t = defineTexts('listing', 'listing', {
  dealerCard: {
    vendutoDa: 'Venduto da',
    telefono: 'Telefono',
    sitoWeb: 'Sito web',
    siApreInUna: ' (si apre in una nuova scheda)',
    orariDiApertura: 'Orari di apertura',
    apriInOpenstreetmap: 'Apri in OpenStreetMap',
    tuttiGliAnnunciDi: 'Tutti gli annunci di ',
  },
  gallery: {
    miniature: 'Miniature',
    apriASchermoIntero: '{{v0}}: apri a schermo intero',
    fotoPrecedente: 'Foto precedente',
    fotoSuccessiva: 'Foto successiva',
    nessunaFotoDisponibile: '{{title}}: nessuna foto disponibile',
    nessunaFotoDisponibile2: 'Nessuna foto disponibile',
    ilConcessionarioNonHa: 'Il concessionario non ha ancora caricato le foto di questo veicolo.',
    galleria: 'galleria',
    fotoDi: 'Foto di {{title}}',
    chiudiLaVisualizzazioneA: 'Chiudi la visualizzazione a schermo intero',
  },
  summaryCard: {
    prezzoEAzioni: 'Prezzo e azioni',
    prezzoTrattabile: 'Prezzo trattabile',
    reportCarfaxDisponibile: ' Report Carfax disponibile',
    scriviAlConcessionario: 'Scrivi al concessionario',
    chiama: 'Chiama ',
    condividi: 'Condividi',
  },
  contactBar: {
    quickContacts: 'Contatti rapidi',
    call: 'Chiama',
    write: 'Scrivi',
  },
  useListing: {
    annuncioNonTrovato: 'Annuncio non trovato.',
  },
  listing: {
    buongiornoMiInteressaE: 'Buongiorno, mi interessa {{title}}. È ancora disponibile?',
    classeDiEmissione: 'Classe di emissione',
    coloreEsterno: 'Colore esterno',
  },
  share: {
    linkDellAnnuncioCopiato: 'Link dell’annuncio copiato negli appunti',
    nonEStatoPossibile: 'Non è stato possibile copiare il link. Eccolo: {{url}}',
  },
  galleryStrings: {
    fotoDi: 'Foto {{v0}} di {{countValue}}',
  },
});
