import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceEffectivePlan, subscriptionQueries, trialWork } from '../src/areas/billing/subscriptions/index.js';
import { newDealer as fixtureDealer, giveListings as copyListings } from './support/dealers.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
const DAY = 86_400_000;
let planIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  planIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => { await t?.close(); });

const trials = () => trialWork({ db: t.database.db, jobs: t.app.jobs, appUrl: 'http://localhost:3000' });

/** A new dealer with one verified owner who has signed in: no subscription, no listings. */
const newDealer = (options: { verified?: boolean } = {}) => fixtureDealer(t, options);

const giveListings = (dealerId: string, n: number) => copyListings(t, dealerId, n);

async function paidPlan(dealerId: string, code: string) {
  await t.database.db.insertInto('subscriptions').values({
    dealer_id: dealerId, plan_id: planIds[code]!, kind: 'paid', status: 'active', provider: 'stripe',
    provider_subscription_id: `sub_test_${crypto.randomBytes(6).toString('hex')}`,
    current_period_start: new Date(Date.now() - 3 * DAY), current_period_end: new Date(Date.now() + 27 * DAY),
  }).execute();
}

const currentPlan = async (client: TestClient, dealerId: string) => {
  const res = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/subscription` });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const startTrial = (client: TestClient, dealerId: string) => client.request({ method: 'POST', url: `/api/dealers/${dealerId}/subscription/trial` });

async function outbox(to: string) {
  return (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { subject: string; text: string }[];
}

describe('who may read and change a dealer\'s plan', () => {
  it('guest 401, customer 403, another dealer\'s owner 403 code 6, an unverified owner 403, the owner 200', async () => {
    const { dealerId, client } = await newDealer();
    const urls = [
      { method: 'GET' as const, url: `/api/dealers/${dealerId}/subscription` },
      { method: 'GET' as const, url: `/api/dealers/${dealerId}/subscriptions/showcase-availability` },
      { method: 'POST' as const, url: `/api/dealers/${dealerId}/subscription/trial` },
    ];
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const otherOwner = await t.signIn('concessionario2@automercato.example', 'Dealer2#Demo2026');
    const unverified = await newDealer({ verified: false });
    await t.database.db.insertInto('dealer_memberships').values({
      dealer_id: dealerId, user_id: (await t.database.db.selectFrom('users').select('id').where('email', '=', unverified.email).executeTakeFirstOrThrow()).id, role: 'owner',
    }).execute();
    for (const call of urls) {
      const guest = await t.client().request(call);
      expect(guest.statusCode, call.url).toBe(401);
      expect(guest.body.error_code).toBe('3');
      const asCustomer = await customer.request(call);
      expect(asCustomer.statusCode, call.url).toBe(403);
      const other = await otherOwner.request(call);
      expect(other.statusCode, call.url).toBe(403);
      expect(other.body.error_code).toBe('6');
      expect((await unverified.client.request(call)).statusCode, call.url).toBe(403);
    }
    // Nothing above started a trial.
    expect((await currentPlan(client, dealerId)).trial).toBeNull();
    expect((await startTrial(client, dealerId)).statusCode).toBe(201);
  });
});

describe('GET /api/dealers/{id}/subscription: the current plan', () => {
  it('a new dealer is on Free: no plan, Free limits, the trial on offer', async () => {
    const { dealerId, client } = await newDealer();
    await giveListings(dealerId, 3);
    const plan = await currentPlan(client, dealerId);
    expect(plan).toMatchObject({
      subscription_plan: null, trial: null, status: null, current_period_end: null, cancel_at_period_end: false,
      limits: { listings: 10, showcase: 0, featured: 0, reports_per_month: 0 },
      usage: { published: 3, showcase: 0, featured: 0, reports_this_month: 0 },
      counters: { carfax: { subscription: { availability: 0 }, credit: { availability: 0 } } },
      trial_available: true,
    });
  });

  it('a paid dealer: its plan, renewal date, report counters from this month\'s reports and unexpired credits', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const db = t.database.db;
    // Two plan reports this month, one last month (does not count), one from a package (not the plan's).
    await db.insertInto('carfax_reports').values([
      { dealer_id: dealerId, provider: 'demo', source: 'subscription' },
      { dealer_id: dealerId, provider: 'demo', source: 'subscription' },
      { dealer_id: dealerId, provider: 'demo', source: 'subscription', created_at: new Date(Date.now() - 45 * DAY) },
      { dealer_id: dealerId, provider: 'demo', source: 'credit' },
    ]).execute();
    await db.insertInto('carfax_package_purchases').values([
      { dealer_id: dealerId, package_code: 'carfax-10', reports_total: 10, reports_used: 3, price_cents: 4900, expires_at: new Date(Date.now() + 300 * DAY) },
      { dealer_id: dealerId, package_code: 'carfax-50', reports_total: 50, reports_used: 1, price_cents: 19900, expires_at: new Date(Date.now() - DAY) },
    ]).execute();
    const plan = await currentPlan(client, dealerId);
    expect(plan.subscription_plan).toMatchObject({ uuid: planIds.base, code: 'base', name: 'Base', tier: 'Base', price_cents: 4900, limits: { listings: 50, showcase: 2, featured: 1, reports_per_month: 5 } });
    expect(plan.trial).toBeNull();
    expect(plan.status).toBe('active');
    expect(new Date(plan.current_period_end).getTime()).toBeGreaterThan(Date.now() + 26 * DAY);
    expect(plan.usage.reports_this_month).toBe(2);
    expect(plan.counters.carfax.subscription.availability).toBe(3);
    // The expired package's 49 credits are gone; the valid one has 7 left.
    expect(plan.counters.carfax.credit.availability).toBe(7);
    expect(plan.trial_available).toBe(false);
  });

  it('showcase-availability: used of the plan\'s allowance', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const [newest] = await giveListings(dealerId, 3);
    await t.database.db.updateTable('listings').set({ showcase: true, showcased_at: new Date() }).where('id', '=', newest!).execute();
    const res = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/subscriptions/showcase-availability` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ showcase: { used: 1, allowed: 2, available: 1 }, featured: { used: 0, allowed: 1, available: 1 } });
  });
});

