import type { FastifyInstance } from 'fastify';
import { ok, page } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { DealerQueries } from './queries.js';
import { typed } from '../../http/contract.js';
import { routes } from '@automercato/api-contract';

/** Public dealer reads: GET /api/dealers, /api/dealer-list, /api/dealers/{uuid|slug}. */
export function dealerRoutes(app: FastifyInstance, { dealers }: { dealers: DealerQueries }): void {
  const api = typed(app);
  api.get('/api/dealers', { schema: routes['GET /api/dealers'] }, async (request) => {
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    const pageNumber = request.query.page ?? 1;
    const { items, total } = await dealers.page({ city: request.query.city, page: pageNumber, perPage });
    return ok(page(items, total, pageNumber, perPage));
  });

  api.get('/api/dealer-list', { schema: routes['GET /api/dealer-list'] }, async () => ok(await dealers.list()));

  api.get('/api/dealers/:id', { schema: routes['GET /api/dealers/:id'] }, async (request) => {
    const dealer = await dealers.byIdOrSlug(request.params.id);
    if (!dealer) throw notFound('Concessionario non trovato.');
    return ok(dealer);
  });
}
