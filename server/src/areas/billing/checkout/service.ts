import type Stripe from 'stripe';
import { forbidden, notFound } from '../../../http/errors.js';
import type { SessionUser } from '../../../http/session.js';
import type { BillingQueries } from './queries.js';
import { ProviderCatalog, type PaymentsPort } from './provider.js';
import { applySubscription } from './sync.js';
import { isUuid } from '@automercato/api-contract';


export interface BillingServiceOptions {
  queries: BillingQueries;
  payments: () => PaymentsPort;
  appUrl: string;
}

type Plan = NonNullable<Awaited<ReturnType<BillingQueries['planById']>>>;
export interface Usage { listings: number; showcase: number; featured: number }

/** What the dealer uses beyond a plan's limits, in Italian ("73 annunci pubblicati (massimo 50)"); empty: it fits. */
export function overLimits(usage: Usage, plan: Pick<Plan, 'max_active_listings' | 'showcase_slots' | 'featured_slots'>): string[] {
  const over: string[] = [];
  if (plan.max_active_listings !== null && usage.listings > plan.max_active_listings) {
    over.push(`${usage.listings} annunci pubblicati (massimo ${plan.max_active_listings})`);
  }
  if (usage.showcase > plan.showcase_slots) over.push(`${usage.showcase} annunci in vetrina (massimo ${plan.showcase_slots})`);
  if (usage.featured > plan.featured_slots) over.push(`${usage.featured} annunci in evidenza (massimo ${plan.featured_slots})`);
  return over;
}

/** The outcome of a plan action, shown once on the plan page (`?esito=<code>&piano=<plan code>`). */
export type Outcome =
  | 'upgraded' | 'downgrade-scheduled' | 'downgrade-refused' | 'canceled' | 'resumed'
  | 'no-plan' | 'same-plan' | 'not-upgrade' | 'not-downgrade' | 'not-canceled' | 'not-managed';

/** The payment's description on the plan page and the invoice ("Pacchetto 10 report Carfax"). */
export const packageDescription = (reports: number) => `Pacchetto ${reports} report Carfax`;

