import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { FavouriteService } from './service.js';
import { typed } from '../../../http/contract.js';
import { routes } from '@automercato/api-contract';

/** A signed-in buyer's saved listings. Adding and removing are idempotent (a double tap is harmless). */
export function favouriteRoutes(app: FastifyInstance, { favourites }: { favourites: FavouriteService }): void {
  const api = typed(app);
  api.get('/api/listings/favourites', {
    config: { access: 'user' }, schema: routes['GET /api/listings/favourites'],
  }, async (request) => ok(await favourites.list(
    request.session!.user!.id, request.query.page ?? 1, Math.min(request.query.per_page ?? 20, 100),
  )));

  api.post('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: routes['POST /api/listings/favourites/:id'],
  }, async (request) => ok(await favourites.add(request.session!.user!.id, request.params.id)));

  api.delete('/api/listings/favourites/:id', {
    config: { access: 'user' }, schema: routes['DELETE /api/listings/favourites/:id'],
  }, async (request) => ok(await favourites.remove(request.session!.user!.id, request.params.id)));
}
