/**
 * Test harness: the remotes' shared one (@automercato/entities/testing: the real api-sdk over a
 * scripted fetch, the routes mounted as the shell mounts them) over this remote's routes, and
 * sample data shaped as the API answers.
 */
import type { Api, CurrentPlan, DealerStatistics, SubscriptionPlan } from '@automercato/api-sdk';
import { renderRoutes } from '@automercato/entities/testing';
import { routes } from '../routes';

export { fail, fakeApi, ok, on, type Call, type Handler } from '@automercato/entities/testing';

export const renderRoute = (path: string, api: Api) => renderRoutes(routes, path, api);

// ── sample data, shaped as the API answers ─────────────────────────────────────────────────

export const DEALER = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const plan = (n: number, code: string, name: string, tier: string, cents: number, listings: number | null, showcase: number, featured: number, reports: number, extra: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  uuid: uuid(n), code, name, tier, price: cents / 100, price_cents: cents, vat_rate: 22, vat_cents: Math.round(cents * 0.22),
  price_with_vat_cents: cents + Math.round(cents * 0.22), currency: 'EUR', billing_period: 'month', vat_included: false,
  limits: { active_listings: listings, showcase_slots: showcase, featured_slots: featured, reports_per_month: reports },
  is_trial: false, trial_days: null, purchasable: true, ...extra,
});

export const PLANS: SubscriptionPlan[] = [
  plan(1, 'free', 'Free', 'Free', 0, 10, 0, 0, 0, { purchasable: false }),
  plan(2, 'trial', 'Prova gratuita', 'Trial', 0, 200, 10, 5, 25, { purchasable: false, is_trial: true, trial_days: 30 }),
  plan(3, 'base', 'Base', 'Base', 4900, 50, 2, 1, 5),
  plan(4, 'pro', 'Pro', 'Pro', 14900, 200, 10, 5, 25),
  plan(5, 'premium', 'Premium', 'Premium', 34900, null, 30, 15, 100),
];
export const planByCode = (code: string) => PLANS.find((p) => p.code === code)!;

const limitsOf = (p: SubscriptionPlan) => ({ listings: p.limits.active_listings, showcase: p.limits.showcase_slots, featured: p.limits.featured_slots, reports_per_month: p.limits.reports_per_month });

export function freePlan(overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  return {
    subscription_plan: null, trial: null, status: null, current_period_end: null, cancel_at_period_end: false, pending_plan: null,
    limits: limitsOf(planByCode('free')), usage: { published: 4, showcase: 0, featured: 0, reports_this_month: 0 },
    counters: { carfax: { subscription: { availability: 0 }, credit: { availability: 3 } } }, trial_available: true, ...overrides,
  };
}

export function paidPlan(code: string, overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  const p = planByCode(code);
  return freePlan({
    subscription_plan: { uuid: p.uuid, code: p.code, name: p.name, tier: p.tier, price_cents: p.price_cents, limits: limitsOf(p) },
    status: 'active', current_period_end: '2026-12-20T10:00:00.000Z', limits: limitsOf(p),
    usage: { published: 12, showcase: 2, featured: 0, reports_this_month: 1 },
    counters: { carfax: { subscription: { availability: p.limits.reports_per_month - 1 }, credit: { availability: 0 } } },
    trial_available: false, ...overrides,
  });
}

export function trialPlan(endsAt: string, overrides: Partial<CurrentPlan> = {}): CurrentPlan {
  return paidPlan('trial', { trial: { started_at: '2026-11-01T10:00:00.000Z', ends_at: endsAt, days_left: 30 }, current_period_end: endsAt, ...overrides });
}

/** A 30-day answer ending 24 November 2026, with `views` on the last day. */
export function sampleStats(overrides: Partial<DealerStatistics> = {}, lastDayViews = 12): DealerStatistics {
  const days = Array.from({ length: 30 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 9, 26 + i, 12));
    return { day: d.toISOString().slice(0, 10), views: 0, favourites: 0, leads: 0, report_requests: 0 };
  });
  days[29]!.views = lastDayViews;
  days[20]!.leads = 1;
  return {
    from: days[0]!.day, to: days[29]!.day, days,
    totals: { views: lastDayViews, favourites: 0, leads: 1, report_requests: 0 },
    listings: [], views_without_leads: [], ...overrides,
  };
}
