import { defineTexts } from '@automercato/i18n';

/** The texts of dealer-carfax (namespace `carfax`, section `dealerCarfax`), one group per component file. */
export const t = defineTexts('carfax', 'dealerCarfax', {
  dealerCarfaxPage: {
    reportCarfaxAutomercato: 'Report Carfax – AutoMercato',
    reportCarfax: 'Report Carfax',
    pagamentoRicevutoICrediti: 'Pagamento ricevuto: i crediti del pacchetto compaiono qui sotto appena il pagamento è confermato (di solito in pochi secondi). Riceverai la fattura.',
    acquistoAnnullatoNonTi: 'Acquisto annullato: non ti è stato addebitato nulla.',
    reportDisponibili: 'Report disponibili',
    reportDisponibiliInTotale: ' report disponibili in totale',
    dalPianoQuestoMese: ' dal piano questo mese (su ',
    daiPacchettiDiCrediti: ' dai pacchetti di crediti',
    impossibileCaricareLaDisponibilita: 'Impossibile caricare la disponibilità. Ricarica la pagina.',
    caricamento: ' Caricamento…',
    ogniAcquistoUsaPrima: 'Ogni acquisto usa prima i report mensili del piano, poi i crediti più vecchi. I crediti scadono 12 mesi dopo l\'acquisto.',
    compraUnReport: 'Compra un report',
    pacchettiDiCrediti: 'Pacchetti di crediti',
    report: ' report',
    iva: '+ IVA',
    aReportValidi12: ' € a report · validi 12 mesi',
    acquistaIlPacchettoDa: 'Acquista il pacchetto da {{reports}} report',
    acquista: 'Acquista',
    pacchettiAcquistati: 'Pacchetti acquistati',
    impossibileCaricareIPacchetti: 'Impossibile caricare i pacchetti acquistati.',
    nonHaiAncoraAcquistato: 'Non hai ancora acquistato pacchetti.',
    pacchettiDiCreditiAcquistati: 'Pacchetti di crediti acquistati',
    pacchetto: 'Pacchetto',
    acquistatoIl: 'Acquistato il',
    usati: 'Usati',
    rimasti: 'Rimasti',
    scadenza: 'Scadenza',
    di: ' di ',
    scadutoIl: 'Scaduto il ',
  },
  dealerCarfaxPageStrings: {
    nonHaiReportDisponibili: 'Non hai report disponibili: acquista un pacchetto di crediti qui sotto o passa a un piano con report inclusi.',
  },
});
