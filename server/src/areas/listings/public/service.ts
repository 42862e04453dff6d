import { normaliseProblemCheck } from '../../carfax/reports/summary.js';
import type { Lookups } from '../../../catalog/lookups.js';
import { page } from '../../../http/envelope.js';
import { gone, invalid, notFound } from '../../../http/errors.js';
import type { TtlCache } from '../../../http/ttl-cache.js';
import { checkFilters, filterProperties, type ListingFilters } from './filters.js';
import { presentDetail, presentSummary, type DetailRow } from './present.js';
import type { ListingQueries, SortKey } from './queries.js';
import { COUNT_CAP, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@automercato/api-contract';

/**
 * Page size and the count cap are the contract's. Counting every match exactly is what makes
 * search slow at scale (a full scan for broad filters): counts stop at COUNT_CAP, and the
 * answer says when the total is "more than".
 */
export { COUNT_CAP, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@automercato/api-contract';

const DEFAULT_DIRECTION = { price: 'asc', year: 'desc', created_at: 'desc', mileage: 'asc', distance: 'asc' } as const;

export interface SearchQuery extends ListingFilters {
  page?: number;
  per_page?: number;
  sort_by?: SortKey | 'relevance';
  sort_direction?: 'asc' | 'desc';
}

/** The listing a buyer may act on (see, save, write about), or the 404/410 a buyer should get. */
export async function requirePublicListing(listings: ListingQueries, id: string): Promise<DetailRow> {
  const found = await listings.lookup(id);
  if (found.status === 'missing') throw notFound('Annuncio non trovato.');
  // A listing that existed but is no longer on sale is "gone", not "missing".
  if (found.status === 'gone') throw gone('Questo annuncio non è più disponibile.');
  return found.row;
}

export interface ListingServiceOptions {
  queries: ListingQueries;
  lookups: Lookups;
  counts: TtlCache<number>;
  countCap?: number;
}

/** The public search and listing reads. */
export function listingService({ queries, lookups, counts, countCap = COUNT_CAP }: ListingServiceOptions) {
  /** Matches up to countCap + 1, cached per filter set (the same searches repeat a lot). */
  function count(filters: ListingFilters): Promise<number> {
    const key = JSON.stringify(Object.keys(filterProperties).map((k) => {
      const value = filters[k as keyof ListingFilters];
      return Array.isArray(value) ? [...value].sort() : value ?? null;
    }));
    return counts.get(key, () => queries.count(filters, countCap + 1));
  }

  return {
    /** One page of the public search: GET /api/listings and the AI search share it. */
    async searchPage(q: SearchQuery) {
      checkFilters(q);
      const perPage = Math.min(q.per_page ?? PER_PAGE_DEFAULT, PER_PAGE_MAX);
      const pageNumber = q.page ?? 1;
      const sort = q.sort_by && q.sort_by !== 'relevance'
        ? { by: q.sort_by, direction: q.sort_direction ?? DEFAULT_DIRECTION[q.sort_by] }
        : null;
      if (sort?.by === 'distance' && (q.latitude === undefined || q.longitude === undefined)) {
        throw invalid({ sort_by: ['Per ordinare per distanza indica una località (latitudine e longitudine).'] });
      }
      const [rows, matches] = await Promise.all([
        queries.search(q, sort, perPage, (pageNumber - 1) * perPage),
        count(q),
      ]);
      const result = page(rows.map((r) => presentSummary(r, lookups)), Math.min(matches, countCap), pageNumber, perPage);
      return { ...result, meta: { ...result.meta, total_capped: matches > countCap } };
    },

    async count(filters: ListingFilters) {
      checkFilters(filters);
      const matches = await count(filters);
      return { count: Math.min(matches, countCap), capped: matches > countCap };
    },

    async showcased() {
      return (await queries.showcased()).map((r) => presentSummary(r, lookups));
    },

    /** A public listing; for a signed-in buyer also whether it is saved (the heart is right on first paint). */
    async detail(id: string, userId: string | undefined) {
      const row = await requirePublicListing(queries, id);
      const [saved, report] = await Promise.all([
        userId ? queries.isSavedBy(userId, row.id) : null,
        row.carfax_report_id ? queries.carfaxSummary(row.carfax_report_id) : undefined,
      ]);
      return { ...presentDetail(row, lookups), is_favourite: saved, carfax: report ? presentListingCarfax(report) : null };
    },
  };
}

/** What a buyer sees of the report before asking for it: the Problem Check and who made it. */
function presentListingCarfax(report: { summary: unknown; provider: string; document: unknown; created_at: Date }) {
  const document = report.document as { provider?: { name: string; demo: boolean }; generated_at?: string } | null;
  return {
    provider: document?.provider ?? { name: report.provider, demo: report.provider === 'demo' },
    generated_at: document?.generated_at ? new Date(document.generated_at) : report.created_at,
    summary: normaliseProblemCheck(report.summary),
  };
}

export type ListingService = ReturnType<typeof listingService>;
