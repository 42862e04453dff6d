import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/**
 * Sign-in throttling: after too many failures in the window, for one e-mail (someone guessing
 * a password) or one address (someone trying many accounts), further attempts get 429.
 */
export async function assertNotThrottled(db: Kysely<DB>, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  const row = await db.selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where lower(email) = lower(${email}))::int`.as('account'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('address'),
    ])
    .where('succeeded', '=', false).where('created_at', '>', since)
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', email.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (row.account >= MAX_FAILURES_PER_ACCOUNT || row.address >= MAX_FAILURES_PER_IP) {
    throw new ApiError('1', `Troppi tentativi di accesso non riusciti. Riprova tra ${WINDOW_MINUTES} minuti o reimposta la password.`, null, 429);
  }
}

export async function recordAttempt(db: Kysely<DB>, email: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insertInto('login_attempts').values({ email: email.slice(0, 320), ip, succeeded }).execute();
  // A success clears that account's failures, so the owner is not locked out by old mistakes.
  if (succeeded) {
    await db.deleteFrom('login_attempts').where(sql`lower(email)`, '=', email.toLowerCase()).where('succeeded', '=', false).execute();
  }
}
