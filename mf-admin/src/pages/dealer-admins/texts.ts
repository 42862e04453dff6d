import { defineTexts } from '@automercato/i18n';

/** The texts of dealer-admins (namespace `admin`, section `dealerAdmins`), one group per component file. */
export const t = defineTexts('admin', 'dealerAdmins', {
  dealerAdminsPage: {
    attivo: 'Attivo',
    disattivato: 'Disattivato',
    amministratoriDeiConcessionari: 'Amministratori dei concessionari',
    cercaPerEMail: 'Cerca per e-mail, nome o concessionario',
    nessunAmministratorePerQuesta: 'Nessun amministratore per questa ricerca.',
    ruolo: 'Ruolo',
    tutti: 'Tutti',
  },
  dealerAdminsPageStrings: {
    nomeECognome: 'Nome e cognome',
  },
});
