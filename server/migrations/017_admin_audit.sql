-- Admin back-office (issue 14): the audit trail of every admin write. Rows are written in the
-- same transaction as the change they describe, so a change that fails leaves none.
-- Append-only: no route edits or deletes them, and the database refuses it too. The actor is
-- kept by id and by the e-mail they had then (no foreign key: an anonymised admin's past
-- actions stay readable, and a cascade would be an update the trigger refuses).
create table audit_log (
  id bigserial primary key,
  actor_id uuid,
  actor_email text not null,
  action text not null,
  entity_type text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_entity on audit_log (entity_type, entity_id, created_at desc, id desc);
create index audit_log_actor on audit_log (actor_id, created_at desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
