import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { adminMessageQueries } from './queries.js';
import { adminMessageService } from './service.js';
import { adminMessageRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/** Admin back-office: buyers' messages to dealers, searchable, exportable, deletable (soft, audited). */
export const adminLeadsPlugin: FastifyPluginAsync<{ db: Kysely<DB>; lookups: Lookups }> = async (app, { db, lookups }) => {
  adminMessageRoutes(app, { messages: adminMessageService({ queries: adminMessageQueries(db), lookups }), lookups });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'leads/admin',
  plugin: adminLeadsPlugin,
  options: ({ db, lookups }) => ({ db, lookups }),
});
