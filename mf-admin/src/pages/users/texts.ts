import { defineTexts } from '@automercato/i18n';

/** The texts of users (namespace `admin`, section `users`), one group per component file. */
export const t = defineTexts('admin', 'users', {
  usersPage: {
    apri: 'Apri {{email}}',
    utenti: 'Utenti',
    cercaPerEmailNome: 'Cerca per email, nome o cognome',
    nuovoUtente: 'Nuovo utente',
    nessunUtentePerQuesta: 'Nessun utente per questa ricerca.',
    ruolo: 'Ruolo',
    tuttiIRuoli: 'Tutti i ruoli',
    stato: 'Stato',
    tutti: 'Tutti',
    emailVerificata: 'Email verificata',
    tutte: 'Tutte',
    eliminati: 'Eliminati',
    nascosti: 'Nascosti',
  },
  usersPageStrings: {
    emailVerificata: 'Email verificata',
    registratoIl: 'Registrato il',
    nonVerificata: 'Non verificata',
    mostraAncheGliEliminati: 'Mostra anche gli eliminati',
    soloGliEliminati: 'Solo gli eliminati',
  },
});
