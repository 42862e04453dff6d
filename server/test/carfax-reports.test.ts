import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CarfaxReportDocument } from '@automercato/api-contract';
import { carfaxWork } from '../src/areas/carfax/reports/index.js';
import { reportPdf } from '../src/areas/carfax/reports/pdf.js';
import { CarfaxProviderError, demoProvider, demoReport, type CarfaxProvider } from '../src/carfax-provider/index.js';
import { newDealer as fixtureDealer } from './support/dealers.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { pdfText } from './support/pdf-text.js';

/** The demo provider behind a switch: 'down' is an outage (C1, queued), 'unknown' a vehicle without history (C7). */
const switchable = (() => {
  const demo = demoProvider();
  let mode: 'up' | 'down' | 'unknown' = 'up';
  let calls = 0;
  const provider: CarfaxProvider = {
    name: 'demo', demo: true,
    async fetchReport(query) {
      calls += 1;
      if (mode === 'down') throw new CarfaxProviderError('unavailable', 'test outage');
      if (mode === 'unknown') throw new CarfaxProviderError('not_found', 'no history');
      return demo.fetchReport(query);
    },
  };
  return { provider, set: (m: typeof mode) => { mode = m; }, calls: () => calls };
})();

let t: TestApp;
const DAY = 86_400_000;
const PASSWORD = 'Prova#Test2026';
let planIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ carfaxProvider: switchable.provider });
  const rows = await t.database.db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  planIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => { await t?.close(); });

/** A new, verified (public) dealer with one verified owner signed in: Free plan, no credits, no listings. */
const newDealer = (options: { verified?: boolean } = {}) => fixtureDealer(t, options);

const admin = () => t.signIn('admin@automercato.example', 'Admin#Demo2026');

async function paidPlan(dealerId: string, code: 'base' | 'pro') {
  await t.database.db.insertInto('subscriptions').values({
    dealer_id: dealerId, plan_id: planIds[code]!, kind: 'paid', status: 'active', provider: 'stripe',
    provider_subscription_id: `sub_test_${crypto.randomBytes(6).toString('hex')}`,
    current_period_start: new Date(Date.now() - 3 * DAY), current_period_end: new Date(Date.now() + 27 * DAY),
  }).execute();
}

