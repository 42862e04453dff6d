import { TRIAL_DAYS } from '../../../catalog/prices.js';
import { ApiError, notFound } from '../../../http/errors.js';
import type { Mail } from '../../../mail/mailer.js';
import { trialEndedMail, trialReminderMail, trialStartedMail } from '../../../mail/templates.js';
import type { PlanRow, SubscriptionQueries, SubscriptionQueriesInTransaction } from './queries.js';

const DAY = 86_400_000;

/** What a plan allows; `listings` null is unlimited. */
export interface PlanLimits { listings: number | null; showcase: number; featured: number; reports_per_month: number }
export interface PlanUsage { published: number; showcase: number; featured: number; reports_this_month: number }
export interface Enforced { withdrawn: number; showcaseReleased: number; featuredReleased: number }

export const limitsOf = (plan: PlanRow): PlanLimits => ({
  listings: plan.max_active_listings, showcase: plan.showcase_slots, featured: plan.featured_slots, reports_per_month: plan.reports_per_month,
});

type Queries = SubscriptionQueriesInTransaction;

/** A plan mail to each owner of the dealer (the dealer's own address when it has none), as jobs of `q`'s transaction. */
async function mailOwners(q: Queries, dealer: { id: string; email: string }, mail: (to: string, name: string) => Mail) {
  const owners = await q.ownerEmails(dealer.id);
  const recipients = owners.length ? owners : [{ email: dealer.email, name: '' }];
  for (const owner of recipients) await q.queueMail(mail(owner.email, owner.name));
}

/** The dealer's plan now: its effective subscription (paid before trial), or Free. */
export async function effectivePlan(q: Queries, dealerId: string) {
  const subscription = await q.effectiveSubscription(dealerId);
  const plan = subscription ?? await q.planByCode('free');
  if (!plan) throw new Error('the Free plan is missing from subscription_plans');
  return { subscription: subscription ?? null, plan, limits: limitsOf(plan) };
}

/** What the dealer uses of its plan (published listings, showcase, featured, plan reports this month). */
export const planUsage = (q: Queries, dealerId: string): Promise<PlanUsage> => q.usage(dealerId);

/**
 * Brings the dealer within `limits`: published listings beyond the limit are withdrawn (the
 * newest stay), then showcase and featured flags beyond the allowance are released (the most
 * recently given stay). Call inside `queries.transaction` after `lockDealer`, so a concurrent
 * publish waits; publishing reuses it and the showcase toggles.
 */
export async function enforcePlanLimits(q: Queries, dealerId: string, limits: PlanLimits): Promise<Enforced> {
  const withdrawn = limits.listings === null ? 0 : await q.withdrawListingsBeyond(dealerId, limits.listings);
  const showcaseReleased = await q.releaseShowcaseBeyond(dealerId, limits.showcase);
  const featuredReleased = await q.releaseFeaturedBeyond(dealerId, limits.featured);
  return { withdrawn, showcaseReleased, featuredReleased };
}

/**
 * The dealer brought within its effective plan in one transaction (dealer locked): for a plan
 * change that takes effect (a downgrade at period end, a subscription that ends).
 */
export function enforceEffectivePlan(queries: SubscriptionQueries, dealerId: string): Promise<Enforced> {
  return queries.transaction(async (q) => {
    await q.lockDealer(dealerId);
    const { limits } = await effectivePlan(q, dealerId);
    return await enforcePlanLimits(q, dealerId, limits);
  });
}

const isTrialRace = (error: unknown) => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && (e.constraint === 'subscriptions_one_trial' || String(e.message ?? '').includes('subscriptions_one_trial'));
};

export interface SubscriptionServiceOptions {
  queries: SubscriptionQueries;
  appUrl: string;
  now?: () => Date;
}

