import type Stripe from 'stripe';
import { ApiError } from '../../../http/errors.js';
import { paymentFailedMail } from '../../../mail/templates.js';
import type { BillingQueries } from './queries.js';
import { idOf, VAT_RATE, type PaymentsPort } from './provider.js';
import { applySubscription, type AppliedSubscription } from './sync.js';
import { packageDescription } from './service.js';
import { isUuid } from '@automercato/api-contract';

type Q = Omit<BillingQueries, 'transaction'>;

export interface WebhookOptions {
  queries: BillingQueries;
  payments: () => PaymentsPort;
  appUrl: string;
  log: { info(obj: object, msg: string): void };
}

export type WebhookOutcome = 'applied' | 'replay';

const euro = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The provider's current state of a subscription; null when it does not know it (not ours: recorded, nothing applied). */
async function retrieve(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'resource_missing') return null;
    // Anything else (the provider unreachable): 500, nothing recorded, the provider sends it again.
    throw error;
  }
}

/** The subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription' ? idOf(event.data.object.subscription) : null;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function describe(invoice: Stripe.Invoice, planName: string): string {
  switch (invoice.billing_reason) {
    case 'subscription_create': return `Abbonamento AutoMercato ${planName}: primo mese`;
    case 'subscription_cycle': return `Abbonamento AutoMercato ${planName}: rinnovo mensile`;
    case 'subscription_update': return `Passaggio al piano ${planName}: differenza per il resto del mese`;
    default: return `Abbonamento AutoMercato ${planName}`;
  }
}

function paymentOf(invoice: Stripe.Invoice, applied: AppliedSubscription, status: 'paid' | 'failed') {
  const total = status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const net = invoice.total_excluding_tax ?? invoice.subtotal;
  const line = invoice.lines?.data?.[0];
  return {
    dealerId: applied.dealerId,
    reference: invoice.id!,
    amountCents: total,
    currency: invoice.currency ?? 'eur',
    status,
    paidAt: status === 'paid' ? new Date((invoice.status_transitions?.paid_at ?? Math.floor(Date.now() / 1000)) * 1000) : null,
    metadata: {
      net_cents: net, vat_cents: total - net, vat_rate: VAT_RATE,
      description: describe(invoice, applied.plan.name), plan_code: applied.plan.code,
      billing_reason: invoice.billing_reason ?? null, provider_invoice_number: invoice.number ?? null,
      period_start: line?.period ? new Date(line.period.start * 1000).toISOString() : null,
      period_end: line?.period ? new Date(line.period.end * 1000).toISOString() : null,
    },
  };
}


/** A paid credit package as either of its events tells it (the session, or the invoice made for it). */
interface PaidPackage {
  metadata: Stripe.Metadata | null | undefined;
  /** The provider's invoice id: both events know it, so whichever comes first writes the payment. */
  reference: string;
  totalCents: number;
  netCents: number;
  currency: string;
  paidAt: Date;
  extra: Record<string, unknown>;
}

function packageOfSession(session: Stripe.Checkout.Session, created: number): PaidPackage | null {
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || session.metadata?.purpose !== 'carfax_package') return null;
  const reference = idOf(session.invoice) ?? idOf(session.payment_intent);
  if (!reference) return null;
  const total = session.amount_total ?? 0;
  return {
    metadata: session.metadata, reference, totalCents: total, netCents: session.amount_subtotal ?? total - (session.total_details?.amount_tax ?? 0),
    currency: session.currency ?? 'eur', paidAt: new Date(created * 1000),
    extra: { checkout_session_id: session.id, payment_intent: idOf(session.payment_intent) },
  };
}

function packageOfInvoice(invoice: Stripe.Invoice): PaidPackage | null {
  if (invoice.metadata?.purpose !== 'carfax_package' || invoice.parent?.subscription_details || !invoice.id) return null;
  return {
    metadata: invoice.metadata, reference: invoice.id, totalCents: invoice.amount_paid,
    netCents: invoice.total_excluding_tax ?? invoice.subtotal, currency: invoice.currency ?? 'eur',
    paidAt: new Date((invoice.status_transitions?.paid_at ?? Math.floor(Date.now() / 1000)) * 1000),
    extra: { provider_invoice_number: invoice.number ?? null },
  };
}

/** Credits expire `months` after the purchase, on the same day of the month (or the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  // 31 March + 1 month would roll over into May: stay in the intended month instead.
  if (to.getUTCDate() !== from.getUTCDate()) to.setUTCDate(0);
  return to;
}

/**
 * A paid credit package, inside the event's transaction: the payment (one per provider invoice),
 * the credits (one purchase per payment) and the invoice (one per payment). Either event may come
 * first, or alone; the second finds everything done.
 */
