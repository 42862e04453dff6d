import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { RateLimiter } from '../../../http/rate-limit.js';
import { accountQueries } from './queries.js';
import { accountMailWork, accountService } from './service.js';
import { accountRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface AccountsOptions {
  db: Kysely<DB>;
  /** Mails are jobs, enqueued in the transaction of the change that causes them. */
  jobs: Jobs;
  appUrl: string;
  hibpUrl: string | null;
  /** Sign-ups and recovery mails per address in 15 minutes. */
  rateLimit: number;
}

/** The 'account-mail' job's handler (recovery and verification renewal after their answer), for the workers. */
export function accountMailJob({ db, jobs, appUrl }: { db: Kysely<DB>; jobs: Pick<Jobs, 'enqueue'>; appUrl: string }) {
  return accountMailWork({ queries: accountQueries(db, jobs), appUrl });
}

/** Accounts: sign-up, sign-in/out, verification, recovery, and the signed-in user's profile. */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, { db, jobs, appUrl, hibpUrl, rateLimit }) => {
  const mailLimiter = new RateLimiter(db, rateLimit, 15 * 60_000);
  accountRoutes(app, { accounts: accountService({ queries: accountQueries(db, jobs), appUrl, hibpUrl, mailLimiter }) });
};

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'accounts/auth',
  plugin: accountsPlugin,
  options: ({ db, jobs, appUrl, config }) => ({ db, jobs, appUrl, hibpUrl: config.hibpUrl, rateLimit: config.mailRateLimit }),
  // Recovery and verification renewal: the look-up, the link and its mail, after the answer.
  jobs: ({ db, jobs, appUrl }) => ({ 'account-mail': accountMailJob({ db, jobs, appUrl }) }),
});

// What other areas use of this one.
export { accountQueries } from './queries.js';
export type { AccountQueries } from './queries.js';
