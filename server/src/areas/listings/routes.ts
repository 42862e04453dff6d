import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { createAiCatalogue, registerAiSearch } from '../../ai-search/index.js';
import { filterProperties, type ListingFilters } from './filters.js';
import { SORT_COLUMNS } from './queries.js';
import type { ListingService, SearchQuery } from './service.js';

const searchQuerySchema = {
  type: 'object',
  properties: {
    ...filterProperties,
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    per_page: { type: 'integer', minimum: 1 },
    sort_by: { type: 'string', enum: ['relevance', ...Object.keys(SORT_COLUMNS)] },
    sort_direction: { type: 'string', enum: ['asc', 'desc'] },
  },
} as const;

const countQuerySchema = { type: 'object', properties: filterProperties } as const;

/** The public listing reads: search, count, showcase, detail, and the natural-language search. */
export function listingRoutes(app: FastifyInstance, { listings }: { listings: ListingService }): void {
  app.get<{ Querystring: SearchQuery }>('/api/listings', { schema: { querystring: searchQuerySchema } },
    async (request) => ok(await listings.searchPage(request.query)));

  // Natural-language search (src/ai-search): filters from an Italian sentence, then the first page.
  registerAiSearch(app, { catalogue: createAiCatalogue(), search: (filters) => listings.searchPage(filters) });

  app.get<{ Querystring: ListingFilters }>('/api/listings/count', { schema: { querystring: countQuerySchema } },
    async (request) => ok(await listings.count(request.query)));

  app.get('/api/listings/showcased', async () => ok(await listings.showcased()));

  app.get<{ Params: { id: string } }>('/api/listings/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } },
  }, async (request) => ok(await listings.detail(request.params.id, request.session?.user?.id)));
}
