import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { outboxQueries } from './queries.js';
import { devRoutes } from './routes.js';
import { defineArea } from '../../area.js';

/**
 * The dev outbox behind the /dev page: the mails kept when no SMTP server is configured
 * (only registered then, so a production site with SMTP never exposes mail).
 */
export const devPlugin: FastifyPluginAsync<{ db: Kysely<DB>; devOutbox: boolean }> = async (app, { db, devOutbox }) => {
  devRoutes(app, { outbox: outboxQueries(db), devOutbox });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/dev',
  plugin: devPlugin,
  options: ({ db, config }) => ({ db, devOutbox: config.devOutbox }),
  when: ({ mailOutbox }) => mailOutbox,
});
