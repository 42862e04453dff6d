import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { dealerListingQueries } from './queries.js';
import { dealerListingService } from './service.js';
import { dealerListingRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface DealerListingsOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  lookups: Lookups;
  storage: MediaStorage;
}

/**
 * A dealer's own listings: list with the plan's counters, create, edit, publish / withdraw /
 * sold, delete a draft, showcase and featured slots; and the catalogue versions for the form.
 */
export const dealerListingsPlugin: FastifyPluginAsync<DealerListingsOptions> = async (app, { db, jobs, lookups, storage }) => {
  dealerListingRoutes(app, { listings: dealerListingService({ queries: dealerListingQueries(db, jobs), lookups, storage, events: app.events }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/dealer',
  plugin: dealerListingsPlugin,
  options: ({ db, jobs, lookups, storage }) => ({ db, jobs, lookups, storage }),
});

/** For the stock import: the checks and the write of one listing, inside its own dealer-locked transaction. */
export { dealerListingQueries, type DealerListingQueries, type DealerListingQueriesInTransaction } from './queries.js';
export { saveListing, checkListing, catalogueVersions, listingCounters, type ListingCheck, type ListingInput } from './service.js';
