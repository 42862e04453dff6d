import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { auditQueries } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { adminAuditRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/** The audit trail, read-only. Rows are written by each admin area, in the change's own transaction (src/audit). */
export const adminAuditPlugin: FastifyPluginAsync<{ db: Kysely<DB>; lookups: Lookups }> = async (app, { db, lookups }) => {
  adminAuditRoutes(app, { db, audit: auditQueries(db), lookups });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/audit',
  plugin: adminAuditPlugin,
  options: ({ db, lookups }) => ({ db, lookups }),
});
