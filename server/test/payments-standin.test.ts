import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseForm } from '@automercato/payment-sandbox';
import { createPayments } from '../src/payments/index.js';
import { loadConfig } from '../src/config.js';
import { payWithCard, renewSubscription, sentEvents, startTestPayments, submitCard, type TestPayments } from './support/payments.js';

/**
 * The payment stand-in driven through the official SDK, as billing drives it: catalogue, hosted
 * checkout, signed webhooks, proration, cancellation and renewals. The "application" here is a bare
 * Fastify app whose /webhooks/stripe verifies each signature with the SDK, like billing's must.
 */

let app: FastifyInstance;
let payments: TestPayments;
let stripe: Stripe;
/** Events the app accepted (signature verified), in arrival order. */
const received: Stripe.Event[] = [];
/** Answers the webhook gives before accepting, to see the provider-like retries. */
let failNext = 0;
let customer: Stripe.Customer;
let base: Stripe.Price;
let pro: Stripe.Price;
let carfax: Stripe.Price;
let iva: Stripe.TaxRate;

const SUCCESS = 'http://localhost:3000/dealer/plan-purchase-ok?session={CHECKOUT_SESSION_ID}';
const CANCEL = 'http://localhost:3000/dealer/plan-purchase-ko';

beforeAll(async () => {
  app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/webhooks/stripe', async (request, reply) => {
    let event: Stripe.Event;
    try {
      event = payments.stripe.webhooks.constructEvent(request.body as string, String(request.headers['stripe-signature']), payments.webhookSecret);
    } catch {
      return reply.code(400).send({ error: 'bad signature' });
    }
    if (failNext > 0) {
      failNext -= 1;
      return reply.code(500).send({ error: 'temporary' });
    }
    received.push(event);
    return { received: true };
  });
  payments = await startTestPayments(app);
  stripe = payments.stripe;
  iva = await stripe.taxRates.create({ display_name: 'IVA', percentage: 22, inclusive: false, country: 'IT' });
  const product = await stripe.products.create({ name: 'Piano Base', metadata: { plan_code: 'base' } });
  base = await stripe.prices.create({ product: product.id, unit_amount: 2900, currency: 'eur', recurring: { interval: 'month' }, lookup_key: 'plan_base' });
  pro = await stripe.prices.create({ product_data: { name: 'Piano Pro' }, unit_amount: 5900, currency: 'eur', recurring: { interval: 'month' }, lookup_key: 'plan_pro' });
  const pack = await stripe.products.create({ name: 'Pacchetto 5 report Carfax' });
  carfax = await stripe.prices.create({ product: pack.id, unit_amount: 1500, currency: 'eur', lookup_key: 'carfax_5' });
  customer = await stripe.customers.create({ email: 'concessionario@automercato.example', name: 'Autosalone Demo S.r.l.', metadata: { dealer_id: 'd-1' } });
});

afterAll(async () => {
  await payments?.close();
  await app?.close();
});

beforeEach(() => {
  received.length = 0;
  failNext = 0;
});

async function subscriptionSession(price = base) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'dealer-1',
    line_items: [{ price: price.id, quantity: 1, tax_rates: [iva.id] }],
    success_url: SUCCESS,
    cancel_url: CANCEL,
    metadata: { dealer_id: 'd-1', plan_code: 'base' },
    subscription_data: { metadata: { dealer_id: 'd-1', plan_code: 'base' } },
  });
}

