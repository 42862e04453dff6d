import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newDealer as fixtureDealer } from './support/dealers.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';
import { payWithCard, renewSubscription, sentEvents, submitCard } from './support/payments.js';

/**
 * Billing end to end against the payment stand-in (packages/payment-sandbox): the same SDK calls as
 * with the real provider, its hosted page paid with test cards, its signed webhooks delivered to
 * the app. (Ordering and replays under control of the test: billing.test.ts.)
 */
let t: TestApp;
const issueInvoice = vi.fn(async (_db: unknown, paymentId: string) => ({ id: paymentId, code: 'TEST' }));
const enforcePlanLimits = vi.fn(async () => null);
let plans: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ billing: { issueInvoice, enforcePlanLimits } });
  const rows = await t.database.db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  plans = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const TORINO = { address: 'Via Roma 1', city: 'Torino', province_code: 'TO', postal_code: '10100' };
const newDealer = (): Promise<{ id: string; owner: TestClient }> => fixtureDealer(t, { dealer: TORINO }).then((d) => ({ id: d.dealerId, owner: d.client }));

const subscriptionsOf = (dealerId: string) => db().selectFrom('subscriptions as s').innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
  .select(['s.id', 's.status', 's.cancel_at_period_end', 's.pending_plan_id', 's.provider_subscription_id', 's.current_period_end', 'p.code'])
  .where('s.dealer_id', '=', dealerId).where('s.kind', '=', 'paid').execute();
const paymentsOf = (dealerId: string) => db().selectFrom('payments').selectAll().where('dealer_id', '=', dealerId).orderBy('created_at').execute();

