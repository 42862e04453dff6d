import { defineTexts } from '@automercato/i18n';

/** The texts of requests (namespace `carfax`, section `requests`), one group per component file. */
export const t = defineTexts('carfax', 'requests', {
  requestsPanel: {
    richiesteDeiClienti: 'Richieste dei clienti',
    approvaAutomaticamenteLeRichieste: 'Approva automaticamente le richieste',
    ilClienteRiceveSubito: 'Il cliente riceve subito il link al report già associato all\'annuncio; se l\'annuncio non ha un report, la richiesta resta in attesa della tua decisione (l\'acquisto automatico si attiva nelle Impostazioni).',
    filtraPerStato: 'Filtra per stato',
    impossibileCaricareLeRichieste: 'Impossibile caricare le richieste',
    caricamentoDelleRichieste: ' Caricamento delle richieste…',
    nessunaRichiesta: 'Nessuna richiesta',
    quandoUnClienteChiede: 'Quando un cliente chiede il report di un tuo annuncio, la richiesta appare qui.',
    richiesteDiReport: 'Richieste di report',
    data: 'Data',
    annuncio: 'Annuncio',
    concessionario: 'Concessionario',
    cliente: 'Cliente',
    stato: 'Stato',
    azioni: 'Azioni',
    reportGiaAssociato: 'Report già associato',
    senzaReportApprovandoNe: 'Senza report: approvando ne acquisti uno',
    ospite: ' (ospite)',
    automatica: ' (automatica)',
    da: ' da ',
    approvaLaRichiestaDi: 'Approva la richiesta di {{email}} per {{title}}',
    approva: 'Approva',
    rifiutaLaRichiestaDi: 'Rifiuta la richiesta di {{email}} per {{title}}',
    rifiuta: 'Rifiuta',
  },
  requests: {
    richiestaApprovataRiceveraIl: 'Richiesta approvata: {{email}} riceverà il link al report.',
    richiestaRifiutataRiceveraUna: 'Richiesta rifiutata: {{email}} riceverà una risposta cortese.',
    decisioneNonSalvata: 'Decisione non salvata',
    leNuoveRichiesteSaranno: 'Le nuove richieste saranno approvate automaticamente.',
    approveraiTuOgniNuova: 'Approverai tu ogni nuova richiesta.',
    impostazioneNonSalvata: 'Impostazione non salvata',
  },
  requestsPanelStrings: {
    inAttesa: 'In attesa',
    approvata: 'Approvata',
    rifiutata: 'Rifiutata',
  },
});
