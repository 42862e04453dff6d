import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { opsQueries } from './queries.js';
import { opsService } from './service.js';
import { opsRoutes } from './routes.js';

/** Operations: /pulse (this process's health, from src/pulse) and /horizon (the job queue), /metrics. */
export const opsPlugin: FastifyPluginAsync<{ db: Kysely<DB>; jobs: Jobs; metricsToken: string | null }> = async (app, { db, jobs, metricsToken }) => {
  opsRoutes(app, { service: opsService({ queries: opsQueries(db), jobs }), metricsToken });
};
