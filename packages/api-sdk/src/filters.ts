/**
 * Search filters (SPEC §3) and the three places they travel: the API query of GET
 * /api/listings (SPEC §7 "Filter to query mapping"), the results route (SPEC §2 "Search
 * filter state") and back from an AI search answer. Every path goes through
 * normalizeFilters (SPEC §5 ranges and empty values, §4 power unit).
 */

import {
  AMOUNT_MAX as CONTRACT_AMOUNT_MAX, FILTER_FIELDS, FILTER_NAMES, PER_PAGE_DEFAULT, POWER_MAX as CONTRACT_POWER_MAX,
  YEAR_MIN as CONTRACT_YEAR_MIN, filterRow, type FilterKey, type FilterValues,
} from '@automercato/api-contract';

export type PowerUnit = 'cv' | 'kw';
export type SortValue =
  | 'price_asc' | 'price_desc' | 'year_asc' | 'year_desc' | 'created_at_desc' | 'created_at_asc'
  | 'mileage_asc' | 'mileage_desc' | 'distance_asc';
/** Nearest first: only with a place (the API refuses it without one). */
export const DISTANCE_SORT: SortValue = 'distance_asc';

export interface FilterLocation {
  city?: string | null;
  postal_code?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A search as the interface holds it (SPEC §3 "Filter values"): every filter of the contract's
 * table under its state name (priceFrom, fuel…), plus the place, the sort, the AI text, the page
 * and the power unit.
 */
export interface Filters extends FilterValues {
  location?: FilterLocation | null;
  /** Kilometres around location (sent to the API in metres). */
  radius?: number | null;
  /** null: most relevant. */
  sortBy?: SortValue | null;
  aiQuery?: string | null;
  page?: number | null;
  powerUnit?: PowerUnit;
}

// ── SPEC §9 constants ──────────────────────────────────────────────────────────────
export const RADIUS_OPTIONS = [10, 20, 50, 100, 150, 200, 250, 300, 400] as const;
/** The API's default page size (the contract's). */
export const PAGE_SIZE = PER_PAGE_DEFAULT;
export const FIRST_PAGE = 1;
// Limits are the API contract's (packages/api-contract), the same the server validates with.
export const YEAR_MIN = CONTRACT_YEAR_MIN;
/** Upper bound of price and km filters. */
export const AMOUNT_MAX = CONTRACT_AMOUNT_MAX;
/** Upper bound of power filters (kW and CV). */
export const POWER_MAX = CONTRACT_POWER_MAX;
const steps = (step: number, max: number) => Array.from({ length: max / step }, (_, i) => (i + 1) * step);
/** Price choices: 250, 500, … 75000 (EUR). */
export const PRICE_STEPS: readonly number[] = /* @__PURE__ */ steps(250, 75_000);
/** Mileage choices: 2500, 5000, … 175000 (km). */
export const KM_STEPS: readonly number[] = /* @__PURE__ */ steps(2_500, 175_000);
export const currentYear = (): number => new Date().getFullYear();
/** Registration years, newest first: current year … 1900. */
export const yearOptions = (): number[] => steps(1, currentYear() - YEAR_MIN + 1).map((n) => currentYear() + 1 - n);

export const SORT_OPTIONS: ReadonlyArray<{ value: SortValue | null; label: string }> = [
  { value: null, label: 'Più rilevanti' },
  { value: 'price_asc', label: 'Prezzo crescente' },
  { value: 'price_desc', label: 'Prezzo decrescente' },
  { value: 'year_asc', label: 'Anno: dal più vecchio' },
  { value: 'year_desc', label: 'Anno: dal più nuovo' },
  { value: 'created_at_desc', label: 'Più recenti' },
  { value: 'created_at_asc', label: 'Meno recenti' },
  { value: 'mileage_asc', label: 'Chilometri: dai meno' },
  { value: 'mileage_desc', label: 'Chilometri: dai più' },
  { value: DISTANCE_SORT, label: 'Distanza: dai più vicini' },
];

/** The sort choices for a search: by distance only when a place is set. */
export function sortOptionsFor(filters: Pick<Filters, 'location'>): ReadonlyArray<{ value: SortValue | null; label: string }> {
  return hasPoint(filters.location) ? SORT_OPTIONS : SORT_OPTIONS.filter((o) => o.value !== DISTANCE_SORT);
}

const hasPoint = (location: FilterLocation | null | undefined) => location?.latitude != null && location.longitude != null;

// ── the filters' table (@automercato/api-contract domain/filters.ts) as the state holds it ──
type Kind = 'list' | 'text' | 'flag' | 'num';
/**
 * [state key, API query key, kind in the interface], in the table's order. The kind is how the
 * interface holds the value (emissions, colours and origin are one choice in the form, a
 * one-value list for the API). latitude, longitude and radius travel through `location` and
 * `radius` below. make and model are route path params.
 */
export const FIELDS: ReadonlyArray<readonly [keyof Filters, FilterKey, Kind]> = FILTER_FIELDS.map(
  ({ param, key, kind }) => [param as keyof Filters, key, kind] as const,
);

/**
 * [from, to, min, max, whole numbers] of every range. The year stops at the current one (no car
 * is registered in the future) and is whole; other bounds are the contract's.
 */
const RANGES = (): ReadonlyArray<readonly [keyof Filters, keyof Filters, number, number, boolean]> => FILTER_NAMES.flatMap((name) => {
  const row = filterRow(name);
  if (row.op !== 'range' || typeof row.param !== 'object' || !row.limits) return [];
  const [from, to] = row.param as readonly [keyof Filters, keyof Filters];
  const year = row.unit === 'year';
  return [[from, to, row.limits[0], year ? currentYear() : row.limits[1], year] as const];
});

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined => {
  const s = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return s || undefined;
};
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const list = (value: unknown): string[] | undefined => {
  const items = [...new Set((Array.isArray(value) ? value : [value]).map(text).filter((s) => s !== undefined))];
  return items.length ? items : undefined;
};
const flag = (value: unknown): true | undefined => (value === true || value === 'true' || value === '1' ? true : undefined);
const clean = { text, num, list, flag } as const;
const inRange = (n: number | undefined, limit: number) => (n !== undefined && Math.abs(n) <= limit ? n : undefined);

/** Leaves out undefined entries, so results compare equal however they were built. */
function compact<T extends object>(value: Loose): T {
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key];
  return value as T;
}

