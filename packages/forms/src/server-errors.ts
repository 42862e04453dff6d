/**
 * API failures as the account forms show them (SPEC §8): messages about a field on that field,
 * everything else in the form-level alert.
 *
 * - a catalogue code about one field (A3/A4 → e-mail, A5 → partita IVA, A6 → password, A7 → current password)
 *   shows its catalogue message on that field;
 * - a validation failure (code 2) shows each `data.errors` message on its field; messages for
 *   fields the form does not show go to the alert;
 * - when every message landed on a field, the alert says what happened: a conflict (409, the same
 *   message sent twice) in the field's own words, a validation failure in the catalogue's
 *   ("controlla i campi evidenziati");
 * - 429 (too many attempts or mails) shows the server's own text, which says how long to wait;
 * - anything else (A1, A2, 3, 5, network, timeout…) shows the catalogue message in the alert.
 */
import { ApiError, errorMessages } from '@automercato/api-sdk';
import { FORM_ERROR } from 'final-form';

export const GENERIC_ERROR = errorMessages['1'] ?? 'Si è verificato un errore imprevisto. Riprova tra qualche istante.';

/** Catalogue codes that are about one field, and that field's name in the forms. */
export const CODE_FIELDS: Readonly<Record<string, string>> = {
  A3: 'email',
  A4: 'email',
  A5: 'vat',
  A6: 'password',
  A7: 'current_password',
};

export type FormErrors = Record<string, string>;

/** The one text for a failure shown outside a form (a toast, a status line). */
export function errorTextOf(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.status === 429) return error.serverMessage ?? error.message;
  return error.message || GENERIC_ERROR;
}

/**
 * react-final-form submission errors for a failed call: `{ field: message, [FORM_ERROR]: message }`.
 * `fields` are the names of the fields on screen.
 */
export function submissionErrorsOf(error: unknown, fields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: GENERIC_ERROR };
  if (error.status === 429) return { [FORM_ERROR]: errorTextOf(error) };
  const onScreen = new Set(fields);
  const out: FormErrors = {};
  const elsewhere: string[] = [];
  const codeField = CODE_FIELDS[error.code];
  if (codeField && onScreen.has(codeField)) out[codeField] = error.message;
  for (const [name, list] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(list) ? list.find((m) => typeof m === 'string' && m !== '') : typeof list === 'string' ? list : undefined;
    if (!first || out[name] !== undefined) continue;
    if (onScreen.has(name)) out[name] = first;
    else elsewhere.push(first);
  }
  const onFields = Object.values(out);
  if (elsewhere.length > 0) out[FORM_ERROR] = elsewhere.join(' ');
  else if (onFields.length === 0) out[FORM_ERROR] = error.message || GENERIC_ERROR;
  else if (!codeField) out[FORM_ERROR] = error.status === 409 ? onFields[0]! : error.message || GENERIC_ERROR;
  return out;
}
