-- Dealer sign-up (issue 11). A dealer who joins by itself is public only once its owner has
-- confirmed the e-mail: verified_at is set then. Every dealer that exists today, and every one
-- the seed or an admin adds, counts as verified (the default); sign-up inserts null explicitly.
alter table dealers add column verified_at timestamptz default now();

-- What the EU VIES look-up said about the partita IVA (format and check digit are always checked):
-- unchecked (VIES off), valid, invalid (VIES does not know it: many Italian firms are not in VIES,
-- so it never refuses a sign-up), pending (VIES unavailable: the 'vat-recheck' job asks again).
alter table dealers add column vat_status text not null default 'unchecked'
  check (vat_status in ('unchecked', 'valid', 'invalid', 'pending'));
alter table dealers add column vat_checked_at timestamptz;
