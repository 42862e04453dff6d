import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Mail } from '../../../mail/mailer.js';
import type { Jobs } from '../../../jobs/index.js';
import { withTransaction } from '../../../db/transaction.js';
import { usingThePlan } from '../../listings/plan-count.js';

/** `issueInvoice` of the invoices area (server/src/areas/billing/invoices/issue.ts), passed in by index.ts. */
export type IssueInvoice = (db: Kysely<DB> | Transaction<DB>, paymentId: string) => Promise<unknown>;
/** The dealer's invoices for the plan page (invoices area), by payment. */
export type ListInvoices = (db: Kysely<DB>, dealerId: string) => Promise<{ id: string; code: string; payment_id: string }[]>;
/** `enforcePlanLimits` of the subscriptions area (plans slice), passed in by index.ts. */
export type EnforcePlanLimits = (db: Kysely<DB> | Transaction<DB>, dealerId: string) => Promise<unknown>;

export interface BillingHooks {
  issueInvoice: IssueInvoice;
  enforcePlanLimits: EnforcePlanLimits;
  listInvoices: ListInvoices;
}

export type SubscriptionStatus = 'active' | 'canceled' | 'expired' | 'past_due';

/** A paid subscription as the provider describes it, already mapped to our columns. */
export interface ProviderSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string;
  dealerId: string;
  planId: string;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export interface NewPayment {
  dealerId: string;
  /** Default 'subscription'; a credit package bought once is 'carfax_package'. */
  purpose?: 'subscription' | 'carfax_package';
  reference: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  metadata: Record<string, unknown>;
  paidAt: Date | null;
}

const PLAN_COLUMNS = [
  'id', 'code', 'name', 'tier', 'price_cents', 'max_active_listings', 'showcase_slots', 'featured_slots',
  'reports_per_month', 'purchasable', 'position',
] as const;