/** A credit package bought `daysAgo` (expiring 12 months later unless `expiresInDays`), with `used` of `total` spent. */
async function credits(dealerId: string, total: number, used: number, daysAgo: number, expiresInDays?: number) {
  const purchasedAt = new Date(Date.now() - daysAgo * DAY);
  const row = await t.database.db.insertInto('carfax_package_purchases').values({
    dealer_id: dealerId, package_code: 'carfax-10', reports_total: total, reports_used: used, price_cents: 4900,
    purchased_at: purchasedAt, expires_at: expiresInDays === undefined ? new Date(purchasedAt.getTime() + 365 * DAY) : new Date(Date.now() + expiresInDays * DAY),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Plan reports already used this month (reports the dealer bought earlier, possibly deleted since). */
async function usedThisMonth(dealerId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await t.database.db.insertInto('carfax_reports').values({
      dealer_id: dealerId, vin: vin(), plate: null, provider: 'demo', source: 'subscription', summary: '{}', deleted_at: i % 2 ? new Date() : null,
    }).execute();
  }
}

/** A VIN (ISO 3779 alphabet) that no other test uses. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (prefix = 'WVW') => prefix + Array.from({ length: 17 - prefix.length }, () => VIN_CHARS[crypto.randomInt(0, VIN_CHARS.length)]).join('');
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const plate = () => {
  const l = () => PLATE_LETTERS[crypto.randomInt(0, PLATE_LETTERS.length)];
  return `${l()}${l()}${String(crypto.randomInt(0, 1000)).padStart(3, '0')}${l()}${l()}`;
};

/** `n` published listings for the dealer copied from the seed's (no VIN or plate), newest first. */
async function giveListings(dealerId: string, n: number): Promise<string[]> {
  await sql`insert into listings (dealer_id, make_slug, model_slug, category, power_type, gearbox_type, traction_type,
      exterior_color, exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year,
      registration_month, power_kw, horsepower, price, photos, photo_count, city, created_at)
    select ${dealerId}, make_slug, model_slug, category, power_type, gearbox_type, traction_type, exterior_color,
      exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year, registration_month,
      power_kw, horsepower, price, photos, photo_count, city, now() - make_interval(hours => (row_number() over ())::int)
    from (select * from listings where photo_count > 0 and status = 'enabled' order by id limit ${n}) x`.execute(t.database.db);
  const rows = await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

const buy = (client: TestClient, dealerId: string, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: `/api/dealers/${dealerId}/carfax-reports`, payload });
const availability = async (client: TestClient, dealerId: string) => {
  const res = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-availability` });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { subscription: { availability: number }; credit: { availability: number }; total: number };
};
const purchaseUsed = async (id: string) =>
  (await t.database.db.selectFrom('carfax_package_purchases').select('reports_used').where('id', '=', id).executeTakeFirstOrThrow()).reports_used;
const reportCount = async (dealerId: string) => Number((await t.database.db.selectFrom('carfax_reports')
  .select(sql<number>`count(*)::int`.as('n')).where('dealer_id', '=', dealerId).executeTakeFirstOrThrow()).n);

describe('who may call the report routes', () => {
  it('dealer routes: guest 401, customer 403, another dealer 403 code 6, an unverified owner 403, an admin 403, the owner 2xx', async () => {
    const owner = await newDealer();
    await paidPlan(owner.dealerId, 'pro');
    const [listingId] = await giveListings(owner.dealerId, 1);
    await t.database.db.updateTable('listings').set({ vin: vin() }).where('id', '=', listingId!).execute();
    const bought = await buy(owner.client, owner.dealerId, { vin: vin() });
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
    const reportId = bought.body.data.uuid as string;
    const d = `/api/dealers/${owner.dealerId}`;
    const calls = [
      { method: 'GET' as const, url: `${d}/carfax-availability` },
      { method: 'GET' as const, url: `${d}/carfax-package-purchases` },
      { method: 'POST' as const, url: `${d}/carfax-reports`, payload: { vin: vin() }, created: true },
      { method: 'GET' as const, url: `${d}/carfax-reports` },
      { method: 'GET' as const, url: `${d}/carfax-reports/${reportId}` },
      { method: 'GET' as const, url: `${d}/carfax-reports/${reportId}/pdf` },
      { method: 'GET' as const, url: `${d}/carfax-reports/${reportId}/matching-listings` },
      { method: 'POST' as const, url: `${d}/carfax-reports/${reportId}/associate-listings`, payload: { listings: [listingId] } },
      { method: 'GET' as const, url: `${d}/listings/${listingId}/carfax-report/matches` },
      { method: 'POST' as const, url: `${d}/listings/${listingId}/carfax-report/associate`, payload: { carfax_report: reportId } },
      { method: 'POST' as const, url: `${d}/listings/${listingId}/carfax-report`, created: true },
      { method: 'DELETE' as const, url: `${d}/carfax-reports/${reportId}` },
    ];
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const otherOwner = await t.signIn('concessionario2@automercato.example', 'Dealer2#Demo2026');
    const unverified = await newDealer({ verified: false });
    await t.database.db.insertInto('dealer_memberships').values({ dealer_id: owner.dealerId, user_id: unverified.userId, role: 'owner' }).execute();
    const unverifiedClient = await t.signIn(unverified.email, PASSWORD);
    const anAdmin = await admin();
    for (const { created, ...call } of calls) {
      const guest = await t.client().request(call);
      expect(guest.statusCode, call.url).toBe(401);
      expect(guest.body.error_code).toBe('3');
      expect((await customer.request(call)).statusCode, call.url).toBe(403);
      const other = await otherOwner.request(call);
      expect(other.statusCode, call.url).toBe(403);
      expect(other.body.error_code).toBe('6');
      expect((await unverifiedClient.request(call)).statusCode, call.url).toBe(403);
      // Admins act on dealers through /api/admin, not through the dealer's own routes.
      expect((await anAdmin.request(call)).statusCode, call.url).toBe(403);
      const mine = await owner.client.request(call);
      expect(mine.statusCode, `${call.method} ${call.url}: ${mine.body?.error_message ?? ''}`).toBe(created ? 201 : 200);
    }
    // Nothing refused above bought anything: the owner's two POSTs and the first purchase only.
    expect(await reportCount(owner.dealerId)).toBe(3);
  });

  it('admin routes: guest 401, customer 403, a dealer 403, an admin 2xx', async () => {
    const owner = await newDealer();
    const [listingId] = await giveListings(owner.dealerId, 1);
    await t.database.db.updateTable('listings').set({ plate: plate() }).where('id', '=', listingId!).execute();
    const anAdmin = await admin();
    const made = await anAdmin.request({ method: 'POST', url: '/api/admin/carfax-reports', payload: { vin: vin(), dealer: owner.dealerId } });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ source: 'admin', dealer: { uuid: owner.dealerId } });
    const reportId = made.body.data.uuid as string;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/carfax-reports' },
      { method: 'POST' as const, url: '/api/admin/carfax-reports', payload: { plate: plate() }, created: true },
      { method: 'GET' as const, url: `/api/admin/carfax-reports/${reportId}` },
      { method: 'GET' as const, url: `/api/admin/carfax-reports/${reportId}/pdf` },
      { method: 'GET' as const, url: `/api/admin/carfax-reports/${reportId}/matching-listings` },
      { method: 'POST' as const, url: `/api/admin/carfax-reports/${reportId}/associate-listings`, payload: { listings: [listingId] } },
      { method: 'GET' as const, url: `/api/admin/listings/${listingId}/carfax-report/matches` },
      { method: 'POST' as const, url: `/api/admin/listings/${listingId}/carfax-report/associate`, payload: { carfax_report: reportId } },
      { method: 'POST' as const, url: `/api/admin/listings/${listingId}/carfax-report`, created: true },
      { method: 'DELETE' as const, url: `/api/admin/carfax-reports/${reportId}` },
    ];
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    for (const { created, ...call } of calls) {
      expect((await t.client().request(call)).statusCode, call.url).toBe(401);
      expect((await customer.request(call)).statusCode, call.url).toBe(403);
      expect((await owner.client.request(call)).statusCode, call.url).toBe(403);
      const res = await anAdmin.request(call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body?.error_message ?? ''}`).toBe(created ? 201 : 200);
    }
    // Admin reports are free: the dealer (Free plan, no credits) still has nothing and spent nothing.
    expect(await availability(owner.client, owner.dealerId)).toMatchObject({ total: 0 });
  });
});

