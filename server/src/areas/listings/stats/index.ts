import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { TooManyRequests } from '../../../http/errors.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { listingStatsQueries } from './queries.js';
import { ViewRecorder } from './recorder.js';
import { listingStatsService } from './service.js';
import { listingStatsRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export { ViewRecorder } from './recorder.js';
export { isBot, isPrefetch, romeDay } from './visitors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The buffered listing views: `flush()` writes them now (tests); closed with the app. */
    listingViews: ViewRecorder;
  }
}

/** The buffer of listing views, written every few seconds or every `maxBatch` views in one statement. */
export function createViewRecorder(db: Kysely<DB>, log: FastifyBaseLogger, options: { intervalMs?: number; maxBatch?: number } = {}) {
  const queries = listingStatsQueries(db);
  return new ViewRecorder({ write: queries.recordViews, purge: queries.purgeVisitors, log, ...options });
}

export interface ListingStatsOptions {
  db: Kysely<DB>;
  recorder: ViewRecorder;
}

/** Listing statistics: views counted from the listing page's beacon, a dealer's dashboard data. */
export const listingStatsPlugin: FastifyPluginAsync<ListingStatsOptions> = async (app, { db, recorder }) => {
  // The same key on every process, so a visitor counted by one is a repeat for another.
  const secret = process.env.APP_KEY || 'automercato-listing-views';
  // Per process and in memory (the beacon never waits for the database); only routes that ask for it.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new TooManyRequests(
      'Troppe richieste da questo indirizzo: attendi qualche istante e riprova.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  listingStatsRoutes(app, { stats: listingStatsService({ queries: listingStatsQueries(db), recorder, secret }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/stats',
  plugin: listingStatsPlugin,
  // Listing views wait in memory and are written in batches; the recorder is the whole app's
  // (app.listingViews, flushed by tests) and what still waits is written on close.
  options: ({ db }, app) => {
    const recorder = createViewRecorder(db, app.log);
    app.decorate('listingViews', recorder);
    app.addHook('onClose', () => recorder.close());
    return { db, recorder };
  },
});
