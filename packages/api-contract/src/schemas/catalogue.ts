import { Type, type Static } from '@sinclair/typebox';
import { LookupItem, Nullable, PageMeta } from './common.js';
import { DealerLogo, OpeningHours } from './dealer-leads.js';

export const LookupList = Type.Array(LookupItem);

export const Province = Type.Object({
  code: Type.String(), name: Type.String(), slug: Type.String(), region: Type.String(),
  latitude: Type.Number(), longitude: Type.Number(),
});
export type Province = Static<typeof Province>;

/** GET /api/locations/italy-map.svg: the point of the pin (inside Italy's frame) and its name. */
export const ItalyMapQuery = Type.Object({
  latitude: Type.Number({ minimum: 35, maximum: 47.5 }),
  longitude: Type.Number({ minimum: 6, maximum: 19 }),
  label: Type.Optional(Type.String({ maxLength: 120 })),
});
export type ItalyMapQuery = Static<typeof ItalyMapQuery>;
export const SvgImage = Type.Unsafe<string>({ type: 'string', format: 'binary', description: 'image/svg+xml' });

/** Public dealer: contact e-mails and VAT stay private. */
export const Dealer = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  address: Type.String(),
  city: Type.String(),
  province_code: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  description: Type.String(),
  /** The public card: opening hours per weekday (null: not said) and the logo. */
  opening_hours: Nullable(OpeningHours),
  logo: Nullable(DealerLogo),
  listings_count: Type.Integer(),
});
export type Dealer = Static<typeof Dealer>;
export const DealerPage = Type.Object({ items: Type.Array(Dealer), meta: PageMeta });

/** GET /api/dealers/{dealerUuid}/settings: what the dealer's own people see (contacts, VAT, lead settings). */
export const DealerSettings = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  company_name: Type.String(),
  vat_number: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  address: Type.String(),
  city: Type.String(),
  province_code: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  country: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  description: Type.String(),
  enabled: Type.Boolean(),
  auto_approve_carfax_requests: Type.Boolean(),
  /** With auto-approval: buy a report for a request on a listing without one (each purchase spends a unit), at most auto_purchase_daily_cap a day. */
  auto_purchase_carfax_reports: Type.Boolean(),
  auto_purchase_daily_cap: Type.Integer(),
  lead_notification_email_addresses: Type.Array(Type.String()),
  opening_hours: Nullable(OpeningHours),
  logo: Nullable(DealerLogo),
  /**
   * Where the address put the dealer: placed (latitude/longitude are the comune's centre,
   * or the given point), not_found (the address names no known comune: the cars are not found by
   * distance), null (not tried yet).
   */
  geocode_status: Type.Unsafe<'placed' | 'not_found' | null>({ type: ['string', 'null'], enum: ['placed', 'not_found', null] }),
  /** How: postal_code, comune_province, comune, given. */
  geocode_precision: Nullable(Type.String()),
  /** The comune as the gazetteer spells it. */
  geocode_comune: Nullable(Type.String()),
});
export type DealerSettings = Static<typeof DealerSettings>;

/** GET /api/dealer-list: the compact list of the dealer filter. */
export const DealerOption = Type.Object({ uuid: Type.String(), name: Type.String(), slug: Type.String(), city: Type.String() });
export type DealerOption = Static<typeof DealerOption>;

export const Counters = Type.Object({
  listings: Type.Integer(), dealers: Type.Integer(), brands: Type.Integer(), cities: Type.Integer(),
});
export type Counters = Static<typeof Counters>;

/** A pack of Carfax report credits on sale (DECISIONS.md; VAT excluded), as the checkout charges it. */
export const CarfaxPackage = Type.Object({
  /** The checkout's `package`. */
  code: Type.String(),
  name: Type.String(),
  reports: Type.Integer(),
  price_cents: Type.Integer(),
  /** What one report costs in the pack, rounded to the cent. */
  per_report_cents: Type.Integer(),
  validity_months: Type.Integer(),
});
export type CarfaxPackage = Static<typeof CarfaxPackage>;

/** The plans of DECISIONS.md (monthly, VAT excluded). */
export const SubscriptionPlan = Type.Object({
  uuid: Type.String(),
  code: Type.String(),
  name: Type.String(),
  tier: Type.String(),
  price: Type.Number(),
  /** Monthly price in cents, VAT excluded (DECISIONS.md). */
  price_cents: Type.Integer(),
  /** Italian VAT on top (22 %): rate, amount and the total a dealer pays, in cents. */
  vat_rate: Type.Integer(),
  vat_cents: Type.Integer(),
  price_with_vat_cents: Type.Integer(),
  currency: Type.String(),
  billing_period: Type.Literal('month'),
  vat_included: Type.Boolean(),
  limits: Type.Object({
    /** null: unlimited. */
    active_listings: Nullable(Type.Integer()),
    showcase_slots: Type.Integer(),
    featured_slots: Type.Integer(),
    reports_per_month: Type.Integer(),
  }),
  is_trial: Type.Boolean(),
  trial_days: Nullable(Type.Integer()),
  purchasable: Type.Boolean(),
});
export type SubscriptionPlan = Static<typeof SubscriptionPlan>;
