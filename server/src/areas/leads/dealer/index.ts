import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Jobs } from '../../../jobs/index.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { dealerQueries } from '../../dealers/public/index.js';
import { dealerLeadQueries } from './queries.js';
import { dealerLeadService } from './service.js';
import { dealerLeadRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface DealerLeadsOptions { db: Kysely<DB>; lookups: Lookups; jobs: Jobs; storage: MediaStorage; appUrl: string }

/**
 * The dealer's side of leads and its profile: the inbox (list, read/unread, reply by e-mail,
 * delete), the settings (lead e-mails, Carfax auto-approval, contacts, opening hours) and the logo.
 */
export const dealerLeadsPlugin: FastifyPluginAsync<DealerLeadsOptions> = async (app, { db, lookups, jobs, storage, appUrl }) => {
  // Multipart only here (the plugin is encapsulated): the logo upload.
  await app.register(fastifyMultipart);
  dealerLeadRoutes(app, {
    leads: dealerLeadService({ queries: dealerLeadQueries(db, jobs), lookups, storage, appUrl }),
    dealers: dealerQueries(db),
  });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'leads/dealer',
  plugin: dealerLeadsPlugin,
  options: ({ db, lookups, jobs, storage, appUrl }) => ({ db, lookups, jobs, storage, appUrl }),
});
