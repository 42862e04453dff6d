import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { RateLimiter } from '../../../http/rate-limit.js';
import { accountQueries } from '../../accounts/auth/index.js';
import { dealerSignupQueries } from './queries.js';
import { dealerSignupService } from './service.js';
import { dealerSignupRoutes } from './routes.js';
import { createVies } from './vies.js';
import { recheckVat } from './service.js';
import { defineArea } from '../../area.js';

export { recheckVat } from './service.js';
export { createVies, type Vies } from './vies.js';
export { dealerSignupQueries } from './queries.js';

export interface DealerSignupOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  appUrl: string;
  hibpUrl: string | null;
  /** VIES_ENABLED / VIES_URL; null: format and check digit only. */
  vies: { url: string } | null;
  /** Sign-ups per address in 15 minutes (MAIL_RATE_LIMIT, shared with the buyer sign-up). */
  rateLimit: number;
}

/** Dealer sign-up: POST /api/register-dealer/check-vat and /api/register-dealer. */
export const dealerSignupPlugin: FastifyPluginAsync<DealerSignupOptions> = async (app, { db, jobs, appUrl, hibpUrl, vies, rateLimit }) => {
  const signup = dealerSignupService({
    queries: dealerSignupQueries(db, jobs),
    accounts: accountQueries(db, jobs),
    vies: createVies(vies),
    appUrl,
    hibpUrl,
    mailLimiter: new RateLimiter(db, rateLimit, 15 * 60_000),
    // A form checks the number on every blur: more room than for mails, still a stop to scripted probing.
    lookupLimiter: new RateLimiter(db, rateLimit * 6, 15 * 60_000),
  });
  dealerSignupRoutes(app, { signup });
};

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'dealers/signup',
  plugin: dealerSignupPlugin,
  options: ({ db, jobs, appUrl, vies, config }) => ({ db, jobs, appUrl, hibpUrl: config.hibpUrl, vies, rateLimit: config.mailRateLimit }),
  // A dealer whose partita IVA VIES could not check at sign-up: asked again, with back-off, until it answers.
  jobs: ({ db, jobs, vies }) => {
    const client = createVies(vies);
    return { 'vat-recheck': ({ dealerId }) => recheckVat(dealerSignupQueries(db, jobs), client, dealerId) };
  },
});
