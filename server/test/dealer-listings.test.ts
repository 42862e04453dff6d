import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { MediaStorage } from '../src/media-storage/index.js';
import { checkListing } from '../src/areas/listings/dealer/index.js';
import { newDealer as fixtureDealer, giveListings as copyListings } from './support/dealers.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
const DAY = 86_400_000;
let planIds: Record<string, string>;

/** Media in memory: the test sees what a draft's delete removes. */
const files = new Map<string, Buffer>();
const storage: MediaStorage = {
  put: async (key, body) => { files.set(key, body); },
  get: async (key) => (files.has(key) ? { body: files.get(key)!, contentType: 'image/webp' } : null),
  delete: async (key) => { files.delete(key); },
  url: (key) => `/media/${key}`,
};

beforeAll(async () => {
  t = await createTestApp({ mediaStorage: storage });
  const rows = await t.database.db.selectFrom('subscription_plans').select(['id', 'code']).execute();
  planIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(async () => { await t?.close(); });

/** A new dealer with one owner who has signed in: Free plan, no listings. */
const newDealer = (options: { verified?: boolean } = {}) => fixtureDealer(t, { ...options, emailPrefix: 'venditore', dealer: { address: 'Via Emilia 10', city: 'Modena', province_code: 'MO', latitude: 44.64, longitude: 10.92 } });

const giveListings = (dealerId: string, n: number, state = 'published') => copyListings(t, dealerId, n, { state });

async function paidPlan(dealerId: string, code: string) {
  await t.database.db.insertInto('subscriptions').values({
    dealer_id: dealerId, plan_id: planIds[code]!, kind: 'paid', status: 'active', provider: 'stripe',
    provider_subscription_id: `sub_test_${crypto.randomBytes(6).toString('hex')}`,
    current_period_start: new Date(Date.now() - 3 * DAY), current_period_end: new Date(Date.now() + 27 * DAY),
  }).execute();
}

/** A valid listing of the catalogue: VW Golf "2.0 TDI Style" (110 kW, sold 2020–2026). */
const golf = (extra: Record<string, unknown> = {}) => ({
  make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', registration_year: 2021, registration_month: 4,
  mileage: 58_000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
  traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 22_900, price_negotiable: true,
  description: 'Unico proprietario, tagliandi in concessionaria.', vin: 'WVWZZZCDZMW123456', plate: 'GB 123 CD',
  reference: null,
  ...extra,
});

const base = (dealerId: string) => `/api/dealers/${dealerId}/listings`;
const create = (client: TestClient, dealerId: string, body: Record<string, unknown>) =>
  client.request({ method: 'POST', url: base(dealerId), payload: body });
const act = (client: TestClient, dealerId: string, id: string, action: 'publish' | 'withdraw' | 'sold') =>
  client.request({ method: 'POST', url: `${base(dealerId)}/${id}/${action}` });
const slot = (client: TestClient, method: 'POST' | 'DELETE', dealerId: string, kind: 'showcase' | 'featured', id: string) =>
  client.request({ method, url: `${base(dealerId)}/${kind}/${id}` });

async function draft(client: TestClient, dealerId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await create(client, dealerId, golf(extra));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.listing.uuid;
}

const publishedCount = async (dealerId: string) => Number((await t.database.db.selectFrom('listings')
  .select(sql<number>`count(*)::int`.as('n')).where('dealer_id', '=', dealerId).where('state', '=', 'published')
  .executeTakeFirstOrThrow()).n);

describe('who may use a dealer\'s listings', () => {
  it('every route: guest 401, customer 403, another dealer\'s owner 403 code 6, an unverified owner 403; the owner passes', async () => {
    const owner = await newDealer();
    const [listingId] = await giveListings(owner.dealerId, 1);
    const d = owner.dealerId;
    const calls = [
      { method: 'GET' as const, url: base(d) },
      { method: 'POST' as const, url: base(d), payload: golf() },
      { method: 'GET' as const, url: `${base(d)}/${listingId}` },
      { method: 'PUT' as const, url: `${base(d)}/${listingId}`, payload: golf() },
      { method: 'DELETE' as const, url: `${base(d)}/${listingId}` },
      { method: 'POST' as const, url: `${base(d)}/${listingId}/publish` },
      { method: 'POST' as const, url: `${base(d)}/${listingId}/withdraw` },
      { method: 'POST' as const, url: `${base(d)}/${listingId}/sold` },
      { method: 'POST' as const, url: `${base(d)}/showcase/${listingId}` },
      { method: 'DELETE' as const, url: `${base(d)}/showcase/${listingId}` },
      { method: 'POST' as const, url: `${base(d)}/featured/${listingId}` },
      { method: 'DELETE' as const, url: `${base(d)}/featured/${listingId}` },
    ];
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const other = await newDealer();
    const unverified = await newDealer({ verified: false });
    await t.database.db.insertInto('dealer_memberships').values({ dealer_id: d, user_id: unverified.userId, role: 'owner' }).execute();
    for (const call of calls) {
      const guest = await t.client().request(call);
      expect([guest.statusCode, guest.body.error_code], `${call.method} ${call.url}`).toEqual([401, '3']);
      expect((await customer.request(call)).statusCode, call.url).toBe(403);
      const asOther = await other.client.request(call);
      expect([asOther.statusCode, asOther.body.error_code], call.url).toEqual([403, '6']);
      expect((await unverified.client.request(call)).statusCode, call.url).toBe(403);
    }
    // None of the refused calls changed anything.
    const row = await t.database.db.selectFrom('listings').selectAll().where('id', '=', listingId!).executeTakeFirstOrThrow();
    expect([row.state, row.showcase, row.featured]).toEqual(['published', false, false]);
    expect((await owner.client.request(calls[0]!)).statusCode).toBe(200);
    expect((await owner.client.request(calls[2]!)).statusCode).toBe(200);
  });

  it("another dealer's listing through one's own dealer is 404, and changes nothing", async () => {
    const a = await newDealer();
    const b = await newDealer();
    const [theirs] = await giveListings(b.dealerId, 1);
    for (const call of [
      { method: 'GET' as const, url: `${base(a.dealerId)}/${theirs}` },
      { method: 'PUT' as const, url: `${base(a.dealerId)}/${theirs}`, payload: golf() },
      { method: 'POST' as const, url: `${base(a.dealerId)}/${theirs}/withdraw` },
      { method: 'DELETE' as const, url: `${base(a.dealerId)}/${theirs}` },
      { method: 'DELETE' as const, url: `${base(a.dealerId)}/showcase/${theirs}` },
    ]) {
      const res = await a.client.request(call);
      expect([res.statusCode, res.body.error_code], call.url).toEqual([404, '4']);
    }
    expect(await publishedCount(b.dealerId)).toBe(1);
  });
});

describe('GET /api/vehicles/brands/:slug/models/:model/versions', () => {
  it('lists a model\'s versions with what the form prefills, for anyone', async () => {
    const res = await t.request('/api/vehicles/brands/volkswagen/models/golf/versions');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toContainEqual({
      name: '2.0 TDI Style', year_from: 2020, year_to: 2026, fuel: 'diesel', power_kw: 110, horsepower: 150,
      traction: 'anteriore', gearbox: 'automatico', body: 'berlina',
    });
    expect((await t.request('/api/vehicles/brands/volkswagen/models/nonesiste/versions')).statusCode).toBe(404);
    expect((await t.request('/api/vehicles/brands/nonesiste/models/golf/versions')).body.error_code).toBe('4');
  });
});

describe('creating and editing a listing', () => {
  it('creates a draft at the dealer\'s place; CV from kW when only kW is given; VIN and plate stored normalised', async () => {
    const { dealerId, client } = await newDealer();
    const res = await create(client, dealerId, golf({ horsepower: null, vin: 'wvwzzzcdzmw123456', reference: 'STK-1' }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.listing).toMatchObject({
      state: 'draft', title: 'Volkswagen Golf', make: { slug: 'volkswagen', name: 'Volkswagen' }, version: '2.0 TDI Style',
      power_kw: 110, horsepower: 150, vin: 'WVWZZZCDZMW123456', plate: 'GB123CD', reference: 'STK-1', url: null,
      published_at: null, photos: [],
    });
    expect(res.body.data.counters).toEqual({ published: 0, in_search: 0, allowed: 10, showcase: { used: 0, allowed: 0 }, featured: { used: 0, allowed: 0 } });
    const row = await t.database.db.selectFrom('listings').select(['city', 'province_code', 'latitude']).where('id', '=', res.body.data.listing.uuid).executeTakeFirstOrThrow();
    expect(row).toEqual({ city: 'Modena', province_code: 'MO', latitude: 44.64 });
  });

  it('PUT edits every field and keeps the state', async () => {
    const { dealerId, client } = await newDealer();
    const id = await draft(client, dealerId);
    const res = await client.request({ method: 'PUT', url: `${base(dealerId)}/${id}`, payload: golf({ price: 19_500, mileage: 61_000, exterior_color: 'blu', plate: null }) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.listing).toMatchObject({ state: 'draft', price: 19_500, mileage: 61_000, exterior_color: 'blu', plate: null });
  });

  const refusals: Array<[string, unknown, string]> = [
    ['make', 'wolksvagen', 'La marca scelta non è nel catalogo'],
    ['model', 'maggiolino-x', 'Il modello scelto non è nel catalogo per questa marca'],
    ['version', '2.0 TDI Turbo Fantasia', 'La versione scelta non è nel catalogo per questo modello'],
    ['registration_year', 2017, "L'anno di immatricolazione deve essere compreso tra 2020 e 2026, gli anni in cui la versione è stata venduta"],
    ['registration_month', 13, 'Il campo mese di immatricolazione deve essere minore o uguale a 12'],
    ['mileage', -5, 'Il campo chilometraggio deve essere maggiore o uguale a 0'],
    ['mileage', 1200.5, 'Il campo chilometraggio deve essere un numero intero'],
    ['power_type', 'nafta', 'Il valore del campo alimentazione non è valido'],
    ['gearbox_type', 'sequenziale', 'Il valore del campo cambio non è valido'],
    ['horsepower', 300, 'La potenza in CV non corrisponde a quella in kW: 110 kW sono circa 150 CV'],
    ['power_kw', 0, 'Il campo potenza (kW) deve essere maggiore o uguale a 1'],
    ['category', 'limousine', 'Il valore del campo carrozzeria non è valido'],
    ['exterior_color', 'fucsia', 'Il valore del campo colore esterno non è valido'],
    ['exterior_paint_type', 'cromata', 'Il valore del campo tipo di vernice non è valido'],
    ['interior_color', 'verde', 'Il valore del campo colore interno non è valido'],
    ['interior_material', 'legno', 'Il valore del campo materiale degli interni non è valido'],
    ['traction_type', 'cingolata', 'Il valore del campo trazione non è valido'],
    ['emission_class', 'euro-7', 'Il valore del campo classe di emissione non è valido'],
    ['origin', 'marziana', 'Il valore del campo provenienza non è valido'],
    ['price', 50, 'Il campo prezzo deve essere maggiore o uguale a 100'],
    ['description', 'a'.repeat(5001), 'Il campo descrizione non può essere più lungo di 5000 caratteri'],
    ['reference', 'STK<1>', 'Il riferimento interno può contenere solo lettere, cifre, spazi e i caratteri - _ / .'],
  ];
  it.each(refusals.map(([field, value, message]) => [field, String(value).slice(0, 20), value, message] as const))(
    'refuses %s = %s… with its Italian message (422 code 2), nothing written', async (field, _shown, value, message) => {
    const { dealerId, client } = await newDealer();
    const res = await create(client, dealerId, golf({ [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(Object.keys(res.body.data.errors)).toEqual([field]);
    expect(res.body.data.errors[field][0]).toContain(message);
    const rows = await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', dealerId).execute();
    expect(rows).toHaveLength(0);
  },
  );

  it('refuses a missing field with "è richiesto", and a listing with neither power', async () => {
    const { dealerId, client } = await newDealer();
    const body: Record<string, unknown> = golf();
    delete body.price;
    delete body.mileage;
    const res = await create(client, dealerId, body);
    expect([res.statusCode, res.body.error_code]).toEqual([422, '2']);
    // Every missing field at once, each with its Italian label.
    expect(res.body.data.errors).toEqual({ price: ['Il campo prezzo è richiesto'], mileage: ['Il campo chilometraggio è richiesto'] });
    const typed = await create(client, dealerId, golf({ price: 'tanti' }));
    expect(typed.body.data.errors).toEqual({ price: ['Il campo prezzo deve contenere solo numeri'] });
    const noPower = await create(client, dealerId, golf({ power_kw: null, horsepower: null }));
    expect(noPower.body.data.errors).toEqual({ power_kw: ['Indica la potenza in kW o in CV'] });
  });

  it('a wrong VIN is C5, a wrong plate C6 (422, the field named)', async () => {
    const { dealerId, client } = await newDealer();
    const vin = await create(client, dealerId, golf({ vin: 'WVWZZZCDZMO123456' }));
    expect([vin.statusCode, vin.body.error_code]).toEqual([422, 'C5']);
    expect(vin.body.data.errors.vin[0]).toMatch(/17 caratteri.*senza I, O e Q/);
    expect((await create(client, dealerId, golf({ vin: 'WVWZZZCDZ123' }))).body.error_code).toBe('C5');
    const plate = await create(client, dealerId, golf({ plate: 'AU123BC' }));
    expect([plate.statusCode, plate.body.error_code]).toEqual([422, 'C6']);
    expect(plate.body.data.errors.plate[0]).toContain('AA000AA');
    expect((await create(client, dealerId, golf({ plate: 'MI 123456' }))).body.error_code).toBe('C6');
    // A European VIN without a valid North-American check digit is fine.
    expect((await create(client, dealerId, golf({ vin: 'ZFA31200000123456' }))).statusCode).toBe(201);
  });

  it('the own reference is unique per dealer', async () => {
    const a = await newDealer();
    const b = await newDealer();
    await draft(a.client, a.dealerId, { reference: 'A-100' });
    const twice = await create(a.client, a.dealerId, golf({ reference: 'A-100' }));
    expect([twice.statusCode, twice.body.error_code]).toEqual([422, '2']);
    expect(twice.body.data.errors.reference[0]).toContain('A-100');
    expect((await create(b.client, b.dealerId, golf({ reference: 'A-100' }))).statusCode).toBe(201);
  });
});

describe('the states: draft → published → withdrawn → published; sold is final', () => {
  it('moves through the states, refusing the moves that make no sense', async () => {
    const { dealerId, client } = await newDealer();
    const id = await draft(client, dealerId);
    expect((await act(client, dealerId, id, 'withdraw')).body.data?.errors?.state).toBeDefined();
    expect((await act(client, dealerId, id, 'sold')).statusCode).toBe(422);
    const published = await act(client, dealerId, id, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.body.data.listing.state).toBe('published');
    expect(published.body.data.listing.url).toMatch(new RegExp(`^/annunci/modena/volkswagen/golf/auto-prova-[^/]+/${id}$`));
    expect(published.body.data.counters.published).toBe(1);
    // Deleting is for drafts only.
    expect((await client.request({ method: 'DELETE', url: `${base(dealerId)}/${id}` })).statusCode).toBe(422);
    expect((await act(client, dealerId, id, 'withdraw')).body.data.listing).toMatchObject({ state: 'withdrawn', url: null });
    expect((await act(client, dealerId, id, 'publish')).body.data.listing.state).toBe('published');
    const sold = await act(client, dealerId, id, 'sold');
    expect(sold.body.data.listing).toMatchObject({ state: 'sold' });
    expect(sold.body.data.listing.sold_at).not.toBeNull();
    const again = await act(client, dealerId, id, 'publish');
    expect([again.statusCode, again.body.data.errors.state[0]]).toEqual([422, 'Un annuncio venduto non si può ripubblicare.']);
    expect((await client.request({ method: 'PUT', url: `${base(dealerId)}/${id}`, payload: golf() })).statusCode).toBe(422);
  });

  it('deleting a draft removes it and its photo files', async () => {
    const { dealerId, client } = await newDealer();
    const id = await draft(client, dealerId);
    const keys = [`listings/${id}/p1-320-aa.webp`, `listings/${id}/p1-640-aa.webp`];
    for (const key of keys) files.set(key, Buffer.from('webp'));
    await t.database.db.updateTable('listings').set({
      photos: JSON.stringify([{ id: 'p1', url: `/media/${keys[1]}`, alt: 'Golf', width: 640, height: 480,
        variants: keys.map((key, i) => ({ url: `/media/${key}`, width: 320 * (i + 1), height: 240 * (i + 1), key })) }]) as never,
      photo_count: 1,
    }).where('id', '=', id).execute();
    const res = await client.request({ method: 'DELETE', url: `${base(dealerId)}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: id, deleted: true });
    expect(keys.filter((key) => files.has(key))).toEqual([]);
    expect((await client.request({ method: 'GET', url: `${base(dealerId)}/${id}` })).statusCode).toBe(404);
  });
});

describe('publishing respects the plan', () => {
  it('a Free dealer with 10 published listings cannot publish an 11th (S4 naming the limit), and can after withdrawing one', async () => {
    const { dealerId, client } = await newDealer();
    const ids = await giveListings(dealerId, 10);
    const over = await create(client, dealerId, golf({ state: 'published' }));
    expect(over.statusCode).toBe(409);
    expect(over.body.error_code).toBe('S4');
    expect(over.body.error_message).toContain('limite di 10 annunci pubblicati del piano Free');
    const id = await draft(client, dealerId);
    const publish = await act(client, dealerId, id, 'publish');
    expect([publish.statusCode, publish.body.error_code]).toEqual([409, 'S4']);
    expect(await publishedCount(dealerId)).toBe(10);
    expect((await act(client, dealerId, ids[0]!, 'withdraw')).statusCode).toBe(200);
    expect((await act(client, dealerId, id, 'publish')).body.data.counters).toMatchObject({ published: 10, allowed: 10 });
  });

  it('concurrent publishes never exceed the limit', async () => {
    const { dealerId, client } = await newDealer();
    await giveListings(dealerId, 8);
    const drafts: string[] = [];
    for (let i = 0; i < 6; i++) drafts.push(await draft(client, dealerId));
    await client.csrf();
    const results = await Promise.all(drafts.map((id) => act(client, dealerId, id, 'publish')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await publishedCount(dealerId)).toBe(10);
    // Creating published at once races the same way.
    const more = await Promise.all([0, 1, 2].map(() => create(client, dealerId, golf({ state: 'published' }))));
    expect(more.map((r) => r.body.error_code)).toEqual(['S4', 'S4', 'S4']);
    expect(await publishedCount(dealerId)).toBe(10);
  });
});

describe('showcase and featured within the plan', () => {
  it('Free has no slots: S2 for both', async () => {
    const { dealerId, client } = await newDealer();
    const [id] = await giveListings(dealerId, 1);
    const showcase = await slot(client, 'POST', dealerId, 'showcase', id!);
    expect([showcase.statusCode, showcase.body.error_code]).toEqual([402, 'S2']);
    expect(showcase.body.error_message).toContain('vetrina');
    expect((await slot(client, 'POST', dealerId, 'featured', id!)).body.error_code).toBe('S2');
  });

  it('Base (2 showcase, 1 featured): S3 when the showcases are used up, S4 at the featured limit; releasing frees a slot', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const ids = await giveListings(dealerId, 4);
    expect((await slot(client, 'POST', dealerId, 'showcase', ids[0]!)).statusCode).toBe(200);
    // Twice is still one slot.
    const second = await slot(client, 'POST', dealerId, 'showcase', ids[1]!);
    expect(second.body.data.counters.showcase).toEqual({ used: 2, allowed: 2 });
    expect((await slot(client, 'POST', dealerId, 'showcase', ids[1]!)).statusCode).toBe(200);
    const third = await slot(client, 'POST', dealerId, 'showcase', ids[2]!);
    expect([third.statusCode, third.body.error_code]).toEqual([409, 'S3']);
    const featured = await slot(client, 'POST', dealerId, 'featured', ids[0]!);
    expect(featured.body.data.listing.featured).toBe(true);
    const featured2 = await slot(client, 'POST', dealerId, 'featured', ids[1]!);
    expect([featured2.statusCode, featured2.body.error_code]).toEqual([409, 'S4']);
    const off = await slot(client, 'DELETE', dealerId, 'showcase', ids[0]!);
    expect(off.body.data).toMatchObject({ listing: { showcase: false }, counters: { showcase: { used: 1, allowed: 2 } } });
    expect((await slot(client, 'POST', dealerId, 'showcase', ids[2]!)).statusCode).toBe(200);
  });

  it('only published listings take a slot; withdrawing releases it', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const id = await draft(client, dealerId);
    const refused = await slot(client, 'POST', dealerId, 'showcase', id);
    expect([refused.statusCode, refused.body.data.errors.showcase[0]]).toEqual([422, 'Solo un annuncio pubblicato può andare in vetrina.']);
    await act(client, dealerId, id, 'publish');
    await slot(client, 'POST', dealerId, 'showcase', id);
    const withdrawn = await act(client, dealerId, id, 'withdraw');
    expect(withdrawn.body.data.listing.showcase).toBe(false);
    expect(withdrawn.body.data.counters.showcase.used).toBe(0);
  });
});

describe('what the public sees changes at once', () => {
  it('a published listing is in search, in the count and on the home showcase; withdrawn, it is gone from all three', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'base');
    const search = `/api/listings?dealer=${dealerId}&include_no_photos=true`;
    const count = `/api/listings/count?dealer=${dealerId}&include_no_photos=true`;
    // Fill the count cache first: a stale count would show if the write did not clear it.
    expect((await t.request(count)).body.data.count).toBe(0);
    const created = await create(client, dealerId, golf({ state: 'published' }));
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.listing.uuid as string;
    // The home showcase shows listings with photos (the editor uploads them): give it the seed's drawn one.
    const seedPhotos = await t.database.db.selectFrom('listings').select(['photos', 'photo_count']).where('photo_count', '>', 0).limit(1).executeTakeFirstOrThrow();
    await t.database.db.updateTable('listings').set({ photos: JSON.stringify(seedPhotos.photos) as never, photo_count: seedPhotos.photo_count }).where('id', '=', id).execute();
    expect((await t.request(search)).body.data.items.map((l: { uuid: string }) => l.uuid)).toEqual([id]);
    expect((await t.request(count)).body.data.count).toBe(1);
    expect((await t.request(`/api/listings/${id}`)).statusCode).toBe(200);

    await slot(client, 'POST', dealerId, 'showcase', id);
    const showcased = (await t.request('/api/listings/showcased')).body.data as { uuid: string }[];
    expect(showcased.map((l) => l.uuid)).toContain(id);

    await act(client, dealerId, id, 'withdraw');
    expect((await t.request(search)).body.data.items).toEqual([]);
    expect((await t.request(count)).body.data.count).toBe(0);
    expect(((await t.request('/api/listings/showcased')).body.data as { uuid: string }[]).map((l) => l.uuid)).not.toContain(id);
    expect((await t.request(`/api/listings/${id}`)).statusCode).toBe(410);
  });

  it('a draft never shows in public', async () => {
    const { dealerId, client } = await newDealer();
    const id = await draft(client, dealerId);
    expect((await t.request(`/api/listings?dealer=${dealerId}&include_no_photos=true`)).body.data.items).toEqual([]);
    expect([404, 410]).toContain((await t.request(`/api/listings/${id}`)).statusCode);
  });
});

describe('GET /api/dealers/{d}/listings: search, filter, sort, pages, counters', () => {
  const panda = { make: 'fiat', model: 'panda', version: '1.0 FireFly Hybrid City Life', power_type: 'ibrida', gearbox_type: 'manuale',
    power_kw: 51, horsepower: 69, category: 'city-car', vin: null };

  it('finds by make, model, plate and own reference; filters by state; sorts; pages; counts the plan', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'pro');
    const a = await draft(client, dealerId, { price: 18_000, plate: 'FA111AA', reference: 'USATO-7' });
    const b = await draft(client, dealerId, { price: 25_000, plate: 'FB222BB', reference: 'USATO-8' });
    const c = await draft(client, dealerId, { ...panda, price: 9_000, plate: 'FC333CC', reference: 'PANDA_1' });
    await act(client, dealerId, b, 'publish');
    await slot(client, 'POST', dealerId, 'featured', b);
    const list = async (query: string) => {
      const res = await client.request({ method: 'GET', url: `${base(dealerId)}?${query}` });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { items: { uuid: string }[]; meta: Record<string, unknown> };
    };
    const uuids = async (query: string) => (await list(query)).items.map((l) => l.uuid);

    expect(await uuids('query=fiat')).toEqual([c]);
    expect(await uuids('query=Golf')).toEqual(expect.arrayContaining([a, b]));
    expect(await uuids('query=volkswagen%20golf')).toHaveLength(2);
    expect(await uuids('query=fb222')).toEqual([b]);
    expect(await uuids('query=usato-7')).toEqual([a]);
    // LIKE wildcards are literal: "%" and "_" find only what holds them.
    expect(await uuids('query=%25')).toEqual([]);
    expect(await uuids('query=A_1')).toEqual([c]);
    expect(await uuids('state=published')).toEqual([b]);
    expect(await uuids('state=draft&sort_by=price&sort_direction=asc')).toEqual([c, a]);
    expect(await uuids('sort_by=price&sort_direction=desc')).toEqual([b, a, c]);

    const first = await list('per_page=2&sort_by=price&sort_direction=asc');
    expect(first.items.map((l) => l.uuid)).toEqual([c, a]);
    expect(first.meta).toEqual({
      page: 1, per_page: 2, total: 3, last_page: 2,
      counters: { published: 1, in_search: 0, allowed: 200, showcase: { used: 0, allowed: 10 }, featured: { used: 1, allowed: 5 } }, // published without a photo: not in search
    });
    expect((await list('per_page=2&page=2&sort_by=price&sort_direction=asc')).items.map((l) => l.uuid)).toEqual([b]);
    const bad = await client.request({ method: 'GET', url: `${base(dealerId)}?sort_by=colore` });
    expect([bad.statusCode, bad.body.error_code]).toEqual([422, '2']);
  });

  it('Premium counts unlimited listings as allowed null', async () => {
    const { dealerId, client } = await newDealer();
    await paidPlan(dealerId, 'premium');
    const res = await client.request({ method: 'GET', url: base(dealerId) });
    expect(res.body.data.meta.counters).toMatchObject({ allowed: null, showcase: { allowed: 30 }, featured: { allowed: 15 } });
  });
});

describe('the demo stock passes the listing rules', () => {
  it('every seeded listing can be saved again as it is (the editor opens none it cannot save)', async () => {
    const rows = await t.database.db.selectFrom('listings').selectAll().execute();
    expect(rows.length).toBeGreaterThan(100);
    const failures = rows.flatMap((row) => {
      const check = checkListing({
        make: row.make_slug, model: row.model_slug, version: row.version, registration_year: row.registration_year,
        registration_month: row.registration_month, mileage: row.mileage, power_type: row.power_type,
        gearbox_type: row.gearbox_type, power_kw: row.power_kw, horsepower: row.horsepower, category: row.category,
        exterior_color: row.exterior_color, exterior_paint_type: row.exterior_paint_type, interior_color: row.interior_color,
        interior_material: row.interior_material, traction_type: row.traction_type, emission_class: row.emission_class,
        origin: row.origin, price: row.price, price_negotiable: row.price_negotiable, description: row.description,
        vin: row.vin, plate: row.plate, reference: row.reference,
      });
      return check.ok ? [] : [`${row.make_slug} ${row.model_slug} ${row.version} ${row.registration_year}: ${JSON.stringify(check.errors)}`];
    });
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
