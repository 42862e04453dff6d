-- Guests' report requests no longer spend a dealer's report units by themselves (issue 19, item 4).
-- Auto-approval only shares a report the listing already has; buying one for a request is a
-- separate, explicit choice of the dealer, with a daily cap.
alter table dealers
  add column auto_purchase_carfax_reports boolean not null default false,
  add column auto_purchase_daily_cap smallint not null default 3
    constraint dealers_auto_purchase_daily_cap_range check (auto_purchase_daily_cap between 1 and 10);

-- Automatic purchases per key and Rome calendar day, incremented in the purchase's own transaction
-- (the row lock serialises concurrent purchases; a refused or failed purchase rolls its increment
-- back). Keys: 'dealer:<uuid>' for the dealer's cap, and SHA-256 digests of the requester's address
-- and e-mail for the per-requester limit across dealers (no address or e-mail stored in clear).
create table carfax_auto_purchase_counts (
  key text not null,
  day date not null,
  purchases integer not null default 0,
  primary key (key, day)
);
