import { defineTexts } from '@automercato/i18n';

/** The texts of admin-dealers (namespace `admin`, section `adminDealers`), one group per component file. */
export const t = defineTexts('admin', 'adminDealers', {
  dealerEditForm: {
    modificaIDatiDel: 'Modifica i dati del concessionario',
    salva: 'Salva',
    annulla: 'Annulla',
  },
  disableDealerDialog: {
    disattiva: 'Disattiva',
  },
  vatReviewCard: {
    verificaDellaPartitaIva: 'Verifica della partita IVA',
    partitaIva: 'Partita IVA',
    stato: 'Stato',
    vies: 'VIES',
    decisaIl: 'Decisa il',
    motivo: 'Motivo',
    motivoDellaDecisione: 'Motivo della decisione',
    daACaratteriResta: 'Da {{MODERATION_REASON_MIN}} a {{MODERATION_REASON_MAX}} caratteri, resta nel registro delle modifiche ({{length}} scritti).',
    confermaPartitaIva: 'Conferma partita IVA',
    respingi: 'Respingi',
    contestazioni: 'Contestazioni (',
    nessunaAziendaHaContestato: 'Nessuna azienda ha contestato questa partita IVA.',
  },
});
