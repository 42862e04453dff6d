import type { FastifyPluginAsync } from 'fastify';
import { carPictureCategories, carPictureColors, renderCarSvg } from './car-svg.js';
import { notFound } from '../../http/errors.js';

/**
 * Demo photos: a drawn picture per body type, colour and view, generated on request and
 * cached for a long time by the browser (the address never changes its bytes).
 */
export const mediaPlugin: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, string>();
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
    const match = /^(\d)\.svg$/.exec(file);
    if (!match || !carPictureCategories.includes(category) || !(color in carPictureColors)) {
      throw notFound('Immagine non trovata.');
    }
    const key = `${category}/${color}/${match[1]}`;
    let svg = cache.get(key);
    if (!svg) cache.set(key, (svg = renderCarSvg({ category, color, index: Number(match[1]) })));
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
};
