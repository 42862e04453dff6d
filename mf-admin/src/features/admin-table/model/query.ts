/**
 * An admin table's query (page, search, sort, filters) and its two forms: the address bar's
 * search params, so a reload or a shared link shows the same rows, and the API's query keys
 * (the contract's AdminListQuery). The address uses the API's own names.
 */
export type Direction = 'asc' | 'desc';

export interface ListSpec {
  /** Columns the API sorts by (the route's `sort_by` values). */
  sortable: readonly string[];
  defaultSort: string;
  defaultDirection?: Direction;
  /** Filter keys the route takes (values are strings: slugs, uuids, enabled/disabled…). */
  filters: readonly string[];
  perPage?: number;
}

export interface ListQuery {
  page: number;
  q: string;
  sortBy: string;
  direction: Direction;
  filters: Readonly<Record<string, string>>;
}

export const ADMIN_PAGE_SIZE = 25;
const MAX_TEXT = 120;

export function defaultQuery(spec: ListSpec): ListQuery {
  return { page: 1, q: '', sortBy: spec.defaultSort, direction: spec.defaultDirection ?? 'desc', filters: {} };
}

/** Nonsense in the address becomes the default, never an error. */
export function parseListQuery(spec: ListSpec, params: URLSearchParams): ListQuery {
  const base = defaultQuery(spec);
  const page = Number(params.get('page'));
  const sortBy = params.get('sort_by');
  const direction = params.get('sort_direction');
  const filters: Record<string, string> = {};
  for (const key of spec.filters) {
    const value = params.get(key)?.trim();
    if (value && value.length <= MAX_TEXT) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: (params.get('q') ?? '').slice(0, MAX_TEXT),
    sortBy: sortBy && spec.sortable.includes(sortBy) ? sortBy : base.sortBy,
    direction: direction === 'asc' || direction === 'desc' ? direction : base.direction,
    filters,
  };
}

/**
 * The address's params for a query: only what differs from the defaults, and the params that are
 * not the list's (an open detail such as ?user=<id>) kept as they were.
 */
export function listSearch(spec: ListSpec, query: ListQuery, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const base = defaultQuery(spec);
  const own = new Set(['page', 'q', 'sort_by', 'sort_direction', ...spec.filters]);
  const next = new URLSearchParams([...current].filter(([key]) => !own.has(key)));
  if (query.q.trim()) next.set('q', query.q.trim());
  for (const key of spec.filters) if (query.filters[key]) next.set(key, query.filters[key]!);
  if (query.sortBy !== base.sortBy || query.direction !== base.direction) {
    next.set('sort_by', query.sortBy);
    next.set('sort_direction', query.direction);
  }
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}

/** A change of search, sort or filter goes back to page 1; a filter set to '' is removed. */
export function withChange(query: ListQuery, patch: Partial<Omit<ListQuery, 'filters'>> & { filters?: Record<string, string> }): ListQuery {
  const filters = { ...query.filters, ...patch.filters };
  for (const key of Object.keys(filters)) if (!filters[key]) delete filters[key];
  return { ...query, ...patch, filters, page: patch.page ?? 1 };
}

/** A click on a column header: the same column flips its direction, another starts ascending (dates: newest first). */
export function sortedBy(query: ListQuery, column: string): ListQuery {
  if (query.sortBy === column) return withChange(query, { direction: query.direction === 'asc' ? 'desc' : 'asc' });
  return withChange(query, { sortBy: column, direction: /(_at|date)$/.test(column) ? 'desc' : 'asc' });
}

/** The API's query for the list (the CSV export takes the same without page and size). */
export function apiQuery(spec: ListSpec, query: ListQuery): Record<string, string | number> {
  return {
    page: query.page,
    per_page: spec.perPage ?? ADMIN_PAGE_SIZE,
    sort_by: query.sortBy,
    sort_direction: query.direction,
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...query.filters,
  };
}

export function exportHref(path: string, spec: ListSpec, query: ListQuery): string {
  const { page: _page, per_page: _size, ...rest } = apiQuery(spec, query);
  const search = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}
