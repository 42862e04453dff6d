import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vatCheckDigit } from '@automercato/validation';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { newDealer } from './support/dealers.js';
import { placeUntriedDealers } from '../src/geo/dealer-place.js';

/**
 * A dealer's address is placed on the map offline (server/src/geo) at sign-up, on every
 * address change (the dealer's settings, an admin's correction) and at start for dealers never
 * placed; its listings follow it, so a "Dove" + "Raggio" search finds a new dealer's cars.
 */
// Each test signs up one owner or more (a scrypt hash each): slow on a busy two-core machine.
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const STRONG = 'Officina#Blu2026';
let counter = 0;
function newVat(): string {
  const first10 = `08${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
  return first10 + vatCheckDigit(first10);
}

// The "Dove" field places a city at its province's chief town (GET /api/locations/italian-provinces).
const TORINO = { latitude: 45.0703, longitude: 7.6869 };
const MODENA = { latitude: 44.6471, longitude: 10.9252 };
const MILANO = { latitude: 45.4642, longitude: 9.19 };

const dealerRow = (id: string) => t.database.db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Signs up "Corso Francia 120, 10143 Torino TO" through the form's call; the owner confirmed and the VAT reviewed. */
async function signUpInTorino(): Promise<{ dealerId: string; slug: string; client: TestClient }> {
  const n = counter++;
  const client = t.client();
  const res = await client.request({
    method: 'POST', url: '/api/register-dealer', payload: {
      company_name: `Autosalone Francia ${n} S.r.l.`, vat: newVat(), address: 'Corso Francia 120', city: 'Torino',
      province_code: 'TO', postal_code: '10143', phone: '+39 011 123 4567', company_email: `info${n}@francia.example`,
      name: 'Andrea', surname: 'Rossi', email: `andrea.rossi.geo${n}@example.it`, password: STRONG, password_confirmation: STRONG, terms: true,
    },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  const { uuid: dealerId, slug } = res.body.data.dealer as { uuid: string; slug: string };
  // What the e-mail link and the admin's review do (tested in dealer-signup and vat-review).
  await t.database.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', `andrea.rossi.geo${n}@example.it`).execute();
  await t.database.db.updateTable('dealers').set({ verified_at: new Date(), vat_confirmation: 'confirmed' }).where('id', '=', dealerId).execute();
  return { dealerId, slug, client };
}

/** A published Golf with a photo, through the dealer's own calls (it takes the dealer's place). */
async function publishListing(client: TestClient, dealerId: string): Promise<string> {
  const created = await client.request({
    method: 'POST', url: `/api/dealers/${dealerId}/listings`, payload: {
      make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', registration_year: 2021, registration_month: 4,
      mileage: 58_000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
      exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
      traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 22_900, price_negotiable: true,
      description: 'Unico proprietario, tagliandi in concessionaria.', vin: null, plate: null, reference: null,
    },
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.listing.uuid as string;
  // A photo (search hides listings without one); the upload itself is listing-photos' test.
  await t.database.db.updateTable('listings').set({
    photos: JSON.stringify([{ id: 'p1', url: '/media/x.webp', alt: 'Golf', width: 640, height: 480, variants: [] }]) as never, photo_count: 1,
  }).where('id', '=', id).execute();
  const published = await client.request({ method: 'POST', url: `/api/dealers/${dealerId}/listings/${id}/publish` });
  expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
  return id;
}

/** The listings of one dealer a buyer finds within `km` of a point (the "Dove" + "Raggio" search). */
async function foundNear(slug: string, point: { latitude: number; longitude: number }, km: number): Promise<string[]> {
  const res = await t.request(`/api/listings?dealer=${slug}&latitude=${point.latitude}&longitude=${point.longitude}&radius=${km * 1000}`);
  expect(res.statusCode).toBe(200);
  return res.body.data.items.map((item: { uuid: string }) => item.uuid);
}

const saveSettings = (client: TestClient, dealerId: string, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url: `/api/dealers/${dealerId}/settings`, payload });

describe('a new dealer is placed from its address', () => {
  it('sign-up with "Corso Francia 120, 10143 Torino TO" gives coordinates, and its car is found within 20 km of Torino', async () => {
    const { dealerId, slug, client } = await signUpInTorino();
    const dealer = await dealerRow(dealerId);
    expect(dealer).toMatchObject({ geocode_status: 'placed', geocode_precision: 'postal_code', geocode_comune: 'Torino' });
    expect(dealer.latitude).toBeCloseTo(45.07, 1);
    expect(dealer.longitude).toBeCloseTo(7.68, 1);

    const settings = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/settings` });
    expect(settings.body.data).toMatchObject({ geocode_status: 'placed', geocode_comune: 'Torino' });

    const listingId = await publishListing(client, dealerId);
    expect(await foundNear(slug, TORINO, 20)).toEqual([listingId]);
    expect(await foundNear(slug, MILANO, 50)).toEqual([]);
    const detail = await t.request(`/api/listings/${listingId}`);
    expect(detail.body.data.dealer.latitude).toBeCloseTo(45.07, 1);
  });

  it('a change of address in the settings places the dealer again and moves its listings', async () => {
    const { dealerId, slug, client } = await signUpInTorino();
    const listingId = await publishListing(client, dealerId);
    const res = await saveSettings(client, dealerId, { address: 'Via Emilia Est 20', city: 'modena', postal_code: '41121', province_code: 'MO' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ geocode_status: 'placed', geocode_comune: 'Modena', city: 'modena' });
    expect(res.body.data.latitude).toBeCloseTo(44.65, 1);
    expect(await foundNear(slug, MODENA, 10)).toEqual([listingId]);
    expect(await foundNear(slug, TORINO, 50)).toEqual([]);

    // Other settings leave the place alone.
    const hours = await saveSettings(client, dealerId, { auto_approve_carfax_requests: true });
    expect(hours.body.data).toMatchObject({ geocode_status: 'placed', geocode_comune: 'Modena' });
  });

  it('an address no comune matches is saved, flagged not_found, and the cars leave distance search only', async () => {
    const { dealerId, slug, client } = await signUpInTorino();
    const listingId = await publishListing(client, dealerId);
    const res = await saveSettings(client, dealerId, { city: 'Paperopoli', postal_code: '00000' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ geocode_status: 'not_found', geocode_comune: null, latitude: null, longitude: null, city: 'Paperopoli' });
    expect(await foundNear(slug, TORINO, 400)).toEqual([]);
    // Everywhere else the car is still there.
    const all = await t.request(`/api/listings?dealer=${slug}`);
    expect(all.body.data.items.map((i: { uuid: string }) => i.uuid)).toEqual([listingId]);
    expect((await t.request(`/api/listings/${listingId}`)).statusCode).toBe(200);

    // Put right, it is placed again.
    const fixed = await saveSettings(client, dealerId, { city: 'Reggio Emilia', postal_code: null, province_code: 'RE' });
    expect(fixed.body.data).toMatchObject({ geocode_status: 'placed', geocode_comune: "Reggio nell'Emilia" });
  });

  it('only the dealer\'s own people read the place (settings refuse others)', async () => {
    const { dealerId } = await signUpInTorino();
    const stranger = await newDealer(t);
    expect((await stranger.client.request({ method: 'GET', url: `/api/dealers/${dealerId}/settings` })).statusCode).toBe(403);
    expect((await saveSettings(stranger.client, dealerId, { city: 'Modena' })).statusCode).toBe(403);
    expect((await t.client().request({ method: 'GET', url: `/api/dealers/${dealerId}/settings` })).statusCode).toBe(401);
    expect((await dealerRow(dealerId)).city).toBe('Torino');
  });
});

