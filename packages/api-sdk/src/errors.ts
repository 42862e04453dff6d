import { CATALOGUE, t } from './home-texts.js';

/**
 * The error catalogue of SPEC §8 as the interface shows it, and the rules that turn an API
 * answer into one Italian message (ApiError).
 */

type Group = keyof typeof CATALOGUE;

/** One group of the catalogue, every text read through its table. */
function group<G extends Group>(name: G): { readonly [K in keyof (typeof CATALOGUE)[G]]: string } {
  const keys = Object.keys(CATALOGUE[name]) as string[];
  return Object.fromEntries(keys.map((key) => [key, t(`${name}.${key}` as Parameters<typeof t>[0])])) as never;
}

/** errors.{code}: the Italian message of every catalogue code. */
export const errorMessages: Readonly<Record<string, string>> = group('codes');

/** Front-end texts of SPEC §8 and §4. */
export const errorTexts = group('texts');

/** Toast texts (title errorTexts.errorTitle) when a filter list fails to load, by `api.vehicles` call. */
export const lookupErrorMessages = group('lookups');

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
