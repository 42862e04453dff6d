import { defineTexts } from '@automercato/i18n';

/** The texts of stock-import (namespace `dealer`, section `stockImport`), one group per component file. */
export const t = defineTexts('dealer', 'stockImport', {
  stockImportPanel: {
    importazioneDalFeed: 'Importazione dal feed',
    file: 'File «{{filename}}»',
    avanzamento: 'Avanzamento',
    righeConErrori: 'Righe con errori (',
    sonoMostrateLePrime: 'Sono mostrate le prime ',
    righe: ' righe.',
    leRigheConErrori: 'Le righe con errori non vengono importate: correggile nel file e caricalo di nuovo.',
    ritiraGliAnnunciMancanti: 'Ritira gli annunci mancanti (',
    applica: 'Applica',
    fincheNonPremiApplica: 'Finché non premi «Applica» nessun annuncio viene creato o modificato.',
    importazioneCompletataIl: 'Importazione completata il ',
    feedXmlNotturno: 'Feed XML notturno',
    ilVostroGestionalePubblica: 'Il vostro gestionale pubblica lo stock in XML? Indicate l\'indirizzo: lo scarichiamo ogni notte e lo applichiamo. Se lo stock cresce o cala di oltre il ',
    lImportazioneRestaIn: ' % l\'importazione resta in attesa di conferma.',
    indirizzoDelFeed: 'Indirizzo del feed',
    httpsStockXml: 'https://…/stock.xml',
    salva: 'Salva',
    indirizzoSalvato: 'Indirizzo salvato.',
    ultimeImportazioni: 'Ultime importazioni',
    feed: 'feed',
    apriIlResoconto: 'Apri il resoconto',
    caricaLoStockDa: 'Carica lo stock da file CSV',
    separatorePuntoEVirgola: 'Separatore punto e virgola o virgola, codifica UTF-8 o Windows-1252 (Excel). La colonna «riferimento» è il codice del veicolo nel vostro gestionale: un nuovo riferimento crea un annuncio, uno già presente lo aggiorna.',
    scaricaIlFileDi: 'Scarica il file di esempio',
    conTutteLeColonne: ' con tutte le colonne (marca, modello, versione, anno, km, prezzo, carburante, cambio, potenza_kw o cavalli, colore, targa, telaio, descrizione, foto separate da |…).',
    trascinaQuiIlFile: 'Trascina qui il file CSV oppure',
    scegliIlFile: 'Scegli il file',
  },
});
