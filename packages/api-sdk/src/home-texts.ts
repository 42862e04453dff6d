import { defineHomeTexts } from '@automercato/i18n/home';

/**
 * The error catalogue of SPEC §8 as the interface says it (namespace `errors`), read without
 * i18next: the home page uses the API client (see @automercato/i18n/home).
 */
export const CATALOGUE = {
  /** errors.{code}: the Italian message of every catalogue code. */
  codes: {
    '0': 'Nessun errore.',
    '1': 'Si è verificato un errore imprevisto. Riprova tra qualche istante.',
    '2': 'Alcuni dati inseriti non sono validi: controlla i campi evidenziati.',
    '3': 'Devi accedere per continuare.',
    '4': 'La pagina o il contenuto richiesto non esiste.',
    '5': 'Il tuo account non è abilitato. Contatta l\'assistenza.',
    '6': 'Non hai i permessi per eseguire questa operazione.',
    '9': 'Questo contenuto non è più disponibile.',
    S1: 'Si è verificato un errore con l\'abbonamento.',
    S2: 'Non hai un abbonamento attivo.',
    S3: 'Hai esaurito le vetrine incluse nel tuo piano.',
    S4: 'Hai raggiunto il numero massimo di annunci in vetrina.',
    S5: 'Hai già usato la prova gratuita.',
    S6: 'La prova gratuita è già stata attivata per questo concessionario.',
    C1: 'Si è verificato un errore con il report Carfax.',
    C2: 'Hai raggiunto il limite di report Carfax disponibili.',
    C3: 'Mancano i dati necessari per il report Carfax.',
    C4: 'Non hai accesso a questo report Carfax.',
    C5: 'Il numero di telaio (VIN) non è valido.',
    C6: 'La targa non è valida.',
    C7: 'Il report Carfax non è disponibile per questo veicolo.',
    O1: 'Non è stato possibile verificare i dati aziendali. Riprova più tardi.',
    O2: 'Credito insufficiente per completare la verifica.',
    O3: 'La partita IVA è obbligatoria.',
    O4: 'La partita IVA non è valida.',
    A1: 'Email o password non corretti.',
    A2: 'Utente non trovato.',
    A3: 'Questo indirizzo email è già registrato.',
    A4: 'L\'indirizzo email non è valido.',
    A5: 'La partita IVA non è valida.',
    A6: 'La password non è valida.',
    A7: 'La password attuale non è corretta.',
  },
  /** Front-end texts of SPEC §8 and §4. */
  texts: {
    errorTitle: 'Errore',
    successTitle: 'Completato',
    timeout: 'Timeout scaduto',
    network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
    profileLoad: 'Non è stato possibile caricare il profilo utente',
    profileRefreshTitle: 'Errore durante il recupero dei dati dell\'utente',
  },
  /** Toast texts (title texts.errorTitle) when a filter list fails to load, by `api.vehicles` call. */
  lookups: {
    brands: 'Impossibile caricare le marche',
    models: 'Impossibile caricare i modelli',
    categories: 'Impossibile caricare le tipologie di carrozzeria',
    powerTypes: 'Impossibile caricare le tipologie di carburante',
    tractionTypes: 'Impossibile caricare le tipologie di trazione',
    gearboxTypes: 'Impossibile caricare le tipologie di cambio',
    origins: 'Impossibile caricare le opzioni di origine',
    exteriorColors: 'Impossibile caricare le opzioni di colore esterno',
    paintTypes: 'Impossibile caricare le opzioni di colore esterno',
    interiorColors: 'Impossibile caricare le opzioni di colore interno',
    interiorMaterials: 'Impossibile caricare le opzioni di materiali',
    emissionClasses: 'Impossibile caricare le classi di emissioni',
    versions: 'Impossibile caricare le versioni',
  },
} as const;

export const t = defineHomeTexts('errors', 'catalogue', CATALOGUE);
