import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let admin: TestClient;
let dealerId: string;
let dealerEmail: string;
let dealerName: string;
/** A fresh published listing of the demo dealer, made through the dealer API. */
let listingId: string;

const golf = (extra: Record<string, unknown> = {}) => ({
  make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', registration_year: 2021, registration_month: 4,
  mileage: 58_000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
  traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 22_900, price_negotiable: true,
  description: 'Unico proprietario, tagliandi in concessionaria.', vin: 'WVWZZZCDZMW123456', plate: 'GB 123 CD',
  reference: null,
  ...extra,
});

const outbox = async (to: string) => (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as
  Array<{ subject: string; text: string }>;
const auditOf = async (id: string) => (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=listing&entity_id=${id}` })).body.data.items as
  Array<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor: { email: string } }>;
const publicIds = async () => ((await t.request(`/api/listings?dealer=${dealerId}&include_no_photos=true&per_page=50`)).body.data.items as { uuid: string }[])
  .map((l) => l.uuid);
const publicCount = async () => (await t.request(`/api/listings/count?dealer=${dealerId}&include_no_photos=true`)).body.data.count as number;
const list = async (query: string) => {
  const res = await admin.request({ method: 'GET', url: `/api/admin/listings${query}` });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Array<Record<string, any>>; meta: Record<string, any> };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owned = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('dealers as d', 'd.id', 'm.dealer_id').select(['d.id', 'd.email', 'd.name'])
    .where('u.email', '=', 'concessionario@automercato.example').where('m.role', '=', 'owner').executeTakeFirstOrThrow();
  ({ id: dealerId, email: dealerEmail, name: dealerName } = owned);
  const dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
  const created = await dealer.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings`, payload: golf({ state: 'published' }) });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  listingId = created.body.data.listing.uuid;
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
});
afterAll(async () => { await t.close(); });

