import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { adminUserQueries } from './queries.js';
import { adminUserService } from './service.js';
import { adminUserRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface AdminUsersOptions {
  db: Kysely<DB>;
  /** Mails (the "choose your password" link, verification) are jobs enqueued in the change's transaction. */
  jobs: Jobs;
  appUrl: string;
  hibpUrl: string | null;
}

/** The admin back-office's users: list, CSV, panel, create, edit, roles, enable/disable, delete. */
export const adminUsersPlugin: FastifyPluginAsync<AdminUsersOptions> = async (app, { db, jobs, appUrl, hibpUrl }) => {
  adminUserRoutes(app, { users: adminUserService({ queries: adminUserQueries(db, jobs), appUrl, hibpUrl }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'accounts/admin',
  plugin: adminUsersPlugin,
  options: ({ db, jobs, appUrl, config }) => ({ db, jobs, appUrl, hibpUrl: config.hibpUrl }),
});