describe('POST /api/dealers/{id}/subscription/trial', () => {
  it('gives Pro limits for 30 days, once: a second activation is S5', async () => {
    const { dealerId, client, email } = await newDealer();
    const res = await startTrial(client, dealerId);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const plan = res.body.data;
    expect(plan.subscription_plan).toMatchObject({ code: 'trial', tier: 'Trial' });
    expect(plan.limits).toEqual({ listings: 200, showcase: 10, featured: 5, reports_per_month: 25 });
    expect(plan.trial.days_left).toBe(30);
    const ends = new Date(plan.trial.ends_at).getTime();
    expect(Math.abs(ends - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(plan.trial_available).toBe(false);
    expect(plan.counters.carfax.subscription.availability).toBe(25);
    // The same answer afterwards from GET.
    expect((await currentPlan(client, dealerId)).trial.ends_at).toBe(plan.trial.ends_at);

    const again = await startTrial(client, dealerId);
    expect(again.statusCode).toBe(409);
    expect(again.body.error_code).toBe('S5');
    expect(again.body.error_message).toMatch(/prova gratuita/i);

    // Its end and both reminders are scheduled for the right moments.
    const subscriptionId = (await t.database.db.selectFrom('subscriptions').select('id').where('dealer_id', '=', dealerId).executeTakeFirstOrThrow()).id;
    const expiry = await t.app.jobs.find('trial-expiry', { data: { subscriptionId } });
    expect(expiry).toHaveLength(1);
    expect(Math.abs(new Date(expiry[0]!.startAfter).getTime() - ends)).toBeLessThan(1000);
    const reminders = await t.app.jobs.find('trial-reminder', { data: { subscriptionId } });
    const at = reminders.map((j) => [j.data.daysBefore, Math.round((ends - new Date(j.startAfter).getTime()) / DAY)]).sort();
    expect(at).toEqual([[1, 1], [7, 7]]);
    // And the owner is told.
    await eventually(async () => (await outbox(email)).find((m) => /prova gratuita di 30 giorni è attiva/.test(m.subject)), 'the trial mail');
  });

  it('a dealer that ever bought a plan gets S6, even once the plan is over', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'pro');
    await t.database.db.updateTable('subscriptions').set({ status: 'canceled', current_period_end: new Date(Date.now() - DAY) })
      .where('dealer_id', '=', dealerId).execute();
    // Free again, but not new.
    expect((await currentPlan(client, dealerId)).subscription_plan).toBeNull();
    const res = await startTrial(client, dealerId);
    expect(res.statusCode).toBe(409);
    expect(res.body.error_code).toBe('S6');
    expect(await t.database.db.selectFrom('subscriptions').select('id').where('dealer_id', '=', dealerId).where('kind', '=', 'trial').execute()).toHaveLength(0);
  });

  it('five activations at once: exactly one trial, the others S5', async () => {
    const { dealerId, client } = await newDealer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => startTrial(client, dealerId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.body.error_code === 'S5')).toBe(true);
    const rows = await t.database.db.selectFrom('subscriptions').select('id').where('dealer_id', '=', dealerId).execute();
    expect(rows).toHaveLength(1);
    expect(await t.app.jobs.find('trial-expiry', { data: { subscriptionId: rows[0]!.id } })).toHaveLength(1);
  });
});

