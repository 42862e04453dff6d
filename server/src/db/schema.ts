import type { ColumnType, Generated } from 'kysely';
import type * as G from './generated.js';

/**
 * Kysely's view of migrations/*.sql: the tables generated from the migrated database
 * (generated.ts, `pnpm --filter server run db:types`), with what SQL cannot say refined here —
 * what a JSON column holds, the values a text column may take, columns no code may write.
 * Refine takes the refined columns' names, so one that leaves the table fails to compile.
 */
type Refine<T, K extends keyof T> = Omit<T, K>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type RolesTable = G.Roles;

export interface UsersTable extends Refine<G.Users, 'dealer_member'> {
  /** Owns or administers a dealer (migration 022): kept by a trigger on dealer_memberships, never written here. */
  dealer_member: ColumnType<boolean, never, never>;
}

export type UserRolesTable = G.UserRoles;

export type SessionsTable = G.Sessions;

export type TokensTable = G.EmailVerificationTokens;
export type PasswordResetTokensTable = G.PasswordResetTokens;

export type LoginAttemptsTable = G.LoginAttempts;

export type RateLimitHitsTable = G.RateLimitHits;

export type VocabularyTable = G.Vocabulary;
export type MakesTable = G.Makes;
export type ModelsTable = G.Models;
export type ProvincesTable = G.Provinces;

/** A weekday's opening: one or two ranges "HH:MM"–"HH:MM"; none is closed. */
export interface OpeningRange { from: string; to: string }
/** The dealer's logo file in the media storage. */
export interface StoredLogo { key: string; url: string; width: number; height: number }
export type OpeningHours = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', OpeningRange[]>;

export type VatConfirmation = 'unconfirmed' | 'confirmed' | 'rejected';

/** Migration 025: a company contesting the registration of its partita IVA (public form). */
export type VatContestsTable = G.VatContests;

export interface DealersTable extends Refine<G.Dealers, 'opening_hours' | 'logo' | 'vat_status' | 'vat_confirmation' | 'geocode_status' | 'geocode_precision'> {
  /** The public card (011): opening hours per weekday (null: not said), the logo in the media storage. */
  opening_hours: ColumnType<OpeningHours | null, string | null | undefined, string | null>;
  logo: ColumnType<StoredLogo | null, string | null | undefined, string | null>;
  /** What VIES said of the partita IVA (migration 005). */
  vat_status: ColumnType<'unchecked' | 'valid' | 'invalid' | 'pending', 'unchecked' | 'valid' | 'invalid' | 'pending' | undefined>;
  /**
   * Migration 025: the partita IVA confirmed (VIES valid and matching, or an admin's review)?
   * Only a confirmed dealer is public (areas/listings/public/queries.ts publicDealer) and may buy (access 'purchase').
   */
  vat_confirmation: ColumnType<VatConfirmation, VatConfirmation | undefined, VatConfirmation>;
  /** 029: where the address was placed (server/src/geo); null: not tried yet. */
  geocode_status: ColumnType<GeocodeStatus | null, GeocodeStatus | null | undefined, GeocodeStatus | null>;
  geocode_precision: ColumnType<DealerGeocodePrecision | null, DealerGeocodePrecision | null | undefined, DealerGeocodePrecision | null>;
}

export type GeocodeStatus = 'placed' | 'not_found';
export type DealerGeocodePrecision = 'postal_code' | 'comune_province' | 'comune' | 'given';

export interface DealerMembershipsTable extends Refine<G.DealerMemberships, 'role'> {
  role: 'owner' | 'admin';
}

export type SubscriptionPlansTable = G.SubscriptionPlans;

export interface SubscriptionsTable extends Refine<G.Subscriptions, 'kind' | 'status'> {
  kind: 'trial' | 'paid';
  status: 'active' | 'canceled' | 'expired' | 'past_due';
}

