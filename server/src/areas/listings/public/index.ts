import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { TtlCache } from '../../../http/ttl-cache.js';
import { listingQueries } from './queries.js';
import { listingService } from './service.js';
import { listingRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export { COUNT_CAP, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './service.js';
export interface ListingsOptions { db: Kysely<DB>; lookups: Lookups; counts: TtlCache<number>; countCap?: number }

/** Public listings: search (SPEC §7 filters), count, showcase, detail, natural-language search. */
export const listingsPlugin: FastifyPluginAsync<ListingsOptions> = async (app, { db, lookups, counts, countCap }) => {
  listingRoutes(app, { listings: listingService({ queries: listingQueries(db), lookups, counts, countCap }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/public',
  plugin: listingsPlugin,
  options: ({ db, lookups, countCap }, app) => ({ db, lookups, counts: app.caches.searchCounts, countCap }),
});

// What other areas use of this one.
export { filterConditions, hiddenBecauseColumn, inPublicSearch, listingQueries, listingsOnSale, onSaleColumn, publicDealer } from './queries.js';
export type { ListingQueries, ListingScope } from './queries.js';
