-- AutoMercato schema: the whole product, so later areas only add columns or indexes.
-- Forward-only: never edit a migration that has shipped; add a new file.

create table roles (
  name text primary key,
  label text not null
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  name text not null default '',
  surname text not null default '',
  phone text,
  role text not null default 'customer' references roles(name),
  email_verified_at timestamptz,
  enabled boolean not null default true,
  google_subject text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower on users (lower(email));

-- Every role a user holds; users.role is the one currently selected.
create table user_roles (
  user_id uuid not null references users(id) on delete cascade,
  role text not null references roles(name),
  primary key (user_id, role)
);

create table sessions (
  id_hash text primary key,
  user_id uuid references users(id) on delete cascade,
  csrf_token text not null,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);
create index sessions_expires on sessions (expires_at);

create table email_verification_tokens (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table login_attempts (
  id bigserial primary key,
  email text not null,
  ip text not null,
  succeeded boolean not null,
  created_at timestamptz not null default now()
);
create index login_attempts_email on login_attempts (lower(email), created_at);
create index login_attempts_ip on login_attempts (ip, created_at);

-- Lookup vocabularies (VOCABULARY.md): one table, keyed by kind.
create table vocabulary (
  kind text not null,
  slug text not null,
  name text not null,
  position integer not null default 0,
  primary key (kind, slug)
);

create table makes (
  slug text primary key,
  name text not null,
  premium boolean not null default false
);

create table models (
  make_slug text not null references makes(slug),
  slug text not null,
  name text not null,
  category text not null,
  primary key (make_slug, slug)
);

create table provinces (
  code text primary key,
  name text not null,
  region text not null,
  latitude double precision not null,
  longitude double precision not null
);

create table dealers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  company_name text not null,
  vat_number text not null unique,
  email text not null,
  phone text,
  website text,
  address text not null,
  city text not null,
  province_code text references provinces(code),
  postal_code text,
  country text not null default 'it',
  latitude double precision,
  longitude double precision,
  description text not null default '',
  enabled boolean not null default true,
  auto_approve_carfax_requests boolean not null default false,
  lead_notification_email_addresses text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table dealer_memberships (
  dealer_id uuid not null references dealers(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  role text not null check (role in ('owner', 'admin')),
  created_at timestamptz not null default now(),
  primary key (dealer_id, user_id)
);
create index dealer_memberships_user on dealer_memberships (user_id);

create table subscription_plans (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  tier text not null,
  price_cents integer not null,
  currency text not null default 'EUR',
  max_active_listings integer,            -- null: unlimited
  showcase_slots integer not null,
  featured_slots integer not null,
  reports_per_month integer not null,
  is_trial boolean not null default false,
  trial_days integer,
  purchasable boolean not null default true,
  position integer not null default 0
);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id) on delete cascade,
  plan_id uuid not null references subscription_plans(id),
  kind text not null check (kind in ('trial', 'paid')),
  status text not null check (status in ('active', 'canceled', 'expired', 'past_due')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  canceled_at timestamptz,
  provider text,
  provider_subscription_id text unique,
  created_at timestamptz not null default now()
);
create index subscriptions_dealer on subscriptions (dealer_id, status);
-- The free trial can be had once per dealer, ever.
create unique index subscriptions_one_trial on subscriptions (dealer_id) where kind = 'trial';

create table payments (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id),
  purpose text not null check (purpose in ('subscription', 'carfax_package')),
  provider text not null,
  provider_reference text not null,
  amount_cents integer not null,
  currency text not null default 'EUR',
  status text not null check (status in ('pending', 'paid', 'failed', 'refunded')),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  unique (provider, provider_reference)
);

-- Webhook deliveries already handled: money moves exactly once.
create table webhook_events (
  provider text not null,
  event_id text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

create table carfax_packages (
  code text primary key,
  name text not null,
  reports integer not null,
  price_cents integer not null,
  validity_months integer not null default 12
);

create table carfax_package_purchases (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id) on delete cascade,
  package_code text not null references carfax_packages(code),
  payment_id uuid references payments(id),
  reports_total integer not null,
  reports_used integer not null default 0 check (reports_used >= 0 and reports_used <= reports_total),
  price_cents integer not null,
  purchased_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index carfax_purchases_dealer on carfax_package_purchases (dealer_id, expires_at);

create table carfax_reports (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid references dealers(id) on delete set null,
  purchased_by uuid references users(id) on delete set null,
  vin text,
  plate text,
  provider text not null,
  provider_reference text,
  source text not null check (source in ('subscription', 'credit', 'admin')),
  package_purchase_id uuid references carfax_package_purchases(id),
  summary jsonb not null default '{}',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index carfax_reports_dealer on carfax_reports (dealer_id, created_at);
create index carfax_reports_vin on carfax_reports (vin);
create index carfax_reports_plate on carfax_reports (plate);

create table listings (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id) on delete cascade,
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  make_slug text not null,
  model_slug text not null,
  version text not null default '',
  category text not null,
  power_type text not null,
  gearbox_type text not null,
  traction_type text not null,
  emission_class text,
  exterior_color text not null,
  exterior_paint_type text not null,
  interior_color text not null,
  interior_material text not null,
  origin text not null,
  mileage integer not null check (mileage >= 0),
  registration_year integer not null,
  registration_month integer not null check (registration_month between 1 and 12),
  power_kw integer not null check (power_kw > 0),
  horsepower integer not null check (horsepower > 0),
  engine_cc integer,
  doors integer,
  seats integer,
  price integer not null check (price >= 0),
  price_negotiable boolean not null default false,
  description text not null default '',
  vin text,
  plate text,
  photos jsonb not null default '[]',
  photo_count integer not null default 0,
  city text not null,
  province_code text,
  postal_code text,
  latitude double precision,
  longitude double precision,
  showcase boolean not null default false,
  showcased_at timestamptz,
  featured boolean not null default false,
  featured_at timestamptz,
  carfax_report_id uuid references carfax_reports(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (make_slug, model_slug) references models(make_slug, slug)
);
create index listings_dealer on listings (dealer_id, status);
create index listings_price on listings (price);
create index listings_year on listings (registration_year);
create index listings_mileage on listings (mileage);
create index listings_created on listings (created_at desc, id desc);
create index listings_featured_created on listings (featured desc, created_at desc, id desc);
create index listings_make_model_relevance on listings (make_slug, model_slug, featured desc, created_at desc, id desc);
-- Model implies make: without this the planner underestimates brand+model matches badly.
create statistics listings_make_model_stats (dependencies) on make_slug, model_slug from listings;
create index listings_geo on listings (latitude, longitude);
create index listings_showcase on listings (showcased_at desc) where showcase;
create index listings_power_type on listings (power_type);
create index listings_category on listings (category);

create table favourites (
  user_id uuid not null references users(id) on delete cascade,
  listing_id uuid not null references listings(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);

create table user_messages (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid references listings(id) on delete set null,
  dealer_id uuid not null references dealers(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  deleted_by_dealer_at timestamptz,
  deleted_by_admin_at timestamptz
);
create index user_messages_dealer on user_messages (dealer_id, created_at desc);

create table carfax_requests (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references listings(id) on delete cascade,
  dealer_id uuid not null references dealers(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  email text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by uuid references users(id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index carfax_requests_dealer on carfax_requests (dealer_id, created_at desc);

-- Mail kept for the /dev outbox when no SMTP server is configured.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