export interface PaymentsTable extends Refine<G.Payments, 'purpose' | 'status' | 'metadata'> {
  purpose: 'subscription' | 'carfax_package';
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  metadata: Json<Record<string, unknown>>;
}

/** A party of an invoice as it was at issue time (invoices.seller / invoices.buyer). */
export interface InvoiceParty {
  company_name: string;
  vat_number: string;
  address: string;
  city: string;
  province: string | null;
  postal_code: string | null;
  country: string;
  email: string | null;
  sdi_code?: string | null;
  pec?: string | null;
  /** Seller only: its fiscal regime (RF01 ordinary). */
  tax_regime?: string;
}

export type InvoiceCountersTable = G.InvoiceCounters;

export interface InvoicesTable extends Refine<G.Invoices, 'seller' | 'buyer' | 'vat_rate'> {
  seller: Json<InvoiceParty>;
  buyer: Json<InvoiceParty>;
  /** numeric(5,2): the driver hands it back as a string ("22.00"). */
  vat_rate: ColumnType<string, string | number, string | number>;
}

/** 007_billing: the Checkout Sessions we opened. */
export interface BillingCheckoutSessionsTable extends Refine<G.BillingCheckoutSessions, 'status'> {
  status: Generated<'open' | 'completed'>;
}

export type WebhookEventsTable = G.WebhookEvents;
export type CarfaxPackagesTable = G.CarfaxPackages;

export type CarfaxPackagePurchasesTable = G.CarfaxPackagePurchases;

