import { Type, type Static } from '@sinclair/typebox';
import { DateTime, LookupItem, Nullable, PageMeta, PageQuery, StringEnum } from './common.js';
import { ListingPhoto } from './listing-photos.js';
import { DEALER_LISTING_SORTS, HIDDEN_BECAUSE, LISTING_STATES } from '../constants.js';

/**
 * A dealer's own listings (area dealer-listings). The field rules and their Italian
 * messages are in `@automercato/validation` (`validateListing`): the schemas here only fix the
 * shapes, so the form and the server give the same messages.
 */


export const DealerListingsParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const DealerListingParams = Type.Object({
  dealerUuid: Type.String({ maxLength: 80 }),
  listingId: Type.String({ format: 'uuid' }),
});

/** The dealer's list: `query` matches make, model, version, plate, VIN or own reference. */
export const DealerListingsQuery = Type.Object({
  ...PageQuery(),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(StringEnum(LISTING_STATES)),
  sort_by: Type.Optional(StringEnum(DEALER_LISTING_SORTS)),
  sort_direction: Type.Optional(StringEnum(['asc', 'desc'] as const)),
});
export type DealerListingsQuery = Static<typeof DealerListingsQuery>;

const text = (maxLength: number) => Type.String({ maxLength });
const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const optionalNumber = () => Type.Optional(Nullable(Type.Number()));

/**
 * Create (POST) and full edit (PUT). `make`, `model` are catalogue slugs, `version` the
 * catalogue version's name; the other attributes are VOCABULARY.md slugs. Power: `power_kw` or
 * `horsepower` or both (they must agree). `state` (POST only, ignored by PUT): 'draft' (default) or 'published'.
 * Every field is optional here: the listing rules report each missing one with its Italian label.
 */
export const ListingBody = Type.Object({
  make: Type.Optional(text(60)),
  model: Type.Optional(text(60)),
  version: Type.Optional(text(200)),
  registration_year: Type.Optional(Type.Number()),
  registration_month: Type.Optional(Type.Number()),
  mileage: Type.Optional(Type.Number()),
  power_type: Type.Optional(text(40)),
  gearbox_type: Type.Optional(text(40)),
  power_kw: optionalNumber(),
  horsepower: optionalNumber(),
  category: Type.Optional(text(40)),
  exterior_color: Type.Optional(text(40)),
  exterior_paint_type: Type.Optional(text(40)),
  interior_color: Type.Optional(text(40)),
  interior_material: Type.Optional(text(40)),
  traction_type: Type.Optional(text(40)),
  emission_class: optionalText(40),
  origin: Type.Optional(text(40)),
  price: Type.Optional(Type.Number()),
  price_negotiable: Type.Optional(Type.Boolean()),
  description: optionalText(20_000),
  vin: optionalText(40),
  plate: optionalText(20),
  reference: optionalText(200),
  doors: optionalNumber(),
  seats: optionalNumber(),
  engine_cc: optionalNumber(),
  state: Type.Optional(StringEnum(['draft', 'published'] as const)),
}, { additionalProperties: false });
export type ListingBody = Static<typeof ListingBody>;

/** A listing as its dealer sees it (every field the editor needs, any state). */
export const DealerListing = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  state: StringEnum(LISTING_STATES),
  /** Admin switch: a 'disabled' listing is hidden whatever its state. */
  status: StringEnum(['enabled', 'disabled'] as const),
  title: Type.String(),
  make: LookupItem,
  model: LookupItem,
  version: Type.String(),
  registration_year: Type.Integer(),
  registration_month: Type.Integer(),
  mileage: Type.Integer(),
  power_type: Type.String(),
  gearbox_type: Type.String(),
  power_kw: Type.Integer(),
  horsepower: Type.Integer(),
  category: Type.String(),
  exterior_color: Type.String(),
  exterior_paint_type: Type.String(),
  interior_color: Type.String(),
  interior_material: Type.String(),
  traction_type: Type.String(),
  emission_class: Nullable(Type.String()),
  origin: Type.String(),
  price: Type.Integer(),
  price_negotiable: Type.Boolean(),
  description: Type.String(),
  vin: Nullable(Type.String()),
  plate: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  doors: Nullable(Type.Integer()),
  seats: Nullable(Type.Integer()),
  engine_cc: Nullable(Type.Integer()),
  photos: Type.Array(ListingPhoto),
  cover_photo: Nullable(Type.String()),
  photo_count: Type.Integer(),
  showcase: Type.Boolean(),
  featured: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
  published_at: Nullable(DateTime),
  withdrawn_at: Nullable(DateTime),
  sold_at: Nullable(DateTime),
  /** The public page while published, else null. */
  url: Nullable(Type.String()),
  /** Why an admin suspended it (status 'disabled'), as mailed to the dealer; null otherwise. */
  moderation_reason: Nullable(Type.String()),
  moderated_at: Nullable(DateTime),
  /**
   * Why a buyer's search does not find it, from the public rule itself (server areas/listings/public/queries.ts):
   * the first condition it fails, null when it is found. The dealer's table and editor say it.
   */
  hidden_because: Nullable(StringEnum(HIDDEN_BECAUSE)),
});
export type DealerListing = Static<typeof DealerListing>;

const Slots = Type.Object({ used: Type.Integer(), allowed: Type.Integer() });

/** The plan's counters beside the list: `allowed` null = unlimited. */
export const DealerListingCounters = Type.Object({
  published: Type.Integer(),
  /** Of the dealer's listings, those a buyer's search finds (the public count: published ones without photos or hidden are not). */
  in_search: Type.Integer(),
  allowed: Nullable(Type.Integer()),
  showcase: Slots,
  featured: Slots,
});
export type DealerListingCounters = Static<typeof DealerListingCounters>;

export const DealerListingPage = Type.Object({
  items: Type.Array(DealerListing),
  meta: Type.Object({ ...PageMeta.properties, counters: DealerListingCounters }),
});
export type DealerListingPage = Static<typeof DealerListingPage>;

/** Every write answers the listing after the change and the counters it moved. */
export const DealerListingChange = Type.Object({ listing: DealerListing, counters: DealerListingCounters });
export type DealerListingChange = Static<typeof DealerListingChange>;

export const DealerListingDeleted = Type.Object({ uuid: Type.String(), deleted: Type.Boolean(), counters: DealerListingCounters });
export type DealerListingDeleted = Static<typeof DealerListingDeleted>;

/** A catalogue version for the listing form's prefill. */
export const CatalogueVersion = Type.Object({
  name: Type.String(),
  year_from: Type.Integer(),
  year_to: Type.Integer(),
  fuel: Type.String(),
  power_kw: Type.Integer(),
  horsepower: Type.Integer(),
  traction: Type.String(),
  gearbox: Type.String(),
  /** The listing's `category` slug. */
  body: Type.String(),
});
export type CatalogueVersion = Static<typeof CatalogueVersion>;

export const VersionsParams = Type.Object({ slug: Type.String({ maxLength: 60 }), model: Type.String({ maxLength: 60 }) });
