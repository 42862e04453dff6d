import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Lookups } from '../catalog/lookups.js';
import { ok, page } from '../http/envelope.js';
import type { TtlCache } from '../http/ttl-cache.js';
import { checkFilters, filterConditions, filterProperties, type ListingFilters } from '../listings/filters.js';
import { presentDetail, presentSummary, summaryColumns, type SummaryRow } from '../listings/present.js';
import { countPublicListings, listingsWithDealer, requirePublicListing } from '../listings/queries.js';
import { createAiCatalogue, registerAiSearch } from '../ai-search/index.js';

export interface ListingsOptions { db: Kysely<DB>; lookups: Lookups; counts: TtlCache<number>; countCap?: number }

export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 50;
/**
 * Counting every match exactly is what makes search slow at scale (a full scan for broad
 * filters): counts stop at this many, and the answer says when the total is "more than".
 */
export const COUNT_CAP = 10_000;

/** SPEC §3 sort options, split into sort_by + sort_direction (no sort_by: most relevant). */
const SORT_COLUMNS = { price: 'l.price', year: 'l.registration_year', created_at: 'l.created_at', mileage: 'l.mileage' } as const;
const DEFAULT_DIRECTION = { price: 'asc', year: 'desc', created_at: 'desc', mileage: 'asc' } as const;
type SortKey = keyof typeof SORT_COLUMNS;

interface SearchQuery extends ListingFilters {
  page?: number;
  per_page?: number;
  sort_by?: SortKey | 'relevance';
  sort_direction?: 'asc' | 'desc';
}

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

export const listingsPlugin: FastifyPluginAsync<ListingsOptions> = async (app, { db, lookups, counts, countCap = COUNT_CAP }) => {
  const base = () => listingsWithDealer(db);

  const count = (filters: ListingFilters) => countPublicListings(db, counts, filters, countCap);

  /** One page of the public search: GET /api/listings and the AI search share it. */
  async function searchPage(q: SearchQuery) {
    checkFilters(q);
    const perPage = Math.min(q.per_page ?? PER_PAGE_DEFAULT, PER_PAGE_MAX);
    const pageNumber = q.page ?? 1;
    let query = base().select(summaryColumns).where((eb) => filterConditions(eb, q));
    if (q.sort_by && q.sort_by !== 'relevance') {
      const direction = q.sort_direction ?? DEFAULT_DIRECTION[q.sort_by];
      query = query.orderBy(SORT_COLUMNS[q.sort_by], direction);
    } else {
      query = query.orderBy('l.featured', 'desc');
    }
    // Ties broken by newest then id, so pages never repeat or skip a listing.
    query = query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
    const [rows, matches] = await Promise.all([
      query.limit(perPage).offset((pageNumber - 1) * perPage).execute(),
      count(q),
    ]);
    const result = page((rows as SummaryRow[]).map((r) => presentSummary(r, lookups)), Math.min(matches, countCap), pageNumber, perPage);
    return { ...result, meta: { ...result.meta, total_capped: matches > countCap } };
  }

  app.get<{ Querystring: SearchQuery }>('/api/listings', { schema: { querystring: searchQuerySchema } },
    async (request) => ok(await searchPage(request.query)));

  // Natural-language search (src/ai-search): filters from an Italian sentence, then the first page.
  registerAiSearch(app, { catalogue: createAiCatalogue(), search: (filters) => searchPage(filters) });

  app.get<{ Querystring: ListingFilters }>('/api/listings/count', { schema: { querystring: countQuerySchema } }, async (request) => {
    checkFilters(request.query);
    const matches = await count(request.query);
    return ok({ count: Math.min(matches, countCap), capped: matches > countCap });
  });

  app.get('/api/listings/showcased', async () => {
    const rows = await base().select(summaryColumns)
      .where((eb) => filterConditions(eb, {}))
      .where('l.showcase', '=', true)
      .orderBy('l.showcased_at', 'desc').orderBy('l.id')
      .limit(24).execute();
    return ok((rows as SummaryRow[]).map((r) => presentSummary(r, lookups)));
  });

  app.get<{ Params: { id: string } }>('/api/listings/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } },
  }, async (request) => {
    const row = await requirePublicListing(db, request.params.id);
    const userId = request.session?.user?.id;
    // For a signed-in buyer, whether it is saved: the heart is right on first paint.
    const saved = userId
      ? Boolean(await db.selectFrom('favourites').select('listing_id').where('user_id', '=', userId).where('listing_id', '=', row.id).executeTakeFirst())
      : null;
    return ok({ ...presentDetail(row, lookups), is_favourite: saved });
  });
};
