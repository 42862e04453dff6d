import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatCheckDigit } from '@automercato/validation';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';
import { giveListings, newDealer } from './support/dealers.js';

/**
 * A dealer whose partita IVA is not confirmed (VIES, or an admin's review) is not
 * public and cannot buy; admins review it in the back-office (reason audited); the genuine company
 * can contest a registration of its number. VIES is off here (the default): the platform is safe
 * without it.
 */

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
});
afterAll(async () => { await t?.close(); });

let counter = 0;
function newVat(): string {
  const first10 = `08${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
  return first10 + vatCheckDigit(first10);
}

const planId = async (code: string) => (await t.database.db.selectFrom('subscription_plans').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** What a guest sees of a dealer and its published listing, and what its owner may buy. */
async function publicView(dealer: { dealerId: string }, listingId: string) {
  const page = await t.request(`/api/dealers/${dealer.dealerId}`);
  const list = await t.request('/api/dealer-list');
  const search = await t.request(`/api/listings?dealer[]=${dealer.dealerId}&per_page=50`);
  const detail = await t.request(`/api/listings/${listingId}`);
  return {
    page: page.statusCode,
    inList: (list.body.data as { uuid: string }[]).some((d) => d.uuid === dealer.dealerId),
    inSearch: (search.body.data.items as { uuid: string }[]).some((l) => l.uuid === listingId),
    detail: detail.statusCode,
  };
}
const HIDDEN = { page: 404, inList: false, inSearch: false, detail: 410 };
const SHOWN = { page: 200, inList: true, inSearch: true, detail: 200 };

async function purchases(owner: TestClient, dealerId: string, listingId: string) {
  const plan = await owner.request({ method: 'GET', url: `/dealers/${dealerId}/subscription/checkout/${await planId('base')}` });
  const pack = await owner.request({ method: 'GET', url: `/dealers/${dealerId}/carfax-package/checkout?package=carfax-5` });
  const report = await owner.request({ method: 'POST', url: `/api/dealers/${dealerId}/carfax-reports`, payload: { plate: 'GA123BC' } });
  const forListing = await owner.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/carfax-report` });
  return { plan, pack, report, forListing };
}

const review = (dealerId: string, body: object, client = admin) =>
  client.request({ method: 'POST', url: `/api/admin/dealers/${dealerId}/vat-review`, payload: body });

