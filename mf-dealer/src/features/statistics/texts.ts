import { defineTexts } from '@automercato/i18n';

/** The texts of statistics (namespace `dealer`, section `statistics`), one group per component file. */
export const t = defineTexts('dealer', 'statistics', {
  statsCards: {
    totaliDegliUltimi30: 'Totali degli ultimi 30 giorni',
  },
  statsTable: {
    mostraIDatiDel: 'Mostra i dati del grafico in tabella',
    datiGiornoPerGiorno: 'Dati giorno per giorno',
    visitePreferitiContattiE: 'Visite, preferiti, contatti e richieste di report dal ',
    al: ' al ',
    giorno: 'Giorno',
    visite: 'Visite',
    preferiti: 'Preferiti',
    contatti: 'Contatti',
    richiesteReport: 'Richieste report',
  },
  viewsWithoutLeads: {
    nessunAnnuncioVistoSenza: 'Nessun annuncio visto senza contatti negli ultimi 30 giorni.',
    views_one: '{{views}} visita · 0 contatti',
    views_other: '{{views}} visite · 0 contatti',
    modifica: 'Modifica {{title}}',
    modifica2: 'Modifica',
  },
  statistics: {
    richiesteReport: 'Richieste report',
    andamentoDalAlVisite: 'Andamento dal {{v0}} al {{v1}}: {{v2}} visite, {{v3}} preferiti, ',
    contattiRichiesteDiReport: '{{v0}} contatti, {{v1}} richieste di report',
  },
  trafficChart: {
    richiesteReport: 'Richieste report',
  },
});
