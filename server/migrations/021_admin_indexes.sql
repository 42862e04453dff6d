-- Admin back-office at scale (issue 14, bench slice): indexes for the list shapes the admin lists
-- use, measured by bench/admin.ts at 1,000,000 listings and 100,000 users (p95 ≤ 50 ms).
-- Plain CREATE INDEX (no CONCURRENTLY: migrations run in a transaction, on PGlite too).

-- The listings a report is associated with (the admin and dealer report lists, and the
-- report's soft delete that detaches them): without it, every page scans all listings.
create index if not exists listings_carfax_report on listings (carfax_report_id) where carfax_report_id is not null;
