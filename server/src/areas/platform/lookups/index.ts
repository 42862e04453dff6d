import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { lookupQueries } from './queries.js';
import { lookupRoutes } from './routes.js';
import { dealerQueries } from '../../dealers/public/index.js';
import { defineArea } from '../../area.js';

export interface LookupsOptions { db: Kysely<DB>; lookups: Lookups }

/** Reference data: vehicle vocabularies, makes and models, provinces; all the search filters' lists at once (with the public dealers). */
export const lookupsPlugin: FastifyPluginAsync<LookupsOptions> = async (app, { db, lookups }) => {
  await lookupRoutes(app, { lookups, queries: lookupQueries(db), dealers: dealerQueries(db) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/lookups',
  plugin: lookupsPlugin,
  options: ({ db, lookups }) => ({ db, lookups }),
});
