/**
 * Test fixtures of the host's session: a whole contract `User` (and an own dealer) with only the
 * fields a test cares about spelled out. For tests only (`@automercato/shell-api/testing`).
 */
import type { CurrentUser } from './session';
import type { CurrentPlan, OwnDealer, TrialPlan } from './dealer';

export function aUser(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uuid: 'u-1',
    email: 'utente@automercato.example',
    name: 'Giulia',
    surname: 'Rossi',
    phone: null,
    role: 'customer',
    roles: [patch.role ?? 'customer'],
    email_verified_at: '2026-01-10T10:00:00Z',
    has_google: false,
    dealers: [],
    ...patch,
  };
}

export function anOwnDealer(patch: Partial<OwnDealer> = {}): OwnDealer {
  return {
    uuid: 'd-1',
    name: 'Autosalone Demo',
    slug: 'autosalone-demo',
    city: 'Milano',
    enabled: true,
    disabled_reason: null,
    vat_confirmation: 'confirmed',
    membership: 'owner',
    ...patch,
  };
}

/** A dealer's plan: Free (no subscription) unless the patch gives one; `aSubscription` builds one. */
export function aPlan(patch: Partial<CurrentPlan> = {}): CurrentPlan {
  const limits = { listings: 10, showcase: 0, featured: 0, reports_per_month: 0 };
  return {
    subscription_plan: null,
    trial: null,
    status: null,
    current_period_end: null,
    cancel_at_period_end: false,
    pending_plan: null,
    limits,
    usage: { published: 0, showcase: 0, featured: 0, reports_this_month: 0 },
    counters: { carfax: { subscription: { availability: 0 }, credit: { availability: 0 } } },
    trial_available: false,
    ...patch,
  };
}

export function aSubscription(tier: string): NonNullable<CurrentPlan['subscription_plan']> {
  return { uuid: `p-${tier.toLowerCase()}`, code: tier.toLowerCase(), name: tier, tier, price_cents: 9900, limits: { listings: 100, showcase: 5, featured: 5, reports_per_month: 20 } };
}

export function aTrial(patch: Partial<TrialPlan> = {}): TrialPlan {
  return { started_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z', days_left: 30, ...patch };
}