describe('POST /api/dealers/{id}/carfax-reports: buying a report', () => {
  it('C3 without VIN or plate, C5 for a VIN that is not ISO 3779, C6 for a plate not AA000AA; nothing spent', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const c3 = await buy(client, dealerId, {});
    expect(c3.statusCode).toBe(422);
    expect(c3.body.error_code).toBe('C3');
    expect((await buy(client, dealerId, { vin: '  ', plate: '' })).body.error_code).toBe('C3');
    for (const bad of ['WVWZZZ1KZAW00000', 'WVWZZZ1KZAW0000001', 'WVWZZZ1KZAWO00001', 'WVWZZZ1KZ@W000001']) {
      const res = await buy(client, dealerId, { vin: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.body.error_code, bad).toBe('C5');
      expect(res.body.data.errors.vin[0]).toContain('17 caratteri');
    }
    for (const bad of ['AB12CD', 'AB1234CD', 'AI123CD', '12ABC34']) {
      const res = await buy(client, dealerId, { plate: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.body.error_code, bad).toBe('C6');
      expect(res.body.error_message).toContain('AA000AA');
    }
    expect(await reportCount(dealerId)).toBe(0);
    // Spaces, dashes and lower case are forgiven: the stored form is upper case without them.
    const ok = await buy(client, dealerId, { plate: 'ab 123-cd' });
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ plate: 'AB123CD', vin: null, source: 'subscription', provider: { demo: true } });
    expect(ok.body.data.document.plate).toBe('AB123CD');
  });

  it('C2 when the plan\'s reports of this month are used and no credit is left; O2 when the plan has none and there is no credit', async () => {
    const withPlan = await newDealer();
    await paidPlan(withPlan.dealerId, 'base');
    await usedThisMonth(withPlan.dealerId, 5);
    await credits(withPlan.dealerId, 10, 10, 30);
    const c2 = await buy(withPlan.client, withPlan.dealerId, { vin: vin() });
    expect(c2.statusCode).toBe(409);
    expect(c2.body.error_code).toBe('C2');
    expect(c2.body.error_message).toContain('esaurito');

    const free = await newDealer();
    await credits(free.dealerId, 10, 3, 400, -1); // expired: worth nothing
    const o2 = await buy(free.client, free.dealerId, { vin: vin() });
    expect(o2.statusCode).toBe(402);
    expect(o2.body.error_code).toBe('O2');
    expect(o2.body.error_message).toContain('pacchetto');
    // Nothing was asked of the provider for a purchase that cannot be paid.
    const before = switchable.calls();
    await buy(free.client, free.dealerId, { vin: vin() });
    expect(switchable.calls()).toBe(before);
  });

  it('spends the plan\'s monthly reports first, then credits oldest first, skipping expired ones', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base'); // 5 a month
    await usedThisMonth(dealerId, 3);
    const expired = await credits(dealerId, 10, 2, 400, -1);
    const newer = await credits(dealerId, 10, 0, 10);
    const older = await credits(dealerId, 2, 1, 100);
    expect(await availability(client, dealerId)).toEqual({
      subscription: { availability: 2, per_month: 5, used_this_month: 3 }, credit: { availability: 11 }, total: 13,
    });
    const sources: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await buy(client, dealerId, { vin: vin() });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
      sources.push(res.body.data.source);
    }
    expect(sources).toEqual(['subscription', 'subscription', 'credit', 'credit']);
    expect(await purchaseUsed(older)).toBe(2);
    expect(await purchaseUsed(newer)).toBe(1);
    expect(await purchaseUsed(expired)).toBe(2);
    expect(await availability(client, dealerId)).toMatchObject({ subscription: { availability: 0 }, credit: { availability: 9 }, total: 9 });

    const list = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-package-purchases` });
    expect(list.body.data.meta.total).toBe(3);
    expect(list.body.data.items.map((p: { uuid: string }) => p.uuid)).toEqual([newer, older, expired]);
    expect(list.body.data.items[2]).toMatchObject({ expired: true, reports_left: 0, reports_used: 2, reports_total: 10 });
    expect(list.body.data.items[0]).toMatchObject({ expired: false, reports_left: 9, package: { code: 'carfax-10' } });
  });

  it('20 concurrent purchases with 5 units left: exactly 5 reports, 15 × C2, no unit lost or spent twice', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    await usedThisMonth(dealerId, 2); // 3 plan reports left
    const pack = await credits(dealerId, 10, 8, 20); // 2 credits left
    const before = await reportCount(dealerId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(client, dealerId, { vin: vin() })));
    const codes = answers.map((a) => a.statusCode === 201 ? 'ok' : a.body.error_code);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'C2')).toHaveLength(15);
    expect(await reportCount(dealerId) - before).toBe(5);
    expect(answers.filter((a) => a.statusCode === 201).map((a) => a.body.data.source).sort())
      .toEqual(['credit', 'credit', 'subscription', 'subscription', 'subscription']);
    expect(await purchaseUsed(pack)).toBe(10);
    expect(await availability(client, dealerId)).toMatchObject({ total: 0 });
  });

  it('a provider outage answers C1 in Italian (never 500), spends nothing, and the job buys it when the provider is back', async () => {
    // This test plays the job worker itself: the app's own worker would otherwise race it for the
    // queued order (and, under load, sometimes win after the provider is back).
    await t.app.jobs.boss.offWork('carfax-report-order', { wait: true });
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const pack = await credits(dealerId, 5, 0, 5);
    await usedThisMonth(dealerId, 5);
    switchable.set('down');
    let orderId: string;
    try {
      const res = await buy(client, dealerId, { plate: 'FA123BC' });
      expect(res.statusCode).toBe(503);
      expect(res.body.error_code).toBe('C1');
      expect(res.body.error_message).toContain('Nessun report è stato addebitato');
      orderId = res.body.data.order;
      expect(await purchaseUsed(pack)).toBe(0);
      expect(await reportCount(dealerId)).toBe(5);
      // The retry job, still down: it throws (pg-boss retries later) and spends nothing.
      const work = carfaxWork({ db: t.database.db, jobs: t.app.jobs, provider: switchable.provider });
      await expect(work.processOrder(orderId)).rejects.toThrow('test outage');
      expect(await purchaseUsed(pack)).toBe(0);
    } finally {
      switchable.set('up');
    }
    const work = carfaxWork({ db: t.database.db, jobs: t.app.jobs, provider: switchable.provider });
    expect(await work.processOrder(orderId)).toBe('done');
    // Once only, however many times the job runs.
    expect(await work.processOrder(orderId)).toBe('skipped');
    expect(await purchaseUsed(pack)).toBe(1);
    const list = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports?search=fa123` });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({ plate: 'FA123BC', source: 'credit' });
  });

  it('a vehicle the provider has no history for answers C7 and spends nothing', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    switchable.set('unknown');
    try {
      const res = await buy(client, dealerId, { vin: vin() });
      expect(res.statusCode).toBe(404);
      expect(res.body.error_code).toBe('C7');
      expect(res.body.error_message).toContain('nessun report è stato addebitato');
    } finally {
      switchable.set('up');
    }
    expect(await availability(client, dealerId)).toMatchObject({ subscription: { availability: 5 } });
  });

  it('C4 for another dealer\'s report or listing', async () => {
    const a = await newDealer();
    const b = await newDealer();
    await paidPlan(a.dealerId, 'base');
    const [bListing] = await giveListings(b.dealerId, 1);
    const report = (await buy(a.client, a.dealerId, { vin: vin() })).body.data.uuid;
    const [aListing] = await giveListings(a.dealerId, 1);
    // b asking about a's report through b's own routes.
    const foreign = await b.client.request({ method: 'GET', url: `/api/dealers/${b.dealerId}/carfax-reports/${report}` });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body.error_code).toBe('C4');
    const associate = await a.client.request({
      method: 'POST', url: `/api/dealers/${a.dealerId}/carfax-reports/${report}/associate-listings`, payload: { listings: [aListing, bListing] },
    });
    expect(associate.body.error_code).toBe('C4');
    // All or nothing: a's own listing did not get the report either.
    expect((await t.database.db.selectFrom('listings').select('carfax_report_id').where('id', '=', aListing!).executeTakeFirstOrThrow()).carfax_report_id).toBeNull();
    const missing = await a.client.request({ method: 'GET', url: `/api/dealers/${a.dealerId}/carfax-reports/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error_code).toBe('4');
  });
});

describe('the reports: list, document, PDF, delete', () => {
  it('lists newest first with search by part of VIN or plate; opens the full document; downloads the PDF in Italian', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const first = await buy(client, dealerId, { vin: 'ZFA31200000123456' });
    const second = await buy(client, dealerId, { plate: 'GH456JK' });
    expect(first.statusCode).toBe(201);
    const list = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports` });
    expect(list.body.data.items.map((r: { uuid: string }) => r.uuid)).toEqual([second.body.data.uuid, first.body.data.uuid]);
    const byVin = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports?search=312000` });
    expect(byVin.body.data.items.map((r: { uuid: string }) => r.uuid)).toEqual([first.body.data.uuid]);
    const byPlate = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports?search=gh 456` });
    expect(byPlate.body.data.items.map((r: { uuid: string }) => r.uuid)).toEqual([second.body.data.uuid]);

    const detail = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports/${first.body.data.uuid}` });
    expect(detail.statusCode).toBe(200);
    const document = detail.body.data.document as CarfaxReportDocument;
    // The VIN's manufacturer code ZFA is Fiat.
    expect(document.make).toBe('Fiat');
    expect(detail.body.data.make).toBe('Fiat');
    expect(document.provider).toEqual({ name: 'Fornitore dimostrativo', demo: true });
    expect(detail.body.data.summary).toEqual(document.problem_check);

    const pdf = await client.request({ method: 'GET', url: detail.body.data.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="report-veicolo-ZFA31200000123456.pdf"');
    const text = pdfText(pdf.rawPayload);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('Report storico veicolo');
    expect(text).toContain('Dati dimostrativi');
    expect(text).toContain('Letture del contachilometri');
    expect(text).toContain('ZFA31200000123456');
  });

  it('a real provider\'s report has no demo label in its PDF', async () => {
    const real = { ...demoReport({ vin: 'WBA00000000000001', plate: null }, new Date('2026-06-15T00:00:00Z')), provider: { name: 'Fornitore Reale', demo: false } };
    const text = pdfText(await reportPdf(real));
    expect(text).toContain('Fornitore Reale');
    expect(text).not.toContain('Dati dimostrativi');
  });

  it('DELETE hides the report, detaches its listings (no badge any more) and gives nothing back', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const [listingId] = await giveListings(dealerId, 1);
    await t.database.db.updateTable('listings').set({ vin: vin() }).where('id', '=', listingId!).execute();
    const bought = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/carfax-report` });
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
    expect((await t.request(`/api/listings/${listingId}`)).body.data.has_carfax).toBe(true);
    const removed = await client.request({ method: 'DELETE', url: `/api/dealers/${dealerId}/carfax-reports/${bought.body.data.uuid}` });
    expect(removed.body.data).toEqual({ uuid: bought.body.data.uuid, detached_listings: 1 });
    const listing = (await t.request(`/api/listings/${listingId}`)).body.data;
    expect(listing.has_carfax).toBe(false);
    expect(listing.carfax).toBeNull();
    expect((await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports` })).body.data.meta.total).toBe(0);
    expect((await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports/${bought.body.data.uuid}` })).statusCode).toBe(404);
    expect(await availability(client, dealerId)).toMatchObject({ subscription: { availability: 4 } });
  });
});

