import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { FavouriteService } from './service.js';

const idParam = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;

/** A signed-in buyer's saved listings. Adding and removing are idempotent (a double tap is harmless). */
export function favouriteRoutes(app: FastifyInstance, { favourites }: { favourites: FavouriteService }): void {
  app.get<{ Querystring: { page?: number; per_page?: number } }>('/api/listings/favourites', {
    config: { access: 'user' },
    schema: {
      querystring: {
        type: 'object',
        properties: { page: { type: 'integer', minimum: 1, maximum: 10_000 }, per_page: { type: 'integer', minimum: 1 } },
      },
    },
  }, async (request) => ok(await favourites.list(
    request.session!.user!.id, request.query.page ?? 1, Math.min(request.query.per_page ?? 20, 100),
  )));

  app.post<{ Params: { id: string } }>('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: { params: idParam },
  }, async (request) => ok(await favourites.add(request.session!.user!.id, request.params.id)));

  app.delete<{ Params: { id: string } }>('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: { params: idParam },
  }, async (request) => ok(await favourites.remove(request.session!.user!.id, request.params.id)));
}
