// Written by `pnpm --filter server run db:types` from a database migrated with server/migrations.
// Do not edit: test/db-types.test.ts fails when this differs from the migrations. Refinements go in schema.ts.
import type { ColumnType, Generated } from 'kysely';

export interface AuditLog {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: ColumnType<unknown | null, string | null | undefined, string | null>;
  after: ColumnType<unknown | null, string | null | undefined, string | null>;
  ip: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BillingCheckoutSessions {
  id: string;
  dealer_id: string;
  plan_id: string;
  user_id: string | null;
  status: Generated<string>;
  provider_subscription_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CarfaxAutoPurchaseCounts {
  key: string;
  day: ColumnType<Date, Date | string, Date | string>;
  purchases: Generated<number>;
}

export interface CarfaxPackagePurchases {
  id: Generated<string>;
  dealer_id: string;
  package_code: string;
  payment_id: string | null;
  reports_total: number;
  reports_used: Generated<number>;
  price_cents: number;
  purchased_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CarfaxPackages {
  code: string;
  name: string;
  reports: number;
  price_cents: number;
  validity_months: Generated<number>;
}

export interface CarfaxReportOrders {
  id: Generated<string>;
  dealer_id: string | null;
  user_id: string | null;
  listing_id: string | null;
  vin: string | null;
  plate: string | null;
  payer: string;
  status: Generated<string>;
  report_id: string | null;
  failure: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CarfaxReports {
  id: Generated<string>;
  dealer_id: string | null;
  purchased_by: string | null;
  vin: string | null;
  plate: string | null;
  provider: string;
  provider_reference: string | null;
  source: string;
  package_purchase_id: string | null;
  summary: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  document: ColumnType<unknown | null, string | null | undefined, string | null>;
  make_slug: string | null;
  model_slug: string | null;
  year: number | null;
}

export interface CarfaxRequests {
  id: Generated<string>;
  listing_id: string;
  dealer_id: string;
  user_id: string | null;
  email: string;
  status: Generated<string>;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  name: string | null;
  message: string | null;
  carfax_report_id: string | null;
  report_token_hash: string | null;
  report_token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  auto_approved: Generated<boolean>;
}

export interface DealerMemberships {
  dealer_id: string;
  user_id: string;
  role: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Dealers {
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
  lead_notification_email_addresses: Generated<string[]>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  vat_status: Generated<string>;
  vat_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  stripe_customer_id: string | null;
  sdi_code: string | null;
  pec: string | null;
  opening_hours: ColumnType<unknown | null, string | null | undefined, string | null>;
  logo: ColumnType<unknown | null, string | null | undefined, string | null>;
  import_feed_url: string | null;
  auto_purchase_carfax_reports: Generated<boolean>;
  auto_purchase_daily_cap: Generated<number>;
  vat_confirmation: Generated<string>;
  vat_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  vat_confirmed_by: string | null;
  vat_review_reason: string | null;
  geocode_status: string | null;
  geocode_precision: string | null;
  geocode_comune: string | null;
  disabled_reason: string | null;
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailVerificationTokens {
  token_hash: string;
  user_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Favourites {
  user_id: string;
  listing_id: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InvoiceCounters {
  year: number;
  last_number: Generated<number>;
}

export interface Invoices {
  id: Generated<string>;
  dealer_id: string;
  payment_id: string;
  year: number;
  number: number;
  code: string;
  issued_at: ColumnType<Date, Date | string, Date | string>;
  seller: ColumnType<unknown, string, string>;
  buyer: ColumnType<unknown, string, string>;
  description: string;
  net_cents: number;
  vat_rate: number;
  vat_cents: number;
  total_cents: number;
  currency: Generated<string>;
  payment_method: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ListingDailyStats {
  listing_id: string;
  day: ColumnType<Date, Date | string, Date | string>;
  views: Generated<number>;
}

export interface ListingViewVisitors {
  listing_id: string;
  day: ColumnType<Date, Date | string, Date | string>;
  visitor: string;
}

export interface Listings {
  id: Generated<string>;
  dealer_id: string;
  status: Generated<string>;
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
  photos: ColumnType<unknown, string | undefined, string>;
  photo_count: Generated<number>;
  city: string;
  province_code: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  showcase: Generated<boolean>;
  showcased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  featured: Generated<boolean>;
  featured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  carfax_report_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  state: Generated<string>;
  reference: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  import_photo_urls: ColumnType<unknown | null, string | null | undefined, string | null>;
  moderation_reason: string | null;
  moderated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  moderated_by: string | null;
}

export interface LoginAttempts {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: boolean;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MailOutbox {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reply_to: string | null;
  secret_links: ColumnType<unknown | null, string | null | undefined, string | null>;
}

export interface Makes {
  slug: string;
  name: string;
  premium: Generated<boolean>;
}

export interface Models {
  make_slug: string;
  slug: string;
  name: string;
  category: string;
  curb_weight_kg: number | null;
}

export interface PasswordResetTokens {
  token_hash: string;
  user_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Payments {
  id: Generated<string>;
  dealer_id: string;
  purpose: string;
  provider: string;
  provider_reference: string;
  amount_cents: number;
  currency: Generated<string>;
  status: string;
  metadata: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Provinces {
  code: string;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}

export interface RateLimitHits {
  id: Generated<number>;
  key: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RemoteHealth {
  remote: string;
  version: string;
  session_key: string;
  loads: Generated<number>;
  load_failures: Generated<number>;
  render_errors: Generated<number>;
  load_ms_total: Generated<number>;
  first_seen: ColumnType<Date, Date | string | undefined, Date | string>;
  last_seen: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RemoteMap {
  remote: string;
  active_version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  active_since: ColumnType<Date, Date | string | undefined, Date | string>;
  last_auto_rollback_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_auto_rollback_version: string | null;
  last_auto_rollback_reason: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RemotePublishTokens {
  id: string;
  remote: string;
  label: string;
  token_hash: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RemoteVersions {
  remote: string;
  version: string;
  seq: number;
  content_hash: string;
  git_commit: string | null;
  built_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_by: string;
  channel: string;
  token_id: string | null;
  size_bytes: number;
  file_count: number;
  exposes: ColumnType<unknown, string, string>;
  shared: ColumnType<unknown, string, string>;
  compatibility: ColumnType<unknown, string, string>;
  last_served_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Roles {
  name: string;
  label: string;
}

export interface SchemaMigrations {
  name: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Sessions {
  id_hash: string;
  user_id: string | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  remember: Generated<boolean>;
}

export interface StockImportChunks {
  import_id: string;
  seq: number;
  bytes: Buffer;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StockImportRows {
  import_id: string;
  line: number;
  reference: string | null;
  outcome: string;
  messages: ColumnType<unknown, string | undefined, string>;
  listing_id: string | null;
  data: ColumnType<unknown | null, string | null | undefined, string | null>;
  photos: ColumnType<unknown, string | undefined, string>;
  vehicle: string | null;
}

export interface StockImports {
  id: Generated<string>;
  dealer_id: string;
  source: string;
  filename: Generated<string>;
  status: string;
  message: string | null;
  withdraw_missing: Generated<boolean>;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  counts: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  encoding: string | null;
}

export interface SubscriptionPlans {
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

export interface Subscriptions {
  id: Generated<string>;
  dealer_id: string;
  plan_id: string;
  kind: string;
  status: string;
  current_period_start: ColumnType<Date, Date | string, Date | string>;
  current_period_end: ColumnType<Date, Date | string, Date | string>;
  canceled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  provider: string | null;
  provider_subscription_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  cancel_at_period_end: Generated<boolean>;
  pending_plan_id: string | null;
  trial_reminder_7_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  trial_reminder_1_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  provider_customer_id: string | null;
}

export interface UserMessages {
  id: Generated<string>;
  listing_id: string | null;
  dealer_id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_by_dealer_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_by_admin_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  replied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserRoles {
  user_id: string;
  role: string;
}

export interface Users {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  name: Generated<string>;
  surname: Generated<string>;
  phone: string | null;
  role: Generated<string>;
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  enabled: Generated<boolean>;
  google_subject: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  dealer_member: Generated<boolean>;
}

export interface VatContests {
  id: Generated<string>;
  vat_number: string;
  dealer_id: string | null;
  company_name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Vocabulary {
  kind: string;
  slug: string;
  name: string;
  position: Generated<number>;
}

export interface WebhookEvents {
  provider: string;
  event_id: string;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GeneratedDB {
  audit_log: AuditLog;
  billing_checkout_sessions: BillingCheckoutSessions;
  carfax_auto_purchase_counts: CarfaxAutoPurchaseCounts;
  carfax_package_purchases: CarfaxPackagePurchases;
  carfax_packages: CarfaxPackages;
  carfax_report_orders: CarfaxReportOrders;
  carfax_reports: CarfaxReports;
  carfax_requests: CarfaxRequests;
  dealer_memberships: DealerMemberships;
  dealers: Dealers;
  email_verification_tokens: EmailVerificationTokens;
  favourites: Favourites;
  invoice_counters: InvoiceCounters;
  invoices: Invoices;
  listing_daily_stats: ListingDailyStats;
  listing_view_visitors: ListingViewVisitors;
  listings: Listings;
  login_attempts: LoginAttempts;
  mail_outbox: MailOutbox;
  makes: Makes;
  models: Models;
  password_reset_tokens: PasswordResetTokens;
  payments: Payments;
  provinces: Provinces;
  rate_limit_hits: RateLimitHits;
  remote_health: RemoteHealth;
  remote_map: RemoteMap;
  remote_publish_tokens: RemotePublishTokens;
  remote_versions: RemoteVersions;
  roles: Roles;
  schema_migrations: SchemaMigrations;
  sessions: Sessions;
  stock_import_chunks: StockImportChunks;
  stock_import_rows: StockImportRows;
  stock_imports: StockImports;
  subscription_plans: SubscriptionPlans;
  subscriptions: Subscriptions;
  user_messages: UserMessages;
  user_roles: UserRoles;
  users: Users;
  vat_contests: VatContests;
  vocabulary: Vocabulary;
  webhook_events: WebhookEvents;
}
