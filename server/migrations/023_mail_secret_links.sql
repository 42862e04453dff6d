-- Issue 19: the dev outbox shows a mail's secret links (reset, verification, "choose your password",
-- private report links) only to this machine with DEV_OUTBOX=true, and hides them from admins. Each
-- mail records which of its links are secret; rows kept before have none recorded (null), and for
-- them every link is hidden.
alter table mail_outbox add column if not exists secret_links jsonb;