describe('the end of a trial', () => {
  async function dealerOnTrial(listings: number) {
    const dealer = await newDealer();
    expect((await startTrial(dealer.client, dealer.dealerId)).statusCode).toBe(201);
    const ids = await giveListings(dealer.dealerId, listings);
    const subscriptionId = (await t.database.db.selectFrom('subscriptions').select('id').where('dealer_id', '=', dealer.dealerId).executeTakeFirstOrThrow()).id;
    return { ...dealer, ids, subscriptionId };
  }
  const endNow = (subscriptionId: string) => t.database.db.updateTable('subscriptions')
    .set({ current_period_end: new Date(Date.now() - 1000) }).where('id', '=', subscriptionId).execute();

  it('the job makes the dealer Free: newest 10 listings kept, the rest withdrawn, showcase and featured released; twice changes nothing more', async () => {
    const { dealerId, client, email, ids, subscriptionId } = await dealerOnTrial(14);
    const db = t.database.db;
    // Showcase on an old and a new listing, featured on two: Free allows none.
    await db.updateTable('listings').set({ showcase: true, showcased_at: new Date() }).where('id', 'in', [ids[0]!, ids[12]!]).execute();
    await db.updateTable('listings').set({ featured: true, featured_at: new Date() }).where('id', 'in', [ids[1]!, ids[2]!]).execute();
    expect((await t.request(`/api/listings/count?dealer[]=${dealerId}`)).body.data.count).toBe(14);

    await endNow(subscriptionId);
    // Through the queue, as pg-boss runs it at the trial's end.
    await t.app.jobs.enqueue('trial-expiry', { subscriptionId });
    await eventually(async () => (await db.selectFrom('subscriptions').select('status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).status === 'expired', 'the trial to expire');

    const rows = await db.selectFrom('listings').select(['id', 'state', 'showcase', 'featured']).where('dealer_id', '=', dealerId).execute();
    const published = rows.filter((r) => r.state === 'published').map((r) => r.id).sort();
    expect(published).toEqual(ids.slice(0, 10).sort());
    expect(rows.filter((r) => r.state === 'withdrawn').map((r) => r.id).sort()).toEqual(ids.slice(10).sort());
    expect(rows.filter((r) => r.showcase || r.featured)).toEqual([]);

    const plan = await currentPlan(client, dealerId);
    expect(plan).toMatchObject({ subscription_plan: null, trial: null, limits: { listings: 10 }, usage: { published: 10, showcase: 0, featured: 0 }, trial_available: false });
    // Buyers see only what is still published (search totals are cached for a minute; the job runs
    // in the worker, which has no cache to clear).
    t.app.caches.searchCounts.clear();
    expect((await t.request(`/api/listings/count?dealer[]=${dealerId}`)).body.data.count).toBe(10);
    expect((await t.request(`/api/listings/${ids[13]}`)).statusCode).toBe(410);
    expect((await t.request(`/api/listings/${ids[0]}`)).statusCode).toBe(200);
    const mail = await eventually(async () => (await outbox(email)).find((m) => /prova gratuita è terminata/.test(m.subject)), 'the end-of-trial mail');
    expect(mail.text).toMatch(/4 annunci sono stati ritirati/);

    // A second run (a retry, the sweep): nothing more changes, no second mail.
    expect(await trials().expireTrial(subscriptionId)).toEqual({ expired: false });
    const after = await db.selectFrom('listings').select(['id', 'state']).where('dealer_id', '=', dealerId).where('state', '=', 'published').execute();
    expect(after).toHaveLength(10);
    expect((await outbox(email)).filter((m) => /prova gratuita è terminata/.test(m.subject))).toHaveLength(1);
  });

  it('a trial that is not over yet is left alone by an early job', async () => {
    const { dealerId, subscriptionId } = await dealerOnTrial(12);
    expect(await trials().expireTrial(subscriptionId)).toEqual({ expired: false });
    expect((await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('state', '=', 'published').execute())).toHaveLength(12);
  });

  it('a dealer who bought a plan during the trial keeps its limits when the trial ends', async () => {
    const { dealerId, client, subscriptionId } = await dealerOnTrial(14);
    await paidPlan(dealerId, 'base');
    await endNow(subscriptionId);
    expect(await trials().expireTrial(subscriptionId)).toMatchObject({ expired: true, withdrawn: 0 });
    expect((await currentPlan(client, dealerId)).subscription_plan.code).toBe('base');
  });

  it('the daily sweep ends a trial whose job got lost', async () => {
    const { dealerId, subscriptionId } = await dealerOnTrial(11);
    await endNow(subscriptionId);
    const result = await trials().sweepTrials();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await t.database.db.selectFrom('subscriptions').select('status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).status).toBe('expired');
    expect((await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('state', '=', 'published').execute())).toHaveLength(10);
  });

  it('reminders: 7 days before, once; none after a plan was bought', async () => {
    const { dealerId, email, subscriptionId } = await dealerOnTrial(0);
    await t.database.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() + 6.5 * DAY) }).where('id', '=', subscriptionId).execute();
    expect(await trials().remindTrial(subscriptionId, 7)).toBe(true);
    expect(await trials().remindTrial(subscriptionId, 7)).toBe(false);
    const mail = await eventually(async () => (await outbox(email)).find((m) => /scade tra 7 giorni/.test(m.subject)), 'the 7-day reminder');
    expect(mail.text).toMatch(/piano Free/);

    await paidPlan(dealerId, 'pro');
    await t.database.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() + 0.5 * DAY) }).where('id', '=', subscriptionId).execute();
    expect(await trials().remindTrial(subscriptionId, 1)).toBe(false);
  });
});

