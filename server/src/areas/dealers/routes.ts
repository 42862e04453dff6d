import type { FastifyInstance } from 'fastify';
import { ok, page } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { DealerQueries } from './queries.js';

/** Public dealer reads: GET /api/dealers, /api/dealer-list, /api/dealers/{uuid|slug}. */
export function dealerRoutes(app: FastifyInstance, { dealers }: { dealers: DealerQueries }): void {
  app.get<{ Querystring: { page?: number; per_page?: number; city?: string } }>('/api/dealers', {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100_000 },
          per_page: { type: 'integer', minimum: 1 },
          city: { type: 'string', maxLength: 80 },
        },
      },
    },
  }, async (request) => {
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    const pageNumber = request.query.page ?? 1;
    const { items, total } = await dealers.page({ city: request.query.city, page: pageNumber, perPage });
    return ok(page(items, total, pageNumber, perPage));
  });

  app.get('/api/dealer-list', async () => ok(await dealers.list()));

  app.get<{ Params: { id: string } }>('/api/dealers/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 80 } }, required: ['id'] } },
  }, async (request) => {
    const dealer = await dealers.byIdOrSlug(request.params.id);
    if (!dealer) throw notFound('Concessionario non trovato.');
    return ok(dealer);
  });
}
