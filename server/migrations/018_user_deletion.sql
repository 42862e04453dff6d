-- Admin back-office (issue 14): an admin deletes a user by anonymising them. The row stays so the
-- foreign keys of what they left behind (messages, Carfax requests, audit rows) still hold; the
-- date marks it deleted, and admin lists hide such rows unless asked for them.
alter table users add column deleted_at timestamptz;