describe('matching reports and listings', () => {
  it('orders matches by VIN, then plate, then make/model/year, and associating shows the badge in public search', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'pro');
    const ids = await giveListings(dealerId, 4);
    const listings = await t.database.db.selectFrom('listings').select(['id', 'make_slug', 'model_slug', 'registration_year'])
      .where('id', 'in', ids).execute();
    const target = listings[0]!;
    const theVin = vin();
    const thePlate = plate();
    // byVin: the same VIN; byPlate: the same plate; byModel: another listing made like the target.
    const [byVin, byPlate, byModel] = ids.slice(1);
    const db = t.database.db;
    await db.updateTable('listings').set({ vin: theVin }).where('id', '=', byVin!).execute();
    await db.updateTable('listings').set({ plate: thePlate }).where('id', '=', byPlate!).execute();
    await db.updateTable('listings').set({ make_slug: target.make_slug, model_slug: target.model_slug, registration_year: target.registration_year })
      .where('id', 'in', [byModel!, target.id]).execute();
    await db.updateTable('listings').set({ vin: vin(), plate: null })
      .where('id', '=', target.id).execute();

    // A report for the target (bought for it: same make, model and year), also carrying byVin's VIN and byPlate's plate.
    const forTarget = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${target.id}/carfax-report` });
    expect(forTarget.statusCode, JSON.stringify(forTarget.body)).toBe(201);
    await db.updateTable('carfax_reports').set({ vin: theVin, plate: thePlate }).where('id', '=', forTarget.body.data.uuid).execute();
    const matches = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/carfax-reports/${forTarget.body.data.uuid}/matching-listings` });
    expect(matches.statusCode).toBe(200);
    const order = matches.body.data.map((m: { uuid: string; match: string }) => [m.uuid, m.match]);
    expect(order.slice(0, 2)).toEqual([[byVin, 'vin'], [byPlate, 'plate']]);
    expect(order.slice(2).map((o: string[]) => o[1])).toEqual(['make_model_year', 'make_model_year']);
    expect(order.slice(2).map((o: string[]) => o[0]).sort()).toEqual([byModel, target.id].sort());

    // From the listing's side: the reports that may be its vehicle.
    const fromListing = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings/${byVin}/carfax-report/matches` });
    expect(fromListing.body.data.map((r: { uuid: string; match: string }) => [r.uuid, r.match])).toEqual([[forTarget.body.data.uuid, 'vin']]);

    // Associate byVin; the public search (only listings with a report) then finds it.
    const search = () => t.request(`/api/listings?dealer=${dealerId}&exclude_no_carfax=true&per_page=50`);
    expect((await search()).body.data.items.map((l: { uuid: string }) => l.uuid)).toEqual([target.id]);
    const associate = await client.request({
      method: 'POST', url: `/api/dealers/${dealerId}/listings/${byVin}/carfax-report/associate`, payload: { carfax_report: forTarget.body.data.uuid },
    });
    expect(associate.body.data).toEqual({ listing: byVin, carfax_report: forTarget.body.data.uuid });
    const found = (await search()).body.data.items;
    expect(found.map((l: { uuid: string }) => l.uuid).sort()).toEqual([byVin, target.id].sort());
    expect(found.every((l: { has_carfax: boolean }) => l.has_carfax)).toBe(true);
    // The public detail gives the Problem Check only.
    const detail = (await t.request(`/api/listings/${byVin}`)).body.data;
    expect(detail.carfax.summary).toEqual(forTarget.body.data.summary);
    expect(detail.carfax.provider.demo).toBe(true);
    expect(detail.carfax).not.toHaveProperty('document');

    // associate-listings from the report's side, then detach with null.
    const many = await client.request({
      method: 'POST', url: `/api/dealers/${dealerId}/carfax-reports/${forTarget.body.data.uuid}/associate-listings`, payload: { listings: [byPlate, byModel] },
    });
    expect(many.body.data.listings.sort()).toEqual([byPlate, byModel].sort());
    expect((await search()).body.data.items).toHaveLength(4);
    await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${byModel}/carfax-report/associate`, payload: { carfax_report: null } });
    expect((await search()).body.data.items).toHaveLength(3);
  });

  it('buying for a listing uses its make, model and year, and the history ends at its km', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const [listingId] = await giveListings(dealerId, 1);
    const listing = await t.database.db.updateTable('listings').set({ plate: plate(), vin: null }).where('id', '=', listingId!)
      .returning(['make_slug', 'model_slug', 'registration_year', 'mileage']).executeTakeFirstOrThrow();
    const res = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/carfax-report` });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const doc = res.body.data.document as CarfaxReportDocument;
    const make = await t.database.db.selectFrom('makes').select('name').where('slug', '=', listing.make_slug).executeTakeFirstOrThrow();
    expect(doc.make).toBe(make.name);
    expect(doc.year).toBe(listing.registration_year);
    expect(doc.odometer.at(-1)).toMatchObject({ source: 'annuncio' });
    expect(Math.abs(doc.odometer.at(-1)!.km - listing.mileage)).toBeLessThanOrEqual(Math.max(500, listing.mileage * 0.02));
    expect(res.body.data.listings).toEqual([{ uuid: listingId, title: expect.stringContaining(make.name) }]);

    // A listing with neither VIN nor plate: C3, nothing spent.
    const [bare] = (await giveListings(dealerId, 2)).filter((id) => id !== listingId);
    const c3 = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${bare}/carfax-report` });
    expect(c3.body.error_code).toBe('C3');
    expect(await availability(client, dealerId)).toMatchObject({ subscription: { availability: 4 } });
  });
});

