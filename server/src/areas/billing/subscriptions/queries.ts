import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { QueueData } from '../../../jobs/queues.js';
import type { Mail } from '../../../mail/mailer.js';
import { withTransaction } from '../../../db/transaction.js';
import { usingThePlan } from '../../listings/plan-count.js';

/** The first instant of this calendar month in Italy: plan reports are counted per month. */
const monthStart = sql<Date>`(date_trunc('month', now() at time zone 'Europe/Rome') at time zone 'Europe/Rome')`;

const planColumns = [
  'p.id as plan_id', 'p.code as plan_code', 'p.name as plan_name', 'p.tier as plan_tier', 'p.price_cents as plan_price_cents',
  'p.max_active_listings', 'p.showcase_slots', 'p.featured_slots', 'p.reports_per_month',
] as const;

export interface PlanRow {
  plan_id: string; plan_code: string; plan_name: string; plan_tier: string; plan_price_cents: number;
  max_active_listings: number | null; showcase_slots: number; featured_slots: number; reports_per_month: number;
}

/** Subscriptions, the trial, plan limits and what a dealer uses of them. */
export function subscriptionQueries(db: Kysely<DB>, jobs: Jobs) {
  const queries = {
    /** A mail as a job through this connection: inside transaction() it exists only if the change commits. */
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),

    /** A job that runs at `startAfter` (the trial's end, its reminders), written in this transaction. */
    queueJob: <Q extends 'trial-expiry' | 'trial-reminder'>(name: Q, data: QueueData[Q], startAfter: Date) =>
      jobs.enqueue(name, data, { tx: db, startAfter }),

    /**
     * The dealer row, locked until the transaction ends: trial activations, expiries and limit
     * enforcement of one dealer run one after the other.
     */
    lockDealer: (dealerId: string) => db.selectFrom('dealers').select(['id', 'name', 'email'])
      .where('id', '=', dealerId).forUpdate().executeTakeFirst(),

    dealer: (dealerId: string) => db.selectFrom('dealers').select(['id', 'name', 'email']).where('id', '=', dealerId).executeTakeFirst(),

    /** Where the dealer's plan mails go: its owners' verified e-mails, else the dealer's own address. */
    async ownerEmails(dealerId: string): Promise<{ email: string; name: string }[]> {
      return await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.email', 'u.name']).where('m.dealer_id', '=', dealerId).where('m.role', '=', 'owner')
        .where('u.enabled', '=', true).where('u.email_verified_at', 'is not', null).orderBy('u.email').execute();
    },

    planByCode: (code: string) => db.selectFrom('subscription_plans as p').select(planColumns).where('p.code', '=', code).executeTakeFirst(),

    /**
     * The subscription that sets the dealer's plan now: active or past due and not past its end,
     * a paid one before a trial (DEALERS1.md "effective plan").
     */
    effectiveSubscription: (dealerId: string) => db.selectFrom('subscriptions as s')
      .innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
      .leftJoin('subscription_plans as pp', 'pp.id', 's.pending_plan_id')
      .select([
        's.id', 's.kind', 's.status', 's.current_period_start', 's.current_period_end', 's.cancel_at_period_end',
        'pp.id as pending_plan_id', 'pp.code as pending_plan_code', 'pp.name as pending_plan_name', ...planColumns,
      ])
      .where('s.dealer_id', '=', dealerId).where('s.status', 'in', ['active', 'past_due'])
      .where('s.current_period_end', '>', sql<Date>`now()`)
      .orderBy(sql`case s.kind when 'paid' then 0 else 1 end`).orderBy('s.current_period_end', 'desc')
      .limit(1).executeTakeFirst(),

    /** Whether the dealer ever had a trial, or ever a paid subscription (the trial is once, for new dealers). */
    async history(dealerId: string): Promise<{ hadTrial: boolean; hadPaid: boolean }> {
      const row = await db.selectFrom('subscriptions').where('dealer_id', '=', dealerId)
        .select([
          sql<boolean>`coalesce(bool_or(kind = 'trial'), false)`.as('had_trial'),
          sql<boolean>`coalesce(bool_or(kind = 'paid'), false)`.as('had_paid'),
        ]).executeTakeFirstOrThrow();
      return { hadTrial: row.had_trial, hadPaid: row.had_paid };
    },

    /** What the dealer uses of its plan: published listings, showcase and featured among them, plan reports this month. */
    async usage(dealerId: string) {
      const row = await db.selectNoFrom((eb) => [
        eb.selectFrom('listings').$call(usingThePlan).where('dealer_id', '=', dealerId)
          .select([sql<number>`count(*)::int`.as('n')]).as('published'),
        eb.selectFrom('listings').$call(usingThePlan).where('dealer_id', '=', dealerId).where('showcase', '=', true)
          .select([sql<number>`count(*)::int`.as('n')]).as('showcase'),
        eb.selectFrom('listings').$call(usingThePlan).where('dealer_id', '=', dealerId).where('featured', '=', true)
          .select([sql<number>`count(*)::int`.as('n')]).as('featured'),
        eb.selectFrom('carfax_reports').where('dealer_id', '=', dealerId).where('source', '=', 'subscription')
          .where('created_at', '>=', monthStart).select([sql<number>`count(*)::int`.as('n')]).as('reports_this_month'),
      ]).executeTakeFirstOrThrow();
      return {
        published: row.published ?? 0, showcase: row.showcase ?? 0, featured: row.featured ?? 0,
        reports_this_month: row.reports_this_month ?? 0,
      };
    },

    /** Report-package credits not yet used nor expired. */
    async creditsLeft(dealerId: string): Promise<number> {
      const row = await db.selectFrom('carfax_package_purchases').where('dealer_id', '=', dealerId)
        .where('expires_at', '>', sql<Date>`now()`)
        .select(sql<number>`coalesce(sum(reports_total - reports_used), 0)::int`.as('n')).executeTakeFirstOrThrow();
      return row.n;
    },

    /** A trial subscription (call inside transaction(); the unique index subscriptions_one_trial refuses a second). */
    insertTrial: (dealerId: string, planId: string, start: Date, end: Date) => db.insertInto('subscriptions').values({
      dealer_id: dealerId, plan_id: planId, kind: 'trial', status: 'active', current_period_start: start, current_period_end: end,
    }).returning(['id', 'current_period_start', 'current_period_end']).executeTakeFirstOrThrow(),

    /** The dealer of a trial (no lock: the dealer is locked first, then the trial). */
    trialDealer: (subscriptionId: string) => db.selectFrom('subscriptions').select('dealer_id')
      .where('id', '=', subscriptionId).where('kind', '=', 'trial').executeTakeFirst(),

    /** A trial by id, locked until the transaction ends. */
    trialForUpdate: (subscriptionId: string) => db.selectFrom('subscriptions')
      .select(['id', 'dealer_id', 'status', 'current_period_start', 'current_period_end', 'trial_reminder_7_sent_at', 'trial_reminder_1_sent_at'])
      .where('id', '=', subscriptionId).where('kind', '=', 'trial').forUpdate().executeTakeFirst(),

    markExpired: (subscriptionId: string) => db.updateTable('subscriptions').set({ status: 'expired' })
      .where('id', '=', subscriptionId).where('status', '=', 'active').executeTakeFirst(),

    markReminderSent: (subscriptionId: string, daysBefore: 7 | 1) => db.updateTable('subscriptions')
      .set(daysBefore === 7 ? { trial_reminder_7_sent_at: new Date() } : { trial_reminder_1_sent_at: new Date() })
      .where('id', '=', subscriptionId).executeTakeFirst(),

    /** Running trials already past their end (their job got lost, or it is late). */
    overdueTrials: () => db.selectFrom('subscriptions').select('id').where('kind', '=', 'trial').where('status', '=', 'active')
      .where('current_period_end', '<=', sql<Date>`now()`).orderBy('current_period_end').execute(),

    /** Running trials that end within `days` and whose reminder of that many days has not gone out. */
    trialsDueForReminder: (days: 7 | 1) => db.selectFrom('subscriptions').select('id')
      .where('kind', '=', 'trial').where('status', '=', 'active')
      .where('current_period_end', '>', sql<Date>`now()`)
      .where('current_period_end', '<=', sql<Date>`now() + make_interval(days => ${days})`)
      .where(days === 7 ? 'trial_reminder_7_sent_at' : 'trial_reminder_1_sent_at', 'is', null)
      .execute(),

    /**
     * Published listings beyond the newest `keep` become 'withdrawn' (their showcase and featured
     * flags go with them). Returns how many.
     */
    async withdrawListingsBeyond(dealerId: string, keep: number): Promise<number> {
      const beyond = db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).$call(usingThePlan)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(keep);
      const result = await db.updateTable('listings')
        .set({ state: 'withdrawn', showcase: false, showcased_at: null, featured: false, featured_at: null, updated_at: new Date() })
        .where('id', 'in', beyond).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Showcase flags beyond the `keep` most recently showcased published listings are released. */
    async releaseShowcaseBeyond(dealerId: string, keep: number): Promise<number> {
      const beyond = db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('showcase', '=', true)
        .$call(usingThePlan)
        .orderBy(sql`showcased_at desc nulls last`).orderBy('id', 'desc').offset(keep);
      const result = await db.updateTable('listings').set({ showcase: false, showcased_at: null, updated_at: new Date() })
        .where((eb) => eb.or([eb('id', 'in', beyond), eb.and([eb('dealer_id', '=', dealerId), eb('showcase', '=', true), eb('state', '!=', 'published')])]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Featured flags beyond the `keep` most recently featured published listings are released. */
    async releaseFeaturedBeyond(dealerId: string, keep: number): Promise<number> {
      const beyond = db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('featured', '=', true)
        .$call(usingThePlan)
        .orderBy(sql`featured_at desc nulls last`).orderBy('id', 'desc').offset(keep);
      const result = await db.updateTable('listings').set({ featured: false, featured_at: null, updated_at: new Date() })
        .where((eb) => eb.or([eb('id', 'in', beyond), eb.and([eb('dealer_id', '=', dealerId), eb('featured', '=', true), eb('state', '!=', 'published')])]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
  return withTransaction(db, queries, (trx): typeof queries => subscriptionQueries(trx, jobs));
}

export type SubscriptionQueries = ReturnType<typeof subscriptionQueries>;
/** What a transaction's work gets: every query but `transaction` (no nesting). */
export type SubscriptionQueriesInTransaction = Omit<SubscriptionQueries, 'transaction'>;
