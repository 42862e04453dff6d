import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { listingPhotoQueries } from './queries.js';
import { listingPhotoService } from './service.js';
import { listingPhotoRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface ListingPhotosOptions {
  db: Kysely<DB>;
  lookups: Lookups;
  storage: MediaStorage;
}

/**
 * A dealer's listing photos: upload (JPEG, PNG, WebP, AVIF, HEIC), reorder, delete. The files
 * are WebP variants in the media storage, served by the media area at /media/<key>.
 */
export const listingPhotosPlugin: FastifyPluginAsync<ListingPhotosOptions> = async (app, { db, lookups, storage }) => {
  // Multipart only here (the plugin is encapsulated): every other route keeps JSON only.
  await app.register(fastifyMultipart);
  listingPhotoRoutes(app, { photos: listingPhotoService({ queries: listingPhotoQueries(db), storage, lookups, events: app.events }) });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'listings/photos',
  plugin: listingPhotosPlugin,
  options: ({ db, lookups, storage }) => ({ db, lookups, storage }),
});

/** For whoever deletes listings: the files their photos left in the media storage. */
export { storedKeys } from './shape.js';

// What other areas use of this one.
export { listingPhotoQueries } from './queries.js';
