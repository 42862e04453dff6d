-- Admin back-office at scale (issue 14, bench slice): indexes for the query shapes of the admin
-- lists, measured by bench/admin.ts at 1,000,000 listings and 100,000 users (budget p95 ≤ 50 ms).
-- Plain CREATE INDEX (no CONCURRENTLY: migrations run in a transaction, on PGlite too). The
-- text_pattern_ops indexes serve prefix searches (lower(x) like 'abc%') whatever the database's
-- collation; a default-collation index serves them only under the C collation.

-- The listings a report is associated with (the admin and dealer report lists, and the report's
-- soft delete that detaches them): without it every page scanned all listings (3.4 s at 1M).
create index if not exists listings_carfax_report on listings (carfax_report_id) where carfax_report_id is not null;

-- Users: newest first (the default), by surname; q is an OR of e-mail, name and surname prefixes
-- (a bitmap OR of the three pattern indexes); the role filter is an EXISTS on user_roles by role.
-- Sorting by e-mail uses users_email_lower (001).
create index if not exists users_created on users (created_at desc, id desc);
create index if not exists users_surname on users (surname, id);
create index if not exists users_email_pattern on users (lower(email) text_pattern_ops);
create index if not exists users_name_pattern on users (lower(name) text_pattern_ops);
create index if not exists users_surname_pattern on users (lower(surname) text_pattern_ops);
create index if not exists user_roles_role on user_roles (role, user_id);

-- Listings: exact plate or VIN search, the state filter with the default order.
create index if not exists listings_plate on listings (plate);
create index if not exists listings_vin on listings (vin);
create index if not exists listings_state_created on listings (state, created_at desc, id desc);

-- Buyer messages: newest first, one listing's, sender e-mail prefix.
create index if not exists user_messages_created on user_messages (created_at desc, id desc);
create index if not exists user_messages_listing on user_messages (listing_id, created_at desc);
create index if not exists user_messages_email_pattern on user_messages (lower(email) text_pattern_ops);

-- Columns added by 018–020 have no statistics until the next automatic analyze (which a big,
-- quiet table may not see for days): the planner then guesses "deleted_at is null" matches 0.5 %
-- of users and picks a hash join plus sort (39 ms) instead of walking users_created (0.1 ms).
analyze users;
