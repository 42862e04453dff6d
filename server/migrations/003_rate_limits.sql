-- Hits of the per-address limits on mail-sending and probing endpoints (sign-up, recovery,
-- verification, leads): kept in the database so a restart or a second API process does not
-- reset them.
create table rate_limit_hits (
  id bigserial primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index rate_limit_hits_key on rate_limit_hits (key, created_at);
create index rate_limit_hits_created on rate_limit_hits (created_at);
