import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { sql } from 'kysely';
import { newDealer as fixtureDealer, FIXTURE_PASSWORD } from './support/dealers.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';
import { fakeStripe, type FakeStripe } from './support/fake-stripe.js';
import { FAVICON_LINK } from '../src/http/favicon.js';

/**
 * Billing against an in-memory provider (test/support/fake-stripe.ts): checkout, the signed
 * webhooks (replayed, reordered, tampered), plan changes and the period-end job.
 */
let t: TestApp;
let provider: FakeStripe;
const issueInvoice = vi.fn(async (_db: unknown, paymentId: string) => ({ id: paymentId, code: 'FAKE' }));
const enforcePlanLimits = vi.fn(async () => null);
const PASSWORD = FIXTURE_PASSWORD;
let plans: Record<string, string>;

beforeAll(async () => {
  provider = fakeStripe();
  t = await createTestApp({ payments: provider.payments, billing: { issueInvoice, enforcePlanLimits } });
  const rows = await t.database.db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  plans = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** A dealer on Free with a verified owner who can sign in. */
const TORINO = { address: 'Via Roma 1', city: 'Torino', province_code: 'TO', postal_code: '10100' };
const newDealer = (options: { verified?: boolean } = {}): Promise<{ id: string; email: string }> => fixtureDealer(t, { ...options, dealer: TORINO }).then((d) => ({ id: d.dealerId, email: d.email }));

const signIn = (email: string, password = PASSWORD): Promise<TestClient> => t.signIn(email, password);

async function deliver(event: Stripe.Event, options: { secret?: string; tamper?: boolean } = {}) {
  const { payload, signature } = provider.signed(event, options.secret);
  return t.request({
    method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload,
  });
}

/** Delivers what the provider has queued, in its order. */
async function drain() {
  const events = provider.outbox.splice(0);
  for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  return events;
}

const checkoutUrl = (dealerId: string, plan: string) => `/dealers/${dealerId}/subscription/checkout/${plans[plan]}`;
const sessionIdOf = (location: string) => location.split('/').pop()!;

async function subscriptionsOf(dealerId: string) {
  return db().selectFrom('subscriptions as s').innerJoin('subscription_plans as p', 'p.id', 's.plan_id')
    .select(['s.id', 's.kind', 's.status', 's.current_period_end', 's.cancel_at_period_end', 's.pending_plan_id', 's.provider_subscription_id', 'p.code'])
    .where('s.dealer_id', '=', dealerId).orderBy('s.created_at').execute();
}
async function paymentsOf(dealerId: string) {
  return db().selectFrom('payments').selectAll().where('dealer_id', '=', dealerId).orderBy('created_at').execute();
}

/** Checkout as the owner, then the card payment at the provider; returns the events it would send (queued, not delivered). */
async function buy(client: TestClient, dealerId: string, plan: string) {
  const res = await client.request({ method: 'GET', url: checkoutUrl(dealerId, plan) });
  expect(res.statusCode).toBe(303);
  const sessionId = sessionIdOf(String(res.headers.location));
  const paid = provider.pay(sessionId);
  provider.outbox.splice(0);
  return { sessionId, ...paid };
}

describe('checkout: GET /dealers/:dealerUuid/subscription/checkout/:planId', () => {
  let dealer: { id: string; email: string };
  beforeAll(async () => {
    dealer = await newDealer();
  });

  it('sends a guest to sign in and come back, not to JSON', async () => {
    const res = await t.request(checkoutUrl(dealer.id, 'base'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/signin?redirectTo=${encodeURIComponent(checkoutUrl(dealer.id, 'base'))}`);
  });

  it('refuses a customer, another dealer\'s owner (code 6) and an unverified owner with an Italian page', async () => {
    const customer = await signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const other = await signIn((await newDealer()).email);
    const unverified = await newDealer({ verified: false });
    for (const [client, url] of [[customer, checkoutUrl(dealer.id, 'base')], [other, checkoutUrl(dealer.id, 'base')], [await signIn(unverified.email), checkoutUrl(unverified.id, 'base')]] as const) {
      const res = await client.request({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('data-error-code="6"');
      expect(res.body).toMatch(/Non gestisci questo concessionario|verificare il tuo indirizzo email|Non hai i permessi/);
      expect(res.body, 'the site\'s icon, as on the shell\'s pages').toContain(FAVICON_LINK);
    }
    expect(provider.state.sessions.size).toBe(0);
    // The plan page and its forms are the dealer's too.
    const edit = `/dealers/${dealer.id}/subscription/edit`;
    expect((await t.request(edit)).headers.location).toBe(`/signin?redirectTo=${encodeURIComponent(edit)}`);
    expect((await other.request({ method: 'GET', url: edit })).statusCode).toBe(403);
    const cancel = await other.request({
      method: 'POST', url: `/dealers/${dealer.id}/subscription/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_token=${encodeURIComponent(await other.csrf())}`,
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.body).toContain('data-error-code="6"');
  });

  it('sends the owner to the provider\'s checkout: subscription mode, EUR, the plan\'s monthly price with IVA 22 % on top', async () => {
    const owner = await signIn(dealer.email);
    const res = await owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'base') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_/);
    const session = provider.state.sessions.get(sessionIdOf(String(res.headers.location)))!;
    expect(session).toMatchObject({
      mode: 'subscription', currency: 'eur', client_reference_id: dealer.id,
      success_url: 'http://localhost:3000/dealer/plan-purchase-ok?session_id={CHECKOUT_SESSION_ID}',
      metadata: { dealer_id: dealer.id, plan_code: 'base' }, subscription_data: { metadata: { dealer_id: dealer.id, plan_code: 'base' } },
    });
    expect(session.cancel_url).toMatch(/^http:\/\/localhost:3000\/dealer\/plan-purchase-ko\?reason=cancel&/);
    const price = provider.state.prices.get(session.line_items[0].price)!;
    expect(price).toMatchObject({ lookup_key: 'automercato_base_monthly', unit_amount: 4900, currency: 'eur', recurring: { interval: 'month' }, tax_behavior: 'exclusive' });
    const rate = provider.state.taxRates.get(session.line_items[0].tax_rates[0])!;
    expect(rate).toMatchObject({ percentage: 22, inclusive: false, country: 'IT' });
    // The dealer's customer is kept: a second checkout reuses it, and the price and the rate.
    const again = await owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'pro') });
    const second = provider.state.sessions.get(sessionIdOf(String(again.headers.location)))!;
    expect(second.customer).toBe(session.customer);
    expect(provider.state.customers.size).toBe(1);
    expect(provider.state.taxRates.size).toBe(1);
    expect((await db().selectFrom('dealers').select('stripe_customer_id').where('id', '=', dealer.id).executeTakeFirstOrThrow()).stripe_customer_id).toBe(session.customer);
  });

  it('answers 404 for an unknown plan and for plans nobody buys (Free, the trial)', async () => {
    const owner = await signIn(dealer.email);
    for (const plan of [crypto.randomUUID(), 'not-a-uuid', plans.free!, plans.trial!]) {
      const res = await owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/checkout/${plan}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Il piano richiesto non esiste');
    }
  });
});

describe('paying: checkout → card → webhooks', () => {
  it('activates the plan, ends the trial, records one payment with its invoice, and purchase-ok can tell', async () => {
    const dealer = await newDealer();
    // On trial before paying: the paid plan wins and the trial ends.
    await db().insertInto('subscriptions').values({
      dealer_id: dealer.id, plan_id: plans.trial!, kind: 'trial', status: 'active',
      current_period_start: new Date(), current_period_end: new Date(Date.now() + 20 * 86_400_000),
    }).execute();
    const owner = await signIn(dealer.email);
    const { sessionId, events, subscription, invoice } = await buy(owner, dealer.id, 'base');

    const before = await owner.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(before.statusCode).toBe(200);
    expect(before.body.data).toMatchObject({ status: 'open', plan: { code: 'base', name: 'Base' }, active_plan: null });

    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);

    const subs = await subscriptionsOf(dealer.id);
    expect(subs.map((s) => [s.kind, s.status, s.code])).toEqual([['trial', 'expired', 'trial'], ['paid', 'active', 'base']]);
    expect(subs[1]!.provider_subscription_id).toBe(subscription.id);
    const payments = await paymentsOf(dealer.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      purpose: 'subscription', provider: 'stripe', provider_reference: invoice.id, amount_cents: 5978, status: 'paid',
      metadata: expect.objectContaining({ net_cents: 4900, vat_cents: 1078, vat_rate: 22, plan_code: 'base' }),
    });
    expect(issueInvoice.mock.calls.filter(([, id]) => id === payments[0]!.id)).toHaveLength(1);

    const after = await owner.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(after.body.data).toMatchObject({ status: 'completed', dealer_uuid: dealer.id, active_plan: { code: 'base', name: 'Base' } });

    // Paying again is not a checkout: the dealer is sent to the plan page.
    const again = await owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'pro') });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/dealers/${dealer.id}/subscription/edit`);
  });

  it('shows a checkout only to the members of its dealer', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const res = await owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'pro') });
    const sessionId = sessionIdOf(String(res.headers.location));
    expect((await t.request(`/api/billing/checkout-sessions/${sessionId}`)).statusCode).toBe(401);
    const other = await signIn((await newDealer()).email);
    const refused = await other.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.error_code).toBe('6');
    expect((await owner.request({ method: 'GET', url: '/api/billing/checkout-sessions/cs_unknown' })).statusCode).toBe(404);
  });

  it('changes nothing when the card is declined: the provider sends no event and the session stays open', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const res = await owner.request({ method: 'GET', url: checkoutUrl(dealer.id, 'base') });
    const sessionId = sessionIdOf(String(res.headers.location));
    expect(provider.outbox).toHaveLength(0);
    expect(await subscriptionsOf(dealer.id)).toEqual([]);
    expect(await paymentsOf(dealer.id)).toEqual([]);
    const state = await owner.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(state.body.data.status).toBe('open');
  });
});

