import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { adminListingQueries } from './queries.js';
import { adminListingService } from './service.js';
import { adminListingRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface AdminListingsOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  lookups: Lookups;
  appUrl: string;
}

/** Admin back-office: every listing, corrections with the dealer's rules, moderation with a reason mailed to the dealer. */
export const adminListingsPlugin: FastifyPluginAsync<AdminListingsOptions> = async (app, { db, jobs, lookups, appUrl }) => {
  adminListingRoutes(app, { listings: adminListingService({ queries: adminListingQueries(db, jobs), lookups, appUrl, events: app.events }), lookups });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/admin',
  plugin: adminListingsPlugin,
  options: ({ db, jobs, lookups, appUrl }) => ({ db, jobs, lookups, appUrl }),
});
