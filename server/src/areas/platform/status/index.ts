import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { TtlCache } from '../../../http/ttl-cache.js';
import { platformQueries, type Counters } from './queries.js';
import { platformService } from './service.js';
import { platformRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export type { Counters } from './queries.js';
export interface PlatformOptions { db: Kysely<DB>; counters: TtlCache<Counters> }

/** What the whole platform answers: home-page counters, the plan catalogue. */
export const platformPlugin: FastifyPluginAsync<PlatformOptions> = async (app, { db, counters }) => {
  platformRoutes(app, { platform: platformService({ queries: platformQueries(db), counters }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/status',
  plugin: platformPlugin,
  options: ({ db }, app) => ({ db, counters: app.caches.counters }),
});