/**
 * SPEC §5/§9 before anything is sent or shown: empty values (empty array or string, false,
 * null, undefined) dropped; a range with from > to swapped; price and km clamped to
 * 0..100000000, power to 0..10000, year to 1900..current year (both bounds); page a whole
 * number ≥ 1; radius > 0; the distance sort only with a place. powerUnit is 'kw' when a watt
 * filter is set, otherwise 'cv' (§4).
 */
export function normalizeFilters(filters: Filters): Filters {
  const input = filters as Loose;
  const out: Loose = {};
  for (const [key, , kind] of FIELDS) out[key] = clean[kind](input[key]);
  for (const [fromKey, toKey, min, max, whole] of RANGES()) {
    const bound = (value: unknown) => {
      const n = value as number | undefined;
      return n === undefined ? n : Math.min(max, Math.max(min, whole ? Math.round(n) : n));
    };
    let from = bound(out[fromKey]);
    let to = bound(out[toKey]);
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
    out[fromKey] = from;
    out[toKey] = to;
  }
  const location = (input.location ?? {}) as Loose;
  const place = compact<FilterLocation>({
    city: text(location.city),
    postal_code: text(location.postal_code),
    latitude: inRange(num(location.latitude), 90),
    longitude: inRange(num(location.longitude), 180),
  });
  if (Object.keys(place).length) out.location = place;
  const radius = num(input.radius);
  if (radius !== undefined && radius > 0) out.radius = radius;
  out.sortBy = text(input.sortBy);
  // Distance from nowhere means nothing (and the API refuses it): the place gone, the sort goes too.
  if (out.sortBy === DISTANCE_SORT && !hasPoint(out.location as FilterLocation | undefined)) out.sortBy = undefined;
  out.aiQuery = text(input.aiQuery);
  const page = num(input.page);
  if (page !== undefined && page >= 1) out.page = Math.floor(page);
  out.powerUnit = out.wattFrom !== undefined || out.wattTo !== undefined ? 'kw' : 'cv';
  return compact<Filters>(out);
}

/** 'price_asc' → ['price', 'asc']; 'created_at_desc' → ['created_at', 'desc']. */
export function splitSort(sort: string): [by: string, direction: 'asc' | 'desc' | undefined] {
  const match = /^(.+)_(asc|desc)$/.exec(sort);
  return match ? [match[1]!, match[2] as 'asc' | 'desc'] : [sort, undefined];
}

// ── API query (GET /api/listings, /api/listings/count) ──────────────────────────────

/**
 * The query of GET /api/listings (SPEC §7): renamed keys, multi-value keys as key[]=a&key[]=b,
 * booleans as 'true', latitude and longitude on their own, radius in metres (only with a
 * point), sort split into sort_by + sort_direction (none: most relevant), page as a string.
 */
