import { TooManyRequests, italianWait } from '../../../http/errors.js';
import type { AccountQueriesInTransaction as AccountQueries } from './queries.js';
import { normaliseEmail } from './email.js';

/** Failures older than this count for nothing. */
export const WINDOW_MINUTES = 60;
/** Wrong passwords from one address for one account before the first pause (the owner's typos). */
export const FREE_FAILURES_PER_PAIR = 5;
/** Wrong passwords from one address, whatever the account, before it pauses (one address trying many accounts). */
export const FREE_FAILURES_PER_ADDRESS = 30;
/**
 * Failures for one account from all addresses together: beyond this (guessing spread over many
 * addresses) an address that already failed for the account gets no further try until the count
 * falls, while an address with no failure still does (the owner, wherever they are).
 */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** The pauses double from the first to the last: 4 s, 8 s, 16 s… 15 minutes. */
export const FIRST_PAUSE_SECONDS = 4;
export const MAX_PAUSE_SECONDS = 15 * 60;

/** Seconds to wait after the last failure, once `failures` have been counted with `free` allowed. */
export function pauseAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_PAUSE_SECONDS * 2 ** Math.min(failures - free, 20), MAX_PAUSE_SECONDS);
}

/**
 * Sign-in throttling that slows the guesser, not the owner. Failures are counted per account
 * and address, and per address: past a few free ones, that pair (or address) waits a pause that
 * doubles with each further failure (429 with Retry-After). A refused attempt checks no password,
 * so it adds no failure and does not extend the pause. Another address, with a correct password,
 * signs in at once: a stranger's wrong passwords never lock the owner out.
 */
export async function assertNotThrottled(queries: AccountQueries, given: string, ip: string, now = new Date()): Promise<void> {
  // The look-up trims and lower-cases the address: so does the count, or padding gives fresh tries.
  const email = normaliseEmail(given);
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const row = await queries.recentFailures(email, ip, since);
  const remaining = (pause: number, last: Date | string | null) =>
    last ? Math.ceil(pause - (now.getTime() - new Date(last).getTime()) / 1000) : 0;
  const wait = Math.max(
    remaining(pauseAfter(row.pair, FREE_FAILURES_PER_PAIR), row.pair_last),
    remaining(pauseAfter(row.address, FREE_FAILURES_PER_ADDRESS), row.address_last),
    row.account >= MAX_FAILURES_PER_ACCOUNT && row.pair > 0 ? MAX_PAUSE_SECONDS : 0,
  );
  if (wait > 0) {
    throw new TooManyRequests(`Troppi tentativi di accesso non riusciti. Riprova tra ${italianWait(wait)} o reimposta la password.`, wait);
  }
}

export async function recordAttempt(queries: AccountQueries, given: string, ip: string, succeeded: boolean): Promise<void> {
  const email = normaliseEmail(given);
  await queries.insertAttempt(email.slice(0, 320), ip, succeeded);
  // A success forgives this address's mistakes for the account (the owner's typos), not those of
  // other addresses: someone else's guessing keeps its pause.
  if (succeeded) await queries.clearFailures(email, ip);
}