describe('the demo provider', () => {
  const at = new Date('2026-11-20T10:00:00Z');
  const inputs = Array.from({ length: 120 }, (_, i) => ({ vin: `WVWZZZ1KZ${String(i).padStart(2, '0')}A00000`.slice(0, 17), plate: null }));

  it('gives the same report for the same vehicle, another for another', () => {
    const a = demoReport({ vin: 'WVWZZZ1KZAW000001', plate: null }, at);
    const b = demoReport({ vin: 'WVWZZZ1KZAW000001', plate: null }, new Date(at.getTime() + 3600_000));
    expect({ ...b, generated_at: a.generated_at }).toEqual(a);
    expect(demoReport({ vin: 'WVWZZZ1KZAW000002', plate: null }, at)).not.toEqual(a);
    expect(a.make).toBe('Volkswagen');
    expect(a.provider.demo).toBe(true);
  });

  it('odometer readings increase over time, except a roll-back that is flagged (some vehicles have one)', () => {
    let rollbacks = 0;
    for (const input of inputs) {
      const doc = demoReport(input, at);
      const dates = doc.odometer.map((o) => o.date);
      expect(dates, input.vin).toEqual([...dates].sort());
      doc.odometer.forEach((reading, i) => {
        if (i === 0) return;
        const lower = reading.km < doc.odometer[i - 1]!.km;
        expect(reading.rollback, `${input.vin} reading ${i}`).toBe(lower);
      });
      expect(doc.problem_check.odometer_rollback).toBe(doc.odometer.some((o) => o.rollback));
      if (doc.problem_check.odometer_rollback) rollbacks += 1;
    }
    expect(rollbacks).toBeGreaterThan(0);
    expect(rollbacks).toBeLessThan(inputs.length / 3);
  });

  it('revisioni come 4 years after registration, then every 2 years; owners follow each other; the problem check agrees', () => {
    for (const input of inputs.slice(0, 40)) {
      const doc = demoReport(input, at);
      const first = doc.registrations[0]!.date;
      const regular = doc.inspections.filter((i, n) => n === 0 || doc.inspections[n - 1]!.outcome === 'regolare');
      if (regular.length) {
        const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
        expect(months(regular[0]!.date) - months(first), input.vin).toBeGreaterThanOrEqual(46);
        expect(months(regular[0]!.date) - months(first), input.vin).toBeLessThanOrEqual(48);
        for (let i = 1; i < regular.length; i++) {
          expect(months(regular[i]!.date) - months(regular[i - 1]!.date)).toBeGreaterThanOrEqual(22);
        }
      }
      for (let i = 1; i < doc.owners.length; i++) expect(doc.owners[i]!.from).toBe(doc.owners[i - 1]!.to);
      expect(doc.owners.at(-1)!.to).toBeNull();
      expect(doc.problem_check.owners_count).toBe(doc.owners.length);
      expect(doc.problem_check.imported).toBe(doc.import !== null);
      expect(doc.problem_check.non_private_use).toBe(doc.owners.some((o) => o.use !== 'privato'));
      expect(doc.problem_check.liens).toBe(doc.liens.some((l) => l.to === null));
      expect(doc.odometer.at(-1)!.date < '2026-11-01').toBe(true);
    }
  });
});

