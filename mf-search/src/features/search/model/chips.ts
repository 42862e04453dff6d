/**
 * Filters as removable chips ("Marca: Volkswagen ✕"): the active filters of a search and
 * what an AI search understood. Pure functions, so the wiring is tested without a browser.
 */
import {
  FILTER_NAMES, FILTER_OF, SEARCH_FILTERS, apiQueryToFilters, filterKeys, filterRow, normalizeFilters,
  type FilterName, type FilterRow, type FilterUnit, type Filters, type LookupItem,
} from '@automercato/api-sdk';
import { formatKm, formatMakeName, formatNumber, formatPrice } from '@automercato/i18n/format';
import { locationLabel } from '../../location';

export interface Chip {
  /** Stable id (filter key, plus the value for multi-value filters). */
  id: string;
  label: string;
  /** Applied to the search when the chip is removed. */
  patch: Partial<Filters>;
}

/** Lookup lists used for names (slug → name); anything missing falls back to the slug. */
export interface Names {
  brands?: readonly LookupItem[] | null;
  models?: readonly LookupItem[] | null;
  categories?: readonly LookupItem[] | null;
  powerTypes?: readonly LookupItem[] | null;
  gearboxTypes?: readonly LookupItem[] | null;
  tractionTypes?: readonly LookupItem[] | null;
  emissionClasses?: readonly LookupItem[] | null;
  exteriorColors?: readonly LookupItem[] | null;
  paintTypes?: readonly LookupItem[] | null;
  interiorColors?: readonly LookupItem[] | null;
  interiorMaterials?: readonly LookupItem[] | null;
  origins?: readonly LookupItem[] | null;
  dealers?: ReadonlyArray<{ uuid: string; slug: string; name: string }> | null;
}

/** The lookup list that names a filter's values. */
const NAMES_OF: Partial<Record<FilterName, Exclude<keyof Names, 'dealers'>>> = {
  brand: 'brands', model: 'models', category: 'categories', power_type: 'powerTypes', gearbox_type: 'gearboxTypes',
  traction_type: 'tractionTypes', emission_class: 'emissionClasses', exterior_color: 'exteriorColors',
  exterior_paint_type: 'paintTypes', interior_color: 'interiorColors', interior_material: 'interiorMaterials', origin: 'origins',
};

/** Chips follow the filter panel; a filter the panel does not show comes after, in the table's order. */
const PANEL_ORDER: readonly FilterName[] = [
  'brand', 'model', 'version', 'price', 'registration_year', 'mileage', 'latitude', 'category', 'power_type', 'gearbox_type',
  'traction_type', 'horsepower', 'power', 'emission_class', 'exterior_color', 'exterior_paint_type', 'interior_color',
  'interior_material', 'origin', 'dealer', 'neopatentati', 'price_negotiable', 'exclude_no_carfax', 'include_no_photos',
];
const CHIP_ORDER = [...PANEL_ORDER, ...FILTER_NAMES.filter((name) => !PANEL_ORDER.includes(name))];

