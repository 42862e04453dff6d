-- Stock import (issue 12): CSV uploads and a nightly XML feed, dry run first, then applied.
-- The dealer's own stock reference, unique per dealer (010 adds the same; repeated so this
-- slice stands alone, both statements are no-ops the second time).
alter table listings add column if not exists reference text;
create unique index if not exists listings_dealer_reference on listings (dealer_id, reference) where reference is not null;

-- The photo addresses an import last fetched for the listing: an unchanged list is not fetched again.
alter table listings add column if not exists import_photo_urls jsonb;

-- The feed the platform pulls every night (null: none).
alter table dealers add column if not exists import_feed_url text;

create table stock_imports (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references dealers(id) on delete cascade,
  source text not null check (source in ('csv', 'feed')),
  filename text not null default '',
  -- analysing → ready (dry run done) → applying → applied; held: a feed waiting for the dealer;
  -- failed: the file or feed could not be read (message says why).
  status text not null check (status in ('analysing', 'ready', 'held', 'applying', 'applied', 'failed')),
  message text,
  withdraw_missing boolean not null default false,
  total_rows integer not null default 0,
  processed_rows integer not null default 0,
  counts jsonb not null default '{}',
  -- The uploaded file (bytes), kept until the import is applied.
  content bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  applied_at timestamptz
);
create index stock_imports_dealer on stock_imports (dealer_id, created_at desc);

create table stock_import_rows (
  import_id uuid not null references stock_imports(id) on delete cascade,
  line integer not null,
  reference text,
  outcome text not null check (outcome in ('new', 'changed', 'unchanged', 'missing', 'error')),
  messages jsonb not null default '[]',
  listing_id uuid references listings(id) on delete set null,
  -- The mapped listing fields (null for errors and missing rows).
  data jsonb,
  photos jsonb not null default '[]',
  primary key (import_id, line)
);
create index stock_import_rows_outcome on stock_import_rows (import_id, outcome, line);
