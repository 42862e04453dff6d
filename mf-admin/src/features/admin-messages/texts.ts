import { defineTexts } from '@automercato/i18n';

/** The texts of admin-messages (namespace `admin`, section `adminMessages`), one group per component file. */
export const t = defineTexts('admin', 'adminMessages', {
  messageDialog: {
    messaggioDi: 'Messaggio di {{name}}',
    elimina: 'Elimina',
    da: 'Da',
    annuncio: 'Annuncio',
    inviato: 'Inviato',
    stato: 'Stato',
    lettoDalConcessionario: 'Letto dal concessionario',
    nonLetto: 'Non letto',
    risposto: ' · risposto',
    eliminatoDalConcessionario: ' · eliminato dal concessionario',
    eliminatoDaUnAmministratore: ' · eliminato da un amministratore il {{v0}}',
  },
  messages: {
    eliminareQuestoMessaggio: 'Eliminare questo messaggio?',
    spariraDallaCasellaDel: 'Sparirà dalla casella del concessionario e da questo elenco (resta visibile col filtro «Eliminati»).',
    messaggioEliminato: 'Messaggio eliminato.',
    eliminazioneNonRiuscitaRiprova: 'Eliminazione non riuscita. Riprova.',
  },
});
