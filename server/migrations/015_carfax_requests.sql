-- Buyers' vehicle-history report requests (issue 13, requests slice).
-- name/message: what a buyer leaves with the request. carfax_report_id: the report the decision
-- shared (the listing's at approval), so a later change of the listing's report does not change
-- what the link shows. The link's token is stored only hashed (sha256, hex) and expires.
alter table carfax_requests
  add column name text,
  add column message text,
  add column carfax_report_id uuid references carfax_reports(id) on delete set null,
  add column report_token_hash text,
  add column report_token_expires_at timestamptz,
  -- Approved at once by the dealer's auto_approve_carfax_requests (decided_by stays null).
  add column auto_approved boolean not null default false;

create unique index carfax_requests_token on carfax_requests (report_token_hash) where report_token_hash is not null;
-- One pending request per buyer and listing: the user when signed in, else the address.
create unique index carfax_requests_one_pending on carfax_requests (listing_id, (coalesce(user_id::text, lower(email))))
  where status = 'pending';
create index carfax_requests_user on carfax_requests (user_id, created_at desc) where user_id is not null;
create index carfax_requests_status on carfax_requests (status, created_at desc);
