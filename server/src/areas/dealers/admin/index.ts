import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import { subscriptionQueries } from '../../billing/subscriptions/index.js';
import { adminDealerQueries } from './queries.js';
import { adminDealerService } from './service.js';
import { adminDealerRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface AdminDealersOptions {
  db: Kysely<DB>;
  /** The subscriptions' queries take the job queue (their writes enqueue); the admin reads only use their reads. */
  jobs: Jobs;
  /** Where the mails' links lead (the dealer area). */
  appUrl: string;
}

/** The admin back-office's dealers. */
export const adminDealersPlugin: FastifyPluginAsync<AdminDealersOptions> = async (app, { db, jobs, appUrl }) => {
  const queries = adminDealerQueries(db, jobs);
  adminDealerRoutes(app, { queries, service: adminDealerService({ queries, plans: subscriptionQueries(db, jobs), appUrl, events: app.events }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'dealers/admin',
  plugin: adminDealersPlugin,
  options: ({ db, jobs, appUrl }) => ({ db, jobs, appUrl }),
});
