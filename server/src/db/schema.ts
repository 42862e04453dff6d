import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/*.sql. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface RolesTable { name: string; label: string }

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  name: Generated<string>;
  surname: Generated<string>;
  phone: string | null;
  role: Generated<string>;
  email_verified_at: NullableTimestamp;
  enabled: Generated<boolean>;
  google_subject: string | null;
  terms_accepted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Anonymised by an admin (migration 018); the row is kept for its foreign keys. */
  deleted_at: NullableTimestamp;
  /** Owns or administers a dealer (migration 022): kept by a trigger on dealer_memberships, never written here. */
  dealer_member: ColumnType<boolean, never, never>;
}

export interface UserRolesTable { user_id: string; role: string }

export interface SessionsTable {
  id_hash: string;
  user_id: string | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  remember: Generated<boolean>;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: boolean;
  created_at: Timestamp;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  key: string;
  created_at: Timestamp;
}

export interface VocabularyTable { kind: string; slug: string; name: string; position: number }
export interface MakesTable { slug: string; name: string; premium: boolean }
export interface ModelsTable {
  make_slug: string; slug: string; name: string; category: string;
  /** Tara of the model's lightest version, kg (migration 034); null: unknown. */
  curb_weight_kg: number | null;
}
export interface ProvincesTable { code: string; name: string; region: string; latitude: number; longitude: number }

/** A weekday's opening: one or two ranges "HH:MM"–"HH:MM"; none is closed. */
export interface OpeningRange { from: string; to: string }
/** The dealer's logo file in the media storage. */
export interface StoredLogo { key: string; url: string; width: number; height: number }
export type OpeningHours = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', OpeningRange[]>;

export type VatConfirmation = 'unconfirmed' | 'confirmed' | 'rejected';

