import type { FastifyPluginAsync } from 'fastify';
import type { MediaStorage } from '../../../media-storage/index.js';
import { mediaService } from './service.js';
import { mediaRoutes } from './routes.js';
import { defineArea } from '../../area.js';

export interface MediaOptions {
  /** Uploaded photos (listing photos' WebP variants), served at /media/<key>. */
  storage: MediaStorage;
}

/** Media served by the API itself: the drawn demo photos and the stored uploads. */
export const mediaPlugin: FastifyPluginAsync<MediaOptions> = async (app, { storage }) => {
  mediaRoutes(app, { media: mediaService(), storage });
};

/** The area as app.ts composes it (src/areas/index.ts). */
export const area = defineArea({
  name: 'platform/media',
  plugin: mediaPlugin,
  options: ({ storage }) => ({ storage }),
});
