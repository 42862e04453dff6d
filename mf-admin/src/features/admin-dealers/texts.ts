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
  detail: {
    disattivareQuestoConcessionario: 'Disattivare questo concessionario?',
    iSuoiAnnunciSpariranno: 'I suoi annunci spariranno subito dalla ricerca e dalla home page, finché non lo riattivi. ',
    iTitolariRiceverannoQuesto: 'I titolari riceveranno questo motivo via email e lo vedranno nella loro area.',
    datiDelConcessionarioSalvati: 'Dati del concessionario salvati.',
    ilCampoMotivoDeve: 'Il campo motivo deve avere almeno {{MODERATION_REASON_MIN}} caratteri',
    ilCampoMotivoNon: 'Il campo motivo non può essere più lungo di {{MODERATION_REASON_MAX}} caratteri',
    eDiNuovoAttivo: '{{name}} è di nuovo attivo: i suoi annunci pubblicati tornano visibili.',
    eDisattivatoISuoi: '{{name}} è disattivato: i suoi annunci non sono più visibili.',
    partitaIvaDiConfermata: 'Partita IVA di {{name}} confermata: il concessionario è pubblico (se attivo e verificato) e può acquistare.',
    partitaIvaDiRespinta: 'Partita IVA di {{name}} respinta: il concessionario resta nascosto e non può acquistare.',
    operazioneNonRiuscitaRiprova: 'Operazione non riuscita. Riprova.',
  },
  list: {
    provaGratuita: 'Prova gratuita',
    inAttesaDiVerifica: 'In attesa di verifica P. IVA',
  },
  dealerEditFormStrings: {
    ragioneSociale: 'Ragione sociale',
    partitaIva: 'Partita IVA',
    sitoWeb: 'Sito web',
    provinciaSigla: 'Provincia (sigla)',
    codiceSdi: 'Codice SDI',
  },
  vatReviewCardStrings: {
    pIvaInVerifica: 'P. IVA in verifica',
    pIvaConfermata: 'P. IVA confermata',
    pIvaRespinta: 'P. IVA respinta',
    nonConsultato: 'non consultato',
    nonTrovata: 'non trovata',
    inAttesaDiRisposta: 'in attesa di risposta',
  },
});
