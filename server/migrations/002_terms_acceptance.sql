-- When a customer accepted the terms and the privacy notice at sign-up (consent must be
-- provable). Accounts created before this, and those created through Google, have none.
alter table users add column terms_accepted_at timestamptz;
