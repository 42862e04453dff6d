import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequests } from './errors.js';

/** Longer than any window: hits older than this count for nothing. */
const KEEP_MS = 86_400_000;

/**
 * A sliding-window limit per key (an address, a user) for endpoints that send mail or reveal
 * whether an address exists: sign-up, recovery, verification, leads. The hits are rows in the
 * database, so a restart or a second API process does not reset them. Two requests racing on
 * the last free hit may both pass: a limit against scripted probing, not an exact quota.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<DB>, private readonly max: number, private readonly windowMs: number) {}

  async check(key: string): Promise<void> {
    const now = new Date();
    const since = new Date(now.getTime() - this.windowMs);
    const recent = await this.db.selectFrom('rate_limit_hits')
      .select((eb) => [eb.fn.countAll<string>().as('hits'), eb.fn.min('created_at').as('oldest')])
      .where('key', '=', key).where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.hits) >= this.max) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const seconds = Math.max(1, Math.ceil((this.windowMs - (now.getTime() - oldest)) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyRequests(`Troppe richieste. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`, seconds);
    }
    await this.db.insertInto('rate_limit_hits').values({ key, created_at: now }).execute();
  }
}

/** Hits older than any window: the hourly 'rate-limit-sweep' job (src/jobs) drops them. */
export async function sweepRateLimitHits(db: Kysely<DB>): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('created_at', '<', new Date(Date.now() - KEEP_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keys shared by every route that spends the same budget. Sign-up and an e-mail change in the
 * profile both tell whether an address has an account, so they count together per address.
 */
export const limitKeys = {
  signUp: (ip: string) => `register:${ip}`,
  /** Stock file uploads of one dealer (each one is a parse and a report of up to 20,000 rows). */
  stockImport: (dealerId: string) => `stock-import:${dealerId}`,
};
