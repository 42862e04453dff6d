import { defineTexts } from '@automercato/i18n';

/** The texts of dealers (namespace `admin`, section `dealers`), one group per component file. */
export const t = defineTexts('admin', 'dealers', {
  dealersPage: {
    attivo: 'Attivo',
    disattivato: 'Disattivato',
    nonVerificato: 'Non verificato',
    concessionari: 'Concessionari',
    cercaPerNomeRagione: 'Cerca per nome, ragione sociale, e-mail, città o partita IVA',
    nessunConcessionarioPerQuesta: 'Nessun concessionario per questa ricerca.',
    stato: 'Stato',
    tutti: 'Tutti',
    verifica: 'Verifica',
    partitaIva: 'Partita IVA',
    tutte: 'Tutte',
    piano: 'Piano',
  },
  dealersPageStrings: {
    ragioneSociale: 'Ragione sociale',
    partitaIva: 'Partita IVA',
    annunciPubblicati: 'Annunci pubblicati',
    registratoIl: 'Registrato il',
    nonVerificati: 'Non verificati',
  },
});