describe('the admin listings list', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/admin/listings')).statusCode).toBe(401);
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await customer.request({ method: 'GET', url: '/api/admin/listings' })).statusCode).toBe(403);
    const dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    expect((await dealer.request({ method: 'GET', url: `/api/admin/listings/${listingId}` })).statusCode).toBe(403);
  });

  it('is newest first by default, paged, with a capped total', async () => {
    const page = await list('?per_page=5');
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.uuid).toBe(listingId);
    expect(page.meta).toMatchObject({ page: 1, per_page: 5, total_capped: false });
    const dates = page.items.map((l) => l.created_at as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0]).toMatchObject({ title: 'Volkswagen Golf', dealer: { uuid: dealerId, name: dealerName }, status: 'enabled', state: 'published' });
    // per_page above the cap is lowered, not refused.
    expect((await list('?per_page=1000')).meta.per_page).toBe(100);
  });

  it('sorts by price both ways', async () => {
    const asc = (await list('?sort_by=price&sort_direction=asc&per_page=20')).items.map((l) => l.price as number);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await list('?sort_by=price&per_page=20')).items.map((l) => l.price as number);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    expect(desc[0]).toBeGreaterThanOrEqual(asc.at(-1)!);
  });

  it('filters by dealer, state, status and make', async () => {
    const own = await list(`?dealer=${dealerId}&per_page=100`);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((l) => l.dealer.uuid === dealerId)).toBe(true);
    const drafts = await list('?state=draft');
    expect(drafts.items.every((l) => l.state === 'draft')).toBe(true);
    const vw = await list('?make=volkswagen&per_page=100');
    expect(vw.items.length).toBeGreaterThan(0);
    expect(vw.items.every((l) => l.make.slug === 'volkswagen')).toBe(true);
    expect((await list('?make=nessuna-marca')).meta.total).toBe(0);
    const enabled = await list('?status=enabled');
    expect(enabled.items.every((l) => l.status === 'enabled')).toBe(true);
  });

  it('finds by exact plate (any spacing or case), VIN, uuid or the dealer name start', async () => {
    expect((await list('?q=gb123cd')).items.map((l) => l.uuid)).toContain(listingId);
    expect((await list(`?q=${encodeURIComponent(' gb-123 cd ')}`)).items.map((l) => l.uuid)).toContain(listingId);
    expect((await list('?q=WVWZZZCDZMW123456')).items.map((l) => l.uuid)).toContain(listingId);
    const byId = await list(`?q=${listingId.toUpperCase()}`);
    expect(byId.items.map((l) => l.uuid)).toEqual([listingId]);
    const byDealer = await list(`?q=${encodeURIComponent(dealerName.slice(0, 5).toLowerCase())}&per_page=100`);
    expect(byDealer.items.map((l) => l.uuid)).toContain(listingId);
    // A part of the plate is not a search (that would scan a million rows).
    expect((await list('?q=123')).items.map((l) => l.uuid)).not.toContain(listingId);
    // LIKE wildcards are literal.
    expect((await list('?q=%25')).meta.total).toBe(0);
  });

  it('refuses a bad sort, filter or id with 422 in Italian, an unknown id with 404', async () => {
    for (const query of ['?sort_by=password', '?state=bruciato', '?dealer=abc', '?sort_direction=up']) {
      const res = await admin.request({ method: 'GET', url: `/api/admin/listings${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.body.error_code).toBe('2');
    }
    const unknown = await admin.request({ method: 'GET', url: '/api/admin/listings/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: '4', error_message: 'Annuncio non trovato.' });
    expect((await admin.request({ method: 'GET', url: '/api/admin/listings/nope' })).statusCode).toBe(422);
  });

  it('exports the same filter as CSV with Italian headers', async () => {
    const res = await admin.request({ method: 'GET', url: `/api/admin/listings/export.csv?dealer=${dealerId}&q=GB123CD` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('annunci.csv');
    const lines = (res.body as string).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID;Marca;Modello;Versione;Concessionario;ID concessionario;Stato;Abilitato;Prezzo (€);Chilometri;Anno;Targa;Telaio (VIN);Città;Motivo sospensione;Creato il;Aggiornato il');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(listingId);
    expect(lines[1]).toContain(';pubblicato;sì;22900;');
  });
});

describe('one listing: detail and corrections', () => {
  it('shows any listing with its dealer and moderation', async () => {
    const res = await admin.request({ method: 'GET', url: `/api/admin/listings/${listingId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      uuid: listingId, state: 'published', status: 'enabled', plate: 'GB123CD', price: 22_900,
      dealer: { uuid: dealerId, email: dealerEmail, enabled: true }, moderation_reason: null, moderated_by: null,
    });
  });

  it('corrects with the dealer\'s rules and records only what changed', async () => {
    const res = await admin.request({ method: 'PUT', url: `/api/admin/listings/${listingId}`, payload: golf({ price: 21_500, description: 'Prezzo corretto dallo staff.' }) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ price: 21_500, state: 'published', description: 'Prezzo corretto dallo staff.' });
    const [entry] = await auditOf(listingId);
    expect(entry).toMatchObject({ action: 'listing.update', actor: { email: 'admin@automercato.example' } });
    expect(entry!.before).toMatchObject({ price: 22_900 });
    expect(entry!.after).toMatchObject({ price: 21_500 });
    expect(Object.keys(entry!.after!).sort()).toEqual(['description', 'price', 'updated_at']);
  });

  it('refuses a bad body (422, C5 for the VIN) and leaves no audit row', async () => {
    const before = (await auditOf(listingId)).length;
    const badVin = await admin.request({ method: 'PUT', url: `/api/admin/listings/${listingId}`, payload: golf({ vin: 'WVWZZZCDZMW12345O' }) });
    expect(badVin.statusCode).toBe(422);
    expect(badVin.body.error_code).toBe('C5');
    const missing = await admin.request({ method: 'PUT', url: `/api/admin/listings/${listingId}`, payload: golf({ price: undefined }) });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.data.errors.price[0]).toMatch(/prezzo/i);
    expect((await auditOf(listingId)).length).toBe(before);
    expect((await admin.request({ method: 'PUT', url: '/api/admin/listings/00000000-0000-4000-8000-000000000000', payload: golf() })).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('needs a reason of 10 to 500 characters', async () => {
    for (const reason of ['troppo', '         corto    ', 'x'.repeat(501)]) {
      const res = await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/disable`, payload: { reason } });
      expect(res.statusCode, reason).toBe(422);
      expect(res.body.data.errors.reason[0]).toMatch(/Il campo motivo/);
    }
    expect((await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/disable`, payload: {} })).statusCode).toBe(422);
  });

  it('disable: gone from public search and counts at once, the dealer is mailed the reason, audited', async () => {
    expect(await publicIds()).toContain(listingId);
    const countBefore = await publicCount();
    const reason = 'Le foto non corrispondono al veicolo descritto.';
    const res = await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/disable`, payload: { reason } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disabled', moderation_reason: reason, url: null, moderated_by: { email: 'admin@automercato.example' } });
    expect(await publicIds()).not.toContain(listingId);
    expect(await publicCount()).toBe(countBefore - 1);
    expect((await t.request(`/api/listings/${listingId}`)).statusCode).not.toBe(200);
    const mail = await eventually(async () => (await outbox(dealerEmail)).find((m) => m.subject.includes('sospeso')), 'the moderation mail');
    expect(mail.subject).toBe('Il tuo annuncio Volkswagen Golf 2.0 TDI Style è stato sospeso');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/dealer/${dealerId}/listings/${listingId}`);
    const [entry] = await auditOf(listingId);
    expect(entry).toMatchObject({ action: 'listing.disable', before: { status: 'enabled', moderation_reason: null }, after: { status: 'disabled', moderation_reason: reason } });
    expect((await list('?status=disabled&per_page=100')).items.map((l) => l.uuid)).toContain(listingId);
  });

  it('enable: back in search, reason cleared, the dealer told; enabling again changes nothing', async () => {
    const countBefore = await publicCount();
    const res = await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/enable` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'enabled', moderation_reason: null });
    expect(res.body.data.url).toMatch(/^\//);
    expect(await publicIds()).toContain(listingId);
    expect(await publicCount()).toBe(countBefore + 1);
    await eventually(async () => (await outbox(dealerEmail)).find((m) => m.subject.includes('di nuovo attivo')), 'the enable mail');
    const trail = await auditOf(listingId);
    expect(trail[0]!.action).toBe('listing.enable');
    expect((await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/enable` })).statusCode).toBe(200);
    expect((await auditOf(listingId)).length).toBe(trail.length);
  });

  it('a dealer cannot undo a moderation with its own routes', async () => {
    await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/disable`, payload: { reason: 'Prezzo palesemente errato, verificare.' } });
    const dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    await dealer.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/withdraw` });
    await dealer.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${listingId}/publish` });
    const res = await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings/${listingId}` });
    expect(res.body.data).toMatchObject({ status: 'disabled', url: null });
    expect(await publicIds()).not.toContain(listingId);
  });
});

