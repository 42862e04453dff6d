import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { createAiCatalogue, registerAiSearch } from '../../../ai-search/index.js';
import type { ListingService } from './service.js';
import { route, typed } from '../../../http/contract.js';

/** The public listing reads: search, count, showcase, detail, and the natural-language search. */
export function listingRoutes(app: FastifyInstance, { listings }: { listings: ListingService }): void {
  const api = typed(app);
  route(api, 'GET /api/listings', {},
    async (request) => ok(await listings.searchPage(request.query)));

  // Natural-language search (src/ai-search): filters from an Italian sentence, then the first page.
  registerAiSearch(app, { catalogue: createAiCatalogue(), search: (filters) => listings.searchPage(filters) });

  route(api, 'GET /api/listings/count', {},
    async (request) => ok(await listings.count(request.query)));

  route(api, 'GET /api/listings/showcased', {},
    async () => ok(await listings.showcased()));

  route(api, 'GET /api/listings/:id', {},
    async (request) => ok(await listings.detail(request.params.id, request.session?.user?.id)));
}
