import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Jobs } from '../../../jobs/index.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { listingPhotoQueries } from '../photos/index.js';
import { listingPhotoService } from '../photos/service.js';
import { effectivePlan, subscriptionQueries } from '../../billing/subscriptions/index.js';
import { stockImportQueries } from './queries.js';
import { MAX_FILE_BYTES, stockImportService } from './service.js';
import { stockImportRoutes } from './routes.js';
import { RateLimiter } from '../../../http/rate-limit.js';
import { defineArea } from '../../area.js';
import type { Emitter } from '../../../http/events.js';

export interface StockImportOptions {
  db: Kysely<DB>;
  lookups: Lookups;
  jobs: Jobs;
  storage: MediaStorage;
  /** host:port the fetcher may reach although private (tests' local servers); empty in production. */
  fetchAllowHosts?: readonly string[];
  /** Stock file uploads per dealer per hour (IMPORT_RATE_LIMIT); the nightly feed is not counted. */
  uploadsPerHour?: number;
}

/** The import service over its dependencies: the routes' and the job handlers' (API process or `npm run worker`). */
export function stockImports({ db, lookups, jobs, storage, fetchAllowHosts = [], events, log }: Omit<StockImportOptions, 'uploadsPerHour'> & {
  events: Emitter; log?: { warn(obj: object, msg: string): void };
}) {
  const subscriptions = subscriptionQueries(db, jobs);
  return stockImportService({
    queries: stockImportQueries(db, jobs),
    listingLimit: async (dealerId) => (await effectivePlan(subscriptions, dealerId)).limits.listings,
    photos: listingPhotoService({ queries: listingPhotoQueries(db), storage, lookups, events }),
    fetchOptions: {
      feed: { maxBytes: MAX_FILE_BYTES, timeoutMs: 30_000, allowHosts: fetchAllowHosts },
      photo: { maxBytes: 15 * 1024 * 1024, timeoutMs: 15_000, allowHosts: fetchAllowHosts },
    },
    events,
    log,
  });
}

/**
 * Stock import (CSV upload, nightly XML feed): a dry run job, then on confirmation an apply job;
 * photos by URL go through the listing-photos pipeline. Its job handlers: the area below.
 */
export const stockImportPlugin: FastifyPluginAsync<StockImportOptions> = async (app, options) => {
  await app.register(fastifyMultipart);
  stockImportRoutes(app, {
    imports: stockImports({ ...options, events: app.events, log: app.log }),
    uploadLimiter: new RateLimiter(options.db, options.uploadsPerHour ?? 10, 60 * 60_000),
  });
};

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/import',
  plugin: stockImportPlugin,
  options: ({ db, lookups, jobs, storage, fetchAllowHosts, config }) => ({
    db, lookups, jobs, storage, fetchAllowHosts, uploadsPerHour: config.importRateLimit,
  }),
  // Imports run wherever the workers do (photos land in the same media folder as the API's).
  jobs: (context) => {
    const imports = stockImports(context);
    return {
      'stock-import': ({ importId, step }) => (step === 'analyse' ? imports.analyse(importId) : imports.apply(importId)),
      'stock-feed-pull': ({ dealerId }) => imports.pullFeed(dealerId),
      'stock-feed-sweep': () => imports.sweepFeeds(),
    };
  },
  // Dealers' stock feeds, at night when nobody is editing listings.
  schedules: { 'stock-feed-sweep': '41 2 * * *' },
});
