import { defineTexts } from '@automercato/i18n';

/** The texts of buy-plan (namespace `dealer`, section `buyPlan`), one group per component file. */
export const t = defineTexts('dealer', 'buyPlan', {
  buyPlanPage: {
    impossibileCaricareIlPiano: 'Impossibile caricare il piano scelto',
    caricamento: ' Caricamento…',
    piano: 'Piano ',
    haiGiaIlPiano: 'Hai già il piano ',
    tornaAiPiani: 'Torna ai piani',
    riepilogoMensile: 'Riepilogo mensile',
    prezzoDelPianoImponibile: 'Prezzo del piano (imponibile)',
    iva: 'IVA ',
    totaleAlMese: 'Totale al mese',
    lAbbonamentoSiRinnova: 'L\'abbonamento si rinnova ogni mese; puoi disdirlo quando vuoi dalla gestione del piano. Riceverai la fattura di ogni pagamento.',
    staiUsandoLaProva: 'Stai usando la prova gratuita: dalla pagina del tuo piano vedi quando scade e come continuare.',
    procediAlPagamento: 'Procedi al pagamento',
    vaiAlTuoPiano: 'Vai al tuo piano',
    acquistaOraIlPiano: 'Acquista ora il piano ',
    acquistandoOraIlPiano: 'Acquistando ora, il piano ',
    sostituisceSubitoLaProva: ' sostituisce subito la prova gratuita.',
    automercato: '{{heading}} – AutoMercato',
  },
  buyPlanPageStrings: {
    notFound: 'Not found',
    acquistaUnPiano: 'Acquista un piano',
    vediIPiani: 'Vedi i piani',
  },
});
