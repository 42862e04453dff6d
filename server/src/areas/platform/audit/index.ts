import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { auditQueries } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { adminAuditRoutes } from './routes.js';

/** The audit trail, read-only. Rows are written by each admin area, in the change's own transaction (src/audit). */
export const adminAuditPlugin: FastifyPluginAsync<{ db: Kysely<DB>; lookups: Lookups }> = async (app, { db, lookups }) => {
  adminAuditRoutes(app, { db, audit: auditQueries(db), lookups });
};
