import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AI_QUERY_MAX_LENGTH, DEALERS_MAX, DEALER_REF_PATTERN, FILTER_KINDS, FILTER_LIMITS, FLAG_VALUES, MULTI_VALUES_MAX,
  SLUG_PATTERN, SORT_BY, SORT_DIRECTIONS, VERSION_MAX_LENGTH, type FilterKey,
} from '../constants.js';
import { PageQuery, StringEnum } from './common.js';

const Slug = Type.String({ pattern: SLUG_PATTERN });
const Slugs = Type.Array(Slug, { maxItems: MULTI_VALUES_MAX });
const FlagValue = StringEnum(FLAG_VALUES);
const Num = (key: keyof typeof FILTER_LIMITS) => {
  const [minimum, maximum, whole] = FILTER_LIMITS[key];
  return whole ? Type.Integer({ minimum, maximum }) : Type.Number({ minimum, maximum });
};

/** Every filter key of SPEC §7 with its JSON Schema; kinds and limits come from constants. */
export const FilterProperties = {
  brand: Type.Optional(Slug),
  model: Type.Optional(Slug),
  version: Type.Optional(Type.String({ maxLength: VERSION_MAX_LENGTH })),
  category: Type.Optional(Slugs),
  dealer: Type.Optional(Type.Array(Type.String({ pattern: DEALER_REF_PATTERN }), { maxItems: DEALERS_MAX })),
  power_type: Type.Optional(Slugs),
  gearbox_type: Type.Optional(Slugs),
  traction_type: Type.Optional(Slugs),
  emission_class: Type.Optional(Slugs),
  exterior_color: Type.Optional(Slugs),
  exterior_paint_type: Type.Optional(Slugs),
  interior_color: Type.Optional(Slugs),
  interior_material: Type.Optional(Slugs),
  origin: Type.Optional(Slugs),
  include_no_photos: Type.Optional(FlagValue),
  price_negotiable: Type.Optional(FlagValue),
  exclude_no_carfax: Type.Optional(FlagValue),
  neopatentati: Type.Optional(FlagValue),
  price_min: Type.Optional(Num('price_min')),
  price_max: Type.Optional(Num('price_max')),
  mileage_min: Type.Optional(Num('mileage_min')),
  mileage_max: Type.Optional(Num('mileage_max')),
  registration_year_min: Type.Optional(Num('registration_year_min')),
  registration_year_max: Type.Optional(Num('registration_year_max')),
  power_min: Type.Optional(Num('power_min')),
  power_max: Type.Optional(Num('power_max')),
  horsepower_min: Type.Optional(Num('horsepower_min')),
  horsepower_max: Type.Optional(Num('horsepower_max')),
  latitude: Type.Optional(Num('latitude')),
  longitude: Type.Optional(Num('longitude')),
  radius: Type.Optional(Num('radius')),
} satisfies Record<FilterKey, TSchema>;

// The table of kinds and the schemas name the same keys (a key added to one only fails here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameKeys: Same<keyof typeof FilterProperties, keyof typeof FILTER_KINDS> = true;
void sameKeys;

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
