/**
 * The results route as the one source of truth of a search (SPEC §2 "Search filter state"):
 * /risultati[/:make[/:model]]?page&sort_by&ai&<filter keys>&location_*, written by
 * `resultsHref` (@automercato/entities/listing) and read here with api-sdk's route-state functions, so
 * reload, back/forward and a shared link restore the same search.
 */
import { FILTER_FIELDS, filterRow, normalizeFilters, routeStateToFilters, type Filters, type RouteParams } from '@automercato/api-sdk';

/** The filters described by the current results address. */
export function filtersFromRoute(params: RouteParams, search: URLSearchParams | string): Filters {
  return routeStateToFilters(params, search);
}

/**
 * The search after the user changed something: back to page 1, no longer an AI search,
 * a new make clears the model, and SPEC §5 normalisation (swaps, clamps, empties dropped).
 */
export function changeFilters(current: Filters, patch: Partial<Filters>): Filters {
  const next: Filters = { ...current, ...patch, page: null, aiQuery: null };
  if ('make' in patch && patch.make !== current.make && !('model' in patch)) next.model = null;
  if ('make' in patch && !patch.make) next.model = null;
  return normalizeFilters(next);
}

/** Same search, another page (1 = no page in the address). */
export function withPage(current: Filters, page: number): Filters {
  return normalizeFilters({ ...current, page: page > 1 ? page : null });
}

/** Keys of Filters that describe what is searched (not how it is shown). */
const NON_FILTER_KEYS = new Set<keyof Filters>(['page', 'sortBy', 'aiQuery', 'powerUnit']);

/** The group each state key counts in: its chip's title, so a range, and power in kW or CV, count once. */
const GROUP_OF = new Map<string, string>(FILTER_FIELDS.map((field) => [field.param, filterRow(field.name).chip]));

/** Number of active filters (a range counts once; location + radius count once). */
export function countActiveFilters(filters: Filters): number {
  const f = normalizeFilters(filters);
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(f) as [keyof Filters, unknown][]) {
    if (NON_FILTER_KEYS.has(key) || value === undefined) continue;
    seen.add(key === 'radius' || key === 'location' ? 'location' : GROUP_OF.get(key) ?? key);
  }
  return seen.size;
}