async function applyPackage(q: Q, paid: PaidPackage): Promise<void> {
  const dealerId = paid.metadata?.dealer_id;
  const code = paid.metadata?.package_code;
  if (!dealerId || !isUuid(dealerId) || !code || paid.totalCents <= 0) return;
  const [dealer, pkg] = await Promise.all([q.dealer(dealerId.toLowerCase()), q.carfaxPackage(code)]);
  if (!dealer || !pkg) return;
  const payment = await q.recordPayment({
    purpose: 'carfax_package', dealerId: dealer.id, reference: paid.reference, amountCents: paid.totalCents,
    currency: paid.currency, status: 'paid', paidAt: paid.paidAt,
    metadata: {
      net_cents: paid.netCents, vat_cents: paid.totalCents - paid.netCents, vat_rate: VAT_RATE,
      description: packageDescription(pkg.reports), package_code: pkg.code, ...paid.extra,
    },
  });
  await q.insertPackagePurchase({
    dealerId: dealer.id, packageCode: pkg.code, paymentId: payment.id, reportsTotal: pkg.reports,
    priceCents: pkg.price_cents, purchasedAt: paid.paidAt, expiresAt: addMonths(paid.paidAt, pkg.validity_months),
  });
  // Idempotent per payment: a second call returns the same invoice.
  await q.issueInvoice(payment.id);
}

/**
 * `POST /webhooks/stripe`. Each event is applied once, in one transaction with the rows it
 * changes: its id goes into webhook_events first, and a replay (the insert finds the id) changes
 * nothing. What an event changes is read from the provider's current state of the object, so
 * events may arrive in any order. Events are told apart by the payment's purpose: subscriptions
 * (plans), or a one-off credit package (metadata.purpose 'carfax_package').
 */
export function webhookReceiver({ queries, payments, appUrl, log }: WebhookOptions) {
  async function apply(q: Q, event: Stripe.Event, subscription: Stripe.Subscription | null): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const paidPackage = packageOfSession(session, event.created);
        if (paidPackage) return applyPackage(q, paidPackage);
        if (session.mode !== 'subscription') return;
        await q.completeCheckoutSession(session.id, idOf(session.subscription));
        if (subscription) await applySubscription(q, subscription);
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        if (subscription) await applySubscription(q, subscription);
        return;
      case 'invoice.paid': {
        const invoice = event.data.object;
        const paidPackage = packageOfInvoice(invoice);
        if (paidPackage) return applyPackage(q, paidPackage);
        const applied = subscription ? await applySubscription(q, subscription) : null;
        // Not a subscription of ours, or nothing charged (a change without proration).
        if (!applied || invoice.amount_paid <= 0) return;
        const payment = await q.recordPayment(paymentOf(invoice, applied, 'paid'));
        // Idempotent per payment: a second call returns the same invoice.
        await q.issueInvoice(payment.id);
        return;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const applied = subscription ? await applySubscription(q, subscription) : null;
        if (!applied || invoice.amount_due <= 0) return;
        const payment = await q.recordPayment(paymentOf(invoice, applied, 'failed'));
        // Past due only while this is the subscription's latest invoice: a late failure of an
        // invoice paid since then must not undo the payment.
        if (applied.status === 'active' && idOf(subscription!.latest_invoice) === invoice.id) await q.setStatus(applied.id, 'past_due');
        if (payment.changed) {
          const dealer = await q.dealer(applied.dealerId);
          if (dealer) {
            await q.queueMail(paymentFailedMail(dealer.email, {
              dealerName: dealer.name, planName: applied.plan.name, amount: euro(invoice.amount_due),
              url: `${appUrl}/dealers/${dealer.id}/subscription/edit`,
            }));
          }
        }
        return;
      }
      default:
        log.info({ type: event.type, id: event.id }, 'stripe webhook: event type not handled');
    }
  }

  return async function receive(raw: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
    const { stripe, webhookSecret } = payments();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature ?? '', webhookSecret);
    } catch {
      throw new ApiError('2', 'Firma del webhook non valida.', null, 400);
    }
    // Read outside the transaction (no network call holds the database), then checked again inside.
    if (await queries.eventSeen(event.id)) return 'replay';
    const subscriptionId = subscriptionIdOf(event);
    const subscription = subscriptionId ? await retrieve(stripe, subscriptionId) : null;
    return queries.transaction(async (q) => {
      if (!(await q.recordEvent(event.id))) return 'replay';
      await apply(q, event, subscription);
      return 'applied';
    });
  };
}
