import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../src/areas/billing/checkout/webhooks.js';
import { newDealer as fixtureDealer, FIXTURE_PASSWORD } from './support/dealers.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { payWithCard, sentEvents, submitCard } from './support/payments.js';

/**
 * Buying vehicle-history report credits through the payment stand-in: a one-off
 * payment-mode checkout, the webhook turning it into a payment, credits and an invoice exactly
 * once, whatever the order or the number of deliveries. The real invoices area issues the invoice.
 */
let t: TestApp;
const PASSWORD = FIXTURE_PASSWORD;
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const checkoutUrl = (dealerId: string, code?: string) => `/dealers/${dealerId}/carfax-package/checkout${code ? `?package=${code}` : ''}`;

const signIn = (email: string, password = PASSWORD): Promise<TestClient> => t.signIn(email, password);

const TORINO = { address: 'Via Roma 1', city: 'Torino', province_code: 'TO', postal_code: '10100' };
const newDealer = (): Promise<{ id: string; owner: TestClient }> => fixtureDealer(t, { dealer: { ...TORINO, address: 'Via Po 3' } }).then((d) => ({ id: d.dealerId, owner: d.client }));

const purchasesOf = (dealerId: string) => db().selectFrom('carfax_package_purchases').selectAll().where('dealer_id', '=', dealerId).execute();
const paymentsOf = (dealerId: string) => db().selectFrom('payments').selectAll().where('dealer_id', '=', dealerId).execute();
const invoicesOf = (dealerId: string) => db().selectFrom('invoices').selectAll().where('dealer_id', '=', dealerId).execute();

async function startCheckout(owner: TestClient, dealerId: string, code: string): Promise<string> {
  const res = await owner.request({ method: 'GET', url: checkoutUrl(dealerId, code) });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

async function buy(code: string) {
  const dealer = await newDealer();
  const url = await startCheckout(dealer.owner, dealer.id, code);
  const back = await payWithCard(url, CARD_OK);
  await t.payments.standin.idle();
  return { ...dealer, url, back: back! };
}

async function deliver(event: Stripe.Event) {
  const payload = JSON.stringify(event);
  const signature = t.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: t.payments.webhookSecret });
  const res = await t.request({ method: 'POST', url: '/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  expect(res.statusCode).toBe(200);
  return res.body.data as { received: boolean; replay: boolean };
}

/** The stand-in's events about one checkout session (its completion and the invoice made for it). */
async function eventsOf(sessionId: string): Promise<Stripe.Event[]> {
  const session = await t.payments.stripe.checkout.sessions.retrieve(sessionId);
  const idOf = (e: Stripe.Event) => (e.data.object as { id?: string }).id;
  return (await sentEvents(t.payments)).filter((e) => idOf(e) === session.id || idOf(e) === session.invoice);
}

describe('who may start buying a package', () => {
  let dealer: { id: string; owner: TestClient };
  beforeAll(async () => {
    dealer = await newDealer();
  });

  it('sends a guest to sign in and come back', async () => {
    const res = await t.request(checkoutUrl(dealer.id, 'carfax-10'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/signin?redirectTo=${encodeURIComponent(checkoutUrl(dealer.id, 'carfax-10'))}`);
  });

  it('refuses a customer (403) and another dealer\'s owner (403 code 6) with an Italian page', async () => {
    const customer = await signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const asCustomer = await customer.request({ method: 'GET', url: checkoutUrl(dealer.id, 'carfax-10') });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.headers['content-type']).toMatch(/text\/html/);
    const other = await newDealer();
    const asOther = await other.owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'carfax-10') });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.body).toContain('data-error-code="6"');
    expect(asOther.body).toContain('Accesso non consentito');
  });

  it('sends the owner to the provider: one-off payment, IVA 22 % on top, the package price, back to the carfax page', async () => {
    const url = await startCheckout(dealer.owner, dealer.id, 'carfax-50');
    expect(url.startsWith(`${t.payments.standinUrl}/checkout/`)).toBe(true);
    const session = await t.payments.stripe.checkout.sessions.retrieve(url.split('/').pop()!);
    expect(session).toMatchObject({
      mode: 'payment', currency: 'eur', amount_subtotal: 19900, amount_total: 24278,
      metadata: { purpose: 'carfax_package', dealer_id: dealer.id, package_code: 'carfax-50' },
      invoice_creation: { enabled: true },
      success_url: `http://localhost:3000/dealer/${dealer.id}/carfax?acquisto=ok`,
      cancel_url: `http://localhost:3000/dealer/${dealer.id}/carfax?acquisto=annullato`,
    });
    const prices = await t.payments.stripe.prices.list({ lookup_keys: ['automercato_carfax-50'] });
    expect(prices.data.map((p) => [p.unit_amount, p.recurring, p.tax_behavior])).toEqual([[19900, null, 'exclusive']]);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Pagamento dimostrativo — nessun addebito reale');
  });

  it('answers 404 for an unknown package, and a page to choose one without a package', async () => {
    const unknown = await dealer.owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'carfax-9999') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Il pacchetto di report richiesto non esiste.');
    const choose = await dealer.owner.request({ method: 'GET', url: checkoutUrl(dealer.id) });
    expect(choose.statusCode).toBe(200);
    expect(choose.body).toContain(`href="${checkoutUrl(dealer.id, 'carfax-10')}"`);
    expect(choose.body).toContain(`href="${checkoutUrl(dealer.id, 'carfax-50')}"`);
    expect(choose.body).toMatch(/199\s€ \+ IVA 22%/);
  });
});

