-- Issue 21: releases of the remotes. Each team publishes immutable versions of its remote; the map
-- behind /remotes.json (active version, optional canary with a share of sessions) lives here and
-- changes at run time; every change is audited in audit_log (entity 'remote').

-- One published build of one remote. Its files live under DATA_DIR/releases/<remote>/<version>/ and are
-- served at /mf/<key>/<version>/…; a row is never updated except for the serving bookkeeping.
create table remote_versions (
  remote text not null,
  version text not null,
  -- Order of publication within the remote (1, 2, 3…).
  seq integer not null,
  -- sha256 over the sorted paths and contents: the same files are never published twice.
  content_hash text not null,
  git_commit text,
  built_at timestamptz,
  published_at timestamptz not null default now(),
  -- The token's label, the admin's e-mail or 'avvio locale' (the build `npm start` found).
  published_by text not null,
  -- 'token' | 'developer' | 'local' (boot import: follows the checkout until an admin takes over).
  channel text not null,
  token_id uuid,
  size_bytes bigint not null,
  file_count integer not null,
  exposes jsonb not null,
  shared jsonb not null,
  -- The gate's verdict against the shell that was live at publication: { ok, problems[] }.
  compatibility jsonb not null,
  -- Last time /remotes.json handed this version to someone (retention keeps it while recent).
  last_served_at timestamptz,
  -- Retention removed its files: the row stays as history, the version can no longer go live.
  removed_at timestamptz,
  primary key (remote, version),
  unique (remote, seq),
  unique (remote, content_hash)
);

-- The map: one row per remote that has an active version.
create table remote_map (
  remote text primary key,
  active_version text not null,
  canary_version text,
  canary_percent integer check (canary_percent between 1 and 99),
  canary_started_at timestamptz,
  -- When the active version went live (health of the active version is compared from here).
  active_since timestamptz not null default now(),
  last_auto_rollback_at timestamptz,
  last_auto_rollback_version text,
  last_auto_rollback_reason text,
  updated_at timestamptz not null default now(),
  check ((canary_version is null) = (canary_percent is null)),
  foreign key (remote, active_version) references remote_versions (remote, version),
  foreign key (remote, canary_version) references remote_versions (remote, version)
);

-- A publish token: publishes versions of one remote, nothing else. Only its hash is stored.
create table remote_publish_tokens (
  id uuid primary key,
  remote text not null,
  label text not null,
  token_hash text not null unique,
  created_by uuid,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Health from the field: one row per (remote, version, browser session). The session key is a hash of
-- the random, HttpOnly canary cookie: no user, no address.
create table remote_health (
  remote text not null,
  version text not null,
  session_key text not null,
  loads integer not null default 0,
  load_failures integer not null default 0,
  render_errors integer not null default 0,
  load_ms_total bigint not null default 0,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (remote, version, session_key)
);
create index remote_health_seen on remote_health (remote, version, first_seen);
