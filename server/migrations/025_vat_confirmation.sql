-- Issue 19 (M6): a dealer is public and may buy only once its partita IVA is confirmed, by VIES
-- (valid, and the name VIES knows matches the company's) or by an admin's review (the reason is
-- in the audit trail too). Every dealer that exists today was public already: it is backfilled as
-- confirmed (the column is added with that default, then the default becomes 'unconfirmed', so no
-- table rewrite). New dealers (sign-up) start unconfirmed; the seed and test fixtures say confirmed.
alter table dealers add column vat_confirmation text not null default 'confirmed'
  check (vat_confirmation in ('unconfirmed', 'confirmed', 'rejected'));
alter table dealers alter column vat_confirmation set default 'unconfirmed';
-- Who decided, when and why: 'vies' (no user) or an admin; null for the backfilled dealers.
alter table dealers add column vat_confirmed_at timestamptz;
alter table dealers add column vat_confirmed_by uuid;
alter table dealers add column vat_review_reason text;
-- The back-office's queue "In attesa di verifica P. IVA": a small partial index, oldest first.
create index dealers_vat_unconfirmed on dealers (created_at) where vat_confirmation = 'unconfirmed';

-- The genuine company contests a registration of its number (public form): kept for the admins,
-- shown on the dealer that holds the number (dealer_id, when there was one then).
create table vat_contests (
  id uuid primary key default gen_random_uuid(),
  vat_number text not null,
  dealer_id uuid references dealers(id) on delete set null,
  company_name text not null,
  email text not null,
  message text not null,
  ip text,
  created_at timestamptz not null default now()
);
create index vat_contests_dealer on vat_contests (dealer_id, created_at desc);
