import { foldText } from '@automercato/i18n/format';
/**
 * The EU VIES look-up of an Italian partita IVA (the Commission's REST endpoint
 * check-vat-number). Optional (VIES_ENABLED): it only fills the company's name and address and
 * tells us whether the number is registered for intra-EU trade. "Unavailable" (a member state's
 * service down, too many requests, a timeout, a network error, an answer we cannot read) means
 * unknown, never invalid: the sign-up goes on and a job asks again later.
 */
export type ViesOutcome = 'valid' | 'invalid' | 'unavailable' | 'off';

export interface ViesAnswer {
  outcome: ViesOutcome;
  name: string | null;
  address: string | null;
}

export interface Vies {
  readonly enabled: boolean;
  check(vat: string): Promise<ViesAnswer>;
}

export const VIES_TIMEOUT_MS = 3_000;

/** VIES writes "---" where it knows nothing; addresses come on several lines. */
function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).join(', ');
  return text === '' || /^-+$/.test(text) ? null : text.slice(0, 200);
}

/** Error codes of VIES that say "try later" rather than "no such number". */
const NOT_AN_ANSWER = /UNAVAILABLE|TIMEOUT|MAX_CONCURRENT|SERVER_BUSY|SERVICE_UNAVAILABLE/i;

export function createVies(config: { url: string } | null, timeoutMs = VIES_TIMEOUT_MS): Vies {
  const off: ViesAnswer = { outcome: 'off', name: null, address: null };
  const unavailable: ViesAnswer = { outcome: 'unavailable', name: null, address: null };
  if (!config) return { enabled: false, check: async () => off };
  return {
    enabled: true,
    async check(vat: string): Promise<ViesAnswer> {
      let body: Record<string, unknown>;
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ countryCode: 'IT', vatNumber: vat }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return unavailable;
        body = await response.json() as Record<string, unknown>;
      } catch {
        return unavailable;
      }
      const userError = typeof body['userError'] === 'string' ? body['userError'] : '';
      const wrapped = Array.isArray(body['errorWrappers']) ? JSON.stringify(body['errorWrappers']) : '';
      if (body['actionSucceed'] === false || NOT_AN_ANSWER.test(userError) || NOT_AN_ANSWER.test(wrapped)) return unavailable;
      if (body['valid'] === true) return { outcome: 'valid', name: clean(body['name']), address: clean(body['address']) };
      if (body['valid'] === false) return { outcome: 'invalid', name: null, address: null };
      return unavailable;
    },
  };
}

/** Legal forms and filler words that one side may write and the other leave out (VIES: "ROSSI AUTO S.R.L."). */
const LEGAL_FORMS = new Set(['srl', 'srls', 'spa', 'sapa', 'snc', 'sas', 'ss', 'scarl', 'scrl', 'societa', 'a', 'r', 'l', 'unipersonale', 'semplificata', 'responsabilita', 'limitata', 'per', 'azioni', 'in', 'nome', 'collettivo', 'accomandita', 'semplice', 'di', 'e', 'c', 'sc', 'coop', 'cooperativa']);

function nameWords(name: string): string {
  return foldText(name)
    // "S.R.L." and "S.r.l" are one word before the legal forms are dropped.
    .replace(/\b([a-z])\.(?=[a-z]\.?)/g, '$1').replace(/[^a-z0-9]+/g, ' ')
    .split(' ').filter((w) => w && !LEGAL_FORMS.has(w)).join(' ');
}

/**
 * Whether the company VIES names for the number is the one signing up: the same words once case,
 * accents, punctuation and the legal form are set aside. Only then does VIES confirm a dealer on its
 * own (migration 025); anything else waits for an admin's review.
 */
export function sameCompany(viesName: string | null, companyName: string): boolean {
  if (!viesName) return false;
  const a = nameWords(viesName);
  return a !== '' && a === nameWords(companyName);
}
