import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Jobs } from '../../../jobs/index.js';
import { RateLimiter } from '../../../http/rate-limit.js';
import type { AfterAnswer } from '../../../http/after-answer.js';
import { listingQueries } from '../../listings/public/index.js';
import { messageQueries } from '../../leads/buyer/index.js';
import { carfaxRequestQueries } from './queries.js';
import { carfaxRequestService, type BuyListingReport } from './service.js';
import type { CarfaxProvider } from '../../../carfax-provider/index.js';
import { carfaxQueries } from '../reports/index.js';
import { carfaxService } from '../reports/service.js';
import { carfaxRequestRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export { hashToken, REPORT_LINK_DAYS } from './service.js';

export interface CarfaxRequestsOptions {
  db: Kysely<DB>; lookups: Lookups; jobs: Jobs; appUrl: string;
  /** A guest's request is made after its answer (the same answer whatever the e-mail asked before). */
  afterAnswer: AfterAnswer;
  /** Requests per client address (or signed-in user) per 15 minutes: the platform's mail limit. */
  rateLimit: number;
  /** Requests per e-mail address per hour (each may send that address a mail). */
  emailRateLimit?: number;
  /** The report provider: a dealer approving a request for a listing without a report buys it (the carfax area's spending). */
  provider: CarfaxProvider;
}

/** Buyers' vehicle-history report requests, their approval and the buyer's private report link. */
export const carfaxRequestsPlugin: FastifyPluginAsync<CarfaxRequestsOptions> = async (app, options) => {
  const { db, lookups, jobs, afterAnswer, appUrl, rateLimit, emailRateLimit = 10, provider } = options;
  const carfax = carfaxService({ queries: carfaxQueries(db, jobs), provider, log: app.log });
  // The dealer's report for the listing: plan reports first, then credits (C2/O2 when nothing is left), associated to it.
  const buyListingReport: BuyListingReport = async ({ dealerId, listingId, userId, automatic }) =>
    (await carfax.buyForListing({ kind: 'dealer', dealerId, userId }, listingId, { kind: 'dealer', dealerId }, automatic)).uuid;
  carfaxRequestRoutes(app, {
    requests: carfaxRequestService({
      queries: carfaxRequestQueries(db, jobs), listings: listingQueries(db), lookups, appUrl,
      addressLimiter: new RateLimiter(db, rateLimit, 15 * 60_000),
      emailLimiter: new RateLimiter(db, emailRateLimit, 60 * 60_000),
      buyListingReport, afterAnswer,
      // A report request is a buyer's contact like a lead: it goes where the dealer wants leads.
      dealerRecipients: (dealerId) => messageQueries(db, jobs).leadRecipients(dealerId),
    }),
  });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'carfax/requests',
  plugin: carfaxRequestsPlugin,
  options: ({ db, lookups, jobs, afterAnswer, appUrl, config, carfaxProvider }) => ({
    db, lookups, jobs, afterAnswer, appUrl, rateLimit: config.mailRateLimit, provider: carfaxProvider,
  }),
});