describe('the demo data', () => {
  it('seeded reports carry a demo document matching their listing, and the listing page shows the problem check', async () => {
    const row = await t.database.db.selectFrom('listings as l').innerJoin('carfax_reports as r', 'r.id', 'l.carfax_report_id')
      .select(['l.id', 'l.registration_year', 'r.document']).where('l.state', '=', 'published').where('l.status', '=', 'enabled')
      .limit(1).executeTakeFirstOrThrow();
    const document = row.document as unknown as CarfaxReportDocument;
    expect(document.provider.demo).toBe(true);
    expect(document.year).toBe(row.registration_year);
    const detail = await t.request(`/api/listings/${row.id}`);
    if (detail.statusCode === 200) {
      expect(detail.body.data.has_carfax).toBe(true);
      expect(detail.body.data.carfax.summary).toEqual(document.problem_check);
    }
  });
});

describe('the real provider over HTTP (CARFAX_PROVIDER_URL, CARFAX_PROVIDER_KEY)', () => {
  it('sends the key, reads a report, and tells "no history" (C7) from an outage or a timeout (C1, retried)', async () => {
    const http = await import('node:http');
    const { httpProvider } = await import('../src/carfax-provider/index.js');
    const sample = demoReport({ vin: 'WBA00000000000001', plate: null }, new Date('2026-06-15T00:00:00Z'));
    let behaviour: 'ok' | 'missing' | 'error' | 'slow' | 'garbage' = 'ok';
    let seen: { auth?: string; body?: string } = {};
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        seen = { auth: req.headers.authorization, body };
        if (behaviour === 'slow') return void setTimeout(() => res.end('{}'), 1500);
        if (behaviour === 'missing') return void res.writeHead(404).end();
        if (behaviour === 'error') return void res.writeHead(502).end('bad gateway');
        res.writeHead(200, { 'content-type': 'application/json' }).end(behaviour === 'garbage' ? '{"vin": 3}' : JSON.stringify(sample));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const provider = httpProvider({ url: `http://127.0.0.1:${port}/v1`, key: 'chiave-segreta', timeoutMs: 10_000 });
    // Only the slow case meets a short timeout (a loaded machine may take a while for the others).
    const impatient = httpProvider({ url: `http://127.0.0.1:${port}/v1`, key: 'chiave-segreta', timeoutMs: 200 });
    try {
      const report = await provider.fetchReport({ vin: 'WBA00000000000001', plate: null });
      expect(seen.auth).toBe('Bearer chiave-segreta');
      expect(JSON.parse(seen.body!)).toEqual({ vin: 'WBA00000000000001', plate: null });
      expect(report.provider.demo).toBe(false);
      expect(report.odometer).toEqual(sample.odometer);
      const kindOf = async (p = provider) => p.fetchReport({ vin: null, plate: 'AB123CD' }).then(() => 'ok', (e: CarfaxProviderError) => e.kind);
      behaviour = 'missing';
      expect(await kindOf()).toBe('not_found');
      for (const outage of ['error', 'garbage'] as const) {
        behaviour = outage;
        expect(await kindOf(), outage).toBe('unavailable');
      }
      behaviour = 'slow';
      expect(await kindOf(impatient)).toBe('unavailable');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the public sample report (/carfax page)', () => {
  it('is open to guests, always demo data, the same all month, and downloads as a PDF', async () => {
    const first = await t.request('/api/carfax/sample-report');
    expect(first.statusCode).toBe(200);
    const doc = first.body.data as CarfaxReportDocument;
    expect(doc.provider.demo).toBe(true);
    expect(doc).toMatchObject({ make: 'Fiat', vin: 'ZFA312000H0000409', plate: 'FG123HL' });
    expect(doc.owners.length).toBeGreaterThan(1);
    expect((await t.request('/api/carfax/sample-report')).body.data).toEqual(doc);
    const pdf = await t.request('/api/carfax/sample-report/pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('Dati dimostrativi');
  });
});

describe('a vehicle the dealer already holds, the emission class, the admin\'s dealer by slug', () => {
  it('buying a plate (or VIN) the dealer holds answers 409 C1 with the report and spends nothing; refresh: true spends exactly one', async () => {
    const { dealerId, client } = await newDealer();
    await credits(dealerId, 10, 0, 1);
    const thePlate = plate();
    const first = await buy(client, dealerId, { plate: thePlate });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    expect((await availability(client, dealerId)).total).toBe(9);

    // The same plate written another way: the dealer is told, with the report to open instead.
    const again = await buy(client, dealerId, { plate: `${thePlate.slice(0, 2).toLowerCase()} ${thePlate.slice(2, 5)}-${thePlate.slice(5)}` });
    expect(again.statusCode).toBe(409);
    expect(again.body.error_code).toBe('C1');
    expect(again.body.error_message).toContain('Hai già un report');
    expect(again.body.error_message).toContain(thePlate);
    expect(again.body.data.existing_report).toEqual({ uuid: first.body.data.uuid, vin: null, plate: thePlate, created_at: first.body.data.created_at });
    expect((await availability(client, dealerId)).total).toBe(9);
    expect(await reportCount(dealerId)).toBe(1);

    // A VIN the dealer holds, likewise.
    const theVin = vin();
    expect((await buy(client, dealerId, { vin: theVin })).statusCode).toBe(201);
    const vinAgain = await buy(client, dealerId, { vin: theVin.toLowerCase() });
    expect(vinAgain.statusCode).toBe(409);
    expect(vinAgain.body.data.existing_report.vin).toBe(theVin);
    expect((await availability(client, dealerId)).total).toBe(8);

    // Asked on purpose: a fresher report, exactly one unit.
    const fresher = await buy(client, dealerId, { plate: thePlate, refresh: true });
    expect(fresher.statusCode, JSON.stringify(fresher.body)).toBe(201);
    expect(fresher.body.data.uuid).not.toBe(first.body.data.uuid);
    expect((await availability(client, dealerId)).total).toBe(7);
    expect(await reportCount(dealerId)).toBe(3);
    // The newest is the one offered from now on.
    expect((await buy(client, dealerId, { plate: thePlate })).body.data.existing_report.uuid).toBe(fresher.body.data.uuid);

    // A deleted report is no longer held; another dealer's report of the plate never was.
    await client.request({ method: 'DELETE', url: `/api/dealers/${dealerId}/carfax-reports/${fresher.body.data.uuid}` });
    await client.request({ method: 'DELETE', url: `/api/dealers/${dealerId}/carfax-reports/${first.body.data.uuid}` });
    expect((await buy(client, dealerId, { plate: thePlate })).statusCode).toBe(201);
    const other = await newDealer();
    await credits(other.dealerId, 1, 0, 1);
    expect((await buy(other.client, other.dealerId, { plate: thePlate })).statusCode).toBe(201);
  });

  it('two purchases of one plate at once: one report, one unit, the other told it is held', async () => {
    const { dealerId, client } = await newDealer();
    await credits(dealerId, 10, 0, 1);
    const thePlate = plate();
    const answers = await Promise.all([buy(client, dealerId, { plate: thePlate }), buy(client, dealerId, { plate: thePlate })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await availability(client, dealerId)).total).toBe(9);
    expect(await reportCount(dealerId)).toBe(1);
  });

  it('a diesel whose class was left empty reads "non indicata", never zero emissions; an electric car reads "nessuna"', async () => {
    const { dealerId, client } = await newDealer();
    await credits(dealerId, 10, 0, 1);
    const [diesel, electric] = await giveListings(dealerId, 2);
    await t.database.db.updateTable('listings').set({ power_type: 'diesel', emission_class: null, plate: plate() }).where('id', '=', diesel!).execute();
    await t.database.db.updateTable('listings').set({ power_type: 'elettrica', emission_class: null, plate: plate() }).where('id', '=', electric!).execute();
    const text = async (listingId: string) => {
      const bought = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/carfax-report` });
      expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
      expect(bought.body.data.document.emission_class).toBeNull();
      return pdfText((await client.request({ method: 'GET', url: bought.body.data.pdf_url })).rawPayload);
    };
    const dieselPdf = await text(diesel!);
    expect(dieselPdf).toContain('Classe ambientale: non indicata');
    expect(dieselPdf).not.toContain('zero emissioni');
    expect(dieselPdf).toContain('Controllo problemi noti');
    expect(dieselPdf).not.toContain('Problem Check');
    expect(await text(electric!)).toContain('Classe ambientale: nessuna (veicolo a zero emissioni allo scarico)');
    // A document stored before the power type was written (no power_type): unknown, not zero emissions.
    const old = { ...demoReport({ vin: 'WBA00000000000002', plate: null }, new Date('2026-06-15T00:00:00Z')), emission_class: null, power_type: undefined };
    expect(pdfText(await reportPdf(old))).toContain('Classe ambientale: non indicata');
  });

  it('the admin\'s "Crea un report" takes a dealer\'s slug as well as its uuid; an unknown one is 404 in Italian', async () => {
    const { dealerId } = await newDealer();
    const { slug } = await t.database.db.selectFrom('dealers').select('slug').where('id', '=', dealerId).executeTakeFirstOrThrow();
    const staff = await admin();
    const create = (dealer: string) => staff.request({ method: 'POST', url: '/api/admin/carfax-reports', payload: { plate: plate(), dealer } });
    const bySlug = await create(slug);
    expect(bySlug.statusCode, JSON.stringify(bySlug.body)).toBe(201);
    expect(bySlug.body.data.dealer.uuid).toBe(dealerId);
    expect(bySlug.body.data.source).toBe('admin');
    expect((await create(` ${slug.toUpperCase()} `)).body.data.dealer.uuid).toBe(dealerId);
    expect((await create(dealerId)).body.data.dealer.uuid).toBe(dealerId);
    const unknown = await create('concessionario-che-non-esiste');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error_code).toBe('4');
    expect(unknown.body.error_message).toMatch(/Concessionario non trovato.*slug/);
    expect(await reportCount(dealerId)).toBe(3);
  });
});
