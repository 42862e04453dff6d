import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from './common.js';

/** What a plan allows: null listings = unlimited. */
export const PlanLimits = Type.Object({
  listings: Nullable(Type.Integer()),
  showcase: Type.Integer(),
  featured: Type.Integer(),
  reports_per_month: Type.Integer(),
});
export type PlanLimits = Static<typeof PlanLimits>;

/** The plan of a subscription (the trial row while on trial; billing's plans otherwise). */
export const CurrentSubscriptionPlan = Type.Object({
  uuid: Type.String(),
  code: Type.String(),
  name: Type.String(),
  tier: Type.String(),
  price_cents: Type.Integer(),
  limits: PlanLimits,
});
export type CurrentSubscriptionPlan = Static<typeof CurrentSubscriptionPlan>;

export const ReportAvailability = Type.Object({ availability: Type.Integer() });

/**
 * GET /api/dealers/{dealerUuid}/subscription: SPEC §3 currentPlan. `subscription_plan` null is
 * Free; `trial` set while the free trial runs; limits and usage are what the plan page shows.
 */
export const CurrentPlan = Type.Object({
  subscription_plan: Nullable(CurrentSubscriptionPlan),
  trial: Nullable(Type.Object({
    started_at: DateTime,
    ends_at: DateTime,
    days_left: Type.Integer(),
  })),
  /** 'active' or 'past_due' (the effective subscription's); null on Free. */
  status: Nullable(Type.String()),
  current_period_end: Nullable(DateTime),
  cancel_at_period_end: Type.Boolean(),
  /** A downgrade waiting for the end of the period (billing). */
  pending_plan: Nullable(Type.Object({ uuid: Type.String(), code: Type.String(), name: Type.String() })),
  limits: PlanLimits,
  usage: Type.Object({
    published: Type.Integer(),
    showcase: Type.Integer(),
    featured: Type.Integer(),
    reports_this_month: Type.Integer(),
  }),
  counters: Type.Object({
    carfax: Type.Object({
      /** Plan reports left this calendar month. */
      subscription: ReportAvailability,
      /** Unexpired report-package credits left. */
      credit: ReportAvailability,
    }),
  }),
  /** Never had a trial and never bought a plan: the trial offer can be shown. */
  trial_available: Type.Boolean(),
});
export type CurrentPlan = Static<typeof CurrentPlan>;

const Slots = Type.Object({ used: Type.Integer(), allowed: Type.Integer(), available: Type.Integer() });

/** GET /api/dealers/{dealerUuid}/subscriptions/showcase-availability (SPEC §7). */
export const ShowcaseAvailability = Type.Object({ showcase: Slots, featured: Slots });
export type ShowcaseAvailability = Static<typeof ShowcaseAvailability>;

export const SubscriptionDealerParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
