import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { hashPassword } from '../src/areas/accounts/auth/password.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

/**
 * Buyers' vehicle-history report requests: a guest leaves an e-mail, a signed-in buyer
 * does not; one open request per buyer and listing; the dealer (or an admin) approves or rejects,
 * or the dealer's auto-approval approves at once; the approval mails a private link that opens
 * the report to its holder only.
 */
let t: TestApp;
let db: Kysely<DB>;
/** concessionario@ owns `dealer`; concessionario2@ owns `otherDealer`. */
let dealer: string;
let otherDealer: string;
const PASSWORD = 'Prova#Test2026';

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const rows = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.dealer_id', 'u.email']).where('m.role', '=', 'owner')
    .where('u.email', 'in', ['concessionario@automercato.example', 'concessionario2@automercato.example']).execute();
  dealer = rows.find((r) => r.email === 'concessionario@automercato.example')!.dealer_id;
  otherDealer = rows.find((r) => r.email === 'concessionario2@automercato.example')!.dealer_id;
});
afterAll(async () => { await t?.close(); });

const owner = () => t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
const otherOwner = () => t.signIn('concessionario2@automercato.example', 'Dealer2#Demo2026');
const customer = () => t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
const admin = () => t.signIn('admin@automercato.example', 'Admin#Demo2026');

