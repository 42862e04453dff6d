import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Lookups } from '../../catalog/lookups.js';
import type { Jobs } from '../../jobs/index.js';
import type { MediaStorage } from '../../media-storage/index.js';
import { listingPhotoQueries } from '../listing-photos/queries.js';
import { listingPhotoService } from '../listing-photos/service.js';
import { effectivePlan, subscriptionQueries } from '../subscriptions/index.js';
import { stockImportQueries } from './queries.js';
import { MAX_FILE_BYTES, stockImportService } from './service.js';
import { stockImportRoutes } from './routes.js';
import { RateLimiter } from '../../http/rate-limit.js';

export interface StockImportOptions {
  db: Kysely<DB>;
  lookups: Lookups;
  jobs: Jobs;
  storage: MediaStorage;
  /** host:port the fetcher may reach although private (tests' local servers); empty in production. */
  fetchAllowHosts?: readonly string[];
  /** Stock file uploads per dealer per hour (IMPORT_RATE_LIMIT); the nightly feed is not counted. */
  uploadsPerHour?: number;
  onChange: () => void;
}

/**
 * Stock import (CSV upload, nightly XML feed): a dry run job, then on confirmation an apply job;
 * photos by URL go through the listing-photos pipeline. Registers its job handlers on `jobs`.
 */
/** The import service over its dependencies, with its job handlers registered on `jobs` (API process or `npm run worker`). */
export function stockImportWork({ db, lookups, jobs, storage, fetchAllowHosts = [], onChange, log }: StockImportOptions & { log?: { warn(obj: object, msg: string): void } }) {
  const subscriptions = subscriptionQueries(db, jobs);
  const imports = stockImportService({
    queries: stockImportQueries(db, jobs),
    listingLimit: async (dealerId) => (await effectivePlan(subscriptions, dealerId)).limits.listings,
    photos: listingPhotoService({ queries: listingPhotoQueries(db), storage, lookups, onChange }),
    fetchOptions: {
      feed: { maxBytes: MAX_FILE_BYTES, timeoutMs: 30_000, allowHosts: fetchAllowHosts },
      photo: { maxBytes: 15 * 1024 * 1024, timeoutMs: 15_000, allowHosts: fetchAllowHosts },
    },
    onChange,
    log,
  });
  jobs.work('stock-import', ({ importId, step }) => (step === 'analyse' ? imports.analyse(importId) : imports.apply(importId)));
  jobs.work('stock-feed-pull', ({ dealerId }) => imports.pullFeed(dealerId));
  jobs.work('stock-feed-sweep', () => imports.sweepFeeds());
  return imports;
}

/**
 * Stock import (CSV upload, nightly XML feed): a dry run job, then on confirmation an apply job;
 * photos by URL go through the listing-photos pipeline. Registers its job handlers on `jobs`.
 */
export const stockImportPlugin: FastifyPluginAsync<StockImportOptions> = async (app, options) => {
  await app.register(fastifyMultipart);
  stockImportRoutes(app, {
    imports: stockImportWork({ ...options, log: app.log }),
    uploadLimiter: new RateLimiter(options.db, options.uploadsPerHour ?? 10, 60 * 60_000),
  });
};