describe('what the dealer sees of it', () => {
  const ownListing = async (dealer: TestClient) => (await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings/${listingId}` })).body.data;

  it('a suspended listing: the state, the reason, and no showcase or featured while it lasts', async () => {
    const reason = 'Prezzo palesemente errato, verificare.';
    await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/disable`, payload: { reason } });
    const dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    expect(await ownListing(dealer)).toMatchObject({ state: 'published', status: 'disabled', hidden_because: 'suspended', moderation_reason: reason, moderated_at: expect.any(String) });
    const page = (await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings?per_page=100` })).body.data;
    expect(page.items.find((l: { uuid: string }) => l.uuid === listingId)).toMatchObject({ hidden_because: 'suspended', moderation_reason: reason });
    for (const slot of ['showcase', 'featured']) {
      const refused = await dealer.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${slot}/${listingId}` });
      expect(refused.statusCode).toBe(422);
      expect(refused.body.data.errors[slot][0]).toMatch(/sospeso dall'amministrazione/);
    }
    await admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/enable` });
    expect(await ownListing(dealer)).toMatchObject({ status: 'enabled', moderation_reason: null });
  });

  it('a published listing without photos is said hidden from search, and the dealer counts what buyers find', async () => {
    const dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    const own = await ownListing(dealer);
    expect(own).toMatchObject({ state: 'published', status: 'enabled', photo_count: 0, hidden_because: 'no_photos' });
    const counters = (await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings?per_page=1` })).body.data.meta.counters;
    const publicTotal = (await t.request(`/api/listings/count?dealer=${dealerId}`)).body.data.count as number;
    expect(publicTotal).toBeGreaterThan(0);
    expect(counters.in_search).toBe(publicTotal);
    expect(counters.published).toBeGreaterThan(counters.in_search);
    expect((await t.request(`/api/listings?dealer=${dealerId}&per_page=1`)).body.data.meta.total).toBe(publicTotal);
    expect((await t.request(`/api/dealers/${dealerId}`)).body.data.listings_count).toBe(publicTotal);
    // A listing with a photo is found: the same rule says so on both sides.
    const found = (await dealer.request({ method: 'GET', url: `/api/dealers/${dealerId}/listings?state=published&per_page=100` })).body.data.items
      .filter((l: { hidden_because: string | null }) => l.hidden_because === null).length;
    expect(found).toBe(publicTotal);
  });
});
