import { defineTexts } from '@automercato/i18n';

/** The texts of statistics (namespace `dealer`, section `statistics`), one group per component file. */
export const t = defineTexts('dealer', 'statistics', {
  dealerStatisticsPage: {
    impossibileCaricareLeStatistiche: 'Impossibile caricare le statistiche',
    nonEStatoPossibile: 'Non è stato possibile caricare le statistiche. Riprova tra poco.',
    caricamentoDelleStatistiche: ' Caricamento delle statistiche…',
    ancoraNessunDato: 'Ancora nessun dato',
    negliUltimi30Giorni: 'Negli ultimi 30 giorni i tuoi annunci non hanno ricevuto visite, preferiti, contatti o richieste di report. I dati compaiono qui dal giorno dopo la pubblicazione.',
    vaiAiTuoiAnnunci: 'Vai ai tuoi annunci',
    giornoPerGiorno: 'Giorno per giorno',
    caricamentoDelGrafico: ' Caricamento del grafico…',
    annunciVistiMaSenza: 'Annunci visti ma senza contatti',
    iPiuVistiChe: 'I più visti che nessuno ha contattato: prova a rivedere prezzo, foto o descrizione.',
    perAnnuncio: 'Per annuncio',
    annuncio: 'Annuncio',
    visite: 'Visite',
    preferiti: 'Preferiti',
    contatti: 'Contatti',
    richiesteReport: 'Richieste report',
    statisticheAutomercato: 'Statistiche – AutoMercato',
    statistiche: 'Statistiche',
    ultimi30GiorniDal: 'Ultimi 30 giorni, dal {{v0}} al {{v1}}. ',
    ultimi30Giorni: 'Ultimi 30 giorni. ',
    unaVisitaEContata: 'Una visita è contata una volta al giorno per visitatore; i motori di ricerca e i bot non sono contati.',
  },
});
