import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Lookups } from '../../catalog/lookups.js';
import type { Jobs } from '../../jobs/index.js';
import { RateLimiter } from '../../http/rate-limit.js';
import { listingQueries } from '../listings/queries.js';
import { carfaxRequestQueries } from './queries.js';
import { carfaxRequestService, type BuyListingReport } from './service.js';
import { carfaxRequestRoutes } from './routes.js';

export { hashToken, REPORT_LINK_DAYS } from './service.js';

export interface CarfaxRequestsOptions {
  db: Kysely<DB>; lookups: Lookups; jobs: Jobs; appUrl: string;
  /** Requests per client address (or signed-in user) per 15 minutes: the platform's mail limit. */
  rateLimit: number;
  /** Requests per e-mail address per hour (each may send that address a mail). */
  emailRateLimit?: number;
  buyListingReport?: BuyListingReport;
}

/** Buyers' vehicle-history report requests, their approval and the buyer's private report link. */
export const carfaxRequestsPlugin: FastifyPluginAsync<CarfaxRequestsOptions> = async (app, options) => {
  const { db, lookups, jobs, appUrl, rateLimit, emailRateLimit = 10, buyListingReport } = options;
  carfaxRequestRoutes(app, {
    requests: carfaxRequestService({
      queries: carfaxRequestQueries(db, jobs), listings: listingQueries(db), lookups, appUrl,
      addressLimiter: new RateLimiter(db, rateLimit, 15 * 60_000),
      emailLimiter: new RateLimiter(db, emailRateLimit, 60 * 60_000),
      buyListingReport,
    }),
  });
};
