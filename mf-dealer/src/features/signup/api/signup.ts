/**
 * The calls of the dealer sign-up, over the page's one API client: the provinces for the picker,
 * the partita IVA check (once per number: the form asks on blur and again before sending) and
 * the sign-up itself.
 */
import { ApiError, type DealerSignedUp, type Province, type VatCheck } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { normaliseItalianVat } from '@automercato/validation';
import { toRegisterBody, type DealerSignupValues } from '../model/signup';

export type VatVerdict =
  | { kind: 'ok'; check: VatCheck }
  /** The server refused the number (O3/O4/A5): the reason for the field. */
  | { kind: 'refused'; message: string }
  /** No verdict (network, too many checks…): the sign-up checks again, so the form lets it through. */
  | { kind: 'unknown' };

const verdicts = new Map<string, Promise<VatVerdict>>();
const noVerdict = new Set<string>();

/** The message the server gave for the VAT field, or its own text. */
function reasonOf(error: ApiError): string {
  const field = error.fieldErrors['vat'];
  const first = Array.isArray(field) ? field.find((m) => typeof m === 'string') : typeof field === 'string' ? field : undefined;
  return first ?? error.serverMessage ?? error.message;
}

/**
 * The server's verdict on a number, asked once: the form validates every field on each blur, and
 * that must not call the API each time. A call that gave no verdict is asked again only when
 * `retry` (the dealer leaving the VAT field again).
 */
export function checkVat(raw: string, retry = false): Promise<VatVerdict> {
  const vat = normaliseItalianVat(raw);
  let verdict = verdicts.get(vat);
  if (!verdict || (retry && noVerdict.has(vat))) {
    noVerdict.delete(vat);
    verdict = getApi().dealers.checkVat(vat).then(
      (check): VatVerdict => ({ kind: 'ok', check }),
      (error: unknown): VatVerdict => {
        if (error instanceof ApiError && ['O3', 'O4', 'A5'].includes(error.code)) return { kind: 'refused', message: reasonOf(error) };
        noVerdict.add(vat);
        return { kind: 'unknown' };
      },
    );
    verdicts.set(vat, verdict);
  }
  return verdict;
}

/** For tests: forget every verdict. */
export function forgetVatChecks(): void {
  verdicts.clear();
  noVerdict.clear();
}

let provinces: Promise<Province[]> | null = null;

/** The provinces once per page load (a failure is retried on the next call). */
export function loadProvinces(): Promise<Province[]> {
  provinces ??= getApi().vehicles.provinces().then(
    (list) => [...list].sort((a, b) => a.name.localeCompare(b.name, 'it')),
    (error: unknown) => {
      provinces = null;
      throw error;
    },
  );
  return provinces;
}

export function forgetProvinces(): void {
  provinces = null;
}

export function registerDealer(values: DealerSignupValues): Promise<DealerSignedUp> {
  return getApi().dealers.register(toRegisterBody(values));
}

export function resendVerification() {
  return getApi().auth.sendVerificationNotification();
}
