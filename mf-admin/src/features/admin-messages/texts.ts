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
});