export function filtersToApiQuery(filters: Filters): URLSearchParams {
  const f = normalizeFilters(filters) as Loose;
  const q = new URLSearchParams();
  for (const [key, apiKey, kind] of FIELDS) {
    const value = f[key];
    if (value === undefined) continue;
    if (kind === 'list') for (const item of value as string[]) q.append(`${apiKey}[]`, item);
    else q.append(apiKey, String(value));
  }
  const { latitude, longitude } = (f.location ?? {}) as FilterLocation;
  if (latitude != null && longitude != null) {
    q.append('latitude', String(latitude));
    q.append('longitude', String(longitude));
    if (f.radius !== undefined) q.append('radius', String(Math.round((f.radius as number) * 1000)));
  }
  if (f.sortBy !== undefined) {
    const [by, direction] = splitSort(f.sortBy as string);
    q.append('sort_by', by);
    if (direction) q.append('sort_direction', direction);
  }
  if (f.page !== undefined) q.append('page', String(f.page));
  return q;
}

type Reader = { all(key: string): unknown[]; one(key: string): unknown };

function reader(source: URLSearchParams | string | Loose): Reader {
  if (typeof source === 'string' || source instanceof URLSearchParams) {
    const params = new URLSearchParams(source);
    const all = (key: string) => [...params.getAll(key), ...params.getAll(`${key}[]`)];
    return { all, one: (key) => all(key)[0] };
  }
  const all = (key: string) => {
    const value = source[key] ?? source[`${key}[]`];
    return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  };
  return { all, one: (key) => all(key)[0] };
}

function readFields(r: Reader, nameOf: (key: keyof Filters, apiKey: string) => string): Loose {
  const out: Loose = {};
  for (const [key, apiKey, kind] of FIELDS) {
    const name = nameOf(key, apiKey);
    out[key] = kind === 'list' ? r.all(name) : r.one(name);
  }
  return out;
}

/**
 * The reverse of filtersToApiQuery: API query keys (an AI search answer's `data.filters`, a
 * query string) back to Filters, radius back to km.
 */
export function apiQueryToFilters(query: URLSearchParams | string | Record<string, unknown>): Filters {
  const r = reader(query);
  const out = readFields(r, (_, apiKey) => apiKey);
  const radius = num(r.one('radius'));
  const sortBy = text(r.one('sort_by'));
  const direction = text(r.one('sort_direction'));
  return normalizeFilters({
    ...out,
    location: { latitude: num(r.one('latitude')), longitude: num(r.one('longitude')) },
    radius: radius === undefined ? radius : radius / 1000,
    sortBy: (sortBy && direction ? `${sortBy}_${direction}` : sortBy) as SortValue,
    page: num(r.one('page')),
  } as Filters);
}

// ── route state (/risultati/:make?/:model? + query) ─────────────────────────────────

export interface RouteParams {
  make?: string | null;
  model?: string | null;
}

export interface RouteState {
  /** Path params of /risultati/:make?/:model?. */
  params: { make?: string; model?: string };
  /** Query: page, sort_by, ai, every other filter key, location_* fields. */
  query: URLSearchParams;
}

const LOCATION_KEYS = ['city', 'postal_code', 'latitude', 'longitude'] as const;

/**
 * SPEC §2 "Search filter state": make and model as path params (model stays in the query when
 * there is no make), page, sort_by, ai and every other filter under its own name (repeated for
 * lists), location as location_city, location_postal_code, location_latitude, location_longitude.
 */
export function filtersToRouteState(filters: Filters): RouteState {
  const f = normalizeFilters(filters) as Loose;
  const params: RouteState['params'] = {};
  const query = new URLSearchParams();
  if (f.make !== undefined) {
    params.make = f.make as string;
    if (f.model !== undefined) params.model = f.model as string;
  }
  for (const [key, , kind] of FIELDS) {
    const value = f[key];
    if (value === undefined || key === 'make' || (key === 'model' && params.model)) continue;
    if (kind === 'list') for (const item of value as string[]) query.append(key, item);
    else query.append(key, String(value));
  }
  const location = (f.location ?? {}) as Loose;
  for (const key of LOCATION_KEYS) if (location[key] !== undefined) query.append(`location_${key}`, String(location[key]));
  if (f.radius !== undefined) query.append('radius', String(f.radius));
  if (f.page !== undefined) query.append('page', String(f.page));
  if (f.sortBy !== undefined) query.append('sort_by', f.sortBy as string);
  if (f.aiQuery !== undefined) query.append('ai', f.aiQuery as string);
  return { params, query };
}

/** The filters a results route describes (a shared link restores the same search). */
export function routeStateToFilters(params: RouteParams, search: URLSearchParams | string | Record<string, unknown>): Filters {
  const r = reader(search);
  const out = readFields(r, (key) => key);
  out.make = text(params.make) ?? out.make;
  out.model = text(params.model) ?? out.model;
  const location: Loose = {};
  for (const key of LOCATION_KEYS) location[key] = r.one(`location_${key}`);
  return normalizeFilters({
    ...out,
    location,
    radius: r.one('radius'),
    page: r.one('page'),
    sortBy: r.one('sort_by'),
    aiQuery: r.one('ai'),
  } as Filters);
}
