import { defineTexts } from '@automercato/i18n';

/** The texts of admin-dealerships (namespace `admin`, section `adminDealerships`), one group per file. */
export const t = defineTexts('admin', 'adminDealerships', {
  detail: {
    questoConcessionario: 'questo concessionario',
    rimuovereLAccesso: 'Rimuovere l\'accesso?',
    nonPotraPiuGestire: '{{v0}} non potrà più gestire {{name}}.',
    concessionariDellUtenteAggiornati: 'Concessionari dell\'utente aggiornati.',
    operazioneNonRiuscitaRiprova: 'Operazione non riuscita. Riprova.',
  },
});
