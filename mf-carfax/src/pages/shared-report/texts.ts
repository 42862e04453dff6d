import { defineTexts } from '@automercato/i18n';

/** The texts of shared-report (namespace `carfax`, section `sharedReport`), one group per component file. */
export const t = defineTexts('carfax', 'sharedReport', {
  sharedReportPage: {
    caricamentoDelReport: ' Caricamento del report…',
    reportNonDisponibile: 'Report non disponibile',
    ilLinkNonE: 'Il link non è valido o è scaduto, oppure il report non è stato condiviso con te. Se hai un account, trovi le tue richieste nel profilo.',
    vaiAlProfilo: 'Vai al profilo',
    impossibileCaricareIlReport: 'Impossibile caricare il report',
    reportCondivisoDa: 'Report condiviso da ',
    perLAnnuncio: ' per l\'annuncio ',
    disponibileFinoAl: 'Disponibile fino al ',
    ilReportNonE: 'Il report non è leggibile. Riprova più tardi.',
    ilTuoReportCarfax: 'Il tuo report Carfax – AutoMercato',
  },
});
