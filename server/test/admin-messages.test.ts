import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let admin: TestClient;
let dealer: TestClient;
let dealerId: string;
let listingId: string;
/** Two leads this file sends itself: one to delete, one to keep. */
let doomed: string;
let kept: string;

async function sendLead(name: string, email: string) {
  const res = await t.client().request({
    method: 'POST', url: '/api/user-messages',
    payload: { listing: listingId, name, email, message: 'Buongiorno, l\'auto è ancora disponibile? Grazie.' },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.uuid as string;
}

const list = async (query: string) => {
  const res = await admin.request({ method: 'GET', url: `/api/admin/user-messages${query}` });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Array<Record<string, any>>; meta: Record<string, any> };
};
const inboxIds = async () => ((await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/user-messages?per_page=100` })).body.data.items as { uuid: string }[])
  .map((m) => m.uuid);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealerId = (await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id').select('m.dealer_id')
    .where('u.email', '=', 'concessionario@automercato.example').where('m.role', '=', 'owner').executeTakeFirstOrThrow()).dealer_id;
  listingId = (await db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).where('status', '=', 'enabled')
    .where('state', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).id;
  doomed = await sendLead('Zeno Spammer', 'zeno.spam@example.it');
  kept = await sendLead('Ada Compratrice', 'ada.compra@example.it');
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
  dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
});
afterAll(async () => { await t.close(); });

describe('the admin messages list', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/admin/user-messages')).statusCode).toBe(401);
    expect((await dealer.request({ method: 'GET', url: '/api/admin/user-messages' })).statusCode).toBe(403);
    expect((await dealer.request({ method: 'DELETE', url: `/api/admin/user-messages/${doomed}` })).statusCode).toBe(403);
  });

  it('is newest first, with the dealer and the listing', async () => {
    const page = await list('?per_page=2');
    expect(page.items.map((m) => m.uuid)).toEqual([kept, doomed]);
    expect(page.items[0]).toMatchObject({
      name: 'Ada Compratrice', email: 'ada.compra@example.it', dealer: { uuid: dealerId }, listing: { uuid: listingId },
      deleted_by_admin_at: null,
    });
    expect(page.meta).toMatchObject({ page: 1, per_page: 2, total_capped: false });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    const oldest = await list('?sort_direction=asc&per_page=100');
    const dates = oldest.items.map((m) => m.created_at as string);
    expect([...dates].sort()).toEqual(dates);
  });

  it('searches the start of the sender\'s e-mail or name (any case) and filters by dealer and listing', async () => {
    expect((await list('?q=ZENO.SPAM')).items.map((m) => m.uuid)).toEqual([doomed]);
    expect((await list('?q=ada%20comp')).items.map((m) => m.uuid)).toEqual([kept]);
    expect((await list('?q=compra')).items.map((m) => m.uuid)).not.toContain(kept);
    const byListing = await list(`?listing=${listingId}&per_page=100`);
    expect(byListing.items.every((m) => m.listing?.uuid === listingId)).toBe(true);
    expect(byListing.items.map((m) => m.uuid)).toEqual(expect.arrayContaining([kept, doomed]));
    const byDealer = await list(`?dealer=${dealerId}&per_page=100`);
    expect(byDealer.items.every((m) => m.dealer.uuid === dealerId)).toBe(true);
    expect((await admin.request({ method: 'GET', url: '/api/admin/user-messages?dealer=x' })).statusCode).toBe(422);
    expect((await admin.request({ method: 'GET', url: '/api/admin/user-messages?sort_by=email' })).statusCode).toBe(422);
  });

  it('exports the same filter as CSV', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/admin/user-messages/export.csv?q=ada.compra' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('messaggi.csv');
    const lines = (res.body as string).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID;Data;Nome;Email;Telefono;Concessionario;Annuncio;ID annuncio;Messaggio;Letto;Eliminato da admin il');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(kept);
    expect(lines[1]).toContain('Ada Compratrice;ada.compra@example.it');
  });
});

describe('deleting a message', () => {
  it('hides it from the dealer\'s inbox and the list by default, keeps it behind the filter, audits it', async () => {
    expect(await inboxIds()).toContain(doomed);
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/user-messages/${doomed}` });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: doomed });
    expect(res.body.data.deleted_by_admin_at).toEqual(expect.any(String));
    expect(await inboxIds()).not.toContain(doomed);
    expect(await inboxIds()).toContain(kept);
    expect((await list('?per_page=100')).items.map((m) => m.uuid)).not.toContain(doomed);
    expect((await list('?deleted=yes')).items.map((m) => m.uuid)).toEqual([doomed]);
    expect((await list('?deleted=all&per_page=100')).items.map((m) => m.uuid)).toEqual(expect.arrayContaining([doomed, kept]));
    const trail = (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=message&entity_id=${doomed}` })).body.data.items;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'message.delete', before: { deleted_by_admin_at: null }, actor: { email: 'admin@automercato.example' } });
    // The dealer cannot reach it any more either.
    expect((await dealer.request({ method: 'PUT', url: `/api/dealers/${dealerId}/user-messages/${doomed}`, payload: { read: true } })).statusCode).toBe(404);
  });

  it('a second delete changes nothing; an unknown id is 404, a malformed one 422', async () => {
    const again = await admin.request({ method: 'DELETE', url: `/api/admin/user-messages/${doomed}` });
    expect(again.statusCode).toBe(200);
    const trail = (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=message&entity_id=${doomed}` })).body.data.items;
    expect(trail).toHaveLength(1);
    const unknown = await admin.request({ method: 'DELETE', url: '/api/admin/user-messages/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: '4', error_message: 'Messaggio non trovato.' });
    expect((await admin.request({ method: 'DELETE', url: '/api/admin/user-messages/123' })).statusCode).toBe(422);
  });
});
