/**
 * Response shapes. Exact where the server answers today (server/src/listings/present.ts,
 * plugins/*.ts); loose (index signatures, optional fields) where its side is still to come.
 * Dates arrive as ISO strings.
 */

export interface PageMeta { page: number; per_page: number; total: number; last_page: number }
export interface Page<T> { items: T[]; meta: PageMeta }
/** Search totals stop at a cap (10 000 today): total_capped true means "more than total". */
export interface ListingPage extends Page<ListingSummary> { meta: PageMeta & { total_capped?: boolean } }
export interface ListingCount { count: number; capped: boolean }

/** Lookup vocabularies, makes and models: `{ name, slug }` (VOCABULARY.md slugs). */
export interface LookupItem { name: string; slug: string }
export interface Province extends LookupItem { code: string; region: string; latitude: number; longitude: number }

export interface ListingPhoto { url: string; alt: string }

export interface ListingSummary {
  uuid: string;
  title: string;
  version: string;
  make: LookupItem;
  model: LookupItem;
  category: LookupItem;
  power_type: LookupItem;
  gearbox_type: LookupItem;
  traction_type: LookupItem;
  emission_class: LookupItem | null;
  exterior_color: LookupItem;
  exterior_paint_type: LookupItem;
  interior_color: LookupItem;
  interior_material: LookupItem;
  origin: LookupItem;
  mileage: number;
  registration_year: number;
  registration_month: number;
  power_kw: number;
  horsepower: number;
  price: number;
  price_negotiable: boolean;
  photos: ListingPhoto[];
  cover_photo: string | null;
  location: { city: string; province_code: string | null; latitude: number | null; longitude: number | null };
  dealer: { uuid: string; name: string; slug: string; city: string };
  showcase: boolean;
  featured: boolean;
  has_carfax: boolean;
  created_at: string;
  /** Canonical page: /annunci/{city}/{make}/{model}/{dealer}/{uuid}. */
  url: string;
}

export interface ListingDetail extends Omit<ListingSummary, 'dealer'> {
  description: string;
  doors: number | null;
  seats: number | null;
  engine_cc: number | null;
  updated_at: string;
  dealer: ListingSummary['dealer'] & {
    address: string; postal_code: string | null; province_code: string | null; phone: string | null;
    website: string | null; latitude: number | null; longitude: number | null;
  };
  /** Whether the signed-in buyer saved it; null for a guest. */
  is_favourite: boolean | null;
}

/** GET /api/listings/ai-search: the understood filters (API query keys) and the first page. */
export interface AiSearchResult extends ListingPage {
  filters: Record<string, string | number | boolean | string[]>;
  [key: string]: unknown;
}

export interface Counters { listings: number; dealers: number; brands: number; cities: number }

export interface SubscriptionPlan {
  uuid: string;
  code: string;
  name: string;
  tier: string;
  price: number;
  currency: string;
  billing_period: 'month';
  vat_included: boolean;
  limits: { active_listings: number | null; showcase_slots: number; featured_slots: number; reports_per_month: number };
  is_trial: boolean;
  trial_days: number | null;
  purchasable: boolean;
}

export interface Dealer {
  uuid: string;
  name: string;
  slug: string;
  address: string;
  city: string;
  province_code: string | null;
  postal_code: string | null;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  listings_count: number;
}

/** GET /api/dealer-list: the compact list of the dealer filter. */
export interface DealerOption { uuid: string; name: string; slug: string; city: string }

/** A dealer as its owners and admins see it (settings, plan, contacts). */
export interface DealerAccount extends Partial<Dealer> {
  uuid: string;
  auto_approve_carfax_requests?: boolean;
  lead_notification_email_addresses?: string[];
  [key: string]: unknown;
}

export interface User {
  uuid: string;
  email: string;
  name: string;
  surname: string;
  role: string;
  email_verified_at: string | null;
  [key: string]: unknown;
}

export type DealerSettings = { auto_approve_carfax_requests: boolean } | { lead_notification_email_addresses: string[] };

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface CarfaxRequest {
  uuid: string;
  status: RequestStatus;
  listing?: Partial<ListingSummary>;
  [key: string]: unknown;
}

export interface CarfaxReport { uuid: string; vin?: string | null; plate?: string | null; [key: string]: unknown }

export interface CarfaxAvailability {
  credit: { availability: number };
  subscription: { availability: number };
  [key: string]: unknown;
}

export interface UserMessage {
  uuid: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  listing?: Partial<ListingSummary> | null;
  created_at: string;
  [key: string]: unknown;
}

/** POST /api/user-messages: a buyer contacts a dealer about a listing. */
export interface NewUserMessage {
  listing: string;
  /** Needed from guests; a signed-in buyer's come from the session. */
  name?: string;
  email?: string;
  phone?: string;
  message: string;
  [key: string]: unknown;
}

/** A record whose server side is not settled yet. */
export type Loose = Record<string, unknown>;