async function subscribe(price = base): Promise<Stripe.Subscription> {
  const session = await subscriptionSession(price);
  expect(await payWithCard(session.url!, '4242 4242 4242 4242')).toContain(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(paid.subscription as string);
}

describe('the payment stand-in through the SDK', () => {
  it('finds prices by lookup key and refuses a lookup key already in use, as the provider does', async () => {
    const found = await stripe.prices.list({ lookup_keys: ['plan_pro', 'carfax_5'] });
    expect(found.data.map((p) => p.id).sort()).toEqual([pro.id, carfax.id].sort());
    expect((await stripe.taxRates.list({ active: true })).data.map((r) => r.id)).toContain(iva.id);
    expect((await stripe.customers.retrieve(customer.id) as Stripe.Customer).metadata).toEqual({ dealer_id: 'd-1' });
    const error = await stripe.prices.create({ product: base.product as string, unit_amount: 1, currency: 'eur', lookup_key: 'plan_base' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('answers unknown objects and bad keys with the SDK\'s typed errors', async () => {
    const missing = await stripe.subscriptions.retrieve('sub_nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const intruder = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: payments.standin.port, protocol: 'http', maxNetworkRetries: 0 });
    expect(await intruder.customers.retrieve(customer.id).catch((e: unknown) => e)).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('shows a demo checkout page in Italian with imponibile, IVA 22 % and totale', async () => {
    const session = await subscriptionSession();
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_subtotal: 2900, amount_total: 3538, total_details: { amount_tax: 638 } });
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('lang="it"');
    expect(html).toContain('Pagamento dimostrativo — nessun addebito reale');
    // Intl writes a no-break space between the amount and the sign.
    const text = html.replace(/\u00a0/g, ' ');
    expect(text).toMatch(/Piano Base[\s\S]*29,00 €/);
    expect(text).toMatch(/Imponibile<\/th><td>29,00 €/);
    expect(text).toMatch(/IVA 22 %<\/th><td>6,38 €/);
    expect(text).toMatch(/Totale<\/th><td>35,38 €/);
    expect(html).toContain(`href="${CANCEL}"`);
    expect(html).toMatch(/<label for="card_number">/);
  });

  it('pays a subscription with 4242: objects created, events delivered signed and in order before the redirect', async () => {
    const session = await subscriptionSession();
    const location = await payWithCard(session.url!, '4242 4242 4242 4242');
    expect(location).toBe(SUCCESS.replace('{CHECKOUT_SESSION_ID}', session.id));
    // No waiting: the page answered only after delivering.
    expect(received.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
    expect(paid.line_items?.data).toEqual([expect.objectContaining({ amount_subtotal: 2900, amount_tax: 638, amount_total: 3538, quantity: 1, description: 'Piano Base' })]);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'dealer-1', customer: customer.id });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, metadata: { dealer_id: 'd-1', plan_code: 'base' } });
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(base.id);
    const end = new Date(item.current_period_start * 1000);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(item.current_period_end).toBe(end.getTime() / 1000);

    const invoice = received[2]!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid', billing_reason: 'subscription_create', subtotal: 2900, total: 3538, amount_paid: 3538, currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    expect(invoice.total_taxes).toEqual([expect.objectContaining({ amount: 638, tax_behavior: 'exclusive', tax_rate_details: { tax_rate: iva.id } })]);
    expect((received[0]!.data.object as Stripe.Checkout.Session).subscription).toBe(subscription.id);
    expect(received.every((e) => e.api_version === '2026-10-28.endive')).toBe(true);

    // Paying twice is impossible: the page now says it is done, and no further event is sent.
    const again = await submitCard(session.url!, '4242424242424242');
    expect(again.status).toBe(410);
    expect(received).toHaveLength(3);
  });

  it('refuses 4000 0000 0000 0002: "Carta rifiutata", no subscription, no event, the way back to AutoMercato', async () => {
    const session = await subscriptionSession();
    const result = await submitCard(session.url!, '4000 0000 0000 0002');
    expect(result.status).toBe(402);
    expect(result.html).toContain('Carta rifiutata');
    expect(result.html).toMatch(new RegExp(`<a class="cancel" href="${CANCEL}">Annulla e torna ad AutoMercato</a>`));
    expect(await payWithCard(session.url!, '4000000000000002')).toBeNull();
    expect(received).toEqual([]);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', subscription: null, payment_status: 'unpaid' });
    const invalid = await submitCard(session.url!, '1234 5678 9012 3456');
    expect(invalid.status).toBe(422);
    expect(invalid.html).toContain('Il numero della carta non è valido.');
  });

  it('takes a one-off payment with an invoice (payment mode)', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment', customer: customer.id,
      line_items: [{ price: carfax.id, quantity: 2, tax_rates: [iva.id] }],
      success_url: SUCCESS, cancel_url: CANCEL,
      metadata: { package_code: 'carfax_5' },
      invoice_creation: { enabled: true, invoice_data: { metadata: { package_code: 'carfax_5' }, description: 'Report Carfax' } },
    });
    expect(await payWithCard(session.url!, '4242424242424242')).toContain(session.id);
    expect(received.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    const completed = received[0]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ mode: 'payment', payment_status: 'paid', subscription: null, amount_total: 3660 });
    expect(completed.payment_intent).toMatch(/^pi_/);
    const invoice = await stripe.invoices.retrieve(completed.invoice as string);
    expect(invoice).toMatchObject({ parent: null, total: 3660, subtotal: 3000, amount_paid: 3660, metadata: { package_code: 'carfax_5' }, description: 'Report Carfax' });
  });

  it('prorates an upgrade at once: (new − old) × the remaining part of the period, plus IVA, paid', async () => {
    const subscription = await subscribe();
    received.length = 0;
    const item = subscription.items.data[0]!;
    const halfway = item.current_period_start + (item.current_period_end - item.current_period_start) / 2;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }], proration_behavior: 'always_invoice', proration_date: halfway,
    });
    expect(updated.items.data[0]!.price.id).toBe(pro.id);
    await payments.standin.idle();
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const invoice = received[1]!.data.object as Stripe.Invoice;
    // (59 − 29) € × ½ = 15,00 € + IVA 3,30 €.
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', subtotal: 1500, total: 1830, amount_paid: 1830, status: 'paid' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data.map((l) => l.amount)).toEqual([-1450, 2950]);
    const previous = (received[0]!.data as Stripe.Event.Data).previous_attributes as { items: Stripe.ApiList<Stripe.SubscriptionItem> };
    expect(previous.items.data[0]!.price.id).toBe(base.id);
    // The period is unchanged by an upgrade.
    expect(updated.items.data[0]!.current_period_end).toBe(item.current_period_end);

    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 100 });
    expect(invoices.data.map((i) => i.id)).toContain(invoice.id);
    const ofSubscription = invoices.data.filter((i) => i.parent?.subscription_details?.subscription === subscription.id);
    expect(ofSubscription.map((i) => i.billing_reason)).toEqual(['subscription_update', 'subscription_create']);

    // Changing the plan without saying how to prorate is refused rather than silently different from the provider.
    const vague = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: base.id }] }).catch((e: unknown) => e);
    expect(vague).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // A refused update changes nothing, not even its other parameters.
    const refused = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: 'price_nope' }], proration_behavior: 'none', cancel_at_period_end: true }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'items[0][price]' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at_period_end: false, items: { data: [expect.objectContaining({ price: expect.objectContaining({ id: pro.id }) })] } });
  });

  it('cancels at period end and resumes; the renewal then ends it', async () => {
    const subscription = await subscribe();
    received.length = 0;
    const period = subscription.items.data[0]!;
    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: period.current_period_end });
    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await payments.standin.idle();
    expect(received.map((e) => [e.type, (e.data.object as Stripe.Subscription).cancel_at_period_end, (e.data.previous_attributes as { cancel_at_period_end?: boolean })?.cancel_at_period_end]))
      .toEqual([['customer.subscription.updated', true, false], ['customer.subscription.updated', false, true]]);

    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await payments.standin.idle();
    received.length = 0;
    const ended = await renewSubscription(payments, subscription.id, 'paid');
    expect(ended.status).toBe('canceled');
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
  });

  it('renews: a refused card gives invoice.payment_failed and past_due, a paid renewal makes it active for the next period', async () => {
    const subscription = await subscribe();
    const first = subscription.items.data[0]!;
    received.length = 0;
    const failed = await renewSubscription(payments, subscription.id, 'failed');
    expect(received.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed.status).toBe('past_due');
    expect(received[1]!.data).toMatchObject({ object: { status: 'past_due' }, previous_attributes: { status: 'active' } });
    expect(received[0]!.data.object).toMatchObject({ status: 'open', amount_paid: 0, amount_due: 3538, billing_reason: 'subscription_cycle' });
    expect(failed.items.data[0]!.current_period_start).toBe(first.current_period_end);

    received.length = 0;
    const paid = await renewSubscription(payments, subscription.id, 'paid');
    expect(paid.status).toBe('active');
    expect(received.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((received[0]!.data.object as Stripe.Invoice).amount_paid).toBe(3538);
  });

  it('deletes a subscription at once: customer.subscription.deleted', async () => {
    const subscription = await subscribe();
    received.length = 0;
    const deleted = await stripe.subscriptions.cancel(subscription.id);
    expect(deleted).toMatchObject({ status: 'canceled' });
    await payments.standin.idle();
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }).catch((e: unknown) => e))
      .toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('signs like the provider: a tampered payload or another secret fails constructEvent', async () => {
    await subscribe();
    const events = await sentEvents(payments);
    const event = events.at(-1)!;
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: payments.webhookSecret });
    expect(stripe.webhooks.constructEvent(payload, header, payments.webhookSecret).id).toBe(event.id);
    const tampered = payload.replace('"amount_paid":3538', '"amount_paid":1');
    expect(tampered).not.toBe(payload);
    expect(() => stripe.webhooks.constructEvent(tampered, header, payments.webhookSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_another')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // What reaches the app with a bad signature is refused by it (400), and the stand-in counts that as not delivered.
    const refused = await app.inject({ method: 'POST', url: '/webhooks/stripe', payload: tampered, headers: { 'stripe-signature': header, 'content-type': 'application/json' } });
    expect(refused.statusCode).toBe(400);
  });

  it('retries a delivery the app did not accept, like the provider', async () => {
    failNext = 2;
    await subscribe();
    expect(received.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const records = payments.standin.deliveries().slice(-3);
    expect(records.map((r) => r.attempts)).toEqual([3, 1, 1]);
    expect(records.every((r) => r.delivered)).toBe(true);
  });
});

