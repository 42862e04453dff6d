import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import type { MediaService } from './service.js';

const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Demo photos: a drawn picture per body type, colour and view, generated on request and
 * cached for a long time by the browser (the address never changes its bytes).
 */
export function mediaRoutes(app: FastifyInstance, { media, storage }: { media: MediaService; storage: MediaStorage }): void {
  app.get<{ Params: { category: string; color: string; file: string } }>('/media/vehicles/:category/:color/:file', {
    schema: {
      params: {
        type: 'object',
        properties: { category: { type: 'string' }, color: { type: 'string' }, file: { type: 'string' } },
        required: ['category', 'color', 'file'],
      },
    },
  }, async (request, reply) => {
    const { category, color, file } = request.params;
    const svg = media.carPicture(category, color, file);
    if (!svg) throw notFound('Immagine non trovata.');
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', FOREVER).send(svg);
  });

  // Uploaded photos: the key holds a hash of the bytes, so an address never changes content.
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const stored = await storage.get(request.params['*']);
    if (!stored) throw notFound('Immagine non trovata.');
    return reply.type(stored.contentType).header('cache-control', FOREVER).send(stored.body);
  });
}
