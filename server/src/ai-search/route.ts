/**
 * GET /api/listings/ai-search?query=... — an Italian sentence in, filters + chips + the first
 * page of the normal search out. The search itself is injected (the listings plugin's), so
 * this module has no database code and the answer's `listings` is exactly what
 * `/api/listings` would return for `filters`.
 */
import type { FastifyInstance } from 'fastify';
import { labelOf, messages } from '@automercato/validation';
import type { ListingFilters } from '../areas/listings/public/filters.js';
import { ok } from '../http/envelope.js';
import { invalid } from '../http/errors.js';
import { createAiCatalogue, type AiCatalogue } from './catalogue.js';
import { BuiltinInterpreter } from './interpreter.js';
import { sanitizeParsed, toListingFilters } from './sanitize.js';
import type { QueryInterpreter } from './types.js';
import { type ListingPage } from '@automercato/api-contract';
import { type Wire, route } from '../http/contract.js';

export { AI_QUERY_MAX_LENGTH } from '@automercato/api-contract';

export interface AiSearchOptions {
  /** First page of the public search for these filters (the listings plugin's search). */
  search: (filters: ListingFilters) => Promise<Wire<ListingPage>>;
  /** Built once at boot; created from src/catalog when not given. */
  catalogue?: AiCatalogue;
  /** Default: the built-in parser. */
  interpreter?: QueryInterpreter;
}

export function registerAiSearch(app: FastifyInstance, options: AiSearchOptions): void {
  const catalogue = options.catalogue ?? createAiCatalogue();
  const interpreter = options.interpreter ?? new BuiltinInterpreter(catalogue);

  route(app, 'GET /api/listings/ai-search', {}, async (request) => {
    const query = request.query.query.trim();
    if (!query) throw invalid({ query: [messages.required(labelOf('query'))] });
    const parsed = sanitizeParsed(await interpreter.interpret(query), catalogue);
    const listings = await options.search(toListingFilters(parsed.filters));
    return ok({ query, filters: parsed.filters, understood: parsed.understood, unknown: parsed.unknown, listings });
  });
}
