import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { invoiceQueries } from './queries.js';
import { invoiceService } from './service.js';
import { invoiceRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export { issueInvoice } from './issue.js';
export { invoiceQueries } from './queries.js';

/** Invoices of dealers' payments: issued by billing through issueInvoice (issue.ts), read and downloaded here. */
export const invoicesPlugin: FastifyPluginAsync<{ db: Kysely<DB> }> = async (app, { db }) => {
  invoiceRoutes(app, { invoices: invoiceService({ queries: invoiceQueries(db) }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'billing/invoices',
  plugin: invoicesPlugin,
  options: ({ db }) => ({ db }),
});
