-- Stock import files, read in slices (issue 19 item 7). The dry run reads the uploaded file a slice
-- at a time (substring), so no statement holds the whole 20 MB: on PGlite one statement runs on the
-- API's event loop. Kept uncompressed (storage external), PostgreSQL fetches only the TOAST chunks a
-- slice covers instead of decompressing the whole file for every slice.
alter table stock_imports alter column content set storage external;
-- UTF-8 or Windows-1252, told from the whole file when it arrives (a slice cannot tell).
alter table stock_imports add column encoding text check (encoding in ('utf-8', 'windows-1252'));
