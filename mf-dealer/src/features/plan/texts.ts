import { defineTexts } from '@automercato/i18n';

/** The texts of plan (namespace `dealer`, section `plan`), one group per component file. */
export const t = defineTexts('dealer', 'plan', {
  planChange: {
    passaSubitoAlPiano: 'Passa subito al piano {{name}}',
    passaAlPianoDal: 'Passa al piano {{name}} dal prossimo rinnovo',
    pianoAttuale: 'Piano attuale: ',
    mese: ' /mese',
    nuovoPiano: 'Nuovo piano: ',
    differenzaIva: 'Differenza (IVA ',
    esclusa: ' % esclusa)',
    ilCambioValeDa: 'Il cambio vale da subito: oggi ti addebitiamo la differenza per i giorni che restano{{v0}}, poi paghi {{v1}} al mese IVA inclusa.',
    iLimitiDelPiano: 'I limiti del piano {{name}} restano fino al {{v1}}; da allora paghi {{v2}} al mese IVA inclusa, senza rimborsi. Si può solo se oggi non usi più di quanto consente il piano {{name3}} (annunci pubblicati, vetrina, evidenza).',
    confermaIlPassaggioA: 'Conferma il passaggio a {{name}}',
  },
  planLimitsList: {
    annunciPubblicatiIllimitati: 'Annunci pubblicati illimitati',
    finoAAnnunciPubblicati: 'Fino a {{active_listings}} annunci pubblicati',
    inVetrinaInHome: '{{v0}} in vetrina in home page',
    nessunAnnuncioInVetrina: 'Nessun annuncio in vetrina',
    inEvidenzaNeiRisultati: '{{v0}} in evidenza nei risultati',
    nessunAnnuncioInEvidenza: 'Nessun annuncio in evidenza',
    reportCarfaxAlMese: '{{reports_per_month}} report Carfax al mese',
    nessunReportCarfaxIncluso: 'Nessun report Carfax incluso',
  },
  usageBars: {
    limitiDelPianoE: 'Limiti del piano e utilizzo',
    illimitati: '{{used}} (illimitati)',
    di: '{{used}} di {{allowed}}',
    nonInclusiNelTuo: 'Non inclusi nel tuo piano',
    oltreIlLimiteDel: 'Oltre il limite del piano: alcuni annunci potrebbero essere ritirati.',
  },
  plan: {
    haiGiaUsatoLa: 'Hai già usato la prova gratuita: ogni concessionaria può attivarla una sola volta.',
    questaConcessionariaHaGia: 'Questa concessionaria ha già acquistato un piano: la prova gratuita è riservata a chi non ne ha mai avuto uno.',
    nonEStatoPossibile: 'Non è stato possibile attivare la prova gratuita. Riprova tra qualche istante.',
    provaGratuita: 'Prova gratuita',
    annunciPubblicati: 'Annunci pubblicati',
    annunciInVetrina: 'Annunci in vetrina',
    annunciInEvidenza: 'Annunci in evidenza',
    reportCarfaxDelMese: 'Report Carfax del mese',
  },
  planChangeStrings: {
    finoAl: ' fino al {{renewal}}',
    delMese: ' del mese',
    prossimoRinnovo: 'prossimo rinnovo',
  },
});
