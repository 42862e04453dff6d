import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { FavouriteService } from './service.js';
import { route, typed } from '../../../http/contract.js';

/** A signed-in buyer's saved listings. Adding and removing are idempotent (a double tap is harmless). */
export function favouriteRoutes(app: FastifyInstance, { favourites }: { favourites: FavouriteService }): void {
  const api = typed(app);
  route(api, 'GET /api/listings/favourites', { config: { access: 'user' } }, async (request) => ok(await favourites.list(
    request.session!.user!.id, request.query.page ?? 1, Math.min(request.query.per_page ?? 20, 100),
  )));

  route(api, 'POST /api/listings/favourites/:id', { config: { access: 'user' } }, async (request) => ok(await favourites.add(request.session!.user!.id, request.params.id)));

  route(api, 'DELETE /api/listings/favourites/:id', { config: { access: 'user' } }, async (request) => ok(await favourites.remove(request.session!.user!.id, request.params.id)));
}
