import { defineTexts } from '@automercato/i18n';

/** The texts of carfax (namespace `carfax`, section `carfax`), one group per component file. */
export const t = defineTexts('carfax', 'carfax', {
  carfaxPage: {
    storiaDelVeicoloAutomercato: 'Storia del veicolo – AutoMercato',
    reportCarfaxSuAutomercato: 'Report Carfax su AutoMercato',
    storiaDelVeicoloCompra: 'Storia del veicolo: compra usato, ma sapendo tutto',
    unAutoUsataHa: 'Un\'auto usata ha un passato. Con il report sulla storia del veicolo scopri chilometri reali, proprietari, revisioni, incidenti e gravami prima di incontrare il venditore. Nessun altro marketplace italiano lo rende così semplice.',
    cercaAutoConReport: 'Cerca auto con report',
    guardaUnReportDi: 'Guarda un report di esempio',
    cosaContieneUnReport: 'Cosa contiene un report',
    comeOttenereUnReport: 'Come ottenere un report',
    trovaLAuto: 'Trova l\'auto.',
    gliAnnunciConIl: ' Gli annunci con il badge Carfax hanno già un report: il riepilogo dei controlli è sulla pagina dell\'annuncio.',
    premiRichiediReport: 'Premi «Richiedi report».',
    seHaiUnAccount: ' Se hai un account basta un clic; altrimenti lascia la tua e-mail.',
    ilConcessionarioApprova: 'Il concessionario approva.',
    riceviPerEMail: ' Ricevi per e-mail un link personale al report completo; se hai un account lo trovi anche nel tuo profilo.',
    seiUnConcessionarioI: 'Sei un concessionario? I report sono inclusi nei piani e disponibili in pacchetti da 10 o 50: ',
    scopriDiPiu: 'scopri di più',
    unReportDiEsempio: 'Un report di esempio',
    eccoComeAppareUn: 'Ecco come appare un report: i dati sono dimostrativi, di un veicolo inventato con una storia tutt\'altro che perfetta.',
  },
});