export function subscriptionService({ queries, appUrl, now = () => new Date() }: SubscriptionServiceOptions) {
  const planUrl = (dealerId: string) => `${appUrl}/dealer/${dealerId}/plan`;

  /** SPEC §3 currentPlan, read with `q` (inside a transaction after a change, so it sees it). */
  async function currentPlanWith(q: Queries, dealerId: string) {
    const [{ subscription, plan, limits }, usage, credits, history] = await Promise.all([
      effectivePlan(q, dealerId), q.usage(dealerId), q.creditsLeft(dealerId), q.history(dealerId),
    ]);
    const onTrial = subscription?.kind === 'trial';
    const at = now();
    return {
      subscription_plan: subscription ? {
        uuid: plan.plan_id, code: plan.plan_code, name: plan.plan_name, tier: plan.plan_tier, price_cents: plan.plan_price_cents, limits,
      } : null,
      trial: onTrial ? {
        started_at: subscription.current_period_start,
        ends_at: subscription.current_period_end,
        days_left: Math.max(0, Math.ceil((subscription.current_period_end.getTime() - at.getTime()) / DAY)),
      } : null,
      status: subscription?.status ?? null,
      current_period_end: subscription?.current_period_end ?? null,
      cancel_at_period_end: subscription?.cancel_at_period_end ?? false,
      pending_plan: subscription?.pending_plan_id
        ? { uuid: subscription.pending_plan_id, code: subscription.pending_plan_code!, name: subscription.pending_plan_name! }
        : null,
      limits,
      usage,
      counters: {
        carfax: {
          subscription: { availability: Math.max(0, limits.reports_per_month - usage.reports_this_month) },
          credit: { availability: credits },
        },
      },
      trial_available: !history.hadTrial && !history.hadPaid,
    };
  }

  return {
    currentPlan: (dealerId: string) => currentPlanWith(queries, dealerId),

    /** SPEC §7 showcase-availability: slots used of the plan's allowance. */
    async showcaseAvailability(dealerId: string) {
      const [{ limits }, usage] = await Promise.all([effectivePlan(queries, dealerId), queries.usage(dealerId)]);
      const slots = (used: number, allowed: number) => ({ used, allowed, available: Math.max(0, allowed - used) });
      return { showcase: slots(usage.showcase, limits.showcase), featured: slots(usage.featured, limits.featured) };
    },

    /**
     * The 30-day free trial with Pro limits, once per dealer ever: S5 when a trial existed, S6
     * when the dealer ever had a paid plan. Its end and the reminder mails are jobs written in
     * the same transaction.
     */
    async startTrial(dealerId: string) {
      try {
        return await queries.transaction(async (q) => {
          const dealer = await q.lockDealer(dealerId);
          if (!dealer) throw notFound('Concessionario non trovato.');
          const history = await q.history(dealerId);
          if (history.hadTrial) throw new ApiError('S5', 'La prova gratuita è già stata utilizzata da questa concessionaria.');
          if (history.hadPaid) throw new ApiError('S6', 'Questa concessionaria ha già acquistato un piano: la prova gratuita è riservata a chi non ne ha mai avuto uno.');
          const plan = await q.planByCode('trial');
          if (!plan) throw new Error('the trial plan is missing from subscription_plans');
          const start = now();
          const end = new Date(start.getTime() + TRIAL_DAYS * DAY);
          const trial = await q.insertTrial(dealerId, plan.plan_id, start, end);
          await q.queueJob('trial-expiry', { subscriptionId: trial.id }, end);
          await q.queueJob('trial-reminder', { subscriptionId: trial.id, daysBefore: 7 }, new Date(end.getTime() - 7 * DAY));
          await q.queueJob('trial-reminder', { subscriptionId: trial.id, daysBefore: 1 }, new Date(end.getTime() - DAY));
          await mailOwners(q, dealer, (to, name) => trialStartedMail(to, name, { dealerName: dealer.name, endsAt: end, planUrl: planUrl(dealerId) }));
          return await currentPlanWith(q, dealerId);
        });
      } catch (error) {
        // Two activations at once: the dealer lock makes the second wait and see S5; the unique
        // index is the last guard (e.g. a trial written by another path).
        if (isTrialRace(error)) throw new ApiError('S5', 'La prova gratuita è già stata utilizzata da questa concessionaria.');
        throw error;
      }
    },
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;

/**
 * The trial jobs: its end, the reminders before it, the daily sweep. Each runs in one
 * transaction and is idempotent, so a job that runs twice (a retry, the sweep) changes nothing more.
 */
export function trialJobs({ queries, appUrl, now = () => new Date() }: SubscriptionServiceOptions) {
  const planUrl = (dealerId: string) => `${appUrl}/dealer/${dealerId}/plan`;

  /** Ends a trial that is past its end: 'expired', then the dealer within its (now) effective plan. */
  async function expireTrial(subscriptionId: string): Promise<(Enforced & { expired: true }) | { expired: false }> {
    return await queries.transaction(async (q) => {
      const peek = await q.trialDealer(subscriptionId);
      if (!peek) return { expired: false };
      // Lock order as everywhere else: dealer, then its rows.
      const dealer = await q.lockDealer(peek.dealer_id);
      const trial = await q.trialForUpdate(subscriptionId);
      if (!dealer || !trial || trial.status !== 'active') return { expired: false };
      // Early (a clock ahead of the database's): the next run or the sweep ends it.
      if (trial.current_period_end.getTime() > now().getTime()) return { expired: false };
      await q.markExpired(subscriptionId);
      const { plan, limits } = await effectivePlan(q, dealer.id);
      const enforced = await enforcePlanLimits(q, dealer.id, limits);
      await mailOwners(q, dealer, (to, name) => trialEndedMail(to, name, {
        dealerName: dealer.name, planName: plan.plan_name, ...enforced, planUrl: planUrl(dealer.id),
      }));
      return { expired: true, ...enforced };
    });
  }

  /** "Your trial ends in N days", once per reminder, only while the trial still runs and no plan was bought. */
  async function remindTrial(subscriptionId: string, daysBefore: 7 | 1): Promise<boolean> {
    return await queries.transaction(async (q) => {
      const peek = await q.trialDealer(subscriptionId);
      if (!peek) return false;
      const dealer = await q.lockDealer(peek.dealer_id);
      const trial = await q.trialForUpdate(subscriptionId);
      if (!dealer || !trial || trial.status !== 'active') return false;
      const left = trial.current_period_end.getTime() - now().getTime();
      if (left <= 0) return false;
      const sent = daysBefore === 7 ? trial.trial_reminder_7_sent_at : trial.trial_reminder_1_sent_at;
      if (sent) return false;
      await q.markReminderSent(subscriptionId, daysBefore);
      // A 7-day reminder that runs on the last day says nothing the 1-day one does not.
      if (daysBefore === 7 && left <= DAY) return false;
      // A dealer who bought a plan during the trial keeps it: nothing to remind.
      const current = await q.effectiveSubscription(dealer.id);
      if (current?.kind === 'paid') return false;
      const daysLeft = Math.max(1, Math.ceil(left / DAY));
      await mailOwners(q, dealer, (to, name) => trialReminderMail(to, name, {
        dealerName: dealer.name, endsAt: trial.current_period_end, daysLeft, planUrl: planUrl(dealer.id),
      }));
      return true;
    });
  }

  /** Daily: ends overdue trials and sends reminders whose job was lost. */
  async function sweepTrials() {
    let expired = 0;
    for (const { id } of await queries.overdueTrials()) if ((await expireTrial(id)).expired) expired += 1;
    let reminded = 0;
    for (const days of [1, 7] as const) {
      for (const { id } of await queries.trialsDueForReminder(days)) if (await remindTrial(id, days)) reminded += 1;
    }
    return { expired, reminded };
  }

  return { expireTrial, remindTrial, sweepTrials };
}

export type TrialJobs = ReturnType<typeof trialJobs>;
