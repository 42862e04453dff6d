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
  carfaxPageStrings: {
    controlloProblemiNoti: 'Controllo problemi noti',
    furtoDemolizionePerditaTotale: 'Furto, demolizione, perdita totale, importazione e uso non privato: i controlli che contano, in un colpo d\'occhio.',
    tutteLeLettureRegistrate: 'Tutte le letture registrate, da tagliandi, revisioni e passaggi di proprietà. Se un valore torna indietro, lo segnaliamo.',
    proprietariEUso: 'Proprietari e uso',
    quantiProprietariPerQuanto: 'Quanti proprietari, per quanto tempo e con quale uso: privato, noleggio, taxi, leasing o aziendale.',
    dateChilometriEdEsito: 'Date, chilometri ed esito di ogni revisione ministeriale.',
    danniEIncidenti: 'Danni e incidenti',
    ogniSinistroRegistratoCon: 'Ogni sinistro registrato con la zona colpita, la gravità e la stima del danno.',
    fermoAmministrativoSequestroO: 'Fermo amministrativo, sequestro o riserva di proprietà: sapere prima di firmare evita brutte sorprese.',
    importazioneEClasseAmbientale: 'Importazione e classe ambientale',
    paeseDiProvenienzaE: 'Paese di provenienza e data di importazione, classe Euro per bollo, ZTL e incentivi.',
  },
  sample: {
    paraurtiPosteriore: 'Paraurti posteriore',
    anterioreDestro: 'Anteriore destro',
  },
});