export interface CarfaxReportsTable extends Refine<G.CarfaxReports, 'source' | 'summary' | 'document'> {
  source: 'subscription' | 'credit' | 'admin';
  summary: Json<Record<string, unknown>>;
  /** The full report (api-contract CarfaxReportDocument); null only for rows older than migration 014. */
  document: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

/** A report purchase waiting for the provider (migration 014): retried by the job 'carfax-report-order'. */
export interface CarfaxReportOrdersTable extends Refine<G.CarfaxReportOrders, 'payer' | 'status'> {
  payer: 'dealer' | 'admin';
  status: Generated<'pending' | 'done' | 'failed'>;
}

/**
 * A listing photo in `listings.photos`. Uploaded ones carry an id, their size and their WebP
 * variants with the storage keys (never sent to clients); the drawn demo photos only `url` and `alt`.
 */
export interface ListingPhoto {
  url: string;
  alt: string;
  id?: string;
  width?: number;
  height?: number;
  variants?: Array<{ url: string; width: number; height: number; key?: string }>;
}

export type ListingState = 'draft' | 'published' | 'withdrawn' | 'sold';

export interface ListingsTable extends Refine<G.Listings, 'status' | 'state' | 'photos' | 'import_photo_urls'> {
  status: Generated<'enabled' | 'disabled'>;
  /** The dealer's choice (admins use `status`): only 'published' is public and counts against the plan. */
  state: Generated<ListingState>;
  photos: Json<ListingPhoto[]>;
  /** The photo URLs the stock import last fetched for it (013). */
  import_photo_urls: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export type StockImportStatus = 'analysing' | 'ready' | 'held' | 'applying' | 'applied' | 'failed';
export type StockImportOutcome = 'new' | 'changed' | 'unchanged' | 'missing' | 'error';

/** A stock import (013): a CSV upload or a feed pull, its dry run and its application. */
export interface StockImportsTable extends Refine<G.StockImports, 'source' | 'status' | 'counts' | 'encoding'> {
  source: 'csv' | 'feed';
  status: StockImportStatus;
  counts: Json<Record<string, number>>;
  /** How the file's text is encoded, told from the whole file when it arrived. */
  encoding: 'utf-8' | 'windows-1252' | null;
}

/** A piece of an import's file (in order by seq), kept until its dry run ends. */
export type StockImportChunksTable = G.StockImportChunks;

/** One row of an import's dry run: its outcome, Italian messages, the mapped listing. */
export interface StockImportRowsTable extends Refine<G.StockImportRows, 'outcome' | 'messages' | 'data' | 'photos'> {
  outcome: StockImportOutcome;
  messages: Json<string[]>;
  data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  photos: Json<string[]>;
}

export type FavouritesTable = G.Favourites;

export type UserMessagesTable = G.UserMessages;

/** Automatic report purchases per key ('dealer:<uuid>', or a digest of an address or e-mail) and day (024). */
export interface CarfaxAutoPurchaseCountsTable extends Refine<G.CarfaxAutoPurchaseCounts, 'day'> {
  day: ColumnType<string, string, string>;
}

export interface CarfaxRequestsTable extends Refine<G.CarfaxRequests, 'status'> {
  status: Generated<'pending' | 'approved' | 'rejected'>;
}

export interface MailOutboxTable extends Refine<G.MailOutbox, 'secret_links'> {
  /** The mail's secret links (Mail.secrets, migration 023); null: kept before, every link counts as secret. */
  secret_links: ColumnType<string[] | null, string | null | undefined, string | null>;
}

/** Views of a listing's page per Italian calendar day (migration 012). */
export interface ListingDailyStatsTable extends Refine<G.ListingDailyStats, 'day'> {
  day: string;
}
/** Visitors already counted for a listing on a day (keyed hashes; purged after a day). */
export interface ListingViewVisitorsTable extends Refine<G.ListingViewVisitors, 'day'> {
  day: string;
}

export type SchemaMigrationsTable = G.SchemaMigrations;

/** Admin writes (migration 017): append-only, written in the change's own transaction. */
export interface AuditLogTable extends Refine<G.AuditLog, 'before' | 'after' | 'created_at'> {
  before: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  after: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Migration 035: published versions of the remotes, the run-time map, publish tokens, health. */
export interface RemoteVersionsTable extends Refine<G.RemoteVersions, 'channel' | 'exposes' | 'shared' | 'compatibility'> {
  channel: 'token' | 'developer' | 'local';
  exposes: Json<string[]>;
  shared: Json<{ name: string; version: string; required_version: string | null; singleton: boolean }[]>;
  compatibility: Json<{ ok: boolean; problems: string[] }>;
}
export type RemoteMapTable = G.RemoteMap;
export type RemotePublishTokensTable = G.RemotePublishTokens;
export type RemoteHealthTable = G.RemoteHealth;

export interface DB {
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  email_verification_tokens: TokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  rate_limit_hits: RateLimitHitsTable;
  vocabulary: VocabularyTable;
  makes: MakesTable;
  models: ModelsTable;
  provinces: ProvincesTable;
  dealers: DealersTable;
  dealer_memberships: DealerMembershipsTable;
  subscription_plans: SubscriptionPlansTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  billing_checkout_sessions: BillingCheckoutSessionsTable;
  carfax_packages: CarfaxPackagesTable;
  carfax_package_purchases: CarfaxPackagePurchasesTable;
  carfax_reports: CarfaxReportsTable;
  carfax_report_orders: CarfaxReportOrdersTable;
  listings: ListingsTable;
  stock_imports: StockImportsTable;
  stock_import_rows: StockImportRowsTable;
  stock_import_chunks: StockImportChunksTable;
  favourites: FavouritesTable;
  user_messages: UserMessagesTable;
  carfax_requests: CarfaxRequestsTable;
  carfax_auto_purchase_counts: CarfaxAutoPurchaseCountsTable;
  mail_outbox: MailOutboxTable;
  schema_migrations: SchemaMigrationsTable;
  listing_daily_stats: ListingDailyStatsTable;
  listing_view_visitors: ListingViewVisitorsTable;
  audit_log: AuditLogTable;
  vat_contests: VatContestsTable;
  remote_versions: RemoteVersionsTable;
  remote_map: RemoteMapTable;
  remote_publish_tokens: RemotePublishTokensTable;
  remote_health: RemoteHealthTable;
}