async function checkout(owner: TestClient, dealerId: string, plan: string): Promise<string> {
  const res = await owner.request({ method: 'GET', url: `/dealers/${dealerId}/subscription/checkout/${plans[plan]}` });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

async function buy(plan: string) {
  const dealer = await newDealer();
  const url = await checkout(dealer.owner, dealer.id, plan);
  const back = await payWithCard(url, CARD_OK);
  await t.payments.standin.idle();
  return { ...dealer, back: back! };
}

async function post(owner: TestClient, dealerId: string, action: string, fields: Record<string, string> = {}) {
  const page = await owner.request({ method: 'GET', url: `/dealers/${dealerId}/subscription/edit` });
  const token = /name="_token" value="([^"]+)"/.exec(page.body)![1]!;
  const res = await owner.request({
    method: 'POST', url: `/dealers/${dealerId}/subscription/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _token: token, ...fields }).toString(),
  });
  expect(res.statusCode).toBe(303);
  await t.payments.standin.idle();
  return String((await owner.request({ method: 'GET', url: String(res.headers.location) })).body);
}

describe('buying a plan through the stand-in', () => {
  it('checkout → card 4242 → webhooks: the plan is active, one payment with its invoice, purchase-ok confirms', async () => {
    const dealer = await newDealer();
    const url = await checkout(dealer.owner, dealer.id, 'base');
    expect(url.startsWith(`${t.payments.standinUrl}/checkout/`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Pagamento dimostrativo — nessun addebito reale');

    const back = await payWithCard(url, CARD_OK);
    expect(back).toMatch(/^http:\/\/localhost:3000\/dealer\/plan-purchase-ok\?session_id=cs_/);
    await t.payments.standin.idle();

    expect((await subscriptionsOf(dealer.id)).map((s) => [s.status, s.code])).toEqual([['active', 'base']]);
    const payments = await paymentsOf(dealer.id);
    expect(payments.map((p) => [p.status, p.amount_cents])).toEqual([['paid', 5978]]);
    expect(payments[0]!.metadata).toMatchObject({ net_cents: 4900, vat_cents: 1078, vat_rate: 22, plan_code: 'base' });
    expect(issueInvoice.mock.calls.filter(([, id]) => id === payments[0]!.id)).toHaveLength(1);
    const sessionId = new URL(back!).searchParams.get('session_id')!;
    const state = await dealer.owner.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(state.body.data).toMatchObject({ status: 'completed', plan: { code: 'base' }, active_plan: { code: 'base', name: 'Base' } });
  });

  it('a declined card changes nothing, and the page offers the way back to purchase-ko', async () => {
    const dealer = await newDealer();
    const url = await checkout(dealer.owner, dealer.id, 'pro');
    const refused = await submitCard(url, CARD_DECLINED);
    expect(refused.html).toContain('Carta rifiutata');
    expect(refused.html.replaceAll('&amp;', '&')).toContain(`/dealer/plan-purchase-ko?reason=cancel&dealer=${dealer.id}&plan=${plans.pro}`);
    await t.payments.standin.idle();
    expect(await subscriptionsOf(dealer.id)).toEqual([]);
    expect(await paymentsOf(dealer.id)).toEqual([]);
  });

  it('every event sent again ten times changes nothing more', async () => {
    const dealer = await buy('pro');
    const [subscription] = await subscriptionsOf(dealer.id);
    const mine = (await sentEvents(t.payments)).filter((e) => JSON.stringify(e.data.object).includes(subscription!.provider_subscription_id!));
    expect(mine.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const calls = issueInvoice.mock.calls.length;
    for (let round = 0; round < 10; round++) {
      for (const event of mine) {
        const payload = JSON.stringify(event);
        const signature = t.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: t.payments.webhookSecret });
        const res = await t.request({ method: 'POST', url: '/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
        expect(res.body.data).toEqual({ received: true, replay: true });
      }
    }
    expect(await subscriptionsOf(dealer.id)).toEqual([subscription]);
    expect(await paymentsOf(dealer.id)).toHaveLength(1);
    expect(issueInvoice.mock.calls.length).toBe(calls);
  });
});

describe('managing the plan through the stand-in', () => {
  it('upgrades with a prorated payment', async () => {
    const dealer = await buy('base');
    const html = await post(dealer.owner, dealer.id, 'upgrade', { plan: plans.premium! });
    expect(html).toContain('Fatto: ora hai il piano Premium');
    expect((await subscriptionsOf(dealer.id)).map((s) => s.code)).toEqual(['premium']);
    const payments = await paymentsOf(dealer.id);
    expect(payments.map((p) => (p.metadata as { billing_reason: string }).billing_reason)).toEqual(['subscription_create', 'subscription_update']);
    // Prorated: more than nothing, less than a whole month of the difference (+ IVA).
    expect(payments[1]!.amount_cents).toBeGreaterThan(0);
    expect(payments[1]!.amount_cents).toBeLessThanOrEqual(Math.round((34_900 - 4_900) * 1.22));
    expect(issueInvoice.mock.calls.filter(([, id]) => id === payments[1]!.id)).toHaveLength(1);
  });

  it('cancels at period end and resumes, at the provider too', async () => {
    const dealer = await buy('base');
    const [row] = await subscriptionsOf(dealer.id);
    expect(await post(dealer.owner, dealer.id, 'cancel')).toContain('Riattiva');
    expect((await t.payments.stripe.subscriptions.retrieve(row!.provider_subscription_id!)).cancel_at_period_end).toBe(true);
    expect((await subscriptionsOf(dealer.id))[0]!.cancel_at_period_end).toBe(true);
    expect(await post(dealer.owner, dealer.id, 'resume')).toContain('Piano riattivato');
    expect((await t.payments.stripe.subscriptions.retrieve(row!.provider_subscription_id!)).cancel_at_period_end).toBe(false);
    expect((await subscriptionsOf(dealer.id))[0]!.cancel_at_period_end).toBe(false);
  });

  it('applies a downgrade at period end without proration', async () => {
    const dealer = await buy('pro');
    const html = await post(dealer.owner, dealer.id, 'downgrade', { plan: plans.base! });
    expect(html).toMatch(/Passerai al piano Base dal/);
    const [row] = await subscriptionsOf(dealer.id);
    expect(row).toMatchObject({ code: 'pro', pending_plan_id: plans.base });
    await t.app.jobs.enqueue('billing-period-end', { subscriptionId: row!.id, periodEnd: new Date(Date.now() - 1000).toISOString() });
    await eventually(async () => (await subscriptionsOf(dealer.id))[0]!.code === 'base', 'the downgrade at period end');
    const at = await t.payments.stripe.subscriptions.retrieve(row!.provider_subscription_id!);
    expect(at.items.data[0]!.price.lookup_key).toBe('automercato_base_monthly');
    await t.payments.standin.idle();
    // No proration: nothing charged for the change.
    expect(await paymentsOf(dealer.id)).toHaveLength(1);
  });

  it('a failed renewal makes the plan past due and records the failed payment', async () => {
    const dealer = await buy('base');
    const [row] = await subscriptionsOf(dealer.id);
    await renewSubscription(t.payments, row!.provider_subscription_id!, 'failed');
    await t.payments.standin.idle();
    expect((await subscriptionsOf(dealer.id))[0]).toMatchObject({ status: 'past_due', code: 'base' });
    expect((await paymentsOf(dealer.id)).map((p) => p.status)).toEqual(['paid', 'failed']);
    await renewSubscription(t.payments, row!.provider_subscription_id!, 'paid');
    await t.payments.standin.idle();
    const [after] = await subscriptionsOf(dealer.id);
    expect(after!.status).toBe('active');
    expect(after!.current_period_end.getTime()).toBeGreaterThan(row!.current_period_end.getTime());
  });
});
