-- Admin back-office at scale (issue 14, bench slice): indexes for the query shapes of the admin
-- lists (server/src/areas/admin-*/queries.ts), measured by bench/admin.ts at 1,000,000 listings,
-- 100,000 users and 200,000 messages (budget p95 ≤ 50 ms). Times are one query alone at that size.
-- Plain CREATE INDEX (no CONCURRENTLY: migrations run in a transaction, on PGlite too). The
-- text_pattern_ops indexes serve prefix searches (lower(x) like 'abc%') whatever the database's
-- collation; a default-collation index serves them only under the C collation.

-- The listings a report is associated with (the admin and dealer report lists, and the report's
-- soft delete that detaches them): without it every page scanned all listings (3.4 s → 19 ms).
create index if not exists listings_carfax_report on listings (carfax_report_id) where carfax_report_id is not null;

-- Users: newest first (the default; 17 → 1 ms), by surname; q is an OR of e-mail, name and surname
-- prefixes (a bitmap OR of the three pattern indexes; 45 → 5 ms); the role filter is an EXISTS on
-- user_roles by role. Sorting by e-mail uses users_email_lower (001).
create index if not exists users_created on users (created_at desc, id desc);
create index if not exists users_surname on users (surname, id);
create index if not exists users_email_pattern on users (lower(email) text_pattern_ops);
create index if not exists users_name_pattern on users (lower(name) text_pattern_ops);
create index if not exists users_surname_pattern on users (lower(surname) text_pattern_ops);
create index if not exists user_roles_role on user_roles (role, user_id);

-- Dealers: name prefix (the dealers list's q and the listings list's dealer-name search).
create index if not exists dealers_name_pattern on dealers (lower(name) text_pattern_ops);

-- Listings: exact plate or VIN (579 → 1 ms), the state filter and the sorts the list offers that
-- had no index of their own (updated_at: a full sort; registration_year: 330 ms, its ~50,000 ties
-- per year sorted by id), and one dealer's listings newest first (86 ms for a 15,000-listing dealer).
create index if not exists listings_plate on listings (plate);
create index if not exists listings_vin on listings (vin);
create index if not exists listings_state_created on listings (state, created_at desc, id desc);
create index if not exists listings_updated on listings (updated_at desc, id desc);
create index if not exists listings_year_id on listings (registration_year, id);
create index if not exists listings_dealer_created on listings (dealer_id, created_at desc, id desc);

-- Buyer messages: newest first (54 → 1 ms), one listing's (28 → 0.2 ms), sender e-mail or name prefix.
create index if not exists user_messages_created on user_messages (created_at desc, id desc);
create index if not exists user_messages_listing on user_messages (listing_id, created_at desc);
create index if not exists user_messages_email_pattern on user_messages (lower(email) text_pattern_ops);
create index if not exists user_messages_name_pattern on user_messages (lower(name) text_pattern_ops);

-- Columns added by 018–020 have no statistics until the next automatic analyze (which a big, quiet
-- table may not see for days): the planner then guessed "deleted_at is null" matches 0.5 % of users
-- and picked a hash join and a sort (39 ms) instead of walking users_created (0.1 ms).
analyze users;
analyze listings;
