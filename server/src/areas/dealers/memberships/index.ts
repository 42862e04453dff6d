import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { adminDealershipQueries } from './queries.js';
import { adminDealershipService } from './service.js';
import { adminDealershipRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/** The admin back-office's dealer admins: which users own or administer which dealers. */
export const membershipsPlugin: FastifyPluginAsync<{ db: Kysely<DB> }> = async (app, { db }) => {
  const queries = adminDealershipQueries(db);
  adminDealershipRoutes(app, { queries, service: adminDealershipService({ queries }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'dealers/memberships',
  plugin: membershipsPlugin,
  options: ({ db }) => ({ db }),
});