describe('a dealer whose partita IVA is not confirmed', () => {
  it('a sign-up without VIES starts unconfirmed, and stays hidden after the e-mail is confirmed', async () => {
    const vat = newVat();
    const res = await t.client().request({
      method: 'POST', url: '/api/register-dealer', payload: {
        company_name: 'Costruttore Famoso S.p.A.', vat, address: 'Via Roma 1', city: 'Torino', province_code: 'TO', postal_code: '10121',
        phone: '+39 011 1234567', company_email: `info${vat}@famoso.example`, name: 'Mario', surname: 'Rossi',
        email: `mario${vat}@example.it`, password: 'Officina#Blu2026', password_confirmation: 'Officina#Blu2026', terms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const dealerId = res.body.data.dealer.uuid as string;
    const row = await t.database.db.selectFrom('dealers').select(['vat_confirmation']).where('id', '=', dealerId).executeTakeFirstOrThrow();
    expect(row.vat_confirmation).toBe('unconfirmed');
    // The owner confirms the mailbox: that alone once made the dealer public.
    const mail = await eventually(async () => (await t.request(`/api/dev/outbox?to=${encodeURIComponent(`mario${vat}@example.it`)}`)).body.data
      .find((m: { subject: string }) => /Conferma/.test(m.subject)), 'verification mail');
    const link = new URL(mail.text.match(/https?:\/\/[^\s]+/)![0]).pathname;
    expect((await t.request(link)).statusCode).toBe(302);
    expect((await t.request(`/api/dealers/${dealerId}`)).statusCode).toBe(404);
  });

  it('is not public and cannot buy (403 code 6, the VAT review said); its dealer area still works', async () => {
    const dealer = await newDealer(t, { dealer: { vat_confirmation: 'unconfirmed' } });
    const [listingId] = await giveListings(t, dealer.dealerId, 1);
    expect(await publicView(dealer, listingId!)).toEqual(HIDDEN);

    const { plan, pack, report, forListing } = await purchases(dealer.client, dealer.dealerId, listingId!);
    for (const page of [plan, pack]) {
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('data-error-code="6"');
      expect(page.body).toMatch(/partita IVA del concessionario è in verifica/);
    }
    for (const api of [report, forListing]) {
      expect(api.statusCode).toBe(403);
      expect(api.body).toMatchObject({ error: true, error_code: '6' });
      expect(api.body.error_message).toMatch(/partita IVA del concessionario è in verifica/);
    }

    // The dealer's own area: its listings, its settings, and the banner's state in /api/user.
    expect((await dealer.client.request({ method: 'GET', url: `/api/dealers/${dealer.dealerId}/listings` })).statusCode).toBe(200);
    expect((await dealer.client.request({ method: 'GET', url: `/api/dealers/${dealer.dealerId}/settings` })).statusCode).toBe(200);
    const me = await dealer.client.request({ method: 'GET', url: '/api/user' });
    expect(me.body.data.dealers).toEqual([expect.objectContaining({ uuid: dealer.dealerId, vat_confirmation: 'unconfirmed' })]);
    // Its own listing shows no public address (it has none yet).
    const own = await dealer.client.request({ method: 'GET', url: `/api/dealers/${dealer.dealerId}/listings/${listingId}` });
    expect(own.statusCode, JSON.stringify(own.body).slice(0, 300)).toBe(200);
    expect(own.body.data).toMatchObject({ state: 'published', url: null });
  });
});

describe('the admins\' review: POST /api/admin/dealers/:dealerId/vat-review', () => {
  it('lists the dealers waiting for review', async () => {
    const waiting = await newDealer(t, { dealer: { vat_confirmation: 'unconfirmed' } });
    const res = await admin.request({ method: 'GET', url: '/api/admin/dealers?vat=unconfirmed&per_page=100' });
    expect(res.statusCode).toBe(200);
    const items = res.body.data.items as { uuid: string; vat_confirmation: string }[];
    expect(items.map((d) => d.uuid)).toContain(waiting.dealerId);
    expect(items.every((d) => d.vat_confirmation === 'unconfirmed')).toBe(true);
    // The seeded dealers were public before: the migration and the seed count them as confirmed.
    const confirmed = await admin.request({ method: 'GET', url: '/api/admin/dealers?vat=confirmed&per_page=1' });
    expect(confirmed.body.data.meta.total).toBeGreaterThan(10);
  });

  it('a confirmation with its reason (audited) makes the dealer public and able to buy', async () => {
    const dealer = await newDealer(t, { dealer: { vat_confirmation: 'unconfirmed' } });
    const [listingId] = await giveListings(t, dealer.dealerId, 1);
    const reason = 'Visura camerale verificata al telefono con il titolare';
    const res = await review(dealer.dealerId, { decision: 'confirmed', reason });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ vat_confirmation: 'confirmed', vat_review_reason: reason });
    expect(await publicView(dealer, listingId!)).toEqual(SHOWN);
    const plan = await dealer.client.request({ method: 'GET', url: `/dealers/${dealer.dealerId}/subscription/checkout/${await planId('base')}` });
    expect(plan.statusCode).toBe(303);

    const audit = (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=dealer&entity_id=${dealer.dealerId}` })).body.data.items;
    expect(audit[0]).toMatchObject({
      action: 'dealer.vat_confirm', actor: expect.objectContaining({ email: 'admin@automercato.example' }),
      before: expect.objectContaining({ vat_confirmation: 'unconfirmed' }),
      after: expect.objectContaining({ vat_confirmation: 'confirmed', vat_review_reason: reason }),
    });
  });

  it('a rejection keeps the dealer hidden and unable to buy, with the reason audited', async () => {
    const dealer = await newDealer(t, { dealer: { vat_confirmation: 'unconfirmed' } });
    const [listingId] = await giveListings(t, dealer.dealerId, 1);
    const reason = 'La partita IVA appartiene a un costruttore, non a questo concessionario';
    const res = await review(dealer.dealerId, { decision: 'rejected', reason });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.vat_confirmation).toBe('rejected');
    expect(await publicView(dealer, listingId!)).toEqual(HIDDEN);
    expect((await purchases(dealer.client, dealer.dealerId, listingId!)).report.statusCode).toBe(403);
    const audit = (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=dealer&entity_id=${dealer.dealerId}` })).body.data.items;
    expect(audit[0]).toMatchObject({ action: 'dealer.vat_reject', after: expect.objectContaining({ vat_review_reason: reason }) });
  });

  it('refuses guests, customers and dealers; a reason is required (422 code 2 in Italian)', async () => {
    const dealer = await newDealer(t, { dealer: { vat_confirmation: 'unconfirmed' } });
    const body = { decision: 'confirmed', reason: 'Mi confermo da solo la partita IVA' };
    const guest = await t.client().request({ method: 'POST', url: `/api/admin/dealers/${dealer.dealerId}/vat-review`, payload: body });
    expect(guest.statusCode).toBe(401);
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await review(dealer.dealerId, body, customer)).statusCode).toBe(403);
    const own = await review(dealer.dealerId, body, dealer.client);
    expect(own.statusCode).toBe(403);
    expect(own.body.error_code).toBe('6');
    const noReason = await review(dealer.dealerId, { decision: 'confirmed', reason: '   ok     ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.error_code).toBe('2');
    expect(noReason.body.data.errors.reason[0]).toMatch(/motivo/);
    const row = await t.database.db.selectFrom('dealers').select('vat_confirmation').where('id', '=', dealer.dealerId).executeTakeFirstOrThrow();
    expect(row.vat_confirmation).toBe('unconfirmed');
  });
});

