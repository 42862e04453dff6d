import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { listingQueries } from '../public/index.js';
import { favouriteQueries } from './queries.js';
import { favouriteService } from './service.js';
import { favouriteRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/** A signed-in buyer's saved listings. */
export const favouritesPlugin: FastifyPluginAsync<{ db: Kysely<DB>; lookups: Lookups }> = async (app, { db, lookups }) => {
  favouriteRoutes(app, { favourites: favouriteService({ queries: favouriteQueries(db), listings: listingQueries(db), lookups }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/favourites',
  plugin: favouritesPlugin,
  options: ({ db, lookups }) => ({ db, lookups }),
});
