import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { opsQueries } from './queries.js';
import { opsService } from './service.js';
import { opsRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/** Operations: /pulse (this process's health, from src/pulse) and /horizon (the job queue), /metrics. */
export const opsPlugin: FastifyPluginAsync<{ db: Kysely<DB>; jobs: Jobs; metricsToken: string | null }> = async (app, { db, jobs, metricsToken }) => {
  opsRoutes(app, { service: opsService({ queries: opsQueries(db), jobs }), metricsToken });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/ops',
  plugin: opsPlugin,
  options: ({ db, jobs, config }) => ({ db, jobs, metricsToken: config.metricsToken }),
});
