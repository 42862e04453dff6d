import { defineTexts } from '@automercato/i18n';

/** The texts of ops (namespace `admin`, section `ops`), one group per component file. */
export const t = defineTexts('admin', 'ops', {
  stat: {
    aggiornamentoNonRiuscitoDati: 'Aggiornamento non riuscito: dati delle ',
    aggiornatoAlle: 'Aggiornato alle ',
    riprovoTraPoco: ', riprovo tra poco.',
    siAggiornaDaSolo: ' · si aggiorna da solo ogni {{v0}} secondi.',
  },
  useJobActions: {
    operazioneNonRiuscita: 'Operazione non riuscita',
    eliminareQuestoLavoro: 'Eliminare questo lavoro?',
    ilLavoroFallitoSparisce: 'Il lavoro fallito sparisce dalla coda e non verrà più eseguito.',
    elimina: 'Elimina',
  },
  format: {
    inAttesa: 'In attesa',
    inAttesaDiUn: 'In attesa di un nuovo tentativo',
    inEsecuzione: 'In esecuzione',
    completato: 'Completato',
    annullato: 'Annullato',
    fallito: 'Fallito',
  },
});