describe('the genuine company contests: POST /api/register-dealer/vat-contest', () => {
  it('reaches the admins: stored, shown on the dealer that holds the number, mailed to each admin', async () => {
    const vat = newVat();
    const impostor = await newDealer(t, { dealer: { vat_number: vat, vat_confirmation: 'unconfirmed' } });
    const res = await t.client().request({
      method: 'POST', url: '/api/register-dealer/vat-contest', payload: {
        vat_number: `IT ${vat}`, company_name: 'Costruttore Famoso S.p.A.', email: 'legale@famoso.example',
        message: 'Questa partita IVA è nostra: non abbiamo mai registrato un concessionario.',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toEqual({ received: true });

    const detail = await admin.request({ method: 'GET', url: `/api/admin/dealers/${impostor.dealerId}` });
    expect(detail.body.data.vat_contests).toEqual([expect.objectContaining({
      vat_number: vat, company_name: 'Costruttore Famoso S.p.A.', email: 'legale@famoso.example',
    })]);
    const mail = await eventually(async () => (await t.request('/api/dev/outbox?to=admin%40automercato.example')).body.data
      .find((m: { subject: string }) => m.subject.includes(vat)), 'contest mail to the admin');
    expect(mail.text).toContain('Costruttore Famoso S.p.A.');
    expect(mail.text).toContain(`/admin/dealers/${impostor.dealerId}`);
  });

  it('refuses a wrong number or a short message in Italian, and keeps nothing', async () => {
    const send = (payload: object) => t.client().request({ method: 'POST', url: '/api/register-dealer/vat-contest', payload });
    const body = { vat_number: newVat(), company_name: 'Azienda Vera S.r.l.', email: 'vera@azienda.example', message: 'Il numero è nostro, verificate per favore.' };
    const wrong = await send({ ...body, vat_number: '12345678901' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.error_code).toBe('2');
    expect(wrong.body.data.errors.vat_number[0]).toMatch(/controllo|partita IVA/);
    const short = await send({ ...body, message: 'no' });
    expect(short.statusCode).toBe(422);
    expect(short.body.data.errors.message[0]).toMatch(/messaggio/);
    expect(await t.database.db.selectFrom('vat_contests').select('id').where('company_name', '=', 'Azienda Vera S.r.l.').execute()).toHaveLength(0);
  });
});
