-- When a customer accepted the terms and the privacy notice (consent must be provable): at
-- sign-up (the form's box), or at a first Google sign-in (the page says so beside the button).
-- Accounts created before this have none.
alter table users add column terms_accepted_at timestamptz;
