import { defineTexts } from '@automercato/i18n';

/** The texts of failed-verification (namespace `dealer`, section `failedVerification`), one group per component file. */
export const t = defineTexts('dealer', 'failedVerification', {
  failedVerificationPage: {
    indirizzoGiaConfermatoAutomercato: 'Indirizzo già confermato – AutoMercato',
    indirizzoGiaConfermato: 'Indirizzo già confermato',
    ilLinkNonVale: 'Il link non vale più perché il tuo indirizzo email risulta già confermato: il tuo concessionario è visibile su AutoMercato.',
    vaiAllAreaConcessionario: 'Vai all’area concessionario',
    verificaNonRiuscitaAutomercato: 'Verifica non riuscita – AutoMercato',
    verificaNonRiuscita: 'Verifica non riuscita',
    ilLinkPerConfermare: 'Il link per confermare l’indirizzo email non è valido: per sicurezza dura 60 minuti e funziona una volta sola, oppure il programma di posta lo ha spezzato.',
    fincheLIndirizzoNon: 'Finché l’indirizzo non è confermato, il tuo concessionario non compare nelle ricerche. Ti inviamo un nuovo link:',
    haiGiaConfermato: 'Hai già confermato? ',
    accedi: 'Accedi',
  },
});
