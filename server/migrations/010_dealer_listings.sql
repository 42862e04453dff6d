-- Dealer listings (issue 12): the dealer's own stock reference and when a listing changed state.
-- The reference keys the stock import (issue 12 import slice repeats the first two statements in 013).
alter table listings add column if not exists reference text;
create unique index if not exists listings_dealer_reference on listings (dealer_id, reference) where reference is not null;
alter table listings add column if not exists published_at timestamptz;
alter table listings add column if not exists withdrawn_at timestamptz;
alter table listings add column if not exists sold_at timestamptz;
-- The listings already on sale were published when they were created.
update listings set published_at = created_at where state = 'published' and published_at is null;
-- The dealer's list, newest change first, any state.
create index if not exists listings_dealer_updated on listings (dealer_id, updated_at desc, id desc);
