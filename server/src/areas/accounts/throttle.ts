import { ApiError } from '../../http/errors.js';
import type { AccountQueriesInTransaction as AccountQueries } from './queries.js';

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/**
 * Sign-in throttling: after too many failures in the window, for one e-mail (someone guessing
 * a password) or one address (someone trying many accounts), further attempts get 429.
 */
export async function assertNotThrottled(queries: AccountQueries, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  const row = await queries.recentFailures(email, ip, since);
  if (row.account >= MAX_FAILURES_PER_ACCOUNT || row.address >= MAX_FAILURES_PER_IP) {
    throw new ApiError('1', `Troppi tentativi di accesso non riusciti. Riprova tra ${WINDOW_MINUTES} minuti o reimposta la password.`, null, 429);
  }
}

export async function recordAttempt(queries: AccountQueries, email: string, ip: string, succeeded: boolean): Promise<void> {
  await queries.insertAttempt(email.slice(0, 320), ip, succeeded);
  // A success clears that account's failures, so the owner is not locked out by old mistakes.
  if (succeeded) await queries.clearFailures(email);
}
