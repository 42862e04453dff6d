import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Jobs } from '../../../jobs/index.js';
import { RateLimiter } from '../../../http/rate-limit.js';
import { listingQueries } from '../../listings/public/index.js';
import { messageQueries } from './queries.js';
import { messageService } from './service.js';
import { messageRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface MessagesOptions { db: Kysely<DB>; lookups: Lookups; jobs: Jobs; appUrl: string; rateLimit: number }

/** Messages between buyers and dealers: today the lead a buyer sends about a listing. */
export const buyerLeadsPlugin: FastifyPluginAsync<MessagesOptions> = async (app, { db, lookups, jobs, appUrl, rateLimit }) => {
  const limiter = new RateLimiter(db, rateLimit, 15 * 60_000);
  messageRoutes(app, {
    messages: messageService({ queries: messageQueries(db, jobs), listings: listingQueries(db), lookups, appUrl, limiter }),
  });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'leads/buyer',
  plugin: buyerLeadsPlugin,
  options: ({ db, lookups, jobs, appUrl, config }) => ({ db, lookups, jobs, appUrl, rateLimit: config.mailRateLimit }),
});

// What other areas use of this one.
export { messageQueries } from './queries.js';
