import type { FastifyPluginAsync } from 'fastify';
import { mediaService } from './service.js';
import { mediaRoutes } from './routes.js';

/** Media served by the API itself: today the drawn demo photos. */
export const mediaPlugin: FastifyPluginAsync = async (app) => {
  mediaRoutes(app, { media: mediaService() });
};
