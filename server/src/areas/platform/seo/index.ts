import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { listingQueries } from '../../listings/public/index.js';
import { listingService } from '../../listings/public/service.js';
import { seoQueries } from './queries.js';
import { seoService } from './service.js';
import { seoRoutes } from './routes.js';
import { firstView } from './first-view.js';
import { shellPage } from '../../../http/shell-page.js';
import { defineArea } from '../../area.js';

export interface SeoOptions { db: Kysely<DB>; lookups: Lookups; appUrl: string; webRoot: string }

/** What search engines and link previews read without running JavaScript. */
export const seoPlugin: FastifyPluginAsync<SeoOptions> = async (app, { db, lookups, appUrl, webRoot }) => {
  const listings = listingQueries(db);
  // The results pages' totals come from the search's own cached count.
  const search = listingService({ queries: listings, lookups, counts: app.caches.searchCounts });
  seoRoutes(app, {
    seo: seoService({ queries: seoQueries(db), listings, countListings: search.count, lookups, appUrl, webRoot }),
    firstView: firstView(app, shellPage(webRoot)),
  });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/seo',
  plugin: seoPlugin,
  options: ({ db, lookups, appUrl, config }) => ({ db, lookups, appUrl, webRoot: config.webRoot }),
});
