import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { dealerQueries } from './queries.js';
import { dealerRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface DealersOptions { db: Kysely<DB> }

/** Dealers as buyers see them (the dealer area's own routes will live here too). */
export const dealersPlugin: FastifyPluginAsync<DealersOptions> = async (app, { db }) => {
  dealerRoutes(app, { dealers: dealerQueries(db) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'dealers/public',
  plugin: dealersPlugin,
  options: ({ db }) => ({ db }),
});

// What other areas use of this one.
export { dealerQueries } from './queries.js';
export type { DealerQueries } from './queries.js';
