import type { ErrorCode as ContractErrorCode } from '@automercato/api-contract';

/**
 * The error catalogue of SPEC §8 as the server speaks it: a code, its HTTP status and an
 * Italian message. Handlers throw ApiError; the error handler turns it into the envelope.
 */
export const catalogue = {
  '1': { status: 500, message: 'Si è verificato un errore imprevisto. Riprova tra qualche istante.' },
  '2': { status: 422, message: 'Alcuni dati inviati non sono validi.' },
  '3': { status: 401, message: 'Devi accedere per continuare.' },
  '4': { status: 404, message: 'La risorsa richiesta non esiste.' },
  '5': { status: 403, message: 'Il tuo account non è abilitato.' },
  '6': { status: 403, message: 'Non hai i permessi per questa operazione.' },
  '9': { status: 410, message: 'Questo contenuto non è più disponibile.' },
  S1: { status: 400, message: 'Si è verificato un errore con l\'abbonamento.' },
  S2: { status: 402, message: 'Nessun abbonamento attivo.' },
  S3: { status: 409, message: 'Le vetrine del tuo piano sono esaurite.' },
  S4: { status: 409, message: 'Hai raggiunto il limite di annunci in vetrina.' },
  S5: { status: 409, message: 'La prova gratuita è già stata utilizzata.' },
  S6: { status: 409, message: 'La prova gratuita è già stata attivata.' },
  C1: { status: 400, message: 'Si è verificato un errore con il report Carfax.' },
  C2: { status: 409, message: 'Hai raggiunto il limite di report Carfax disponibili.' },
  C3: { status: 422, message: 'Mancano i dati necessari per il report Carfax.' },
  C4: { status: 403, message: 'Accesso al report Carfax non consentito.' },
  C5: { status: 422, message: 'Il numero di telaio (VIN) non è valido.' },
  C6: { status: 422, message: 'La targa non è valida.' },
  C7: { status: 404, message: 'Il report Carfax non è disponibile.' },
  O1: { status: 400, message: 'Si è verificato un errore nella verifica dei dati aziendali.' },
  O2: { status: 402, message: 'Credito insufficiente per la verifica.' },
  O3: { status: 422, message: 'La partita IVA è obbligatoria.' },
  O4: { status: 422, message: 'La partita IVA non è valida.' },
  A1: { status: 401, message: 'Email o password non corretti.' },
  A2: { status: 404, message: 'Utente non trovato.' },
  A3: { status: 409, message: 'Questo indirizzo email è già registrato.' },
  A4: { status: 422, message: 'L\'indirizzo email non è valido.' },
  A5: { status: 422, message: 'La partita IVA non è valida.' },
  A6: { status: 422, message: 'La password non è valida.' },
  A7: { status: 422, message: 'La password attuale non corrisponde.' },
} as const satisfies Record<Exclude<ContractErrorCode, '0'>, { status: number; message: string }>;

export type ErrorCode = keyof typeof catalogue;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly data: unknown = null,
    status?: number,
  ) {
    super(message ?? catalogue[code].message);
    this.status = status ?? catalogue[code].status;
  }
}

export const notFound = (message?: string) => new ApiError('4', message);
export const unauthenticated = () => new ApiError('3');
export const forbidden = (message?: string) => new ApiError('6', message);
export const gone = (message?: string) => new ApiError('9', message);
/** 422 code 2 with per-field Italian messages in data.errors. */
export const invalid = (errors: Record<string, string[]>, message?: string) =>
  new ApiError('2', message ?? Object.values(errors)[0]?.[0] ?? catalogue['2'].message, { errors });

/**
 * 429 with an Italian message and `Retry-After` (seconds): the caller learns when to try again
 * instead of guessing. Rate limits and the sign-in throttle answer with it.
 */
export class TooManyRequests extends ApiError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super('1', message, null, 429);
  }
}

/** "1 secondo", "40 secondi", "1 minuto", "15 minuti": a wait as the Italian messages say it. */
export function italianWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 secondo' : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}