export function billingQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>, hooks: BillingHooks) {
  const queries = {
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),
    /** Applies a downgrade / ends a canceled plan at the end of the period (see service.periodEnd). */
    queuePeriodEnd: (subscriptionId: string, at: Date) =>
      jobs.enqueue('billing-period-end', { subscriptionId, periodEnd: at.toISOString() }, { tx: db, startAfter: at }),
    issueInvoice: (paymentId: string) => hooks.issueInvoice(db, paymentId),
    enforcePlanLimits: (dealerId: string) => hooks.enforcePlanLimits(db, dealerId),
    invoices: (dealerId: string) => hooks.listInvoices(db, dealerId),

    plans: () => db.selectFrom('subscription_plans').select(PLAN_COLUMNS).orderBy('position').execute(),

    planById: (id: string) => db.selectFrom('subscription_plans').select(PLAN_COLUMNS).where('id', '=', id).executeTakeFirst(),

    planByCode: (code: string) => db.selectFrom('subscription_plans').select(PLAN_COLUMNS).where('code', '=', code).executeTakeFirst(),

    dealer: (id: string) => db.selectFrom('dealers')
      .select(['id', 'name', 'company_name', 'vat_number', 'email', 'address', 'city', 'postal_code', 'province_code', 'country', 'stripe_customer_id'])
      .where('id', '=', id).executeTakeFirst(),

    dealerByCustomer: (customerId: string) => db.selectFrom('dealers').select(['id'])
      .where('stripe_customer_id', '=', customerId).executeTakeFirst(),

    /** First writer wins: two checkouts started at once keep one customer. */
    async setCustomer(dealerId: string, customerId: string): Promise<string> {
      await db.updateTable('dealers').set({ stripe_customer_id: customerId })
        .where('id', '=', dealerId).where('stripe_customer_id', 'is', null).execute();
      const row = await db.selectFrom('dealers').select('stripe_customer_id').where('id', '=', dealerId).executeTakeFirstOrThrow();
      return row.stripe_customer_id!;
    },

    /**
     * The dealer's paid subscription that still counts (active or past due, period running); one
     * not made through our provider (the demo data's `provider = 'demo'`) is shown, not managed.
     */
    currentPaid: (dealerId: string, now = new Date()) => db.selectFrom('subscriptions as s')
      .innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
      .select([
        's.id', 's.plan_id', 's.status', 's.current_period_start', 's.current_period_end', 's.cancel_at_period_end',
        's.pending_plan_id', 's.provider', 's.provider_subscription_id', 'p.code as plan_code', 'p.name as plan_name', 'p.price_cents',
      ])
      .where('s.dealer_id', '=', dealerId).where('s.kind', '=', 'paid')
      .where('s.status', 'in', ['active', 'past_due']).where('s.current_period_end', '>', now)
      .where('s.provider_subscription_id', 'is not', null)
      .orderBy('s.current_period_end', 'desc').executeTakeFirst(),

    /** A running free trial (shown on the plan page; ended when a paid plan starts). */
    currentTrial: (dealerId: string, now = new Date()) => db.selectFrom('subscriptions')
      .select(['id', 'current_period_end']).where('dealer_id', '=', dealerId).where('kind', '=', 'trial')
      .where('status', '=', 'active').where('current_period_end', '>', now).executeTakeFirst(),

    subscriptionById: (id: string) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    subscriptionByProviderId: (providerId: string) => db.selectFrom('subscriptions').selectAll()
      .where('provider_subscription_id', '=', providerId).executeTakeFirst(),

    /** Locks the row for the rest of the transaction: two events about one subscription apply one after the other. */
    lockSubscription: (providerId: string) => db.selectFrom('subscriptions').selectAll()
      .where('provider_subscription_id', '=', providerId).forUpdate().executeTakeFirst(),

    /** Creates or brings the row to the provider's state (the provider's id is unique). */
    upsertSubscription: (s: ProviderSubscription) => db.insertInto('subscriptions').values({
      dealer_id: s.dealerId, plan_id: s.planId, kind: 'paid', status: s.status,
      current_period_start: s.periodStart, current_period_end: s.periodEnd, canceled_at: s.canceledAt,
      cancel_at_period_end: s.cancelAtPeriodEnd, provider: 'stripe', provider_subscription_id: s.providerSubscriptionId,
      provider_customer_id: s.providerCustomerId,
    }).onConflict((oc) => oc.column('provider_subscription_id').doUpdateSet({
      plan_id: s.planId, status: s.status, current_period_start: s.periodStart, current_period_end: s.periodEnd,
      canceled_at: s.canceledAt, cancel_at_period_end: s.cancelAtPeriodEnd, provider_customer_id: s.providerCustomerId,
      // A pending downgrade is done once the provider bills the smaller plan, and moot once canceled.
      pending_plan_id: sql<string | null>`case when ${s.planId}::uuid = subscriptions.pending_plan_id or ${s.status} in ('canceled', 'expired') then null else subscriptions.pending_plan_id end`,
    })).returning(['id', 'status', 'current_period_end', 'cancel_at_period_end', 'pending_plan_id']).executeTakeFirstOrThrow(),

    setStatus: (id: string, status: SubscriptionStatus) => db.updateTable('subscriptions').set({ status }).where('id', '=', id).execute(),

    setPendingPlan: (id: string, planId: string | null) => db.updateTable('subscriptions')
      .set({ pending_plan_id: planId }).where('id', '=', id).execute(),

    setCancelAtPeriodEnd: (id: string, value: boolean) => db.updateTable('subscriptions')
      .set({ cancel_at_period_end: value }).where('id', '=', id).execute(),

    setPlan: (id: string, planId: string) => db.updateTable('subscriptions')
      .set({ plan_id: planId, pending_plan_id: null }).where('id', '=', id).execute(),

    /** Paying ends a running trial: the paid plan wins, and the trial's end job finds nothing to do. */
    endTrials: (dealerId: string, now = new Date()) => db.updateTable('subscriptions')
      .set({ status: 'expired', current_period_end: now })
      .where('dealer_id', '=', dealerId).where('kind', '=', 'trial').where('status', '=', 'active')
      .where('current_period_end', '>', now).execute(),

    eventSeen: async (eventId: string) => (await db.selectFrom('webhook_events').select('event_id')
      .where('provider', '=', 'stripe').where('event_id', '=', eventId).executeTakeFirst()) !== undefined,

    /** Returns the row id only when this call recorded the event: otherwise it was already applied. */
    async recordEvent(eventId: string): Promise<boolean> {
      const row = await db.insertInto('webhook_events').values({ provider: 'stripe', event_id: eventId })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing()).returning('event_id').executeTakeFirst();
      return row !== undefined;
    },

    /**
     * One payment per provider invoice. A paid invoice turns an earlier failed attempt of the same
     * invoice into paid; a paid row never goes back. Returns the row and whether this call changed it.
     */
    async recordPayment(p: NewPayment): Promise<{ id: string; changed: boolean }> {
      const values = {
        dealer_id: p.dealerId, purpose: p.purpose ?? 'subscription', provider: 'stripe', provider_reference: p.reference,
        amount_cents: p.amountCents, currency: p.currency.toUpperCase(), status: p.status, metadata: JSON.stringify(p.metadata), paid_at: p.paidAt,
      };
      const written = p.status === 'paid'
        ? await db.insertInto('payments').values(values as never)
          .onConflict((oc) => oc.columns(['provider', 'provider_reference']).doUpdateSet({
            status: 'paid', amount_cents: p.amountCents, paid_at: p.paidAt, metadata: values.metadata as never,
          }).where('payments.status', '<>', 'paid'))
          .returning('id').executeTakeFirst()
        : await db.insertInto('payments').values(values as never)
          .onConflict((oc) => oc.columns(['provider', 'provider_reference']).doNothing()).returning('id').executeTakeFirst();
      if (written) return { id: written.id, changed: true };
      const existing = await db.selectFrom('payments').select('id')
        .where('provider', '=', 'stripe').where('provider_reference', '=', p.reference).executeTakeFirstOrThrow();
      return { id: existing.id, changed: false };
    },

    insertCheckoutSession: (row: { id: string; dealerId: string; planId: string; userId: string }) =>
      db.insertInto('billing_checkout_sessions').values({ id: row.id, dealer_id: row.dealerId, plan_id: row.planId, user_id: row.userId })
        .onConflict((oc) => oc.column('id').doNothing()).execute(),

    completeCheckoutSession: (id: string, subscriptionId: string | null) => db.updateTable('billing_checkout_sessions')
      .set({ status: 'completed', provider_subscription_id: subscriptionId, completed_at: new Date() })
      .where('id', '=', id).where('status', '=', 'open').execute(),

    checkoutSession: (id: string) => db.selectFrom('billing_checkout_sessions as c')
      .innerJoin('subscription_plans as p', 'p.id', 'c.plan_id')
      .select(['c.id', 'c.dealer_id', 'c.status', 'c.provider_subscription_id', 'p.code as plan_code', 'p.name as plan_name'])
      .where('c.id', '=', id).executeTakeFirst(),

    /** What a smaller plan must hold: published listings, showcase and featured slots in use. */
    usage: async (dealerId: string) => {
      const row = await db.selectFrom('listings')
        .select([
          sql<number>`count(*)::int`.as('listings'),
          sql<number>`count(*) filter (where showcase)::int`.as('showcase'),
          sql<number>`count(*) filter (where featured)::int`.as('featured'),
        ])
        // As the plan limits count (subscriptions area): only published listings use the plan.
        .where('dealer_id', '=', dealerId).$call(usingThePlan).executeTakeFirstOrThrow();
      return { listings: row.listings, showcase: row.showcase, featured: row.featured };
    },

    payments: (dealerId: string) => db.selectFrom('payments')
      .select(['id', 'amount_cents', 'currency', 'status', 'metadata', 'created_at', 'paid_at'])
      .where('dealer_id', '=', dealerId).where('purpose', 'in', ['subscription', 'carfax_package'])
      .orderBy('created_at', 'desc').limit(50).execute(),

    carfaxPackages: () => db.selectFrom('carfax_packages').select(['code', 'name', 'reports', 'price_cents', 'validity_months'])
      .orderBy('price_cents').execute(),

    carfaxPackage: (code: string) => db.selectFrom('carfax_packages').select(['code', 'name', 'reports', 'price_cents', 'validity_months'])
      .where('code', '=', code).executeTakeFirst(),

    /** The credits a paid package gives; one per payment (unique index, migration 016): null when they exist already. */
    insertPackagePurchase: (p: { dealerId: string; packageCode: string; paymentId: string; reportsTotal: number; priceCents: number; purchasedAt: Date; expiresAt: Date }) =>
      db.insertInto('carfax_package_purchases').values({
        dealer_id: p.dealerId, package_code: p.packageCode, payment_id: p.paymentId, reports_total: p.reportsTotal,
        price_cents: p.priceCents, purchased_at: p.purchasedAt, expires_at: p.expiresAt,
      }).onConflict((oc) => oc.column('payment_id').where('payment_id', 'is not', null).doNothing())
        .returning('id').executeTakeFirst(),

    ownerEmails: async (dealerId: string): Promise<{ email: string; name: string }[]> => {
      const rows = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.email', 'u.name']).where('m.dealer_id', '=', dealerId).where('m.role', '=', 'owner').execute();
      return rows;
    },
  };
  return withTransaction(db, queries, (trx): typeof queries => billingQueries(trx, jobs, hooks));
}

export type BillingQueries = ReturnType<typeof billingQueries>;
