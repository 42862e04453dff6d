import crypto from 'node:crypto';
import Stripe from 'stripe';

/**
 * An in-memory provider for billing's tests: the real SDK client (its webhook signing and
 * verification included) with the few API calls billing makes answered from memory. Unlike the
 * stand-in it sends nothing by itself: what the provider would send is kept in `outbox`, and the
 * test delivers it, in the order (and as many times) it wants.
 */
type Obj = Record<string, any>;

const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const DAY = 86_400;

export function fakeStripe() {
  const stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 });
  const webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`;
  let counter = 0;
  const id = (prefix: string) => `${prefix}_fake${++counter}`;
  const state = {
    customers: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
    taxRates: new Map<string, Obj>(),
    sessions: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    /** subscriptions.update calls, as made. */
    updates: [] as { id: string; params: Obj }[],
  };
  const outbox: Stripe.Event[] = [];

  const event = (type: string, object: Obj): Stripe.Event => ({
    id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object: clone(object) },
  }) as unknown as Stripe.Event;
  const send = (type: string, object: Obj) => {
    const e = event(type, object);
    outbox.push(e);
    return e;
  };

  function invoiceFor(sub: Obj, reason: string, net: number, paid: boolean): Obj {
    const item = sub.items.data[0];
    const vat = Math.round(net * 0.22);
    const invoice = {
      id: id('in'), object: 'invoice', customer: sub.customer, currency: 'eur', billing_reason: reason, number: `FAKE-${counter}`,
      subtotal: net, total_excluding_tax: net, total: net + vat, amount_due: net + vat, amount_paid: paid ? net + vat : 0,
      status: paid ? 'paid' : 'open', status_transitions: { paid_at: paid ? now() : null },
      lines: { object: 'list', data: [{ period: { start: item.current_period_start, end: item.current_period_end } }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) } },
    };
    state.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  const priceByKey = (key: string) => [...state.prices.values()].find((p) => p.lookup_key === key && p.active);
  const any = stripe as any;
  any.customers.create = async (params: Obj) => {
    const customer = { id: id('cus'), object: 'customer', ...params };
    state.customers.set(customer.id, customer);
    return clone(customer);
  };
  any.products.create = async (params: Obj) => {
    const product = { id: id('prod'), object: 'product', ...params };
    state.products.set(product.id, product);
    return clone(product);
  };
  any.prices.list = async (params: { lookup_keys?: string[] }) => ({
    object: 'list', data: (params.lookup_keys ?? []).map(priceByKey).filter(Boolean).map(clone), has_more: false,
  });
  any.prices.create = async (params: Obj) => {
    const price = { id: id('price'), object: 'price', active: true, ...params };
    state.prices.set(price.id, price);
    return clone(price);
  };
  any.taxRates.list = async () => ({ object: 'list', data: [...state.taxRates.values()].map(clone), has_more: false });
  any.taxRates.create = async (params: Obj) => {
    const rate = { id: id('txr'), object: 'tax_rate', active: true, ...params };
    state.taxRates.set(rate.id, rate);
    return clone(rate);
  };
  any.checkout.sessions.create = async (params: Obj) => {
    const sessionId = id('cs_test');
    const session = { id: sessionId, object: 'checkout.session', status: 'open', payment_status: 'unpaid', subscription: null, url: `https://checkout.fake/pay/${sessionId}`, ...params };
    state.sessions.set(sessionId, session);
    return clone(session);
  };
  any.subscriptions.retrieve = async (subId: string) => {
    const sub = state.subscriptions.get(subId);
    if (!sub) throw new Stripe.errors.StripeInvalidRequestError({ message: `No such subscription: '${subId}'`, type: 'invalid_request_error', code: 'resource_missing' } as never);
    return clone(sub);
  };
  any.subscriptions.update = async (subId: string, params: Obj) => {
    state.updates.push({ id: subId, params: clone(params) });
    const sub = state.subscriptions.get(subId)!;
    if (params.metadata) sub.metadata = { ...params.metadata };
    if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end;
    if (params.items) {
      const item = sub.items.data[0];
      const before = item.price;
      item.price = clone(state.prices.get(params.items[0].price));
      if (params.proration_behavior === 'always_invoice' && item.price.unit_amount > before.unit_amount) {
        // The rest of the period at the difference: half a month here.
        send('invoice.paid', invoiceFor(sub, 'subscription_update', Math.round((item.price.unit_amount - before.unit_amount) / 2), true));
      }
    }
    send('customer.subscription.updated', sub);
    return clone(sub);
  };

  return {
    payments: { stripe, webhookSecret, mode: 'standin' as const, standin: null, close: async () => {} },
    state,
    outbox,
    /** An event with this object, as the provider would sign and send it (not queued). */
    event,

    /**
     * The dealer pays the session with a card that works: the subscription and its first paid
     * invoice exist, and the three events are queued in the provider's usual order.
     */
    pay(sessionId: string): { subscription: Obj; invoice: Obj; events: Stripe.Event[] } {
      const session = state.sessions.get(sessionId)!;
      const price = clone(state.prices.get(session.line_items[0].price)!);
      const start = now();
      const sub: Obj = {
        id: id('sub'), object: 'subscription', customer: session.customer, status: 'active', cancel_at_period_end: false, canceled_at: null,
        metadata: { ...session.subscription_data?.metadata }, latest_invoice: null,
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, current_period_start: start, current_period_end: start + 30 * DAY }] },
      };
      state.subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      const invoice = invoiceFor(sub, 'subscription_create', price.unit_amount, true);
      const events = [send('checkout.session.completed', session), send('customer.subscription.created', sub), send('invoice.paid', invoice)];
      return { subscription: sub, invoice, events };
    },

    /** The next period's charge: paid (period moves on) or failed (past due). */
    renew(subId: string, outcome: 'paid' | 'failed'): Stripe.Event[] {
      const sub = state.subscriptions.get(subId)!;
      const item = sub.items.data[0];
      if (outcome === 'paid') {
        item.current_period_start = item.current_period_end;
        item.current_period_end += 30 * DAY;
      }
      const invoice = invoiceFor(sub, 'subscription_cycle', item.price.unit_amount, outcome === 'paid');
      if (outcome === 'failed') sub.status = 'past_due';
      return [send(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice), send('customer.subscription.updated', sub)];
    },

    /** Deleted at the provider (at period end, or by an operator). */
    end(subId: string): Stripe.Event {
      const sub = state.subscriptions.get(subId)!;
      Object.assign(sub, { status: 'canceled', canceled_at: now() });
      return send('customer.subscription.deleted', sub);
    },

    /** The body and signature header the provider would POST. */
    signed(e: Stripe.Event, secret = webhookSecret): { payload: string; signature: string } {
      const payload = JSON.stringify(e);
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;
