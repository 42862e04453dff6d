-- Plans and the free trial (issue 11).
-- A listing's visibility as its dealer sets it (the editor of issue 12 moves it): only
-- 'published' listings are public and count against the plan's listing limit; the end of a
-- trial sets listings above the Free limit to 'withdrawn'.
alter table listings add column state text not null default 'published'
  check (state in ('draft', 'published', 'withdrawn', 'sold'));
-- A dealer's published listings, newest first: the plan-limit count and "keep the newest".
create index listings_dealer_published on listings (dealer_id, created_at desc, id desc) where state = 'published';

-- Plan management (billing): a cancellation at the end of the period, a downgrade that waits for it.
alter table subscriptions add column cancel_at_period_end boolean not null default false;
alter table subscriptions add column pending_plan_id uuid references subscription_plans(id);
-- The trial's reminder mails (7 days and 1 day before its end) go out once each: the scheduled
-- job and the daily sweep both check and set these.
alter table subscriptions add column trial_reminder_7_sent_at timestamptz;
alter table subscriptions add column trial_reminder_1_sent_at timestamptz;
-- The daily sweep's search: running trials by end.
create index subscriptions_trial_end on subscriptions (current_period_end) where kind = 'trial' and status = 'active';
