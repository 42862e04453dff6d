/**
 * The plain values of the contract: no TypeBox here, so the front end (through api-sdk) can
 * import them without bundling the schema builder. The schemas in ./schemas are built from
 * these, so a limit or an enum is written once.
 */

/** SPEC §8 catalogue codes (DECISIONS.md "API conventions"). Messages stay with each side. */
export const ERROR_CODES = [
  '0', '1', '2', '3', '4', '5', '6', '9',
  'S1', 'S2', 'S3', 'S4', 'S5', 'S6',
  'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7',
  'O1', 'O2', 'O3', 'O4',
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Roles of DECISIONS.md "Product". */
export const ADMIN_ROLES = ['automercato-admin', 'super-admin'] as const;
export const CUSTOMER_ROLE = 'customer';
export const DEALER_ROLE = 'dealer';
export const ROLES = [CUSTOMER_ROLE, DEALER_ROLE, ...ADMIN_ROLES] as const;
export type Role = (typeof ROLES)[number];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const isAdminRole = (role: string | null | undefined): role is AdminRole =>
  (ADMIN_ROLES as readonly string[]).includes(role ?? '');

/**
 * Search sort (SPEC §3 sort options split in two); `relevance` or none: featured first.
 * `distance` needs latitude and longitude (nearest first; listings without a position last).
 */
export const SORT_BY = ['relevance', 'price', 'year', 'created_at', 'mileage', 'distance'] as const;
export type SortBy = (typeof SORT_BY)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

// ── limits (SPEC §5, §9) ────────────────────────────────────────────────────────────
/** Upper bound of price and km filters. */
export const AMOUNT_MAX = 100_000_000;
/** Upper bound of power filters (kW and CV). */
export const POWER_MAX = 10_000;
export const YEAR_MIN = 1900;
/** What the API accepts as a year; the UI clamps further, to the current year. */
export const YEAR_MAX = 2100;
/** Radius in metres. */
export const RADIUS_MAX = 2_000_000;
/** Values of one multi-value filter key (and dealers, uuids or slugs). */
export const MULTI_VALUES_MAX = 30;
export const DEALERS_MAX = 50;
export const VERSION_MAX_LENGTH = 100;
export const PAGE_MAX = 100_000;
/** Listings per page: default and cap (a bigger per_page is lowered, not refused). */
export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 50;
/** Search totals stop here; `meta.total_capped` says "more than". */
export const COUNT_CAP = 10_000;
export const AI_QUERY_MAX_LENGTH = 300;
/** Admin tables: rows per page at most, totals counted up to a cap (`meta.total_capped`), CSV rows at most. */
export const ADMIN_PER_PAGE_MAX = 100;
export const ADMIN_COUNT_CAP = 10_000;
export const ADMIN_EXPORT_MAX = 100_000;
/** What the audit trail is about; each admin page shows its entity's rows. */
export const AUDIT_ENTITIES = ['user', 'dealer', 'membership', 'listing', 'message', 'remote'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITIES)[number];

// The filter keys of SPEC §7, their kinds and limits: the search filters' table (domain/filters.ts).
export const FLAG_VALUES = ['true', 'false', '1', '0'] as const;
export type Flag = (typeof FLAG_VALUES)[number];
/** Slugs of VOCABULARY.md (and makes, models): what list and slug keys carry. */
export const SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,59}$';
/** A dealer by uuid or slug. */
export const DEALER_REF_PATTERN = '^[a-zA-Z0-9-]{1,80}$';

// ── listing photos ──
/** What the server accepts for one listing's photos (also shown by the upload UI). */
export const PHOTO_LIMITS = {
  /** Bytes per file: a phone's full-resolution JPEG or HEIC fits with room to spare. */
  maxFileBytes: 15 * 1024 * 1024,
  /** Photos one listing may hold (and so files one request may carry). */
  maxPhotos: 30,
  /** The formats read, by their bytes (never the name or the declared type): phones' HEIC included. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'] as const,
  /** Widths of the stored WebP variants; a smaller original keeps its own width as the largest. */
  widths: [320, 640, 1280, 1920] as const,
} as const;

// ── dealer listings ──
/** A listing's life as its dealer moves it: draft → published → withdrawn (→ published again) → sold (final). */
export const LISTING_STATES = ['draft', 'published', 'withdrawn', 'sold'] as const;
export type ListingStateValue = (typeof LISTING_STATES)[number];
/**
 * Why a buyer's search does not find a listing, in the order the dealer acts on them:
 * suspended by the admins, dealer disabled by the admins, not published, owner's e-mail not
 * confirmed, partita IVA not confirmed, no photo.
 */
export const HIDDEN_BECAUSE = ['suspended', 'dealer_disabled', 'not_published', 'dealer_unverified', 'vat_unconfirmed', 'no_photos'] as const;
export type HiddenBecause = (typeof HIDDEN_BECAUSE)[number];
/** Sort keys of GET /api/dealers/{d}/listings. */
export const DEALER_LISTING_SORTS = ['created_at', 'updated_at', 'price', 'mileage', 'registration_year'] as const;
// ── dealer leads and settings ──
/** The weekdays of a dealer's opening hours, Monday first (as Italian calendars write them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** What the settings accept: lead-notification addresses, ranges per weekday, the logo file. */
export const DEALER_SETTINGS_LIMITS = {
  maxLeadEmails: 5,
  maxRangesPerDay: 2,
  logoMaxFileBytes: 5 * 1024 * 1024,
  logoTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

// ── admin listings and messages ──────────────────────────────────────────────
export const ADMIN_LISTING_SORTS = ['created_at', 'updated_at', 'price', 'mileage', 'registration_year'] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
/** A disable's reason is mailed to the dealer: long enough to say something, short enough to read. */
export const MODERATION_REASON_MIN = 10;
export const MODERATION_REASON_MAX = 500;
export const ADMIN_MESSAGE_SORTS = ['created_at'] as const;
/** Buyers' messages an admin deleted: hidden by default ('no'), or only those ('yes'), or both ('all'). */
export const ADMIN_MESSAGE_DELETED = ['no', 'yes', 'all'] as const;

/**
 * Power types (VOCABULARY.md slugs) with no tailpipe emissions: the only vehicles whose missing
 * emission class means "none". For any other vehicle, or an unknown power type, it means "not given".
 */
export const ZERO_EMISSION_POWER_TYPES = ['elettrica', 'idrogeno'] as const;
/** Why a vehicle has no emission class: it emits nothing ('none') or nobody said ('unknown'). */
export const missingEmissionClass = (powerType: string | null | undefined): 'none' | 'unknown' =>
  (ZERO_EMISSION_POWER_TYPES as readonly string[]).includes(powerType ?? '') ? 'none' : 'unknown';

// ── releases of the remotes ──
/** The federated remotes a team publishes on its own (the keys of /remotes.json). */
export const REMOTE_RELEASE_NAMES = ['mf_search', 'mf_listing', 'mf_dealer', 'mf_carfax', 'mf_admin'] as const;
/** The area each remote draws, as admins call it (releases page, preview banner, the API's messages). */
export const REMOTE_RELEASE_LABELS: Readonly<Record<(typeof REMOTE_RELEASE_NAMES)[number], string>> = {
  mf_search: 'Ricerca', mf_listing: 'Annuncio', mf_dealer: 'Area concessionario', mf_carfax: 'Report Carfax', mf_admin: 'Amministrazione',
};
/** A version label: starts with a digit (never clashes with a build's own folders), lower case, dots and dashes. */
export const RELEASE_VERSION_PATTERN = '^[0-9][0-9a-z.-]{0,39}$';
