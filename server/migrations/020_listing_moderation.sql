-- Admin back-office (issue 14): an admin disables a listing with a reason the dealer receives by
-- mail (and sees until it is enabled again). Who and when are kept on the row as well as in the
-- audit trail, so the dealer-facing state needs no audit read. An admin's account that is later
-- removed leaves the moderation in place (set null).
alter table listings add column moderation_reason text;
alter table listings add column moderated_at timestamptz;
alter table listings add column moderated_by uuid references users (id) on delete set null;