describe('the daily sweep and missed reminders', () => {
  it('a trial ending tomorrow whose reminder jobs were lost gets the 1-day mail only, once', async () => {
    const { dealerId, client, email } = await newDealer();
    expect((await startTrial(client, dealerId)).statusCode).toBe(201);
    const db = t.database.db;
    const { id } = await db.selectFrom('subscriptions').select('id').where('dealer_id', '=', dealerId).executeTakeFirstOrThrow();
    await db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() + 20 * 3_600_000) }).where('id', '=', id).execute();
    await trials().sweepTrials();
    await trials().sweepTrials();
    const mail = await eventually(async () => (await outbox(email)).find((m) => m.subject === 'La tua prova gratuita scade domani'), 'the 1-day reminder');
    expect(mail.text).toMatch(/scade domani/);
    const reminders = (await outbox(email)).filter((m) => /scade/.test(m.subject));
    expect(reminders.map((m) => m.subject)).toEqual(['La tua prova gratuita scade domani']);
    const row = await db.selectFrom('subscriptions').select(['status', 'trial_reminder_1_sent_at', 'trial_reminder_7_sent_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(row.trial_reminder_1_sent_at).not.toBeNull();
    expect(row.trial_reminder_7_sent_at).not.toBeNull();
  });
});

describe('listing state: only published listings are public', () => {
  it('a withdrawn or sold listing leaves search and the home counter (410), a draft is 404; the counter still equals the search total', async () => {
    const db = t.database.db;
    const [a, b, c] = await db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id').select('l.id')
      .where('l.status', '=', 'enabled').where('l.state', '=', 'published').where('d.enabled', '=', true).where('l.photo_count', '>', 0)
      .orderBy('l.id').limit(3).execute();
    const before = (await t.request('/api/listings/count')).body.data.count;
    await db.updateTable('listings').set({ state: 'withdrawn' }).where('id', '=', a!.id).execute();
    await db.updateTable('listings').set({ state: 'sold' }).where('id', '=', b!.id).execute();
    await db.updateTable('listings').set({ state: 'draft' }).where('id', '=', c!.id).execute();
    t.app.caches.searchCounts.clear();
    t.app.caches.counters.clear();
    const count = (await t.request('/api/listings/count')).body.data.count;
    expect(count).toBe(before - 3);
    expect((await t.request('/api/counters')).body.data.listings).toBe(count);
    expect((await t.request('/api/listings')).body.data.meta.total).toBe(count);
    expect((await t.request(`/api/listings/${a!.id}`)).statusCode).toBe(410);
    expect((await t.request(`/api/listings/${b!.id}`)).statusCode).toBe(410);
    expect((await t.request(`/api/listings/${c!.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/subscription-plans', () => {
  it('gives what the plan page needs: cents, VAT 22 % and the total, limits, purchasable', async () => {
    const plans = (await t.request('/api/subscription-plans')).body.data as any[];
    const base = plans.find((p) => p.code === 'base');
    expect(base).toMatchObject({
      uuid: planIds.base, name: 'Base', tier: 'Base', price_cents: 4900, vat_rate: 22, vat_cents: 1078, price_with_vat_cents: 5978,
      limits: { active_listings: 50, showcase_slots: 2, featured_slots: 1, reports_per_month: 5 }, purchasable: true,
    });
    expect(plans.find((p) => p.code === 'trial')).toMatchObject({ purchasable: false, limits: { active_listings: 200 } });
  });
});

describe('enforceEffectivePlan: what other areas call when a plan change takes effect', () => {
  it('a Base dealer over its limits keeps its 50 newest listings, 2 showcase and 1 featured (the latest given)', async () => {
    const { dealerId } = await newDealer();
    await paidPlan(dealerId, 'base');
    const ids = await giveListings(dealerId, 53);
    const db = t.database.db;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    for (const [i, id] of [ids[0], ids[1], ids[2]].entries()) await db.updateTable('listings').set({ showcase: true, showcased_at: at(10 - i) }).where('id', '=', id!).execute();
    for (const [i, id] of [ids[3], ids[4]].entries()) await db.updateTable('listings').set({ featured: true, featured_at: at(10 - i) }).where('id', '=', id!).execute();
    const result = await enforceEffectivePlan(subscriptionQueries(db, t.app.jobs), dealerId);
    expect(result).toEqual({ withdrawn: 3, showcaseReleased: 1, featuredReleased: 1 });
    const rows = await db.selectFrom('listings').select(['id', 'state', 'showcase', 'featured']).where('dealer_id', '=', dealerId).execute();
    expect(rows.filter((r) => r.state === 'published').map((r) => r.id).sort()).toEqual(ids.slice(0, 50).sort());
    // The most recently showcased (ids[2], ids[1]) and featured (ids[4]) keep their slot.
    expect(rows.filter((r) => r.showcase).map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(rows.filter((r) => r.featured).map((r) => r.id)).toEqual([ids[4]]);
    // Within limits now: a second call changes nothing.
    expect(await enforceEffectivePlan(subscriptionQueries(db, t.app.jobs), dealerId)).toEqual({ withdrawn: 0, showcaseReleased: 0, featuredReleased: 0 });
  });
});
