import { defineTexts } from '@automercato/i18n';

/** The texts of search (namespace `search`, section `search`), one group per component file. */
export const t = defineTexts('search', 'search', {
  chips: {
    rimuovi: 'Rimuovi {{label}}',
  },
  filterPanel: {
    caricamento: 'Caricamento…',
    potenza: 'Potenza',
    unitaDiPotenza: 'Unità di potenza',
    potenzaDa: 'Potenza da ({{v0}})',
    potenzaA: 'Potenza a ({{v0}})',
    cercaUnConcessionario: 'Cerca un concessionario',
    concessionari: 'Concessionari',
    veicolo: 'Veicolo',
    modello: 'Modello',
    scegliPrimaLaMarca: 'Scegli prima la marca',
    tuttiIModelli: 'Tutti i modelli',
    prezzoEAnno: 'Prezzo e anno',
    prezzo: 'Prezzo',
    annoDiImmatricolazione: 'Anno di immatricolazione',
    annoDa: 'Anno da',
    annoA: 'Anno a',
    chilometri: 'Chilometri',
    carrozzeria: 'Carrozzeria',
    alimentazione: 'Alimentazione',
    cambio: 'Cambio',
    trazione: 'Trazione',
    adattaAiNeopatentati: 'Adatta ai neopatentati',
    finoA105Kw: 'Fino a 105 kW e 75 kW per tonnellata',
    soloPrezzoTrattabile: 'Solo prezzo trattabile',
    soloConReportCarfax: 'Solo con report Carfax',
    includiAnnunciSenzaFoto: 'Includi annunci senza foto',
    altriFiltri: 'Altri filtri',
    versione: 'Versione',
    es20Tdi: 'Es. 2.0 TDI',
  },
});