describe('webhooks: signed, exactly once, in any order', () => {
  it('refuses a tampered body or a wrong secret with 400, and nothing changes', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const { events } = await buy(owner, dealer.id, 'base');
    const countEvents = async () => (await db().selectFrom('webhook_events').select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await countEvents());
    for (const event of events) {
      expect((await deliver(event, { tamper: true })).statusCode).toBe(400);
      expect((await deliver(event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    }
    const unsigned = await t.request({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(events[0]) });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body.error_message).toBe('Firma del webhook non valida.');
    expect(Number(await countEvents())).toBe(before);
    expect(await subscriptionsOf(dealer.id)).toEqual([]);
    expect(await paymentsOf(dealer.id)).toEqual([]);
  });

  it('applies each event once however often it comes (×10 each): one subscription, one payment, one invoice', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const { events } = await buy(owner, dealer.id, 'pro');
    // Ten copies of each of the three events, all at once (on PostgreSQL truly concurrent)…
    const burst = await Promise.all(events.flatMap((event) => Array.from({ length: 10 }, () => deliver(event))));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(burst.filter((r) => !r.body.data.replay)).toHaveLength(3);
    // …then ten more rounds, one after the other.
    for (let round = 0; round < 10; round++) {
      for (const event of events) expect((await deliver(event)).body.data.replay).toBe(true);
    }
    expect((await subscriptionsOf(dealer.id)).map((s) => [s.status, s.code])).toEqual([['active', 'pro']]);
    const payments = await paymentsOf(dealer.id);
    expect(payments).toHaveLength(1);
    expect(issueInvoice.mock.calls.filter(([, id]) => id === payments[0]!.id)).toHaveLength(1);
  });

  it('keeps one correct subscription when invoice.paid comes before checkout.session.completed', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const { events, sessionId } = await buy(owner, dealer.id, 'premium');
    const [completed, created, paid] = events as [Stripe.Event, Stripe.Event, Stripe.Event];
    for (const event of [paid, created, completed]) expect((await deliver(event)).statusCode).toBe(200);
    expect((await subscriptionsOf(dealer.id)).map((s) => [s.kind, s.status, s.code])).toEqual([['paid', 'active', 'premium']]);
    expect(await paymentsOf(dealer.id)).toHaveLength(1);
    const state = await owner.request({ method: 'GET', url: `/api/billing/checkout-sessions/${sessionId}` });
    expect(state.body.data.status).toBe('completed');
  });

  it('records an event about a subscription the provider does not know, and changes nothing', async () => {
    const unknown = provider.event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription', metadata: {} });
    const res = await deliver(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ received: true, replay: false });
    expect(await db().selectFrom('subscriptions').select('id').where('provider_subscription_id', '=', 'sub_unknown').execute()).toEqual([]);
    expect((await deliver(unknown)).body.data.replay).toBe(true);
  });

  it('ignores a customer.subscription.updated older than what it holds: no rollback', async () => {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const { events, subscription } = await buy(owner, dealer.id, 'base');
    // An update sent while the subscription was still on Base, held back by the network…
    const stale = provider.event('customer.subscription.updated', structuredClone(subscription));
    for (const event of events) await deliver(event);
    // …then the dealer upgrades (delivered in order)…
    const page = await owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/edit` });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)![1]!;
    await owner.request({ method: 'POST', url: `/dealers/${dealer.id}/subscription/upgrade`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `_token=${token}&plan=${plans.pro}` });
    await drain();
    expect((await subscriptionsOf(dealer.id)).map((s) => s.code)).toEqual(['pro']);
    // …and the old update finally arrives: it is recorded, and the plan stays Pro.
    expect((await deliver(stale)).body.data.replay).toBe(false);
    expect((await subscriptionsOf(dealer.id)).map((s) => [s.status, s.code])).toEqual([['active', 'pro']]);
  });
});

describe('the plan page and its actions', () => {
  /** A paying dealer (Pro) with its signed-in owner and the page's form token. */
  async function payingDealer(plan = 'pro') {
    const dealer = await newDealer();
    const owner = await signIn(dealer.email);
    const bought = await buy(owner, dealer.id, plan);
    for (const event of bought.events) await deliver(event);
    return { dealer, owner, subscription: bought.subscription };
  }
  async function post(owner: TestClient, dealerId: string, action: string, fields: Record<string, string> = {}) {
    const page = await owner.request({ method: 'GET', url: `/dealers/${dealerId}/subscription/edit` });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await owner.request({
      method: 'POST', url: `/dealers/${dealerId}/subscription/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _token: token, ...fields }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const next = await owner.request({ method: 'GET', url: String(res.headers.location) });
    return { location: String(res.headers.location), html: String(next.body) };
  }

  it('shows the plan, its renewal, the other plans and the payments, in Italian', async () => {
    const { dealer, owner } = await payingDealer('pro');
    const res = await owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/edit` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    const html = String(res.body);
    expect(html).toContain('<html lang="it">');
    expect(html).toMatch(/<div class="plan-name">Pro<\/div>/);
    expect(html).toMatch(/Si rinnova il <strong>\d{1,2} \w+ \d{4}<\/strong>/);
    expect(html).toContain('Passa a Premium');
    expect(html).toContain('Passa a Base');
    expect(html).toContain('Disdici');
    expect(html).toContain('Abbonamento AutoMercato Pro: primo mese');
    expect(html).toContain('181,78');
  });

  it('refuses a form without its token (419) and changes nothing', async () => {
    const { dealer, owner } = await payingDealer('base');
    const res = await owner.request({
      method: 'POST', url: `/dealers/${dealer.id}/subscription/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': '' }, payload: '_token=wrong',
    });
    expect(res.statusCode).toBe(419);
    expect((await subscriptionsOf(dealer.id))[0]!.cancel_at_period_end).toBe(false);
  });

  it('upgrades at once with a prorated payment', async () => {
    const { dealer, owner, subscription } = await payingDealer('base');
    const { location, html } = await post(owner, dealer.id, 'upgrade', { plan: plans.premium! });
    expect(location).toBe(`/dealers/${dealer.id}/subscription/edit?esito=upgraded&piano=premium`);
    expect(html).toContain('Fatto: ora hai il piano Premium');
    const update = provider.state.updates.at(-1)!;
    expect(update).toMatchObject({ id: subscription.id, params: { proration_behavior: 'always_invoice' } });
    expect((await subscriptionsOf(dealer.id)).map((s) => s.code)).toEqual(['premium']);
    await drain();
    const payments = await paymentsOf(dealer.id);
    expect(payments.map((p) => [p.status, (p.metadata as { billing_reason: string }).billing_reason])).toEqual([
      ['paid', 'subscription_create'], ['paid', 'subscription_update'],
    ]);
    // Half a month of the difference (34 900 − 4 900) / 2 = 15 000 net, + IVA.
    expect(payments[1]!.amount_cents).toBe(18_300);
    expect(issueInvoice.mock.calls.filter(([, id]) => id === payments[1]!.id)).toHaveLength(1);
  });

  it('refuses a downgrade while the dealer uses more than the smaller plan allows, accepts it once it fits, and the job applies it at period end', async () => {
    const { dealer, owner, subscription } = await payingDealer('pro');
    // 55 published listings and 3 in the showcase: more than Base allows (50, 2).
    // Copies of one demo listing, given to this dealer.
    await sql`insert into listings select (jsonb_populate_record(null::listings, to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(),
      'dealer_id', ${dealer.id}::uuid, 'state', 'published', 'showcase', false, 'featured', false))).* from (select * from listings limit 1) l, generate_series(1, 55)`.execute(db());
    const ids = (await db().selectFrom('listings').select('id').where('dealer_id', '=', dealer.id).execute()).map((r) => r.id);
    expect(ids).toHaveLength(55);
    await db().updateTable('listings').set({ showcase: true }).where('id', 'in', ids.slice(0, 3)).execute();

    const refused = await post(owner, dealer.id, 'downgrade', { plan: plans.base! });
    expect(refused.location).toContain('esito=downgrade-refused');
    expect(refused.html).toContain('Non puoi ancora passare al piano Base: oggi hai 55 annunci pubblicati (massimo 50), 3 annunci in vetrina (massimo 2)');
    expect((await subscriptionsOf(dealer.id))[0]!.pending_plan_id).toBeNull();

    await db().updateTable('listings').set({ state: 'withdrawn' }).where('id', 'in', ids.slice(45)).execute();
    await db().updateTable('listings').set({ showcase: false }).where('id', '=', ids[0]!).execute();
    const accepted = await post(owner, dealer.id, 'downgrade', { plan: plans.base! });
    expect(accepted.html).toMatch(/Passerai al piano Base dal \d{1,2} \w+ \d{4}/);
    const [row] = await subscriptionsOf(dealer.id);
    expect(row).toMatchObject({ code: 'pro', pending_plan_id: plans.base });
    const queued = await t.app.jobs.find('billing-period-end', { data: { subscriptionId: row!.id } });
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0]!.data.periodEnd).getTime()).toBe(row!.current_period_end.getTime());
    expect(queued[0]!.startAfter.getTime()).toBe(row!.current_period_end.getTime());

    // The period ends: the job tells the provider (no proration) and the smaller plan applies.
    const updatesBefore = provider.state.updates.length;
    const ended = new Date(Date.now() - 1000);
    await t.app.jobs.enqueue('billing-period-end', { subscriptionId: row!.id, periodEnd: ended.toISOString() });
    await eventually(async () => (await subscriptionsOf(dealer.id))[0]!.code === 'base', 'the downgrade at period end');
    expect(provider.state.updates.slice(updatesBefore)).toEqual([expect.objectContaining({ id: subscription.id, params: expect.objectContaining({ proration_behavior: 'none' }) })]);
    expect((await subscriptionsOf(dealer.id))[0]!.pending_plan_id).toBeNull();
    expect(enforcePlanLimits).toHaveBeenCalledWith(expect.anything(), dealer.id);
  });

  it('cancels at period end and resumes; an ended plan falls to Free and its limits are enforced', async () => {
    const { dealer, owner, subscription } = await payingDealer('base');
    const canceled = await post(owner, dealer.id, 'cancel');
    expect(canceled.html).toMatch(/Piano disdetto: resta attivo fino al \d{1,2} \w+ \d{4}, poi passerai al piano Free/);
    expect(canceled.html).toContain('Riattiva');
    expect((await subscriptionsOf(dealer.id))[0]).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(provider.state.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);

    const resumed = await post(owner, dealer.id, 'resume');
    expect(resumed.html).toContain('Piano riattivato');
    expect(resumed.html).toContain('Disdici');
    expect((await subscriptionsOf(dealer.id))[0]!.cancel_at_period_end).toBe(false);

    await post(owner, dealer.id, 'cancel');
    await drain();
    // The provider ends it at period end.
    enforcePlanLimits.mockClear();
    await deliver(provider.end(subscription.id));
    expect((await subscriptionsOf(dealer.id))[0]).toMatchObject({ status: 'canceled' });
    expect(enforcePlanLimits).toHaveBeenCalledTimes(1);
    expect(enforcePlanLimits).toHaveBeenCalledWith(expect.anything(), dealer.id);
    const page = await owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/edit` });
    expect(page.body).toContain('oggi valgono i limiti del piano <strong>Free</strong>');
  });

  it('shows a plan not bought online (the demo data) without offering to change it', async () => {
    const row = await db().selectFrom('subscriptions as s').innerJoin('dealer_memberships as m', 'm.dealer_id', 's.dealer_id')
      .innerJoin('users as u', 'u.id', 'm.user_id').select(['s.dealer_id', 's.id'])
      .where('u.email', '=', 'concessionario@automercato.example').where('s.provider', '=', 'demo').where('s.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const owner = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    const page = await owner.request({ method: 'GET', url: `/dealers/${row.dealer_id}/subscription/edit` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(FAVICON_LINK);
    expect(page.body).toContain('non è stato acquistato online');
    expect(page.body).not.toContain('Disdici');
    expect(page.body).not.toContain('Passa a');
    const token = await owner.csrf();
    const res = await owner.request({
      method: 'POST', url: `/dealers/${row.dealer_id}/subscription/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `_token=${encodeURIComponent(token)}`,
    });
    expect(res.headers.location).toBe(`/dealers/${row.dealer_id}/subscription/edit?esito=not-managed`);
    const checkout = await owner.request({ method: 'GET', url: checkoutUrl(row.dealer_id, 'premium') });
    expect(checkout.headers.location).toBe(`/dealers/${row.dealer_id}/subscription/edit`);
  });

  it('marks a failed renewal past due, records the failed payment once and mails the dealer', async () => {
    const { dealer, owner, subscription } = await payingDealer('base');
    const events = provider.renew(subscription.id, 'failed');
    provider.outbox.splice(0);
    for (let i = 0; i < 3; i++) for (const event of events) await deliver(event);
    expect((await subscriptionsOf(dealer.id))[0]).toMatchObject({ status: 'past_due', code: 'base' });
    const payments = await paymentsOf(dealer.id);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'failed']);
    const info = await db().selectFrom('dealers').select('email').where('id', '=', dealer.id).executeTakeFirstOrThrow();
    const mails = await eventually(async () => {
      const rows = await db().selectFrom('mail_outbox').select(['subject', 'text']).where('to_address', '=', info.email).execute();
      return rows.length ? rows : null;
    }, 'the payment-failed mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Pagamento del piano non riuscito');
    expect(mails[0]!.text).toContain('Base');
    const page = await owner.request({ method: 'GET', url: `/dealers/${dealer.id}/subscription/edit` });
    expect(page.body).toContain('Pagamento non riuscito');

    // The retry succeeds: the same invoice paid, the plan active again.
    const retry = provider.renew(subscription.id, 'paid');
    provider.outbox.splice(0);
    const sub = provider.state.subscriptions.get(subscription.id)!;
    sub.status = 'active';
    for (const event of retry) await deliver(event);
    await deliver(provider.event('customer.subscription.updated', sub));
    expect((await subscriptionsOf(dealer.id))[0]).toMatchObject({ status: 'active' });
  });
});
