import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { CarfaxProvider } from '../../../carfax-provider/index.js';
import { carfaxQueries } from './queries.js';
import { carfaxOrders, carfaxService } from './service.js';
import { carfaxRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export { carfaxQueries, type CarfaxQueries } from './queries.js';
export { vehicleIds } from './service.js';
export { reportPdf } from './pdf.js';

export interface CarfaxOptions {
  db: Kysely<DB>;
  /** A provider outage turns the purchase into a 'carfax-report-order' job, enqueued in the same transaction. */
  jobs: Jobs;
  provider: CarfaxProvider;
}

/** Vehicle-history reports: availability, credit packages, buying, the documents and their PDF, matching to listings. */
export const carfaxPlugin: FastifyPluginAsync<CarfaxOptions> = async (app, { db, jobs, provider }) => {
  carfaxRoutes(app, { carfax: carfaxService({ queries: carfaxQueries(db, jobs), provider, log: app.log }) });
};

/** The handler of the 'carfax-report-order' queue (src/jobs registers it). */
export function carfaxWork({ db, jobs, provider }: CarfaxOptions) {
  return carfaxOrders({ queries: carfaxQueries(db, jobs), provider });
}

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'carfax/reports',
  plugin: carfaxPlugin,
  options: ({ db, jobs, carfaxProvider }) => ({ db, jobs, provider: carfaxProvider }),
  // A report purchase the provider could not serve: asked again with back-off; the unit is spent only when it answers.
  jobs: ({ db, jobs, carfaxProvider }) => {
    const orders = carfaxWork({ db, jobs, provider: carfaxProvider });
    return { 'carfax-report-order': async ({ orderId }) => { await orders.processOrder(orderId); } };
  },
});
