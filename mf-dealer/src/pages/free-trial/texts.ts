import { defineTexts } from '@automercato/i18n';

/** The texts of free-trial (namespace `dealer`, section `freeTrial`), one group per component file. */
export const t = defineTexts('dealer', 'freeTrial', {
  freeTrialPages: {
    impossibileCaricareLaProva: 'Impossibile caricare la prova gratuita',
    caricamento: ' Caricamento…',
    laProvaGratuitaE: 'La prova gratuita è già attiva fino al ',
    vediIlTuoPiano: 'Vedi il tuo piano',
    per30GiorniGratis: 'Per 30 giorni, gratis',
    sonoILimitiDel: 'Sono i limiti del piano Pro. Non serve la carta di credito: alla scadenza la concessionaria passa al piano Free',
    restanoPubblicatiIAnnunci: ' (restano pubblicati i {{freeListings}} annunci più recenti)',
    aMenoCheTu: 'a meno che tu non scelga un piano. Ti avviseremo per email 7 giorni e 1 giorno prima.',
    vediIPiani: 'Vedi i piani',
    attivaLaProvaGratuita: 'Attiva la prova gratuita',
    provaGratuita30Giorni: 'Prova Gratuita 30 Giorni – AutoMercato',
    provaGratuita30Giorni2: 'Prova Gratuita 30 Giorni',
    perQuestaConcessionariaNon: 'Per questa concessionaria non c\'è una prova gratuita in corso.',
    laProvaGratuitaE2: 'La prova gratuita è attiva fino al ',
    daOraPuoiPubblicare: 'Da ora puoi pubblicare fino a ',
    illimitati: 'illimitati',
    annunciMetterne: ' annunci, metterne ',
    inVetrinaE: ' in vetrina e ',
    inEvidenzaEUsare: ' in evidenza, e usare ',
    reportCarfaxAlMese: ' report Carfax al mese.',
    vaiAllAreaConcessionario: 'Vai all\'area concessionario',
    provaGratuitaAttivataAutomercato: 'Prova gratuita attivata – AutoMercato',
    provaGratuitaAttivata: 'Prova gratuita attivata',
  },
  freeTrialPagesStrings: {
    questaConcessionariaHaGia: 'Questa concessionaria ha già un piano: la prova gratuita è riservata a chi non ne ha mai avuto uno.',
    haiGiaUsatoLa: 'Hai già usato la prova gratuita oppure hai già acquistato un piano: la prova si può attivare una sola volta.',
  },
});
