import { Type, type Static } from '@sinclair/typebox';
import { DateTime, LookupItem, Nullable, PageMeta, StringEnum } from './common.js';
import { AiFilters } from './filters.js';

import { ListingPhoto } from './listing-photos.js';
import { ListingCarfaxSummary } from './carfax.js';
import { DealerLogo, OpeningHours } from './dealer-leads.js';

const summaryProperties = {
  uuid: Type.String({ format: 'uuid' }),
  title: Type.String(),
  version: Type.String(),
  make: LookupItem,
  model: LookupItem,
  category: LookupItem,
  power_type: LookupItem,
  gearbox_type: LookupItem,
  traction_type: LookupItem,
  emission_class: Nullable(LookupItem),
  exterior_color: LookupItem,
  exterior_paint_type: LookupItem,
  interior_color: LookupItem,
  interior_material: LookupItem,
  origin: LookupItem,
  mileage: Type.Number(),
  registration_year: Type.Integer(),
  registration_month: Type.Integer(),
  power_kw: Type.Number(),
  horsepower: Type.Number(),
  price: Type.Number(),
  price_negotiable: Type.Boolean(),
  photos: Type.Array(ListingPhoto),
  cover_photo: Nullable(Type.String()),
  location: Type.Object({
    city: Type.String(), province_code: Nullable(Type.String()),
    latitude: Nullable(Type.Number()), longitude: Nullable(Type.Number()),
  }),
  dealer: Type.Object({ uuid: Type.String(), name: Type.String(), slug: Type.String(), city: Type.String() }),
  showcase: Type.Boolean(),
  /** Featured (in evidenza): ranks first in search results. */
  featured: Type.Boolean(),
  has_carfax: Type.Boolean(),
  created_at: DateTime,
  /** Canonical page: /annunci/{city}/{make}/{model}/{dealer}/{uuid}. */
  url: Type.String(),
  /**
   * Metres from the searched place (a search with latitude and longitude); null when the listing
   * has no position. Absent outside such a search.
   */
  distance_m: Type.Optional(Nullable(Type.Number())),
};

/** A listing card (search results, showcase, favourites). */
export const ListingSummary = Type.Object(summaryProperties);
export type ListingSummary = Static<typeof ListingSummary>;

export const ListingDetail = Type.Object({
  ...summaryProperties,
  description: Type.String(),
  doors: Nullable(Type.Integer()),
  seats: Nullable(Type.Integer()),
  engine_cc: Nullable(Type.Integer()),
  updated_at: DateTime,
  dealer: Type.Object({
    uuid: Type.String(), name: Type.String(), slug: Type.String(), city: Type.String(),
    address: Type.String(), postal_code: Nullable(Type.String()), province_code: Nullable(Type.String()),
    phone: Nullable(Type.String()), website: Nullable(Type.String()),
    latitude: Nullable(Type.Number()), longitude: Nullable(Type.Number()),
    opening_hours: Nullable(OpeningHours), logo: Nullable(DealerLogo),
  }),
  /** Whether the signed-in buyer saved it; null for a guest. */
  is_favourite: Nullable(Type.Boolean()),
  /** The Problem Check of the associated vehicle-history report (what a buyer sees before approval); null without one. */
  carfax: Nullable(ListingCarfaxSummary),
});
export type ListingDetail = Static<typeof ListingDetail>;

/** Search totals stop at a cap: total_capped true means "more than total". */
export const ListingPage = Type.Object({
  items: Type.Array(ListingSummary),
  meta: Type.Object({ ...PageMeta.properties, total_capped: Type.Boolean() }),
});
export type ListingPage = Static<typeof ListingPage>;

export const ListingCount = Type.Object({ count: Type.Integer(), capped: Type.Boolean() });
export type ListingCount = Static<typeof ListingCount>;

/** One understood piece of an AI search, a removable chip ("Marca: Volkswagen"). */
export const Chip = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.String())]),
  label: Type.String(),
});
export type Chip = Static<typeof Chip>;

/** GET /api/listings/ai-search: the understood filters (API query keys) and the first page. */
export const AiSearchResult = Type.Object({
  query: Type.String(),
  filters: AiFilters,
  understood: Type.Array(Chip),
  /** Words that set no filter, as typed. */
  unknown: Type.Array(Type.String()),
  listings: ListingPage,
});
export type AiSearchResult = Static<typeof AiSearchResult>;

/** A saved listing: the card plus when it was saved. */
export const FavouriteListing = Type.Object({ ...summaryProperties, saved_at: DateTime });
export type FavouriteListing = Static<typeof FavouriteListing>;
export const FavouritePage = Type.Object({ items: Type.Array(FavouriteListing), meta: PageMeta });
export const FavouriteState = Type.Object({ listing: Type.String(), favourite: Type.Boolean() });
export type FavouriteState = Static<typeof FavouriteState>;

void StringEnum;
