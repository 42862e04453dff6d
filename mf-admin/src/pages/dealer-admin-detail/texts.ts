import { defineTexts } from '@automercato/i18n';

/** The texts of dealer-admin-detail (namespace `admin`, section `dealerAdminDetail`), one group per component file. */
export const t = defineTexts('admin', 'dealerAdminDetail', {
  dealerAdminDetailPage: {
    aggiungiUnConcessionario: 'Aggiungi un concessionario',
    cercaUnConcessionarioDa: 'Cerca un concessionario da aggiungere',
    cercaIlConcessionarioPer: 'Cerca il concessionario per nome, e-mail o partita IVA',
    cerca: 'Cerca',
    ruoloDaAssegnare: 'Ruolo da assegnare',
    nessunConcessionarioTrovato: 'Nessun concessionario trovato.',
    concessionariTrovati: 'Concessionari trovati',
    giaCollegato: 'Già collegato',
    aggiungiCome: 'Aggiungi {{name}} come {{v1}}',
    aggiungi: 'Aggiungi',
    tuttiGliAmministratori: '← Tutti gli amministratori',
    utenteAttivo: 'Utente attivo',
    utenteDisattivato: 'Utente disattivato',
    concessionariGestiti: 'Concessionari gestiti',
    questoUtenteNonGestisce: 'Questo utente non gestisce alcun concessionario.',
    ruoloPer: 'Ruolo per {{name}}',
    rimuovi: 'Rimuovi {{name}}',
    rimuovi2: 'Rimuovi',
    amministratore: 'Amministratore',
    impossibileCaricareLUtente: 'Impossibile caricare l\'utente',
    controllaLaConnessioneE: 'Controlla la connessione e riprova.',
    caricamento: ' Caricamento…',
  },
});
