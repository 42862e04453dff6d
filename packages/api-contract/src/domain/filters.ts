/**
 * The search filters, one row each: the API key, the listings column it reads, how it compares,
 * what the API takes, its Italian names and the name the search state (and the results address)
 * gives it. The contract's query schema, the server's WHERE clause, api-sdk's codec, mf-search's
 * chips and the AI search's chip keys are built from this table: a new filter is a row here (and
 * its column, if new). Plain data, no schema builder: the front end reads it too.
 */
import { AMOUNT_MAX, POWER_MAX, RADIUS_MAX, YEAR_MAX, YEAR_MIN } from '../constants.js';

/**
 * What the API takes. list: repeated `key[]=…`; text: one string (a slug, or free text for the
 * version); flag: 'true'/'false'/'1'/'0'; num: a number within the row's limits.
 */
export type FilterKind = 'list' | 'text' | 'flag' | 'num';

/**
 * How a filter meets its column. eq: equal; in: one of the values; contains: the text anywhere,
 * any case; range: `<name>_min` ≤ column ≤ `<name>_max`, both inclusive; true: the column is true;
 * present: the column is not null. The others are rules of their own, written once where the SQL
 * lives (server/src/areas/listings/public): dealer (by id or slug), photos (lifts the search's
 * "with photos" rule), neopatentati (the new drivers' limits), near (a point and a radius).
 */
export type FilterOperator = 'eq' | 'in' | 'contains' | 'range' | 'true' | 'present' | 'dealer' | 'photos' | 'neopatentati' | 'near';

/** How a range's values read on its chip. */
export type FilterUnit = 'euro' | 'km' | 'year' | 'kw' | 'cv';

export interface FilterRow {
  readonly op: FilterOperator;
  /** The listings column the filter reads (none for the rules of their own). */
  readonly column?: string;
  /** A range's two keys are numbers. */
  readonly kind: FilterKind;
  /**
   * What a text or list value is: a slug of VOCABULARY.md (or a make, model), free text, a
   * dealer's id or slug, or a whole number within `limits` (a count: doors, seats).
   */
  readonly value?: 'slug' | 'free' | 'dealer' | 'int';
  /**
   * Numbers (and `int` list items): [minimum, maximum, whole numbers]; whole where the column is
   * an integer, so 1.5 is a 422, not a database error.
   */
  readonly limits?: readonly [number, number, boolean];
  /**
   * Its name in the search state and the results address (SPEC §3 "Filter values"), [from, to]
   * for a range. None: it travels inside another state field (the place's point and radius).
   */
  readonly param?: string | readonly [from: string, to: string];
  /** The interface offers one value of this multi-value key (a select), sent as a one-value list. */
  readonly one?: boolean;
  /** The field's Italian name in messages ("Il campo prezzo minimo…"); [min, max] for a range. */
  readonly label: string | readonly [min: string, max: string];
  /** How its chip reads: the title before the value ("Marca: Fiat"), or the whole text of a flag's chip. */
  readonly chip: string;
  readonly unit?: FilterUnit;
  /** Filters that mean nothing without this one (a model without its make): removed with it. */
  readonly clears?: readonly string[];
}

// Price and mileage share one bound (the contract's AMOUNT_MAX).
const AMOUNT = [0, AMOUNT_MAX, true] as const;
const POWER = [0, POWER_MAX, true] as const;
const YEAR = [YEAR_MIN, YEAR_MAX, true] as const;

/**
 * Every search filter of SPEC §7, in the order the API query and the results address write them
 * (a shared link keeps its spelling). Names are the API keys (a range's keys add _min and _max).
 */