export function billingService({ queries, payments, appUrl }: BillingServiceOptions) {
  const catalog = new ProviderCatalog();
  const editPath = (dealerId: string) => `/dealers/${dealerId}/subscription/edit`;

  /** The current paid plan if it is ours to change (made through the provider), or why not. */
  async function managed(dealerId: string) {
    const current = await queries.currentPaid(dealerId);
    if (!current) return { outcome: 'no-plan' as const };
    if (current.provider !== 'stripe') return { outcome: 'not-managed' as const };
    return { current };
  }

  async function requirePurchasable(planId: string): Promise<Plan> {
    const plan = isUuid(planId) ? await queries.planById(planId.toLowerCase()) : undefined;
    if (!plan || !plan.purchasable) throw notFound('Il piano richiesto non esiste o non si può acquistare.');
    return plan;
  }

  async function customerOf(stripe: Stripe, dealerId: string): Promise<string> {
    const dealer = await queries.dealer(dealerId);
    if (!dealer) throw notFound('Concessionario non trovato.');
    if (dealer.stripe_customer_id) return dealer.stripe_customer_id;
    const customer = await stripe.customers.create({
      name: dealer.company_name, email: dealer.email, preferred_locales: ['it'],
      address: { line1: dealer.address, city: dealer.city, postal_code: dealer.postal_code ?? undefined, state: dealer.province_code ?? undefined, country: dealer.country.toUpperCase() },
      metadata: { dealer_id: dealer.id, vat_number: dealer.vat_number },
    });
    return queries.setCustomer(dealer.id, customer.id);
  }

  /** The subscription as the provider has it, and its one item (our plans have one price each). */
  async function providerSubscription(stripe: Stripe, id: string) {
    const subscription = await stripe.subscriptions.retrieve(id);
    return { subscription, item: subscription.items.data[0]! };
  }

  return {
    /**
     * Starts buying a plan: the provider's customer, the plan's monthly price and IVA 22 % on top,
     * then a subscription Checkout Session. Returns where to send the browser. A dealer who
     * already pays for a plan changes it on the plan page instead (SPEC §4 "Buying a plan").
     */
    async checkout(dealerId: string, planId: string, user: SessionUser): Promise<string> {
      const plan = await requirePurchasable(planId);
      if (await queries.currentPaid(dealerId)) return editPath(dealerId);
      const { stripe } = payments();
      const customer = await customerOf(stripe, dealerId);
      const [price, vat] = [await catalog.price(stripe, plan), await catalog.vat(stripe)];
      const metadata = { dealer_id: dealerId, plan_code: plan.code };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription', currency: 'eur', customer, client_reference_id: dealerId, locale: 'it',
        line_items: [{ price, quantity: 1, tax_rates: [vat] }],
        success_url: `${appUrl}/dealer/plan-purchase-ok?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/dealer/plan-purchase-ko?reason=cancel&dealer=${dealerId}&plan=${plan.id}`,
        metadata, subscription_data: { metadata },
      });
      await queries.insertCheckoutSession({ id: session.id, dealerId, planId: plan.id, userId: user.id });
      if (!session.url) throw new Error('checkout session without url');
      return session.url;
    },

    /** The credit packages on sale (the chooser page when no package is named). */
    packages: () => queries.carfaxPackages(),

    /**
     * Starts buying a credit package: a one-off payment-mode Checkout Session with the
     * package's one-time price, IVA 22 % on top and an invoice at the provider. The webhook
     * (webhooks.ts, purpose 'carfax_package') records payment, credits and invoice.
     */
    async packageCheckout(dealerId: string, packageCode: string): Promise<string> {
      const pkg = await queries.carfaxPackage(packageCode);
      if (!pkg) throw notFound('Il pacchetto di report richiesto non esiste.');
      const { stripe } = payments();
      const customer = await customerOf(stripe, dealerId);
      const [price, vat] = [await catalog.packagePrice(stripe, pkg), await catalog.vat(stripe)];
      const metadata = { purpose: 'carfax_package', dealer_id: dealerId, package_code: pkg.code };
      const back = `${appUrl}/dealer/${dealerId}/carfax`;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment', currency: 'eur', customer, client_reference_id: dealerId, locale: 'it',
        line_items: [{ price, quantity: 1, tax_rates: [vat] }],
        success_url: `${back}?acquisto=ok`, cancel_url: `${back}?acquisto=annullato`,
        metadata,
        // The invoice carries the same metadata: its invoice.paid alone is enough to apply the purchase.
        invoice_creation: { enabled: true, invoice_data: { description: packageDescription(pkg.reports), metadata } },
      });
      if (!session.url) throw new Error('checkout session without url');
      return session.url;
    },

    /** What /dealer/plan-purchase-ok shows; only members of the session's dealer may read it. */
    async checkoutState(sessionId: string, user: SessionUser) {
      const row = await queries.checkoutSession(sessionId);
      if (!row) throw notFound('Pagamento non trovato.');
      if (!user.dealerIds.includes(row.dealer_id.toLowerCase())) throw forbidden('Non gestisci questo concessionario.');
      const current = await queries.currentPaid(row.dealer_id);
      const confirmed = row.status === 'completed' || current?.plan_code === row.plan_code;
      return {
        id: row.id, dealer_uuid: row.dealer_id, status: confirmed ? 'completed' as const : 'open' as const,
        plan: { code: row.plan_code, name: row.plan_name },
        active_plan: confirmed && current ? { code: current.plan_code, name: current.plan_name, current_period_end: current.current_period_end } : null,
      };
    },

    /** Everything the plan page shows. */
    async page(dealerId: string) {
      const [dealer, current, trial, plans, usage, payments_, invoices] = await Promise.all([
        queries.dealer(dealerId), queries.currentPaid(dealerId), queries.currentTrial(dealerId), queries.plans(),
        queries.usage(dealerId), queries.payments(dealerId), queries.invoices(dealerId),
      ]);
      if (!dealer) throw notFound('Concessionario non trovato.');
      const pending = current?.pending_plan_id ? plans.find((p) => p.id === current.pending_plan_id) ?? null : null;
      const invoiceByPayment = new Map(invoices.map((invoice) => [invoice.payment_id, invoice]));
      return {
        dealer, current, trial, pending, usage,
        plans: plans.filter((p) => p.purchasable),
        payments: payments_.map((p) => ({ ...p, invoice: invoiceByPayment.get(p.id) ?? null })),
      };
    },

    /** A bigger plan at once; the provider charges the difference for the rest of the period. */
    async upgrade(dealerId: string, planId: string): Promise<{ outcome: Outcome; plan?: string }> {
      const plan = await requirePurchasable(planId);
      const found = await managed(dealerId);
      if (!found.current) return { outcome: found.outcome };
      const { current } = found;
      if (current.plan_id === plan.id) return { outcome: 'same-plan', plan: plan.code };
      if (plan.price_cents <= current.price_cents) return { outcome: 'not-upgrade', plan: plan.code };
      const { stripe } = payments();
      const { subscription, item } = await providerSubscription(stripe, current.provider_subscription_id!);
      const price = await catalog.price(stripe, plan);
      const updated = await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price }], proration_behavior: 'always_invoice',
        metadata: { ...subscription.metadata, plan_code: plan.code },
      });
      await queries.transaction(async (q) => {
        await applySubscription(q, updated);
        await q.setPendingPlan(current.id, null);
      });
      return { outcome: 'upgraded', plan: plan.code };
    },

    /**
     * A smaller plan from the next period, refused while the dealer uses more than it allows.
     * The provider is told at period end (the 'billing-period-end' job), without proration.
     */
    async downgrade(dealerId: string, planId: string): Promise<{ outcome: Outcome; plan?: string }> {
      const plan = await requirePurchasable(planId);
      const found = await managed(dealerId);
      if (!found.current) return { outcome: found.outcome };
      const { current } = found;
      if (current.plan_id === plan.id) return { outcome: 'same-plan', plan: plan.code };
      if (plan.price_cents >= current.price_cents) return { outcome: 'not-downgrade', plan: plan.code };
      if (overLimits(await queries.usage(dealerId), plan).length) return { outcome: 'downgrade-refused', plan: plan.code };
      await queries.transaction(async (q) => {
        await q.setPendingPlan(current.id, plan.id);
        await q.queuePeriodEnd(current.id, current.current_period_end);
      });
      return { outcome: 'downgrade-scheduled', plan: plan.code };
    },

    /** Ends the plan at period end (no refund); the dealer falls to Free then. */
    async cancel(dealerId: string): Promise<{ outcome: Outcome }> {
      const found = await managed(dealerId);
      if (!found.current) return { outcome: found.outcome };
      const { current } = found;
      const { stripe } = payments();
      const updated = await stripe.subscriptions.update(current.provider_subscription_id!, { cancel_at_period_end: true });
      await queries.transaction(async (q) => {
        await applySubscription(q, updated);
        await q.setPendingPlan(current.id, null);
      });
      return { outcome: 'canceled' };
    },

    /** Takes back a cancellation before the period ends. */
    async resume(dealerId: string): Promise<{ outcome: Outcome }> {
      const found = await managed(dealerId);
      if (!found.current) return { outcome: found.outcome };
      const { current } = found;
      if (!current.cancel_at_period_end) return { outcome: 'not-canceled' };
      const { stripe } = payments();
      const updated = await stripe.subscriptions.update(current.provider_subscription_id!, { cancel_at_period_end: false });
      await queries.transaction((q) => applySubscription(q, updated));
      return { outcome: 'resumed' };
    },

    /**
     * The 'billing-period-end' job, at the end of the period it was queued for: a pending
     * downgrade goes to the provider (no proration: the smaller price from this period on) and
     * the smaller plan's limits apply; a plan canceled at period end ends, and Free's limits apply.
     */
    async periodEnd(subscriptionId: string, periodEnd: Date, now = new Date()): Promise<'downgraded' | 'ended' | 'nothing'> {
      const row = await queries.subscriptionById(subscriptionId);
      if (!row || row.kind !== 'paid' || !row.provider_subscription_id || now.getTime() < periodEnd.getTime() - 60_000) return 'nothing';
      if (row.cancel_at_period_end) {
        if (row.status === 'canceled' || row.status === 'expired' || row.current_period_end.getTime() > now.getTime()) return 'nothing';
        await queries.transaction(async (q) => {
          await q.setStatus(row.id, 'canceled');
          await q.enforcePlanLimits(row.dealer_id);
        });
        return 'ended';
      }
      if (!row.pending_plan_id || (row.status !== 'active' && row.status !== 'past_due')) return 'nothing';
      const plan = await queries.planById(row.pending_plan_id);
      if (!plan) return 'nothing';
      const { stripe } = payments();
      const { subscription, item } = await providerSubscription(stripe, row.provider_subscription_id);
      const price = await catalog.price(stripe, plan);
      const updated = await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price }], proration_behavior: 'none',
        metadata: { ...subscription.metadata, plan_code: plan.code },
      });
      await queries.transaction(async (q) => {
        await applySubscription(q, updated);
        await q.setPlan(row.id, plan.id);
        await q.enforcePlanLimits(row.dealer_id);
      });
      return 'downgraded';
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
