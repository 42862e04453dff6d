import { Type, type Static, type TArray, type TInteger, type TNumber, type TOptional, type TSchema, type TString, type TUnsafe } from '@sinclair/typebox';
import {
  AI_QUERY_MAX_LENGTH, DEALERS_MAX, DEALER_REF_PATTERN, FLAG_VALUES, MULTI_VALUES_MAX, SLUG_PATTERN, SORT_BY, SORT_DIRECTIONS,
  VERSION_MAX_LENGTH, type Flag,
} from '../constants.js';
import {
  FILTER_KEYS, FILTER_OF, filterRow, type FilterKey, type FilterKind, type FilterName, type FILTER_KINDS, type SEARCH_FILTERS,
} from '../domain/filters.js';
import { PageQuery, StringEnum } from './common.js';

const Slug = Type.String({ pattern: SLUG_PATTERN });

/** The JSON Schema of one API key, from its row in the filters' table. */
function schemaOf(key: FilterKey): TSchema {
  const row = filterRow(FILTER_OF[key]);
  switch (row.kind) {
    case 'list': {
      if (row.value === 'dealer') return Type.Array(Type.String({ pattern: DEALER_REF_PATTERN }), { maxItems: DEALERS_MAX });
      if (row.value !== 'int') return Type.Array(Slug, { maxItems: MULTI_VALUES_MAX });
      const [minimum, maximum] = row.limits!;
      return Type.Array(Type.Integer({ minimum, maximum }), { maxItems: MULTI_VALUES_MAX });
    }
    case 'text': return row.value === 'free' ? Type.String({ maxLength: VERSION_MAX_LENGTH }) : Slug;
    case 'flag': return StringEnum(FLAG_VALUES);
    case 'num': {
      const [minimum, maximum, whole] = row.limits!;
      return whole ? Type.Integer({ minimum, maximum }) : Type.Number({ minimum, maximum });
    }
  }
}

type SchemaOfKind<K extends FilterKind, V> = K extends 'list' ? TArray<V extends 'int' ? TInteger : TString> : K extends 'text' ? TString
  : K extends 'flag' ? TUnsafe<Flag> : TNumber | TInteger;
type ValueOf<K extends FilterKey> = K extends FilterName ? (typeof SEARCH_FILTERS)[K] extends { value: infer V } ? V : never : never;

/** Every filter key of SPEC §7 with its JSON Schema, built from the filters' table (domain/filters.ts). */
export const FilterProperties = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, Type.Optional(schemaOf(key))]),
) as { [K in FilterKey]: TOptional<SchemaOfKind<(typeof FILTER_KINDS)[K], ValueOf<K>>> };

/** GET /api/listings/count. */
export const ListingFilters = Type.Object(FilterProperties);
export type ListingFilters = Static<typeof ListingFilters>;

/** GET /api/listings: the filters, the page and the sort. */
export const SearchQuery = Type.Object({
  ...FilterProperties,
  ...PageQuery(),
  sort_by: Type.Optional(StringEnum(SORT_BY)),
  sort_direction: Type.Optional(StringEnum(SORT_DIRECTIONS)),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** GET /api/listings/ai-search. */
export const AiSearchQuery = Type.Object({ query: Type.String({ minLength: 1, maxLength: AI_QUERY_MAX_LENGTH }) });

/**
 * `data.filters` of an AI search: the API query keys above (flags only ever 'true') plus
 * `location_city`, the place the point stands for.
 */
const { dealer: _d, include_no_photos: _i, price_negotiable: _p, exclude_no_carfax: _e, neopatentati: _n, ...aiKeys } = FilterProperties;
export const AiFilters = Type.Object({
  ...aiKeys,
  price_negotiable: Type.Optional(StringEnum(['true'])),
  exclude_no_carfax: Type.Optional(StringEnum(['true'])),
  neopatentati: Type.Optional(StringEnum(['true'])),
  location_city: Type.Optional(Type.String()),
});
export type AiFilters = Static<typeof AiFilters>;