export const SEARCH_FILTERS = {
  brand: { op: 'eq', column: 'make_slug', kind: 'text', value: 'slug', param: 'make', label: 'marca', chip: 'Marca', clears: ['model'] },
  model: { op: 'eq', column: 'model_slug', kind: 'text', value: 'slug', param: 'model', label: 'modello', chip: 'Modello' },
  version: { op: 'contains', column: 'version', kind: 'text', value: 'free', param: 'version', label: 'versione', chip: 'Versione' },
  category: { op: 'in', column: 'category', kind: 'list', value: 'slug', param: 'body', label: 'carrozzeria', chip: 'Carrozzeria' },
  dealer: { op: 'dealer', kind: 'list', value: 'dealer', param: 'dealers', label: 'concessionario', chip: 'Concessionario' },
  traction_type: { op: 'in', column: 'traction_type', kind: 'list', value: 'slug', param: 'drive', label: 'trazione', chip: 'Trazione' },
  power_type: { op: 'in', column: 'power_type', kind: 'list', value: 'slug', param: 'fuel', label: 'alimentazione', chip: 'Alimentazione' },
  gearbox_type: { op: 'in', column: 'gearbox_type', kind: 'list', value: 'slug', param: 'gear', label: 'cambio', chip: 'Cambio' },
  emission_class: {
    op: 'in', column: 'emission_class', kind: 'list', value: 'slug', param: 'emissions', one: true, label: 'classe di emissione', chip: 'Emissioni',
  },
  exterior_color: {
    op: 'in', column: 'exterior_color', kind: 'list', value: 'slug', param: 'exteriorColor', one: true, label: 'colore esterno', chip: 'Colore',
  },
  exterior_paint_type: {
    op: 'in', column: 'exterior_paint_type', kind: 'list', value: 'slug', param: 'exteriorPaintType', one: true, label: 'tipo di vernice', chip: 'Vernice',
  },
  interior_color: {
    op: 'in', column: 'interior_color', kind: 'list', value: 'slug', param: 'interiorColor', one: true, label: 'colore interno', chip: 'Colore interni',
  },
  interior_material: {
    op: 'in', column: 'interior_material', kind: 'list', value: 'slug', param: 'interiorType', one: true, label: 'materiale degli interni', chip: 'Interni',
  },
  origin: { op: 'in', column: 'origin', kind: 'list', value: 'slug', param: 'origin', one: true, label: 'provenienza', chip: 'Provenienza' },
  include_no_photos: { op: 'photos', kind: 'flag', param: 'includeNoPhotos', label: 'includi annunci senza foto', chip: 'Anche senza foto' },
  price_negotiable: { op: 'true', column: 'price_negotiable', kind: 'flag', param: 'onlyNegotiable', label: 'prezzo trattabile', chip: 'Prezzo trattabile' },
  exclude_no_carfax: {
    op: 'present', column: 'carfax_report_id', kind: 'flag', param: 'onlyCarfax', label: 'solo con report Carfax', chip: 'Con report Carfax',
  },
  /** Within the new drivers' limits (packages/i18n neopatentati.ts: 105 kW and 75 kW per tonne). */
  neopatentati: { op: 'neopatentati', kind: 'flag', param: 'neopatentati', label: 'adatta ai neopatentati', chip: 'Adatta ai neopatentati' },
  price: {
    op: 'range', column: 'price', kind: 'num', limits: AMOUNT, param: ['priceFrom', 'priceTo'], label: ['prezzo minimo', 'prezzo massimo'],
    chip: 'Prezzo', unit: 'euro',
  },
  mileage: {
    op: 'range', column: 'mileage', kind: 'num', limits: AMOUNT, param: ['kmFrom', 'kmTo'],
    label: ['chilometraggio minimo', 'chilometraggio massimo'], chip: 'Km', unit: 'km',
  },
  registration_year: {
    op: 'range', column: 'registration_year', kind: 'num', limits: YEAR, param: ['yearFrom', 'yearTo'],
    label: ['anno di immatricolazione minimo', 'anno di immatricolazione massimo'], chip: 'Anno', unit: 'year',
  },
  /** Power in kW. */
  power: {
    op: 'range', column: 'power_kw', kind: 'num', limits: POWER, param: ['wattFrom', 'wattTo'],
    label: ['potenza minima (kW)', 'potenza massima (kW)'], chip: 'Potenza', unit: 'kw',
  },
  /** Power in CV. */
  horsepower: {
    op: 'range', column: 'horsepower', kind: 'num', limits: POWER, param: ['hpFrom', 'hpTo'],
    label: ['potenza minima (CV)', 'potenza massima (CV)'], chip: 'Potenza', unit: 'cv',
  },
  /** Seats, any of those chosen ("5 o 7 posti"). */
  seats: { op: 'in', column: 'seats', kind: 'list', value: 'int', limits: [1, 99, true], param: 'seats', label: 'posti', chip: 'Posti' },
  // The place: a point and a radius in metres (the search state holds `location` and km).
  latitude: { op: 'near', kind: 'num', limits: [-90, 90, false], label: 'latitudine', chip: 'Dove' },
  longitude: { op: 'near', kind: 'num', limits: [-180, 180, false], label: 'longitudine', chip: 'Dove' },
  radius: { op: 'near', kind: 'num', limits: [1, RADIUS_MAX, false], label: 'raggio', chip: 'Raggio' },
} as const satisfies Record<string, FilterRow>;