describe('an admin\'s correction and the start-up step', () => {
  it('an admin who changes the address places the dealer again', async () => {
    const { dealerId } = await signUpInTorino();
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const res = await admin.request({ method: 'PUT', url: `/api/admin/dealers/${dealerId}`, payload: { city: 'Bologna', postal_code: '40121', province_code: 'BO' } });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const dealer = await dealerRow(dealerId);
    expect(dealer).toMatchObject({ geocode_status: 'placed', geocode_comune: 'Bologna' });
    expect(dealer.latitude).toBeCloseTo(44.49, 1);
  });

  it('places the dealers never tried and their listings; those that came with a point keep it', async () => {
    const untried = await newDealer(t, { dealer: { address: 'Via Roma 1', city: 'Padova', province_code: 'PD', postal_code: '35121' } });
    const given = await newDealer(t, { dealer: { city: 'Verona', province_code: 'VR', latitude: 45.41, longitude: 10.98 } });
    await t.database.db.insertInto('listings').values({
      dealer_id: untried.dealerId, state: 'published', make_slug: 'volkswagen', model_slug: 'golf', version: 'Golf', category: 'berlina',
      power_type: 'diesel', gearbox_type: 'manuale', traction_type: 'anteriore', exterior_color: 'nero', exterior_paint_type: 'metallizzata',
      interior_color: 'nero', interior_material: 'tessuto', origin: 'italiana', mileage: 1000, registration_year: 2020, registration_month: 1,
      power_kw: 85, horsepower: 116, price: 15000, city: 'Padova',
    } as never).execute();
    expect(await placeUntriedDealers(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await dealerRow(untried.dealerId)).toMatchObject({ geocode_status: 'placed', geocode_comune: 'Padova', geocode_precision: 'postal_code' });
    expect(await dealerRow(given.dealerId)).toMatchObject({ geocode_status: 'placed', geocode_precision: 'given', latitude: 45.41 });
    const listing = await t.database.db.selectFrom('listings').select(['latitude', 'longitude']).where('dealer_id', '=', untried.dealerId).executeTakeFirstOrThrow();
    expect(listing.latitude).toBeCloseTo(45.41, 1);
    // Nothing left: a second start does nothing.
    expect(await placeUntriedDealers(t.database.db)).toBe(0);
  });
});

describe('GET /api/locations/italy-map.svg', () => {
  it('draws Italy with a pin where the point is, offline; a point outside Italy is refused in Italian', async () => {
    const torino = await t.request('/api/locations/italy-map.svg?latitude=45.07&longitude=7.68&label=Torino%20(TO)');
    expect(torino.statusCode).toBe(200);
    expect(torino.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = torino.payload;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 240"/);
    expect(svg).toContain('<title>Posizione: Torino (TO)</title>');
    // Torino is in the north-west of the drawing, Palermo in the south.
    const pin = (body: string) => body.match(/translate\(([\d.]+) ([\d.]+)\)/)!.slice(1).map(Number) as [number, number];
    const [tx, ty] = pin(svg);
    const [px, py] = pin((await t.request('/api/locations/italy-map.svg?latitude=38.12&longitude=13.36')).payload);
    expect(tx).toBeLessThan(60);
    expect(ty).toBeLessThan(60);
    expect(px).toBeGreaterThan(tx);
    expect(py).toBeGreaterThan(180);

    const paris = await t.request('/api/locations/italy-map.svg?latitude=48.85&longitude=2.35');
    expect(paris.statusCode).toBe(422);
    expect(paris.body.error_code).toBe('2');
  });
});
