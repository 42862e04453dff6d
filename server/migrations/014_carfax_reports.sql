-- Vehicle-history reports (issue 13, reports slice): the full report document next to the Problem
-- Check summary, the vehicle it describes (for matching reports to listings), and purchases waiting
-- for the provider (an outage: retried as a job, nothing spent until the report arrives).
alter table carfax_reports add column document jsonb;
alter table carfax_reports add column make_slug text;
alter table carfax_reports add column model_slug text;
alter table carfax_reports add column year integer;
-- Search by part of a VIN or plate, without spaces, upper case (the stored form).
create index carfax_reports_dealer_live on carfax_reports (dealer_id, created_at desc) where deleted_at is null;

create table carfax_report_orders (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid references dealers(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  listing_id uuid references listings(id) on delete set null,
  vin text,
  plate text,
  -- 'dealer' spends a unit when the report arrives; 'admin' is free.
  payer text not null check (payer in ('dealer', 'admin')),
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  report_id uuid references carfax_reports(id) on delete set null,
  failure text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index carfax_report_orders_dealer on carfax_report_orders (dealer_id, created_at desc);
