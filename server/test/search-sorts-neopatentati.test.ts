/**
 * Sort by distance from the searched place (nearest first, cars without a
 * position last, each card saying how far), sort by mileage both ways, and the "Adatta ai
 * neopatentati" filter (≤ 105 kW and ≤ 75 kW per tonne of the model's tara), the same for the
 * checkbox (`neopatentati=true`) and the natural-language search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { CURB_WEIGHTS_KG } from '../src/catalog/curb-weights.js';

let t: TestApp;
interface Item { uuid: string; mileage: number; power_kw: number; make: { slug: string }; model: { slug: string }; distance_m?: number | null; created_at: string }
interface Page { items: Item[]; meta: { page: number; total: number; last_page: number } }

const MILANO = { lat: 45.4642, lng: 9.19 };
/** A dealer not yet placed (a new dealer before geocoding): its cars have no position. */
let unplacedDealer: string;
let unplacedListings: Set<string>;
/** Where each public listing is: its own position, else its dealer's (what the API measures from). */
let positions: Map<string, { lat: number; lng: number } | null>;

async function search(query: string): Promise<Page> {
  const res = await t.request(`/api/listings?${query}`);
  expect(res.statusCode, `${query}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.data as Page;
}

/** Every page of a search, in order. */
async function walk(query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const data = await search(`${query}&per_page=50&page=${page}`);
    items.push(...data.items);
    if (page >= data.meta.last_page) return items;
  }
}

const haversine = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The dealer with the fewest public listings loses its coordinates, as do its listings.
  const publicItems = await walk('sort_by=price&sort_direction=asc');
  const rows = await db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select(['l.id', 'l.dealer_id', 'l.latitude', 'l.longitude', 'd.latitude as dlat', 'd.longitude as dlng'])
    .where('l.id', 'in', publicItems.map((i) => i.uuid)).execute();
  const perDealer = new Map<string, number>();
  for (const r of rows) perDealer.set(r.dealer_id, (perDealer.get(r.dealer_id) ?? 0) + 1);
  unplacedDealer = [...perDealer.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  await db.updateTable('dealers').set({ latitude: null, longitude: null }).where('id', '=', unplacedDealer).execute();
  await db.updateTable('listings').set({ latitude: null, longitude: null }).where('dealer_id', '=', unplacedDealer).execute();
  unplacedListings = new Set(rows.filter((r) => r.dealer_id === unplacedDealer).map((r) => r.id));
  positions = new Map(rows.map((r) => [r.id, r.dealer_id === unplacedDealer ? null
    : { lat: (r.latitude ?? r.dlat)!, lng: (r.longitude ?? r.dlng)! }]));
});
afterAll(async () => { await t?.close(); });

describe('sort by distance', () => {
  it('nearest first from the searched place, each card with its distance, cars without a position last', async () => {
    const items = await walk(`latitude=${MILANO.lat}&longitude=${MILANO.lng}&sort_by=distance&sort_direction=asc`);
    expect(items.length).toBe(positions.size);
    expect(new Set(items.map((i) => i.uuid)).size, 'no listing twice across pages (stable tie-breaker)').toBe(items.length);
    expect(unplacedListings.size).toBeGreaterThan(0);
    const placed = items.slice(0, items.length - unplacedListings.size);
    const last = items.slice(items.length - unplacedListings.size);
    expect(last.every((i) => unplacedListings.has(i.uuid) && i.distance_m === null)).toBe(true);
    let previous = -1;
    for (const item of placed) {
      const expected = haversine(MILANO, positions.get(item.uuid)!);
      expect(item.distance_m, item.uuid).toBeTypeOf('number');
      expect(Math.abs(item.distance_m! - expected), `${item.uuid} distance`).toBeLessThan(2);
      expect(item.distance_m!).toBeGreaterThanOrEqual(previous);
      previous = item.distance_m!;
    }
    // Milano's own cars come before Roma's.
    expect(placed[0]!.distance_m!).toBeLessThan(placed.at(-1)!.distance_m!);
  });

  it('the default direction is nearest first, and works with a radius', async () => {
    const near = await search(`latitude=${MILANO.lat}&longitude=${MILANO.lng}&radius=400000&sort_by=distance&per_page=50`);
    expect(near.items.length).toBeGreaterThan(1);
    const distances = near.items.map((i) => i.distance_m!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(400_000);
  });

  it('without a place, a search has no distance on its cards and refuses the distance sort (422, Italian)', async () => {
    const plain = await search('per_page=5');
    expect(plain.items[0]).not.toHaveProperty('distance_m');
    const res = await t.request('/api/listings?sort_by=distance');
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.data.errors.sort_by[0]).toMatch(/ordinare per distanza indica una località/);
  });
});

describe('sort by mileage', () => {
  for (const direction of ['asc', 'desc'] as const) {
    it(`sort_by=mileage&sort_direction=${direction}: every page in order, each listing once`, async () => {
      const items = await walk(`sort_by=mileage&sort_direction=${direction}`);
      expect(items.length).toBe(positions.size);
      expect(new Set(items.map((i) => i.uuid)).size).toBe(items.length);
      const km = items.map((i) => i.mileage);
      expect(km).toEqual([...km].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      expect(km[0]).not.toBe(km.at(-1));
    });
  }
});

describe('neopatentati=true: at most 105 kW and 75 kW per tonne', () => {
  let strong: string;
  let lightAndQuick: string;
  let small: string;

  beforeAll(async () => {
    const db = t.database.db;
    const [a, b, c] = (await search('sort_by=price&sort_direction=asc&per_page=3')).items;
    strong = a!.uuid;
    lightAndQuick = b!.uuid;
    small = c!.uuid;
    // A 110 kW Golf: over the kW cap.
    await db.updateTable('listings').set({ make_slug: 'volkswagen', model_slug: 'golf', power_kw: 110, horsepower: 150 }).where('id', '=', strong).execute();
    // An Abarth 500 of 99 kW (1035 kg): under 105 kW but about 96 kW/t.
    await db.updateTable('listings').set({ make_slug: 'abarth', model_slug: '500', power_kw: 99, horsepower: 135 }).where('id', '=', lightAndQuick).execute();
    // A 51 kW Panda (940 kg, 54 kW/t): within both limits.
    await db.updateTable('listings').set({ make_slug: 'fiat', model_slug: 'panda', power_kw: 51, horsepower: 69 }).where('id', '=', small).execute();
  });

  it('leaves out the 110 kW car and the light car over the kW/t limit, keeps the small one', async () => {
    const everything = new Set((await walk('sort_by=price')).map((i) => i.uuid));
    for (const id of [strong, lightAndQuick, small]) expect(everything.has(id)).toBe(true);

    const items = await walk('neopatentati=true&sort_by=price');
    const ids = new Set(items.map((i) => i.uuid));
    expect(ids.has(strong)).toBe(false);
    expect(ids.has(lightAndQuick)).toBe(false);
    expect(ids.has(small)).toBe(true);
    // Every result within both limits (the model's weight from the catalogue), and every such car found.
    const fits = (i: Item) => {
      const kg = CURB_WEIGHTS_KG[`${i.make.slug}/${i.model.slug}`];
      return i.power_kw <= 105 && (kg === undefined || (i.power_kw * 1000) / kg <= 75);
    };
    expect(items.every(fits)).toBe(true);
    const all = await walk('sort_by=price');
    expect(items.length).toBe(all.filter(fits).length);
    expect(items.length).toBeLessThan(all.length);
    expect((await t.request('/api/listings/count?neopatentati=true')).body.data.count).toBe(items.length);
  });

  it('the natural-language search sets the same filter and finds the same cars', async () => {
    const res = await t.request(`/api/listings/ai-search?query=${encodeURIComponent('auto per neopatentati')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.filters).toEqual({ neopatentati: 'true' });
    expect(res.body.data.understood).toEqual([{ key: 'neopatentati', value: 'true', label: 'Adatta ai neopatentati' }]);
    expect(res.body.data.listings.meta.total).toBe((await search('neopatentati=true')).meta.total);
  });

  it('refuses a value that is not a flag (422, the field named in Italian)', async () => {
    const res = await t.request('/api/listings?neopatentati=forse');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.body.data.errors)).toMatch(/neopatentati/);
  });
});
