/**
 * The error catalogue of SPEC §8 as the interface shows it, and the rules that turn an API
 * answer into one Italian message (ApiError).
 */

/** errors.{code}: the Italian message of every catalogue code. */
export const errorMessages: Readonly<Record<string, string>> = {
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
};

/** Front-end texts of SPEC §8 and §4. */
export const errorTexts = {
  errorTitle: 'Errore',
  successTitle: 'Completato',
  timeout: 'Timeout scaduto',
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  profileLoad: 'Non è stato possibile caricare il profilo utente',
  profileRefreshTitle: 'Errore durante il recupero dei dati dell\'utente',
} as const;

/** Toast texts (title errorTexts.errorTitle) when a filter list fails to load, by `api.vehicles` call. */
export const lookupErrorMessages = {
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
} as const;

/** errors.{code}, or errors.1 when the code has no message. */
export const messageFor = (code: string): string => errorMessages[code] ?? errorMessages['1']!;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override name = 'ApiError';
  /** Per-field Italian messages of a validation failure (code 2, `data.errors`). */
  readonly fieldErrors: FieldErrors;

  constructor(
    /** Catalogue code ('1' for network failures and timeouts). */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status = 0,
    /** The envelope's `data`. */
    readonly data: unknown = null,
    /** The server's own `error_message`, kept for logs and details. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    const errors = (data as { errors?: unknown } | null)?.errors;
    this.fieldErrors = errors && typeof errors === 'object' ? errors as FieldErrors : {};
  }

  /** Which error screen to show: code 4 → 404, code 9 → 410, anything else → 500. */
  get screenStatus(): 404 | 410 | 500 {
    return this.code === '4' ? 404 : this.code === '9' ? 410 : 500;
  }
}

/**
 * SPEC §8: an answer with a code (error true, or a failed call with `error_code`) shows
 * errors.{code}, errors.1 if unknown; a failure with `error_message` and no code shows that
 * text as is; neither gives errors.1.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const envelope = (body && typeof body === 'object' ? body : {}) as {
    error_code?: unknown; error_message?: unknown; data?: unknown;
  };
  const rawCode = envelope.error_code;
  const code = rawCode === undefined || rawCode === null || rawCode === '' ? null : String(rawCode);
  const serverMessage = typeof envelope.error_message === 'string' && envelope.error_message ? envelope.error_message : null;
  const message = code !== null ? messageFor(code) : serverMessage ?? messageFor('1');
  return new ApiError(code ?? '1', message, status, envelope.data ?? null, serverMessage);
}