describe('as npm start runs it', () => {
  it('POSTs the signed events over HTTP to /webhooks/stripe of the listening server', async () => {
    const server = Fastify();
    const seen: { type: string; verified: boolean }[] = [];
    let secret = '';
    server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    server.post('/webhooks/stripe', async (request) => {
      const event = Stripe.webhooks.constructEvent(request.body as string, String(request.headers['stripe-signature']), secret);
      seen.push({ type: event.type, verified: true });
      return { received: true };
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const port = (server.server.address() as { port: number }).port;
    const booted = await createPayments(loadConfig({ PORT: String(port) }), () => undefined);
    try {
      secret = booted.webhookSecret;
      expect(booted.mode).toBe('standin');
      const price = await booted.stripe.prices.create({ product_data: { name: 'Piano Pro' }, unit_amount: 5900, currency: 'eur', recurring: { interval: 'month' } });
      const session = await booted.stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: price.id }], success_url: SUCCESS, cancel_url: CANCEL, customer_email: 'x@automercato.example' });
      expect(await payWithCard(session.url!, '4242424242424242')).toContain(session.id);
      expect(seen).toEqual([
        { type: 'checkout.session.completed', verified: true }, { type: 'customer.subscription.created', verified: true }, { type: 'invoice.paid', verified: true },
      ]);
    } finally {
      await booted.close();
      await server.close();
    }
  });

  it('uses the real provider, with no stand-in, when both secrets are configured', async () => {
    const real = await createPayments(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }), () => undefined);
    expect(real).toMatchObject({ mode: 'stripe', webhookSecret: 'whsec_abc', standin: null });
    await real.close();
  });
});

describe('the form-encoded bodies the SDK sends', () => {
  it('nests brackets into objects and arrays, and ignores prototype keys', () => {
    expect(parseForm('line_items[0][price]=price_1&line_items[0][tax_rates][0]=txr_1&line_items[1][price]=price_2&metadata[plan]=pro&lookup_keys[]=a&lookup_keys[]=b&x=a%20b+c'))
      .toEqual({
        line_items: [{ price: 'price_1', tax_rates: ['txr_1'] }, { price: 'price_2' }],
        metadata: { plan: 'pro' }, lookup_keys: ['a', 'b'], x: 'a b c',
      });
    expect(parseForm('__proto__[admin]=1&a[constructor][x]=1')).toEqual({});
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