describe('paying for a package', () => {
  it('card 4242: one payment incl. IVA, 10 credits for 12 months, one invoice; the credits count in the plan', async () => {
    const dealer = await buy('carfax-10');
    expect(dealer.back).toBe(`http://localhost:3000/dealer/${dealer.id}/carfax?acquisto=ok`);

    const payments = await paymentsOf(dealer.id);
    expect(payments.map((p) => [p.purpose, p.status, p.amount_cents])).toEqual([['carfax_package', 'paid', 5978]]);
    expect(payments[0]!.metadata).toMatchObject({
      net_cents: 4900, vat_cents: 1078, vat_rate: 22, description: 'Pacchetto 10 report Carfax', package_code: 'carfax-10',
    });
    const purchases = await purchasesOf(dealer.id);
    expect(purchases.map((p) => [p.package_code, p.reports_total, p.reports_used, p.price_cents, p.payment_id]))
      .toEqual([['carfax-10', 10, 0, 4900, payments[0]!.id]]);
    // Expires 12 months after the purchase, to the day.
    const { purchased_at, expires_at } = purchases[0]!;
    expect(expires_at.toISOString()).toBe(addMonths(purchased_at, 12).toISOString());
    expect(expires_at.getUTCFullYear() * 12 + expires_at.getUTCMonth() - (purchased_at.getUTCFullYear() * 12 + purchased_at.getUTCMonth())).toBe(12);
    expect(Math.abs(purchased_at.getTime() - Date.now())).toBeLessThan(60_000);

    const invoices = await invoicesOf(dealer.id);
    expect(invoices.map((i) => i.payment_id)).toEqual([payments[0]!.id]);

    const plan = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/subscription` });
    expect(plan.statusCode).toBe(200);
    expect(plan.body.data.counters.carfax.credit.availability).toBe(10);

    // The reports area sees the same credits, and spends them: a report by plate takes one.
    const availability = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/carfax-availability` });
    expect(availability.body.data.credit.availability).toBe(10);
    const bought = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/carfax-package-purchases` });
    expect(bought.body.data.items.map((p: { package: { code: string }; reports_left: number }) => [p.package.code, p.reports_left])).toEqual([['carfax-10', 10]]);
    const report = await dealer.owner.request({ method: 'POST', url: `/api/dealers/${dealer.id}/carfax-reports`, payload: { plate: 'GA123BC' } });
    expect(report.statusCode).toBe(201);
    const after = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/carfax-availability` });
    expect(after.body.data.credit.availability).toBe(9);

    // The plan page lists the package payment with its invoice downloads.
    const edit = await dealer.owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/edit` });
    expect(edit.body).toContain('Pacchetto 10 report Carfax');
    expect(edit.body).toContain(`Fattura ${invoices[0]!.code}`);
    expect(edit.body).toContain(`/api/dealers/${dealer.id}/invoices/${invoices[0]!.id}/pdf`);
  });

  it('every event sent again ten times, in any order, changes nothing more', async () => {
    const dealer = await buy('carfax-50');
    const events = await eventsOf(dealer.url.split('/').pop()!);
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'invoice.paid']);
    for (let round = 0; round < 10; round++) {
      for (const event of round % 2 ? [...events].reverse() : events) expect(await deliver(event)).toEqual({ received: true, replay: true });
    }
    expect(await purchasesOf(dealer.id)).toHaveLength(1);
    expect(await paymentsOf(dealer.id)).toHaveLength(1);
    expect(await invoicesOf(dealer.id)).toHaveLength(1);
    const plan = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/subscription` });
    expect(plan.body.data.counters.carfax.credit.availability).toBe(50);
  });

  it('the invoice arriving before the session, the session alone, or both at once: the credits once', async () => {
    // Two more purchases as the provider would tell them, with fresh ids: the invoice first.
    const dealer = await buy('carfax-10');
    const events = await eventsOf(dealer.url.split('/').pop()!);
    const fresh = (tag: string) => {
      const ids = new Map<string, string>();
      const rename = (id: string) => ids.get(id) ?? ids.set(id, `${id}_${tag}`).get(id)!;
      return events.map((event) => {
        const text = JSON.stringify(event).replace(/"(evt_|cs_test_|in_|pi_)[A-Za-z0-9]+"/g, (quoted) => `"${rename(quoted.slice(1, -1))}"`);
        return JSON.parse(text) as Stripe.Event;
      });
    };
    const [invoicePaid, completed] = ((e) => [e.find((x) => x.type === 'invoice.paid')!, e.find((x) => x.type === 'checkout.session.completed')!])(fresh('a'));
    expect(await deliver(invoicePaid)).toEqual({ received: true, replay: false });
    expect(await purchasesOf(dealer.id)).toHaveLength(2);
    expect(await deliver(completed)).toEqual({ received: true, replay: false });
    expect(await purchasesOf(dealer.id)).toHaveLength(2);
    // The session alone (its invoice event lost) is enough too.
    const onlySession = fresh('b').find((x) => x.type === 'checkout.session.completed')!;
    await deliver(onlySession);
    expect(await purchasesOf(dealer.id)).toHaveLength(3);
    expect(await paymentsOf(dealer.id)).toHaveLength(3);
    expect(await invoicesOf(dealer.id)).toHaveLength(3);
    // Both events of one more purchase, five times each, all at once: still one more.
    const burst = fresh('c');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(burst[i % 2]!)));
    expect(answers.filter((a) => !a.replay)).toHaveLength(2);
    expect(await purchasesOf(dealer.id)).toHaveLength(4);
    expect(await paymentsOf(dealer.id)).toHaveLength(4);
    expect(await invoicesOf(dealer.id)).toHaveLength(4);
    const plan = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/subscription` });
    expect(plan.body.data.counters.carfax.credit.availability).toBe(40);
  });

  it('a declined card buys nothing, and the page leads back to the carfax page', async () => {
    const dealer = await newDealer();
    const url = await startCheckout(dealer.owner, dealer.id, 'carfax-10');
    const refused = await submitCard(url, CARD_DECLINED);
    expect(refused.html).toContain('Carta rifiutata');
    expect(refused.html.replaceAll('&amp;', '&')).toContain(`/dealer/${dealer.id}/carfax?acquisto=annullato`);
    await t.payments.standin.idle();
    expect(await paymentsOf(dealer.id)).toEqual([]);
    expect(await purchasesOf(dealer.id)).toEqual([]);
    const plan = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/subscription` });
    expect(plan.body.data.counters.carfax.credit.availability).toBe(0);
  });

  it('expired credits no longer count', async () => {
    const dealer = await buy('carfax-10');
    await db().updateTable('carfax_package_purchases').set({ expires_at: new Date(Date.now() - 1000) }).where('dealer_id', '=', dealer.id).execute();
    const plan = await dealer.owner.request({ method: 'GET', url: `/api/dealers/${dealer.id}/subscription` });
    expect(plan.body.data.counters.carfax.credit.availability).toBe(0);
  });

  it('adds months the calendar way (end of month stays in its month)', () => {
    expect(addMonths(new Date('2026-11-24T23:00:00Z'), 12).toISOString()).toBe('2027-11-24T23:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});
