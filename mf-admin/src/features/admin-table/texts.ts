import { defineTexts } from '@automercato/i18n';

/** The texts of admin-table (namespace `admin`, section `adminTable`), one group per component file. */
export const t = defineTexts('admin', 'adminTable', {
  adminList: {
    cerca: 'Cerca',
    ordinaPer: 'Ordina per',
    esportaCsv: 'Esporta CSV',
    impossibileCaricareLElenco: 'Impossibile caricare l\'elenco',
    controllaLaConnessioneE: 'Controlla la connessione e riprova.',
    caricamento: 'Caricamento…',
  },
  auditTrail: {
    registroDelleModifiche: 'Registro delle modifiche',
    impossibileCaricareIlRegistro: 'Impossibile caricare il registro. ',
    riprova: 'Riprova',
    caricamentoDelRegistro: 'Caricamento del registro…',
    nessunaModificaRegistrata: 'Nessuna modifica registrata.',
    da: ' · da {{ip}}',
  },
  reasonDialog: {
    annulla: 'Annulla',
    motivo: 'Motivo',
    daACaratteriScritti: 'Da {{MODERATION_REASON_MIN}} a {{MODERATION_REASON_MAX}} caratteri ({{length}} scritti).',
  },
});