/** A new verified dealer with no plan and no credits: nothing left to buy a report with. */
async function dealerWithNothingLeft() {
  const tag = crypto.randomBytes(4).toString('hex');
  const row = await db.insertInto('dealers').values({
    name: `Auto Vuota ${tag}`, slug: `auto-vuota-${tag}`, company_name: `Auto Vuota ${tag} S.r.l.`,
    vat_number: `9${String(crypto.randomInt(0, 9_999_999_999)).padStart(10, '0')}`, email: `info${tag}@prova.example`,
    address: 'Via Roma 1', city: 'Bologna', province_code: 'BO', verified_at: new Date(), vat_confirmation: 'confirmed', auto_approve_carfax_requests: true,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

let serial = 0;
/** A new signed-in customer (another buyer). */
async function newCustomer() {
  serial += 1;
  const email = `acquirente${serial}${crypto.randomBytes(3).toString('hex')}@prova.example`;
  const user = await db.insertInto('users').values({
    email, password_hash: await hashPassword(PASSWORD), name: 'Marco', surname: 'Acquisti', role: 'customer', email_verified_at: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role: 'customer' }).execute();
  return { email, id: user.id, client: await t.signIn(email, PASSWORD) };
}

/** A report document as the reports slice stores it (api-contract CarfaxReportDocument). */
const reportDocument = (vin: string, plate: string) => ({
  vin, plate, make: 'Fiat', model: 'Panda', year: 2019, provider: { name: 'Carfax (dimostrativo)', demo: true },
  generated_at: new Date().toISOString(),
  problem_check: { stolen: false, total_loss: false, scrapped: false, imported: false, non_private_use: false, odometer_rollback: false, liens: false, damages: true, owners_count: 2, last_km: 84_000 },
  registrations: [{ event: 'prima_immatricolazione', date: '2019-03-01', country: 'IT', note: null }],
  owners: [{ from: '2019-03-01', to: '2022-05-10', use: 'privato', province: 'MI' }, { from: '2022-05-10', to: null, use: 'privato', province: 'BO' }],
  odometer: [{ date: '2023-03-01', km: 52_000, source: 'revisione', rollback: false }, { date: '2025-03-01', km: 84_000, source: 'revisione', rollback: false }],
  inspections: [{ date: '2023-03-01', km: 52_000, outcome: 'regolare' }],
  damages: [{ date: '2021-06-12', severity: 'lieve', area: 'Posteriore destro', cost_estimate: 650 }],
  liens: [], import: null, emission_class: 'euro-6',
});

/**
 * A new public listing of the dealer (copied from a seeded one, with its own VIN and plate):
 * with a report of the dealer associated, or without one.
 */
async function listing(options: { report: boolean; dealerId?: string }) {
  const dealerId = options.dealerId ?? dealer;
  const vin = `ZFA${crypto.randomBytes(7).toString('hex').toUpperCase().replace(/[IOQ]/g, '1').slice(0, 14)}`;
  const plate = `G${crypto.randomBytes(2).toString('hex').toUpperCase().replace(/[0-9]/g, 'K').slice(0, 1)}${crypto.randomInt(100, 999)}ZZ`;
  const inserted = await sql<{ id: string }>`insert into listings (dealer_id, make_slug, model_slug, category, power_type, gearbox_type, traction_type,
      exterior_color, exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year,
      registration_month, power_kw, horsepower, price, photos, photo_count, city, vin, plate)
    select ${dealerId}, make_slug, model_slug, category, power_type, gearbox_type, traction_type, exterior_color,
      exterior_paint_type, interior_color, interior_material, origin, mileage, registration_year, registration_month,
      power_kw, horsepower, price, photos, photo_count, city, ${vin}, ${plate}
    from listings where status = 'enabled' order by id limit 1 returning id`.execute(db);
  const id = inserted.rows[0]!.id;
  if (options.report) {
    const report = await db.insertInto('carfax_reports').values({
      dealer_id: dealerId, vin, plate, provider: 'demo', source: 'subscription',
      summary: JSON.stringify({ owners_count: 2, damages: true, last_km: 84_000 }), document: JSON.stringify(reportDocument(vin, plate)),
    }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('listings').set({ carfax_report_id: report.id }).where('id', '=', id).execute();
  }
  return id;
}

const guestEmail = () => `ospite${crypto.randomBytes(4).toString('hex')}@prova.example`;
const ask = (client: TestClient | null, payload: Record<string, unknown>) =>
  (client ?? t.client()).request({ method: 'POST', url: '/api/carfax-requests', payload });
/** Once the work requests left after their answers is done. */
const settled = async () => { await t.app.afterAnswer?.idle(); };
/** The guest's request on the listing by this e-mail (made after the 202 answer), once the work after the answer is done. */
async function requestOf(listingId: string, email: string) {
  await settled();
  return await db.selectFrom('carfax_requests').selectAll().where('listing_id', '=', listingId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase()).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
}
/** A guest asks (202, the same answer always) and the request is made: its id. */
async function guestAsks(listingId: string, email = guestEmail(), extra: Record<string, unknown> = {}) {
  const res = await ask(null, { listing: listingId, email, ...extra });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(202);
  return (await requestOf(listingId, email)).id;
}
const decide = (client: TestClient, requestId: string, status: string, dealerId = dealer) =>
  client.request({ method: 'PUT', url: `/api/dealers/${dealerId}/carfax-requests/${requestId}`, payload: { status } });

type OutboxMail = { subject: string; text: string; html: string };
async function outbox(to: string): Promise<OutboxMail[]> {
  return (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;
}
/** The one mail to `to` whose subject matches, once the job has sent it. */
const mailTo = (to: string, subject: RegExp) =>
  eventually(async () => (await outbox(to)).find((m) => subject.test(m.subject)), `a mail to ${to}`);
const linkIn = (mail: OutboxMail) => /\/carfax\/report\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
const openShared = (token: string) => t.request(`/api/carfax-reports/shared/${token}`);

describe('asking for a report', () => {
  it('a guest leaves an e-mail: a pending request for that address', async () => {
    const email = guestEmail();
    const id = await listing({ report: true });
    const res = await ask(null, { listing: id, email: email.toUpperCase(), name: 'Anna' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data).toMatchObject({ uuid: null, status: 'pending', existing: false });
    expect(res.body.data.message).toMatch(/Richiesta ricevuta/);
    const row = await requestOf(id, email);
    expect(row).toMatchObject({ email, user_id: null, dealer_id: dealer, status: 'pending', name: 'Anna' });
  });

  it('a guest without an e-mail, or with a malformed one, is refused with an Italian message on the field', async () => {
    const id = await listing({ report: true });
    const none = await ask(null, { listing: id });
    expect(none.statusCode).toBe(422);
    expect(none.body.error_code).toBe('2');
    expect(none.body.data.errors.email[0]).toMatch(/email/i);
    const bad = await ask(null, { listing: id, email: 'non-una-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.data.errors.email[0]).toMatch(/valid/);
    expect(await db.selectFrom('carfax_requests').select('id').where('listing_id', '=', id).execute()).toHaveLength(0);
  });

  it('a signed-in buyer gives no e-mail: the account\'s is used', async () => {
    const buyer = await newCustomer();
    const res = await ask(buyer.client, { listing: await listing({ report: true }) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const row = await db.selectFrom('carfax_requests').selectAll().where('id', '=', res.body.data.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: buyer.email, user_id: buyer.id, name: 'Marco Acquisti' });
  });

  it('a repeat, even two clicks at once, answers the pending request instead of making another', async () => {
    const id = await listing({ report: true });
    const email = guestEmail();
    const [a, b] = await Promise.all([ask(null, { listing: id, email }), ask(null, { listing: id, email })]);
    const again = await ask(null, { listing: id, email: email.toUpperCase() });
    // A guest is told nothing about earlier requests: the same 202 each time, one request made.
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([202, 202, 202]);
    expect(again.body.data).toMatchObject({ uuid: null, existing: false, status: 'pending' });
    await requestOf(id, email);
    const buyer = await newCustomer();
    const first = await ask(buyer.client, { listing: id });
    const second = await ask(buyer.client, { listing: id });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.body.data.uuid).toBe(first.body.data.uuid);
    // Two buyers: the guest's and the customer's, one request each.
    expect(await db.selectFrom('carfax_requests').select('id').where('listing_id', '=', id).execute()).toHaveLength(2);
  });

  it('a listing without report, VIN or plate is refused with C3; an unknown one with 404', async () => {
    const id = await listing({ report: false });
    await db.updateTable('listings').set({ vin: null, plate: null }).where('id', '=', id).execute();
    const res = await ask(null, { listing: id, email: guestEmail() });
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('C3');
    expect(res.body.error_message).toMatch(/telaio o targa/);
    const unknown = await ask(null, { listing: crypto.randomUUID(), email: guestEmail() });
    expect(unknown.statusCode).toBe(404);
  });

  it('the same e-mail address cannot be used for more than 10 requests an hour (429)', async () => {
    const email = guestEmail();
    for (let i = 0; i < 10; i += 1) {
      expect((await ask(null, { listing: await listing({ report: true, dealerId: otherDealer }), email })).statusCode).toBe(202);
    }
    const over = await ask(null, { listing: await listing({ report: true, dealerId: otherDealer }), email });
    expect(over.statusCode).toBe(429);
    expect(over.body.error_message).toMatch(/Troppe richieste/);
  });
});

describe('deciding, the mails and the link', () => {
  it('with auto-approval on the request is approved at once and the mailed link opens the report', async () => {
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: true }).where('id', '=', otherDealer).execute();
    try {
      const id = await listing({ report: true, dealerId: otherDealer });
      const email = guestEmail();
      await guestAsks(id, email);
      const row = await requestOf(id, email);
      expect(row).toMatchObject({ status: 'approved', auto_approved: true, decided_by: null });
      expect(row.decided_at).toBeInstanceOf(Date);
      const token = linkIn(await mailTo(email, /report Carfax/));
      expect(token).toBeTruthy();
      const opened = await openShared(token!);
      expect(opened.statusCode, JSON.stringify(opened.body)).toBe(200);
      expect(opened.body.data.listing.uuid).toBe(id);
    } finally {
      await db.updateTable('dealers').set({ auto_approve_carfax_requests: false }).where('id', '=', otherDealer).execute();
    }
  });

  it('an approval mail the server refuses: /horizon shows the failed job without the private report link', async () => {
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: true }).where('id', '=', otherDealer).execute();
    try {
      const email = `rifiutato${crypto.randomBytes(4).toString('hex')}@prova.invalid`;
      const id = await listing({ report: true, dealerId: otherDealer });
      await guestAsks(id, email);
      expect((await requestOf(id, email)).status).toBe('approved');
      const staff = await admin();
      const job = await eventually(async () => {
        const failed = (await staff.request({ method: 'GET', url: '/api/ops/jobs/failed?queue=mail' })).body.data as { id: string }[];
        for (const { id } of failed) {
          const one = (await staff.request({ method: 'GET', url: `/api/ops/jobs/${id}` })).body.data;
          if (one.data?.to === email) return one;
        }
        return undefined;
      }, 'the failed approval mail on /horizon');
      expect(job.data.subject).toMatch(/report Carfax/);
      expect(JSON.stringify(job.data)).not.toMatch(/\/carfax\/report\/[A-Za-z0-9_-]{10,}/);
      expect(job.data.text).toMatch(/Apri il report: \[nascosto\]/);
    } finally {
      await db.updateTable('dealers').set({ auto_approve_carfax_requests: false }).where('id', '=', otherDealer).execute();
    }
  });

  it('with auto-approval on but nothing left to buy the report with, the request waits and no mail leaves', async () => {
    const email = guestEmail();
    const id = await listing({ report: false, dealerId: await dealerWithNothingLeft() });
    await guestAsks(id, email);
    expect((await requestOf(id, email)).status).toBe('pending');
    // The mail job would be queued in the same transaction as an approval: give the workers a moment.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outbox(email)).toHaveLength(0);
  });

  it('the dealer approves: the buyer gets a link that opens the listing\'s report to its holder only', async () => {
    const id = await listing({ report: true });
    const buyer = await newCustomer();
    const asked = await ask(buyer.client, { listing: id });
    const requestId = asked.body.data.uuid as string;
    const res = await decide(await owner(), requestId, 'approved');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: requestId, status: 'approved', auto_approved: false, registered: true });
    expect(res.body.data.decided_by).toBeTruthy();
    expect(res.body.data.decided_at).toBeTruthy();

    const mail = await mailTo(buyer.email, /report Carfax/);
    expect(mail.text).toMatch(/Apri il report/);
    const token = linkIn(mail)!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Stored only hashed: the token itself is nowhere in the row.
    const row = await db.selectFrom('carfax_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.report_token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);

    const listingRow = await db.selectFrom('listings as l').innerJoin('carfax_reports as c', 'c.id', 'l.carfax_report_id')
      .select(['c.id', 'c.vin', 'c.dealer_id']).where('l.id', '=', id).executeTakeFirstOrThrow();
    const opened = await openShared(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body.data.report.vin).toBe(listingRow.vin);
    expect(opened.body.data.report.damages[0]).toMatchObject({ severity: 'lieve', area: 'Posteriore destro' });
    expect(opened.body.data.summary).toMatchObject({ owners_count: 2, damages: true, stolen: false });
    // Nothing of the dealer's account: neither the report's id nor the dealer's.
    expect(JSON.stringify(opened.body)).not.toContain(listingRow.id);
    expect(JSON.stringify(opened.body)).not.toContain(dealer);

    // Any other token: 404 (one character changed, random, short).
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const other of [flipped, crypto.randomBytes(32).toString('base64url'), 'x']) {
      expect((await openShared(other)).statusCode, other).toBe(404);
    }

    // The signed-in requester opens it from the list; anyone else, even signed in, does not.
    const mine = await buyer.client.request({ method: 'GET', url: `/api/carfax-requests/${requestId}/report` });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.report.vin).toBe(listingRow.vin);
    for (const other of [(await newCustomer()).client, await customer(), await owner(), await admin()]) {
      const refused = await other.request({ method: 'GET', url: `/api/carfax-requests/${requestId}/report` });
      expect(refused.statusCode).toBe(404);
    }
    expect((await t.client().request({ method: 'GET', url: `/api/carfax-requests/${requestId}/report` })).statusCode).toBe(401);
  });

  it('an expired link answers 410 with an Italian message', async () => {
    const email = guestEmail();
    const requestId = await guestAsks(await listing({ report: true }), email);
    await decide(await owner(), requestId, 'approved');
    const token = linkIn(await mailTo(email, /report Carfax/))!;
    await db.updateTable('carfax_requests').set({ report_token_expires_at: new Date(Date.now() - 1000) }).where('id', '=', requestId).execute();
    const res = await openShared(token);
    expect(res.statusCode).toBe(410);
    expect(res.body.error_message).toMatch(/scaduto/);
  });

  it('the dealer rejects: a polite mail without a link, and the link route knows nothing', async () => {
    const email = guestEmail();
    const requestId = await guestAsks(await listing({ report: true }), email, { name: 'Luca' });
    const res = await decide(await owner(), requestId, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    const mail = await mailTo(email, /richiesta di report/);
    expect(mail.text).toMatch(/Ciao Luca/);
    expect(mail.text).toMatch(/grazie per l'interesse/);
    expect(linkIn(mail)).toBeUndefined();
    const row = await db.selectFrom('carfax_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row.report_token_hash).toBeNull();
    expect(row.decided_by).not.toBeNull();
  });

  it('only a pending request can be decided', async () => {
    const client = await owner();
    const approved = await guestAsks(await listing({ report: true }));
    expect((await decide(client, approved, 'approved')).statusCode).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(client, approved, status);
      expect(again.statusCode).toBe(422);
      expect(again.body.data.errors.status[0]).toMatch(/già stata approvata/);
    }
    const rejected = await guestAsks(await listing({ report: true }));
    expect((await decide(client, rejected, 'rejected')).statusCode).toBe(200);
    const late = await decide(client, rejected, 'approved');
    expect(late.statusCode).toBe(422);
    expect((await db.selectFrom('carfax_requests').select('status').where('id', '=', rejected).executeTakeFirstOrThrow()).status).toBe('rejected');
    const pendingStatus = await decide(client, rejected, 'pending');
    expect(pendingStatus.statusCode).toBe(422);
  });

  it('approving for a listing without a report buys the dealer\'s report for it (one unit) and mails its link', async () => {
    // One credit for the dealer, so the purchase does not depend on the seeded plan.
    await db.insertInto('carfax_package_purchases').values({
      dealer_id: dealer, package_code: 'carfax-10', reports_total: 1, price_cents: 0, purchased_at: new Date(), expires_at: new Date(Date.now() + 300 * 86_400_000),
    }).execute();
    const client = await owner();
    const availability = async () => (await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-availability` })).body.data.total as number;
    const before = await availability();
    expect(before).toBeGreaterThan(0);
    const id = await listing({ report: false });
    const email = guestEmail();
    const res = await decide(client, await guestAsks(id, email), 'approved');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', listing: { has_report: true } });
    expect(await availability()).toBe(before - 1);
    const listed = await db.selectFrom('listings').select(['carfax_report_id', 'vin']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(listed.carfax_report_id).not.toBeNull();
    const opened = await openShared(linkIn(await mailTo(email, /report Carfax/))!);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data.report.vin).toBe(listed.vin);
  });

  it('two requests on a listing without a report approved at once buy one report, shared by both', async () => {
    await db.insertInto('carfax_package_purchases').values({
      dealer_id: dealer, package_code: 'carfax-10', reports_total: 2, price_cents: 0, purchased_at: new Date(), expires_at: new Date(Date.now() + 300 * 86_400_000),
    }).execute();
    const client = await owner();
    const availability = async () => (await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-availability` })).body.data.total as number;
    const id = await listing({ report: false });
    const asked = await Promise.all([guestAsks(id), guestAsks(id)]);
    const before = await availability();
    const decided = await Promise.all(asked.map((requestId) => decide(client, requestId, 'approved')));
    expect(decided.map((d) => d.statusCode)).toEqual([200, 200]);
    expect(await availability()).toBe(before - 1);
    const rows = await db.selectFrom('carfax_requests').select('carfax_report_id').where('listing_id', '=', id).execute();
    expect(new Set(rows.map((r) => r.carfax_report_id)).size).toBe(1);
  });

  it('nothing left to buy the report with: the approval fails in Italian and the request stays pending', async () => {
    const emptyDealer = await dealerWithNothingLeft();
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: false }).where('id', '=', emptyDealer).execute();
    const requestId = await guestAsks(await listing({ report: false, dealerId: emptyDealer }));
    const res = await (await admin()).request({ method: 'PUT', url: `/api/admin/carfax-requests/${requestId}`, payload: { status: 'approved' } });
    // C2 when the plan's reports are used up, O2 when there is no plan report and no credit at all (the reports area's rule).
    expect(['C2', 'O2']).toContain(res.body.error_code);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body.error_message).toMatch(/report|credit/i);
    expect((await db.selectFrom('carfax_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('an admin decides any dealer\'s request; a dealer cannot decide another dealer\'s', async () => {
    const requestId = await guestAsks(await listing({ report: true }));
    const other = await decide(await otherOwner(), requestId, 'approved', otherDealer);
    expect(other.statusCode).toBe(404);
    const res = await (await admin()).request({ method: 'PUT', url: `/api/admin/carfax-requests/${requestId}`, payload: { status: 'approved' } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', dealer: { uuid: dealer } });
  });
});

describe('the lists', () => {
  it('the buyer sees each request with its status, and the report link only when approved', async () => {
    const buyer = await newCustomer();
    const ids = [await listing({ report: true }), await listing({ report: true }), await listing({ report: true })];
    const made: string[] = [];
    for (const id of ids) made.push((await ask(buyer.client, { listing: id })).body.data.uuid);
    const client = await owner();
    await decide(client, made[0]!, 'approved');
    await decide(client, made[1]!, 'rejected');
    const res = await buyer.client.request({ method: 'GET', url: '/api/carfax-requests' });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.body.data.items.map((r: { uuid: string }) => [r.uuid, r]));
    expect(res.body.data.items).toHaveLength(3);
    expect(byId[made[0]!]).toMatchObject({ status: 'approved', report_url: `/api/carfax-requests/${made[0]}/report` });
    expect(byId[made[0]!].decided_at).toBeTruthy();
    expect(byId[made[1]!]).toMatchObject({ status: 'rejected', report_url: null });
    expect(byId[made[2]!]).toMatchObject({ status: 'pending', report_url: null, decided_at: null });
    expect(byId[made[2]!].listing.url).toMatch(new RegExp(`^/annunci/.+/${ids[2]}$`));
    // A listing the dealer withdraws afterwards is named, not linked (its page would answer 404).
    await db.updateTable('listings').set({ state: 'withdrawn' }).where('id', '=', ids[2]!).execute();
    const later = await buyer.client.request({ method: 'GET', url: '/api/carfax-requests' });
    const withdrawn = later.body.data.items.find((r: { uuid: string }) => r.uuid === made[2]);
    expect(withdrawn.listing).toMatchObject({ uuid: ids[2], url: null });
    expect(withdrawn.listing.title).toBeTruthy();
    const asDealer = await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-requests?status=pending&per_page=100` });
    expect(asDealer.body.data.items.find((r: { uuid: string }) => r.uuid === made[2]).listing.url).toBeNull();
    // Another buyer sees none of them.
    const stranger = await (await newCustomer()).client.request({ method: 'GET', url: '/api/carfax-requests' });
    expect(stranger.body.data.items).toHaveLength(0);
  });

  it('the dealer\'s list is its own, filtered by status and paginated; the admin\'s has every dealer', async () => {
    const mineId = await guestAsks(await listing({ report: true }));
    const theirsId = await guestAsks(await listing({ report: true, dealerId: otherDealer }));
    const client = await owner();
    const pending = await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-requests?status=pending&per_page=100` });
    expect(pending.statusCode).toBe(200);
    const uuids = pending.body.data.items.map((r: { uuid: string }) => r.uuid);
    expect(uuids).toContain(mineId);
    expect(uuids).not.toContain(theirsId);
    expect(pending.body.data.items.every((r: { status: string; dealer: { uuid: string } }) => r.status === 'pending' && r.dealer.uuid === dealer)).toBe(true);
    expect(pending.body.data.items[0].listing).toMatchObject({ has_report: true });
    const onePage = await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-requests?per_page=1&page=2` });
    expect(onePage.body.data.items).toHaveLength(1);
    expect(onePage.body.data.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(onePage.body.data.meta.total).toBeGreaterThan(2);
    const badStatus = await client.request({ method: 'GET', url: `/api/dealers/${dealer}/carfax-requests?status=boh` });
    expect(badStatus.statusCode).toBe(422);
    const all = await (await admin()).request({ method: 'GET', url: '/api/admin/carfax-requests?per_page=100&status=pending' });
    const allIds = all.body.data.items.map((r: { uuid: string }) => r.uuid);
    expect(allIds).toEqual(expect.arrayContaining([mineId, theirsId]));
  });
});

describe('who may call what', () => {
  it('guest, customer, another dealer, the owner, an unverified admin and an admin', async () => {
    const requestId = await guestAsks(await listing({ report: true }));
    const clients = {
      guest: t.client(), customer: await customer(), other: await otherOwner(), owner: await owner(), admin: await admin(),
    };
    const dealerCalls = [
      { method: 'GET' as const, url: `/api/dealers/${dealer}/carfax-requests` },
      // An invalid status: refused before or after access, never applied.
      { method: 'PUT' as const, url: `/api/dealers/${dealer}/carfax-requests/${requestId}`, payload: { status: 'pending' } },
    ];
    for (const call of dealerCalls) {
      expect((await clients.guest.request(call)).statusCode, call.url).toBe(401);
      expect((await clients.customer.request(call)).statusCode, call.url).toBe(403);
      const other = await clients.other.request(call);
      expect(other.statusCode, call.url).toBe(403);
      expect(other.body.error_code).toBe('6');
      // An admin is not one of the dealer's people: the admin routes are theirs.
      expect((await clients.admin.request(call)).statusCode, call.url).toBe(403);
    }
    // The owner with an unverified e-mail is refused too.
    await db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'concessionario@automercato.example').execute();
    try {
      for (const call of dealerCalls) expect((await clients.owner.request(call)).statusCode, call.url).toBe(403);
    } finally {
      await db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', 'concessionario@automercato.example').execute();
    }
    expect((await clients.owner.request(dealerCalls[0]!)).statusCode).toBe(200);
    expect((await clients.owner.request(dealerCalls[1]!)).statusCode).toBe(422);

    const adminCalls = [
      { method: 'GET' as const, url: '/api/admin/carfax-requests' },
      { method: 'PUT' as const, url: `/api/admin/carfax-requests/${requestId}`, payload: { status: 'rejected' } },
    ];
    for (const call of adminCalls) {
      expect((await clients.guest.request(call)).statusCode, call.url).toBe(401);
      expect((await clients.customer.request(call)).statusCode, call.url).toBe(403);
      expect((await clients.owner.request(call)).statusCode, call.url).toBe(403);
    }
    // An admin whose e-mail is not verified is refused; verified, allowed.
    await db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'admin@automercato.example').execute();
    try {
      const unverified = await admin();
      for (const call of adminCalls) expect((await unverified.request(call)).statusCode, call.url).toBe(403);
    } finally {
      await db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', 'admin@automercato.example').execute();
    }
    const verified = await admin();
    expect((await verified.request(adminCalls[0]!)).statusCode).toBe(200);
    expect((await verified.request(adminCalls[1]!)).statusCode).toBe(200);
    expect((await db.selectFrom('carfax_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).status).toBe('rejected');

    // The buyer's list: signed-in only.
    expect((await clients.guest.request({ method: 'GET', url: '/api/carfax-requests' })).statusCode).toBe(401);
    for (const client of [clients.customer, clients.owner, clients.admin]) {
      expect((await client.request({ method: 'GET', url: '/api/carfax-requests' })).statusCode).toBe(200);
    }
  });
});

describe('guests do not spend a dealer\'s report units, and are told nothing about earlier requests', () => {
  /** A verified dealer with `credits` report credits and no plan, auto-approving; auto-purchase as given. */
  async function dealerWithCredits(credits: number, autoPurchase: { on: boolean; cap?: number }) {
    const id = await dealerWithNothingLeft();
    await db.updateTable('dealers').set({ auto_purchase_carfax_reports: autoPurchase.on, auto_purchase_daily_cap: autoPurchase.cap ?? 3 })
      .where('id', '=', id).execute();
    await db.insertInto('carfax_package_purchases').values({
      dealer_id: id, package_code: 'carfax-10', reports_total: credits, price_cents: 0, purchased_at: new Date(), expires_at: new Date(Date.now() + 300 * 86_400_000),
    }).execute();
    return id;
  }
  const unitsSpent = async (dealerId: string) => ({
    reports: (await db.selectFrom('carfax_reports').select('id').where('dealer_id', '=', dealerId).execute()).length,
    credits: Number((await db.selectFrom('carfax_package_purchases').select((eb) => eb.fn.sum<string>('reports_used').as('n'))
      .where('dealer_id', '=', dealerId).executeTakeFirstOrThrow()).n),
  });
  const statuses = async (listingIds: string[]) => (await db.selectFrom('carfax_requests').select('status')
    .where('listing_id', 'in', listingIds).execute()).map((r) => r.status);
  let address = 0;
  /** A client address of its own (the per-address limit counts request.ip). */
  const newAddress = () => `198.51.100.${(address += 1)}`;
  const guestFrom = (ip: string, listingId: string, email: string) =>
    t.client().request({ method: 'POST', url: '/api/carfax-requests', payload: { listing: listingId, email }, remoteAddress: ip });

  it('45 guest requests on listings without a report, auto-approval on: no unit spent, all pending, no mail', async () => {
    // The seeded dealer with its plan's monthly reports, plus 8 credits: what the review drained.
    await db.insertInto('carfax_package_purchases').values({
      dealer_id: otherDealer, package_code: 'carfax-10', reports_total: 8, price_cents: 0, purchased_at: new Date(), expires_at: new Date(Date.now() + 300 * 86_400_000),
    }).execute();
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: true }).where('id', '=', otherDealer).execute();
    try {
      const client = await otherOwner();
      const availability = async () => (await client.request({ method: 'GET', url: `/api/dealers/${otherDealer}/carfax-availability` })).body.data.total as number;
      const before = await availability();
      expect(before).toBeGreaterThanOrEqual(8);
      const listings = await Promise.all(Array.from({ length: 45 }, () => listing({ report: false, dealerId: otherDealer })));
      const emails = listings.map(() => guestEmail());
      for (const [i, id] of listings.entries()) {
        // Accepted (the answer itself is the next item's business): what matters is what it spends.
        expect((await ask(null, { listing: id, email: emails[i] })).statusCode).toBeLessThan(300);
      }
      await settled();
      expect(await statuses(listings)).toEqual(Array(45).fill('pending'));
      expect(await availability()).toBe(before);
      expect((await db.selectFrom('listings').select('id').where('id', 'in', listings).where('carfax_report_id', 'is not', null).execute())).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const email of emails.slice(0, 5)) expect(await outbox(email)).toHaveLength(0);
    } finally {
      await db.updateTable('dealers').set({ auto_approve_carfax_requests: false }).where('id', '=', otherDealer).execute();
    }
  });

  it('auto-purchase on: purchases stop at the dealer\'s daily cap; each spends one unit', async () => {
    const dealerId = await dealerWithCredits(10, { on: true, cap: 3 });
    const listings = await Promise.all(Array.from({ length: 6 }, () => listing({ report: false, dealerId })));
    // Six different visitors (address and e-mail), all at once.
    await Promise.all(listings.map((id) => guestFrom(newAddress(), id, guestEmail())));
    await settled();
    const result = await statuses(listings);
    expect(result.filter((s) => s === 'approved')).toHaveLength(3);
    expect(result.filter((s) => s === 'pending')).toHaveLength(3);
    expect(await unitsSpent(dealerId)).toEqual({ reports: 3, credits: 3 });
    // The dealer's own people still buy by hand beyond the cap.
    const pending = await db.selectFrom('carfax_requests').select('id').where('listing_id', 'in', listings).where('status', '=', 'pending').executeTakeFirstOrThrow();
    const admin_ = await admin();
    expect((await admin_.request({ method: 'PUT', url: `/api/admin/carfax-requests/${pending.id}`, payload: { status: 'approved' } })).statusCode).toBe(200);
    expect(await unitsSpent(dealerId)).toEqual({ reports: 4, credits: 4 });
  });

  it('auto-purchase on: one address, or one e-mail, causes at most 2 purchases a day across dealers', async () => {
    const dealers = [await dealerWithCredits(10, { on: true, cap: 10 }), await dealerWithCredits(10, { on: true, cap: 10 })];
    // One address, four e-mails, two dealers.
    const ip = newAddress();
    const byAddress = [await listing({ report: false, dealerId: dealers[0] }), await listing({ report: false, dealerId: dealers[1] }),
      await listing({ report: false, dealerId: dealers[0] }), await listing({ report: false, dealerId: dealers[1] })];
    for (const id of byAddress) expect((await guestFrom(ip, id, guestEmail())).statusCode).toBe(202);
    await settled();
    expect((await statuses(byAddress)).filter((s) => s === 'approved')).toHaveLength(2);
    // One e-mail, four addresses.
    const email = guestEmail();
    const byEmail = [await listing({ report: false, dealerId: dealers[1] }), await listing({ report: false, dealerId: dealers[0] }),
      await listing({ report: false, dealerId: dealers[1] }), await listing({ report: false, dealerId: dealers[0] })];
    for (const id of byEmail) expect((await guestFrom(newAddress(), id, email)).statusCode).toBe(202);
    await settled();
    expect((await statuses(byEmail)).filter((s) => s === 'approved')).toHaveLength(2);
    const spent = [await unitsSpent(dealers[0]!), await unitsSpent(dealers[1]!)];
    expect(spent[0]!.reports + spent[1]!.reports).toBe(4);
    expect(spent[0]!.credits + spent[1]!.credits).toBe(4);
    // A forwarded-for header from a client that is not a configured proxy changes nothing: the socket's address counts.
    const spoofed = await listing({ report: false, dealerId: dealers[0] });
    const res = await t.client().request({
      method: 'POST', url: '/api/carfax-requests', payload: { listing: spoofed, email: guestEmail() }, remoteAddress: ip, headers: { 'x-forwarded-for': newAddress() },
    });
    expect(res.statusCode).toBe(202);
    await settled();
    expect(await statuses([spoofed])).toEqual(['pending']);
  });

  it('auto-purchase off (the default): auto-approval shares an existing report but buys none', async () => {
    const dealerId = await dealerWithCredits(5, { on: false });
    const withReport = await listing({ report: true, dealerId });
    const without = await listing({ report: false, dealerId });
    await guestAsks(withReport);
    await guestAsks(without);
    expect(await statuses([withReport])).toEqual(['approved']);
    expect(await statuses([without])).toEqual(['pending']);
    expect((await unitsSpent(dealerId)).credits).toBe(0);
    const settings = await (await owner()).request({ method: 'GET', url: `/api/dealers/${dealer}/settings` });
    expect(settings.body.data).toMatchObject({ auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3 });
  });

  it('a guest\'s repeat is answered exactly like a first request, pending or already approved', async () => {
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: true }).where('id', '=', otherDealer).execute();
    try {
      const shape = (res: { statusCode: number; body: { data: Record<string, unknown> } }) => {
        const { created_at: at, ...rest } = res.body.data;
        // The answer's time is the answer's, never the earlier request's.
        expect(Math.abs(new Date(at as string).getTime() - Date.now())).toBeLessThan(5000);
        return { status: res.statusCode, body: { ...res.body, data: rest } };
      };
      for (const report of [false, true]) {
        const id = await listing({ report, dealerId: otherDealer });
        const email = guestEmail();
        const first = shape(await ask(null, { listing: id, email }));
        expect((await requestOf(id, email)).status).toBe(report ? 'approved' : 'pending');
        const repeat = shape(await ask(null, { listing: id, email }));
        const stranger = shape(await ask(null, { listing: id, email: guestEmail() }));
        expect(repeat).toEqual(first);
        expect(stranger).toEqual(first);
        await settled();
        expect(await db.selectFrom('carfax_requests').select('id').where('listing_id', '=', id).where('email', '=', email).execute()).toHaveLength(1);
      }
    } finally {
      await db.updateTable('dealers').set({ auto_approve_carfax_requests: false }).where('id', '=', otherDealer).execute();
    }
  });
});

describe('the dealer is told of a new request', () => {
  const newRequestMail = /Nuova richiesta di report Carfax/;

  it('a request waiting for the dealer mails the dealer\'s lead addresses in Italian, with the requests page and no secret link', async () => {
    const dealerId = await dealerWithNothingLeft();
    const leads = `vendite${crypto.randomBytes(4).toString('hex')}@prova.example`;
    await db.updateTable('dealers').set({ auto_approve_carfax_requests: false, lead_notification_email_addresses: [leads] }).where('id', '=', dealerId).execute();
    const id = await listing({ report: true, dealerId });
    const buyer = await newCustomer();
    const res = await ask(buyer.client, { listing: id, message: 'Vorrei vedere lo storico prima di passare.' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const mail = await mailTo(leads, newRequestMail);
    expect(mail.text).toContain(buyer.email);
    expect(mail.text).toContain('«Vorrei vedere lo storico prima di passare.»');
    expect(mail.text).toContain('Approvate o rifiutate la richiesta');
    expect(mail.text).toContain(`/dealer/${dealerId}/carfax`);
    // A repeat of the same buyer is the same request: no second mail.
    expect((await ask(buyer.client, { listing: id })).statusCode).toBe(200);
    // The dealer approves: the private link goes to the buyer, never to the dealer's addresses.
    const requestId = (await db.selectFrom('carfax_requests').select('id').where('listing_id', '=', id).executeTakeFirstOrThrow()).id;
    const approved = await (await admin()).request({ method: 'PUT', url: `/api/admin/carfax-requests/${requestId}`, payload: { status: 'approved' } });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(linkIn(await mailTo(buyer.email, /è pronto/))).toBeTruthy();
    const toDealer = await outbox(leads);
    expect(toDealer.filter((m) => newRequestMail.test(m.subject))).toHaveLength(1);
    for (const m of toDealer) expect(`${m.text}${m.html}`).not.toMatch(/\/carfax\/report\/|token|password-reset/i);
  });

  it('auto-approval that shares the report at once tells the dealer nothing; one that cannot (no report to share) tells the dealer', async () => {
    const dealerId = await dealerWithNothingLeft();
    const { email: dealerEmail } = await db.selectFrom('dealers').select('email').where('id', '=', dealerId).executeTakeFirstOrThrow();
    const shared = await listing({ report: true, dealerId });
    const sharedBuyer = guestEmail();
    await guestAsks(shared, sharedBuyer);
    expect((await requestOf(shared, sharedBuyer)).status).toBe('approved');
    const waiting = await listing({ report: false, dealerId });
    const waitingBuyer = guestEmail();
    await guestAsks(waiting, waitingBuyer);
    expect((await requestOf(waiting, waitingBuyer)).status).toBe('pending');
    const mail = await mailTo(dealerEmail, newRequestMail);
    expect(mail.text).toContain(waitingBuyer);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const told = (await outbox(dealerEmail)).filter((m) => newRequestMail.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toContain(sharedBuyer);
  });
});
