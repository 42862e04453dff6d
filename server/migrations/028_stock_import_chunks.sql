-- Stock files stored in chunks (issue 19 item 7). A 20 MB file written as one bytea statement held
-- PGlite's event loop for ~0.4 s and grew its WASM heap by the file's size (in hex, twice): an upload
-- is now written a chunk (≤ 256 KB) per statement as it arrives, and the dry run reads it a chunk at
-- a time. No foreign key: the chunks are written before the import row exists, so an import appears
-- only once its file is whole (an upload cut short deletes what it wrote).
create table stock_import_chunks (
  import_id uuid not null,
  seq integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (import_id, seq)
);
-- Chunks are read whole and are mostly text: skip compression on the write path.
alter table stock_import_chunks alter column bytes set storage external;
-- Files of imports still waiting for their dry run become one chunk each (a reader takes any size).
insert into stock_import_chunks (import_id, seq, bytes) select id, 0, content from stock_imports where content is not null;
alter table stock_imports drop column content;
