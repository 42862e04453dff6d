import type { FastifyInstance } from 'fastify';
import { ok, page } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import type { DealerQueries } from './queries.js';
import { route, typed } from '../../../http/contract.js';

/** Dealer reads: the public GET /api/dealers, /api/dealer-list, /api/dealers/{uuid|slug}; a dealer's own settings. */
export function dealerRoutes(app: FastifyInstance, { dealers }: { dealers: DealerQueries }): void {
  const api = typed(app);
  route(api, 'GET /api/dealers', {}, async (request) => {
    const perPage = Math.min(request.query.per_page ?? 20, 100);
    const pageNumber = request.query.page ?? 1;
    const { items, total } = await dealers.page({ city: request.query.city, page: pageNumber, perPage });
    return ok(page(items, total, pageNumber, perPage));
  });

  route(api, 'GET /api/dealer-list', {}, async () => ok(await dealers.list()));

  // The dealer's own settings: its owners and administrators only (access 'dealer').
  route(api, 'GET /api/dealers/:dealerUuid/settings', { config: { access: 'dealer' } }, async (request) => {
    const settings = await dealers.settings(request.params.dealerUuid);
    if (!settings) throw notFound('Concessionario non trovato.');
    return ok(settings);
  });

  route(api, 'GET /api/dealers/:id', {}, async (request) => {
    const dealer = await dealers.byIdOrSlug(request.params.id);
    if (!dealer) throw notFound('Concessionario non trovato.');
    return ok(dealer);
  });
}