/** Migration 025: a company contesting the registration of its partita IVA (public form). */
export interface VatContestsTable {
  id: Generated<string>;
  vat_number: string;
  dealer_id: string | null;
  company_name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface DealersTable {
  id: Generated<string>;
  name: string;
  slug: string;
  company_name: string;
  vat_number: string;
  email: string;
  phone: string | null;
  website: string | null;
  address: string;
  city: string;
  province_code: string | null;
  postal_code: string | null;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  description: Generated<string>;
  enabled: Generated<boolean>;
  auto_approve_carfax_requests: Generated<boolean>;
  /** Buy a report for a request on a listing without one, at most auto_purchase_daily_cap a day (024). */
  auto_purchase_carfax_reports: Generated<boolean>;
  auto_purchase_daily_cap: Generated<number>;
  lead_notification_email_addresses: ColumnType<string[], string[] | undefined, string[]>;
  /** FatturaPA codice destinatario (7 characters) and PEC, for the electronic invoice (008). */
  sdi_code: ColumnType<string | null, string | null | undefined, string | null>;
  pec: ColumnType<string | null, string | null | undefined, string | null>;
  /** The stock feed (XML) pulled every night (013). */
  import_feed_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The public card (011): opening hours per weekday (null: not said), the logo in the media storage. */
  opening_hours: ColumnType<OpeningHours | null, string | null | undefined, string | null>;
  logo: ColumnType<StoredLogo | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The owner confirmed the e-mail (migration 005): null hides the dealer from the public. Default now(). */
  verified_at: NullableTimestamp;
  /** What VIES said of the partita IVA (migration 005). */
  vat_status: ColumnType<'unchecked' | 'valid' | 'invalid' | 'pending', 'unchecked' | 'valid' | 'invalid' | 'pending' | undefined>;
  vat_checked_at: NullableTimestamp;
  /**
   * Migration 025: the partita IVA confirmed (VIES valid and matching, or an admin's review)?
   * Only a confirmed dealer is public (listings/queries.ts publicDealer) and may buy (access 'purchase').
   */
  vat_confirmation: ColumnType<VatConfirmation, VatConfirmation | undefined, VatConfirmation>;
  vat_confirmed_at: NullableTimestamp;
  /** The admin who decided; null for VIES and for the dealers backfilled by the migration. */
  vat_confirmed_by: ColumnType<string | null, string | null | undefined, string | null>;
  vat_review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 030: why an admin disabled the dealer (mailed to its owners, shown in its area) and when; null once enabled. */
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  disabled_at: NullableTimestamp;
  /** 007_billing: the dealer's customer at the payment provider. */
  stripe_customer_id: Generated<string | null>;
  /** 029: where the address was placed (server/src/geo); null: not tried yet. */
  geocode_status: ColumnType<GeocodeStatus | null, GeocodeStatus | null | undefined, GeocodeStatus | null>;
  geocode_precision: ColumnType<DealerGeocodePrecision | null, DealerGeocodePrecision | null | undefined, DealerGeocodePrecision | null>;
  geocode_comune: ColumnType<string | null, string | null | undefined, string | null>;
}

export type GeocodeStatus = 'placed' | 'not_found';
export type DealerGeocodePrecision = 'postal_code' | 'comune_province' | 'comune' | 'given';

export interface DealerMembershipsTable { dealer_id: string; user_id: string; role: 'owner' | 'admin'; created_at: Timestamp }

export interface SubscriptionPlansTable {
  id: Generated<string>;
  code: string;
  name: string;
  tier: string;
  price_cents: number;
  currency: Generated<string>;
  max_active_listings: number | null;
  showcase_slots: number;
  featured_slots: number;
  reports_per_month: number;
  is_trial: Generated<boolean>;
  trial_days: number | null;
  purchasable: Generated<boolean>;
  position: Generated<number>;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  dealer_id: string;
  plan_id: string;
  kind: 'trial' | 'paid';
  status: 'active' | 'canceled' | 'expired' | 'past_due';
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  canceled_at: NullableTimestamp;
  provider: string | null;
  provider_subscription_id: string | null;
  created_at: Timestamp;
  /** Billing: the subscription ends at current_period_end instead of renewing. */
  cancel_at_period_end: Generated<boolean>;
  /** Billing: the plan a downgrade switches to at current_period_end. */
  pending_plan_id: string | null;
  trial_reminder_7_sent_at: NullableTimestamp;
  trial_reminder_1_sent_at: NullableTimestamp;
  /** 007_billing: the provider's customer. */
  provider_customer_id: Generated<string | null>;
}

export interface PaymentsTable {
  id: Generated<string>;
  dealer_id: string;
  purpose: 'subscription' | 'carfax_package';
  provider: string;
  provider_reference: string;
  amount_cents: number;
  currency: Generated<string>;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  metadata: Json<Record<string, unknown>>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
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

export interface InvoiceCountersTable { year: number; last_number: Generated<number> }

export interface InvoicesTable {
  id: Generated<string>;
  dealer_id: string;
  payment_id: string;
  year: number;
  number: number;
  code: string;
  issued_at: Timestamp;
  seller: Json<InvoiceParty>;
  buyer: Json<InvoiceParty>;
  description: string;
  net_cents: number;
  /** numeric(5,2): the driver hands it back as a string ("22.00"). */
  vat_rate: ColumnType<string, string | number, string | number>;
  vat_cents: number;
  total_cents: number;
  currency: Generated<string>;
  payment_method: Generated<string>;
  created_at: Timestamp;
}

/** 007_billing: the Checkout Sessions we opened. */
export interface BillingCheckoutSessionsTable {
  id: string;
  dealer_id: string;
  plan_id: string;
  user_id: string | null;
  status: Generated<'open' | 'completed'>;
  provider_subscription_id: Generated<string | null>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface WebhookEventsTable { provider: string; event_id: string; received_at: Timestamp }
export interface CarfaxPackagesTable { code: string; name: string; reports: number; price_cents: number; validity_months: Generated<number> }

export interface CarfaxPackagePurchasesTable {
  id: Generated<string>;
  dealer_id: string;
  package_code: string;
  payment_id: string | null;
  reports_total: number;
  reports_used: Generated<number>;
  price_cents: number;
  purchased_at: Timestamp;
  expires_at: Timestamp;
}

export interface CarfaxReportsTable {
  id: Generated<string>;
  dealer_id: string | null;
  purchased_by: string | null;
  vin: string | null;
  plate: string | null;
  provider: string;
  provider_reference: string | null;
  source: 'subscription' | 'credit' | 'admin';
  package_purchase_id: string | null;
  summary: Json<Record<string, unknown>>;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** The full report (api-contract CarfaxReportDocument); null only for rows older than migration 014. */
  document: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  make_slug: string | null;
  model_slug: string | null;
  year: number | null;
}

/** A report purchase waiting for the provider (migration 014): retried by the job 'carfax-report-order'. */
export interface CarfaxReportOrdersTable {
  id: Generated<string>;
  dealer_id: string | null;
  user_id: string | null;
  listing_id: string | null;
  vin: string | null;
  plate: string | null;
  payer: 'dealer' | 'admin';
  status: Generated<'pending' | 'done' | 'failed'>;
  report_id: string | null;
  failure: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
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

export interface ListingsTable {
  id: Generated<string>;
  dealer_id: string;
  status: Generated<'enabled' | 'disabled'>;
  /** The dealer's choice (admins use `status`): only 'published' is public and counts against the plan. */
  state: Generated<ListingState>;
  make_slug: string;
  model_slug: string;
  version: Generated<string>;
  category: string;
  power_type: string;
  gearbox_type: string;
  traction_type: string;
  emission_class: string | null;
  exterior_color: string;
  exterior_paint_type: string;
  interior_color: string;
  interior_material: string;
  origin: string;
  mileage: number;
  registration_year: number;
  registration_month: number;
  power_kw: number;
  horsepower: number;
  engine_cc: number | null;
  doors: number | null;
  seats: number | null;
  price: number;
  price_negotiable: Generated<boolean>;
  description: Generated<string>;
  vin: string | null;
  plate: string | null;
  photos: Json<ListingPhoto[]>;
  photo_count: Generated<number>;
  city: string;
  province_code: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  showcase: Generated<boolean>;
  showcased_at: NullableTimestamp;
  featured: Generated<boolean>;
  featured_at: NullableTimestamp;
  carfax_report_id: string | null;
  /** The photo URLs the stock import last fetched for it (013). */
  import_photo_urls: ColumnType<string[] | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The dealer's own stock reference, unique per dealer (migration 010). */
  reference: string | null;
  published_at: NullableTimestamp;
  withdrawn_at: NullableTimestamp;
  sold_at: NullableTimestamp;
  /** Admin moderation (020): the reason the dealer was mailed when disabled (null once enabled), the last admin action's time and author. */
  moderation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  moderated_at: NullableTimestamp;
  moderated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export type StockImportStatus = 'analysing' | 'ready' | 'held' | 'applying' | 'applied' | 'failed';
export type StockImportOutcome = 'new' | 'changed' | 'unchanged' | 'missing' | 'error';

/** A stock import (013): a CSV upload or a feed pull, its dry run and its application. */
export interface StockImportsTable {
  id: Generated<string>;
  dealer_id: string;
  source: 'csv' | 'feed';
  filename: Generated<string>;
  status: StockImportStatus;
  message: string | null;
  withdraw_missing: Generated<boolean>;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  counts: Json<Record<string, number>>;
  /** How the file's text is encoded, told from the whole file when it arrived. */
  encoding: 'utf-8' | 'windows-1252' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  applied_at: NullableTimestamp;
}

/** A piece of an import's file (in order by seq), kept until its dry run ends. */
export interface StockImportChunksTable {
  import_id: string;
  seq: number;
  bytes: Buffer;
  created_at: Generated<Timestamp>;
}

/** One row of an import's dry run: its outcome, Italian messages, the mapped listing. */
export interface StockImportRowsTable {
  import_id: string;
  line: number;
  reference: string | null;
  outcome: StockImportOutcome;
  messages: Json<string[]>;
  listing_id: string | null;
  data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  photos: Json<string[]>;
  /** Migration 030: the row's vehicle as the file names it ("Fiat Panda · targa AB123CD · rif. X1"), null when it names none. */
  vehicle: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FavouritesTable { user_id: string; listing_id: string; created_at: Timestamp }

export interface UserMessagesTable {
  id: Generated<string>;
  listing_id: string | null;
  dealer_id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  deleted_by_dealer_at: NullableTimestamp;
  deleted_by_admin_at: NullableTimestamp;
  /** The dealer's last e-mail reply from the dealer area (011). */
  replied_at: NullableTimestamp;
}

/** Automatic report purchases per key ('dealer:<uuid>', or a digest of an address or e-mail) and day (024). */
export interface CarfaxAutoPurchaseCountsTable {
  key: string;
  day: ColumnType<string, string, string>;
  purchases: Generated<number>;
}

export interface CarfaxRequestsTable {
  id: Generated<string>;
  listing_id: string;
  dealer_id: string;
  user_id: string | null;
  email: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  // Migration 015.
  name: string | null;
  message: string | null;
  carfax_report_id: string | null;
  report_token_hash: string | null;
  report_token_expires_at: NullableTimestamp;
  auto_approved: Generated<boolean>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** The mail's secret links (Mail.secrets, migration 023); null: kept before, every link counts as secret. */
  secret_links: ColumnType<string[] | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

/** Views of a listing's page per Italian calendar day (migration 012). */
export interface ListingDailyStatsTable { listing_id: string; day: string; views: Generated<number> }
/** Visitors already counted for a listing on a day (keyed hashes; purged after a day). */
export interface ListingViewVisitorsTable { listing_id: string; day: string; visitor: string }

export interface SchemaMigrationsTable { name: string; applied_at: Timestamp }

/** Admin writes (migration 017): append-only, written in the change's own transaction. */
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  after: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  ip: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Issue 21 (migration 035): published versions of the remotes, the run-time map, publish tokens, health. */
export interface RemoteVersionsTable {
  remote: string;
  version: string;
  seq: number;
  content_hash: string;
  git_commit: string | null;
  built_at: NullableTimestamp;
  published_at: Timestamp;
  published_by: string;
  channel: 'token' | 'developer' | 'local';
  token_id: string | null;
  size_bytes: ColumnType<number, number, number>;
  file_count: number;
  exposes: Json<string[]>;
  shared: Json<{ name: string; version: string; required_version: string | null; singleton: boolean }[]>;
  compatibility: Json<{ ok: boolean; problems: string[] }>;
  last_served_at: NullableTimestamp;
  removed_at: NullableTimestamp;
}
export interface RemoteMapTable {
  remote: string;
  active_version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: NullableTimestamp;
  active_since: Timestamp;
  last_auto_rollback_at: NullableTimestamp;
  last_auto_rollback_version: string | null;
  last_auto_rollback_reason: string | null;
  updated_at: Timestamp;
}
export interface RemotePublishTokensTable {
  id: string;
  remote: string;
  label: string;
  token_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}
export interface RemoteHealthTable {
  remote: string;
  version: string;
  session_key: string;
  loads: Generated<number>;
  load_failures: Generated<number>;
  render_errors: Generated<number>;
  load_ms_total: ColumnType<number, number | undefined, number>;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

export interface DB {
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  email_verification_tokens: TokensTable;
  password_reset_tokens: TokensTable;
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