const humanize = (slug: string) => {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function nameOf(list: readonly LookupItem[] | null | undefined, slug: string, fallback = humanize): string {
  return list?.find((item) => item.slug === slug)?.name ?? fallback(slug);
}

function dealerName(names: Names, id: string): string {
  return names.dealers?.find((d) => d.uuid === id || d.slug === id)?.name ?? humanize(id);
}

/** The name a value of `filter` reads with: its lookup's, the dealer's, or the text itself. */
function valueName(name: FilterName, row: FilterRow, value: string, names: Names): string {
  if (row.value === 'dealer') return dealerName(names, value);
  if (row.value === 'free') return value;
  return nameOf(NAMES_OF[name] ? names[NAMES_OF[name]] : null, value, name === 'brand' ? formatMakeName : humanize);
}

type Range = [from: number | null | undefined, to: number | null | undefined];

/** "da 5.000 € a 20.000 €", "fino a 20.000 €", "da 5.000 €". */
export function rangeText([from, to]: Range, format: (n: number) => string): string {
  if (from != null && to != null) return from === to ? format(from) : `da ${format(from)} a ${format(to)}`;
  if (from != null) return `da ${format(from)}`;
  return `fino a ${format(to as number)}`;
}

function yearText([from, to]: Range): string {
  if (from != null && to != null) return from === to ? `${from}` : `${from}–${to}`;
  if (from != null) return `dal ${from}`;
  return `fino al ${to}`;
}

const UNIT_TEXT: Record<Exclude<FilterUnit, 'year'>, (n: number) => string> = {
  euro: formatPrice,
  km: formatKm,
  kw: (n) => `${formatNumber(n)} kW`,
  cv: (n) => `${formatNumber(n)} CV`,
};

/** The search state's names of a row: [from, to] for a range. */
const paramsOf = (row: FilterRow): string[] => (row.param === undefined ? [] : typeof row.param === 'string' ? [row.param] : [...row.param]);

/** The place: a point or a city, with its radius. */
function placeChip(f: Filters): Chip | null {
  const hasPoint = f.location?.latitude != null && f.location.longitude != null;
  if (!f.location || (!hasPoint && !f.location.city)) return null;
  const place = locationLabel(f.location);
  const label = f.radius && hasPoint
    ? `Entro ${formatNumber(f.radius)} km da ${place === 'La tua posizione' ? 'te' : place}`
    : `${SEARCH_FILTERS.latitude.chip}: ${place}`;
  return { id: 'location', label, patch: { location: null, radius: null } };
}

/** The chips of one filter of the table. */
function chipsOf(name: FilterName, f: Filters, names: Names): Chip[] {
  const row = filterRow(name);
  if (row.op === 'near') {
    const chip = name === 'latitude' ? placeChip(f) : null;
    return chip ? [chip] : [];
  }
  const state = f as Record<string, unknown>;
  const params = paramsOf(row);
  const [param] = params;
  if (!param) return [];
  if (row.op === 'range') {
    const [from, to] = params.map((p) => state[p]) as Range;
    if (from == null && to == null) return [];
    const text = row.unit === 'year' || !row.unit ? yearText([from, to]) : rangeText([from, to], UNIT_TEXT[row.unit]);
    return [{ id: name, label: `${row.chip}: ${text}`, patch: Object.fromEntries(params.map((p) => [p, null])) }];
  }
  const value = state[param];
  if (row.kind === 'flag') return value ? [{ id: param, label: row.chip, patch: { [param]: false } }] : [];
  if (Array.isArray(value)) {
    const values = value as string[];
    return values.map((v) => ({
      id: `${param}:${v}`,
      label: `${row.chip}: ${valueName(name, row, v, names)}`,
      patch: { [param]: values.filter((other) => other !== v) },
    }));
  }
  if (typeof value !== 'string' || !value) return [];
  // What means nothing without this filter goes with it (a model without its make).
  const cleared = (row.clears ?? []).flatMap((n) => paramsOf(filterRow(n as FilterName)));
  return [{
    id: param,
    label: `${row.chip}: ${valueName(name, row, value, names)}`,
    patch: Object.fromEntries([param, ...cleared].map((p) => [p, null])),
  }];
}

/** Every active filter as a chip, in the order of the filter panel. */
export function describeFilters(input: Filters, names: Names = {}): Chip[] {
  const f = normalizeFilters(input);
  return CHIP_ORDER.flatMap((name) => chipsOf(name, f, names));
}

// ── AI search ─────────────────────────────────────────────────────────────────────

/** One thing an AI search understood (GET /api/listings/ai-search → data.understood). */
export interface Understood {
  /** API query key (brand, power_type, price_max, latitude…). */
  key: string;
  value: unknown;
  label: string;
}

/** Label of an API key, for understood items whose label has no "Group:" part: the table's chip titles. */
const API_KEY_LABELS: Record<string, string> = {
  ...Object.fromEntries(FILTER_NAMES.filter((name) => filterRow(name).kind !== 'flag')
    .flatMap((name) => filterKeys(name).map((key) => [key, filterRow(name).chip]))),
  location: 'Dove', city: 'Dove', sort_by: 'Ordine', sort_direction: 'Ordine',
};

const LOCATION_KEYS = ['latitude', 'longitude', 'radius', 'location', 'location_city', 'city', 'postal_code'];
/** Keys removed together with the one named (the server's rule: a place is a point and a radius…). */
function relatedKeys(key: string): string[] {
  if (LOCATION_KEYS.includes(key)) return LOCATION_KEYS;
  if (key === 'registration_year') return ['registration_year_min', 'registration_year_max'];
  if (key === 'sort_by' || key === 'sort_direction') return ['sort_by', 'sort_direction'];
  const name = (FILTER_OF as Record<string, FilterName | undefined>)[key];
  return [key, ...(name ? (filterRow(name).clears ?? []).flatMap((n) => filterKeys(n as FilterName)) : [])];
}

/**
 * The chip text. The server's labels are complete ("Marca: Volkswagen", "Prezzo fino a
 * 25.000 €", "Entro 50 km da Bologna") and shown as they are; a bare value gets its group
 * ("Diesel" → "Alimentazione: Diesel", "25.000 €" for price_max → "Prezzo: fino a 25.000 €").
 */
export function understoodLabel(item: Understood): string {
  const label = String(item.label ?? '').trim() || String(item.value ?? '');
  const group = API_KEY_LABELS[item.key];
  if (!group || label.includes(':')) return label;
  if (/^\d/.test(label)) {
    const year = item.key.startsWith('registration');
    const bound = item.key.endsWith('_max') ? (year ? 'fino al ' : 'fino a ') : item.key.endsWith('_min') ? (year ? 'dal ' : 'da ') : '';
    return `${group}: ${bound}${label}`;
  }
  return /\s/.test(label) ? label : `${group}: ${label}`;
}

/** The AI's filters (API keys) without what a removed chip stood for. */
export function removeUnderstood(aiFilters: Record<string, unknown>, item: Understood): Record<string, unknown> {
  const out: Record<string, unknown> = { ...aiFilters };
  const current = out[item.key] ?? out[`${item.key}[]`];
  if (Array.isArray(current) && item.value !== undefined && item.value !== null) {
    // A chip may stand for several values ("Diesel (anche ibride)").
    const drop = new Set((Array.isArray(item.value) ? item.value : [item.value]).map(String));
    const rest = current.filter((v) => !drop.has(String(v)));
    delete out[`${item.key}[]`];
    if (rest.length > 0) out[item.key] = rest;
    else delete out[item.key];
    return out;
  }
  for (const key of relatedKeys(item.key)) {
    delete out[key];
    delete out[`${key}[]`];
  }
  return out;
}

/** Filters of an AI answer (API query keys) as form filters. */
export function aiFiltersToFilters(aiFilters: Record<string, unknown> | null | undefined): Filters {
  const { powerUnit: _unit, ...filters } = apiQueryToFilters(aiFilters ?? {});
  // The place's name travels as location_city (not an API filter): keep it for the chips and the address.
  const city = aiFilters?.location_city;
  if (filters.location && typeof city === 'string' && city.trim()) filters.location = { city: city.trim(), ...filters.location };
  return filters;
}

/** Chips for an AI answer: its `understood` list, or the filters themselves when it has none. */
export function understoodItems(answer: { understood?: unknown; filters?: unknown }): Understood[] {
  if (Array.isArray(answer.understood)) {
    return answer.understood.filter(
      (u): u is Understood => typeof u === 'object' && u !== null && typeof (u as Understood).key === 'string',
    );
  }
  const filters = (answer.filters ?? {}) as Record<string, unknown>;
  const items: Understood[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'longitude' || key === 'sort_direction') continue;
    for (const v of Array.isArray(value) ? value : [value]) items.push({ key: key.replace(/\[\]$/, ''), value: v, label: String(v) });
  }
  return items;
}
