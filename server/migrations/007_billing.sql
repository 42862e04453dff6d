-- Billing (issue 11): paying for plans through Stripe (or its local stand-in).

-- The dealer's customer at the payment provider, created at its first checkout.
alter table dealers add column if not exists stripe_customer_id text unique;

-- The provider's customer on the subscription row: a subscription event finds its dealer by it when
-- the metadata is missing.
alter table subscriptions add column if not exists provider_customer_id text;

-- One row per Checkout Session we opened: who started it, for which plan, and how it ended.
-- purchase-ok reads it to say which plan was bought (or that the payment is still being confirmed).
create table billing_checkout_sessions (
  id text primary key,
  dealer_id uuid not null references dealers(id) on delete cascade,
  plan_id uuid not null references subscription_plans(id),
  user_id uuid references users(id) on delete set null,
  status text not null default 'open' check (status in ('open', 'completed')),
  provider_subscription_id text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index billing_checkout_sessions_dealer on billing_checkout_sessions (dealer_id, created_at desc);