type Table = typeof SEARCH_FILTERS;
export type FilterName = keyof Table;
type RangeName = { [N in FilterName]: Table[N]['op'] extends 'range' ? N : never }[FilterName];

/** The API query keys of one filter. */
type KeysOf<N extends FilterName> = N extends RangeName ? `${N}_min` | `${N}_max` : N;
/** Every filter key of SPEC §7 ("Filter to query mapping") as the API takes it. */
export type FilterKey = { [N in FilterName]: KeysOf<N> }[FilterName];
type KindOf<K extends FilterKey> = K extends FilterName ? Table[K]['kind'] : 'num';
type NumKey = { [K in FilterKey]: KindOf<K> extends 'num' ? K : never }[FilterKey];

// Computed once; marked pure so a bundle that does not read one leaves it out.
export const FILTER_NAMES = /* @__PURE__ */ Object.keys(SEARCH_FILTERS) as FilterName[];

/** The row of a filter (the wide shape, for code that walks the table). */
export const filterRow = (name: FilterName): FilterRow => SEARCH_FILTERS[name];

/** A filter's API keys: its name, or the name with _min and _max for a range. */
export function filterKeys(name: FilterName): FilterKey[] {
  return (SEARCH_FILTERS[name].op === 'range' ? [`${name}_min`, `${name}_max`] : [name]) as FilterKey[];
}

/** Which filter an API key belongs to (price_max → price). */
export const FILTER_OF = /* @__PURE__ */ Object.fromEntries(
  FILTER_NAMES.flatMap((name) => filterKeys(name).map((key) => [key, name])),
) as { readonly [K in FilterKey]: FilterName };

export const FILTER_KEYS = /* @__PURE__ */ Object.keys(FILTER_OF) as FilterKey[];

/** Each API key's kind. */
export const FILTER_KINDS = /* @__PURE__ */ Object.fromEntries(
  FILTER_KEYS.map((key) => [key, SEARCH_FILTERS[FILTER_OF[key]].kind]),
) as { readonly [K in FilterKey]: KindOf<K> };

/** [minimum, maximum, whole numbers] of every numeric key. */
export const FILTER_LIMITS = /* @__PURE__ */ Object.fromEntries(
  FILTER_KEYS.flatMap((key) => {
    const row: FilterRow = SEARCH_FILTERS[FILTER_OF[key]];
    return row.kind === 'num' && row.limits ? [[key, row.limits]] : [];
  }),
) as { readonly [K in NumKey]: readonly [number, number, boolean] };

/** The Italian name of each API key, as validation messages say it ("prezzo minimo"). */
export const FILTER_LABELS = /* @__PURE__ */ Object.fromEntries(
  FILTER_KEYS.map((key) => {
    const { label } = filterRow(FILTER_OF[key]);
    return [key, typeof label === 'string' ? label : label[key.endsWith('_max') ? 1 : 0]];
  }),
) as { readonly [K in FilterKey]: string };

/** One API key as the search state holds it: its state name, and `text` for a list offered as one choice. */
export interface FilterField {
  readonly name: FilterName;
  readonly key: FilterKey;
  readonly param: string;
  readonly kind: FilterKind;
}

/** Every API key with a name in the search state, in the table's order (the address's and the query's). */
export const FILTER_FIELDS: readonly FilterField[] = /* @__PURE__ */ FILTER_NAMES.flatMap((name) => {
  const row = filterRow(name);
  if (row.param === undefined) return [];
  const params = typeof row.param === 'string' ? [row.param] : row.param;
  return filterKeys(name).map((key, i) => ({ name, key, param: params[i]!, kind: row.one ? 'text' : row.kind }));
});

// ── the search state's values, typed from the table ──────────────────────────────────
type ParamsOf<N extends FilterName> = Table[N] extends { param: infer P }
  ? P extends readonly [infer F extends string, infer T extends string] ? F | T : P extends string ? P : never
  : never;
type StateValue<R> = R extends { op: 'range' } ? number | null
  : R extends { one: true } ? string | null
    : R extends { kind: 'list' } ? string[]
      : R extends { kind: 'flag' } ? boolean
        : string | null;

/** The filters as the search state holds them (api-sdk's Filters adds the place, the sort and the page). */
export type FilterValues = { [N in FilterName as ParamsOf<N>]?: StateValue<Table[N]> };
