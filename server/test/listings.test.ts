import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
interface Row {
  id: string; make_slug: string; model_slug: string; version: string; category: string; power_type: string;
  gearbox_type: string; traction_type: string; emission_class: string | null; exterior_color: string;
  exterior_paint_type: string; interior_color: string; interior_material: string; origin: string; mileage: number;
  registration_year: number; power_kw: number; horsepower: number; price: number; price_negotiable: boolean;
  photo_count: number; carfax_report_id: string | null; latitude: number; longitude: number; featured: boolean;
  showcase: boolean; status: string; dealer_id: string; dealer_slug: string; dealer_enabled: boolean; created_at: Date;
}
let all: Row[];
let publicRows: Row[];

beforeAll(async () => {
  t = await createTestApp();
  all = await t.database.db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .selectAll('l').select(['d.slug as dealer_slug', 'd.enabled as dealer_enabled']).execute() as unknown as Row[];
  // What a buyer may see by default: enabled listing, enabled dealer, with photos.
  publicRows = all.filter((r) => r.status === 'enabled' && r.dealer_enabled && r.photo_count > 0);
});
afterAll(async () => { await t?.close(); });

async function search(query: string) {
  const res = await t.request(`/api/listings?${query}`);
  expect(res.statusCode, `${query}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.data as { items: any[]; meta: { page: number; per_page: number; total: number; last_page: number } };
}

/** The API's total must equal what a plain filter over every row says, and each item must match. */
async function expectFilter(query: string, predicate: (row: Row) => boolean, base = publicRows) {
  const expected = base.filter(predicate);
  const data = await search(`${query}&per_page=50`);
  expect(data.meta.total, query).toBe(expected.length);
  const ids = new Set(expected.map((r) => r.id));
  for (const item of data.items) expect(ids.has(item.uuid), `${query} returned ${item.uuid}`).toBe(true);
  return expected.length;
}

describe('GET /api/listings visibility', () => {
  it('the fixture has the cases the rules are about', () => {
    expect(all.some((r) => r.status === 'disabled')).toBe(true);
    expect(all.some((r) => !r.dealer_enabled)).toBe(true);
    expect(all.some((r) => r.photo_count === 0)).toBe(true);
  });

  it('shows only enabled listings of enabled dealers, with photos unless asked otherwise', async () => {
    const data = await search('');
    expect(data.meta.total).toBe(publicRows.length);
    await expectFilter('include_no_photos=true', () => true,
      all.filter((r) => r.status === 'enabled' && r.dealer_enabled));
  });
});

describe('every filter of SPEC §7', () => {
  const sample = () => publicRows[17]!;

  it('brand and model', async () => {
    const { make_slug, model_slug } = sample();
    expect(await expectFilter(`brand=${make_slug}`, (r) => r.make_slug === make_slug)).toBeGreaterThan(0);
    expect(await expectFilter(`brand=${make_slug}&model=${model_slug}`, (r) => r.make_slug === make_slug && r.model_slug === model_slug)).toBeGreaterThan(0);
  });

  it('version: case-insensitive part of the trim', async () => {
    const word = sample().version.split(' ').find((w) => w.length > 2) ?? sample().version;
    expect(await expectFilter(`version=${encodeURIComponent(word.toUpperCase())}`,
      (r) => r.version.toLowerCase().includes(word.toLowerCase()))).toBeGreaterThan(0);
  });

  const multi = [
    ['category', 'category', ['suv', 'city-car']],
    ['power_type', 'power_type', ['diesel', 'elettrica']],
    ['gearbox_type', 'gearbox_type', ['automatico']],
    ['traction_type', 'traction_type', ['integrale', 'posteriore']],
    ['emission_class', 'emission_class', ['euro-6d', 'euro-6e']],
    ['exterior_color', 'exterior_color', ['rosso', 'blu']],
    ['exterior_paint_type', 'exterior_paint_type', ['perlata']],
    ['interior_color', 'interior_color', ['beige']],
    ['interior_material', 'interior_material', ['pelle', 'alcantara']],
    ['origin', 'origin', ['estera']],
  ] as const;
  for (const [key, column, values] of multi) {
    it(`${key}[] matches any of its values`, async () => {
      const query = values.map((v) => `${key}[]=${v}`).join('&');
      const n = await expectFilter(query, (r) => (values as readonly string[]).includes(r[column] as string));
      expect(n, `fixture has no ${key} ${values.join(',')}`).toBeGreaterThan(0);
      // A repeated key without brackets means the same.
      const plain = values.map((v) => `${key}=${v}`).join('&');
      expect((await search(plain)).meta.total).toBe(n);
    });
  }

  it('dealer[] by uuid or slug', async () => {
    const { dealer_id, dealer_slug } = sample();
    const n = await expectFilter(`dealer[]=${dealer_id}`, (r) => r.dealer_id === dealer_id);
    expect(n).toBeGreaterThan(0);
    expect((await search(`dealer[]=${dealer_slug}`)).meta.total).toBe(n);
  });

  it('flags: price_negotiable and exclude_no_carfax', async () => {
    expect(await expectFilter('price_negotiable=true', (r) => r.price_negotiable)).toBeGreaterThan(0);
    expect(await expectFilter('price_negotiable=1', (r) => r.price_negotiable)).toBeGreaterThan(0);
    expect(await expectFilter('exclude_no_carfax=true', (r) => r.carfax_report_id !== null)).toBeGreaterThan(0);
    expect(await expectFilter('exclude_no_carfax=false', () => true)).toBe(publicRows.length);
  });

  const ranges = [
    ['price', 'price'], ['mileage', 'mileage'], ['registration_year', 'registration_year'],
    ['power', 'power_kw'], ['horsepower', 'horsepower'],
  ] as const;
  for (const [key, column] of ranges) {
    it(`${key}_min/${key}_max are inclusive`, async () => {
      const value = sample()[column];
      // Exactly one value: both bounds equal to an existing value must include it.
      const n = await expectFilter(`${key}_min=${value}&${key}_max=${value}`, (r) => r[column] === value);
      expect(n).toBeGreaterThan(0);
      await expectFilter(`${key}_min=${value}`, (r) => r[column] >= value);
      await expectFilter(`${key}_max=${value}`, (r) => r[column] <= value);
    });
  }

  it('a min above the max is an honest empty result', async () => {
    expect((await search('price_min=30000&price_max=10000')).meta.total).toBe(0);
  });

  it('radius in metres around latitude/longitude (Milano, 30 km)', async () => {
    const [lat, lng, radius] = [45.4642, 9.19, 30_000];
    const haversine = (r: Row) => {
      const rad = (d: number) => (d * Math.PI) / 180;
      const a = Math.sin(rad(r.latitude - lat) / 2) ** 2 +
        Math.cos(rad(lat)) * Math.cos(rad(r.latitude)) * Math.sin(rad(r.longitude - lng) / 2) ** 2;
      return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
    };
    const near = await expectFilter(`latitude=${lat}&longitude=${lng}&radius=${radius}`, (r) => haversine(r) <= radius);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(publicRows.length);
    const wide = await expectFilter(`latitude=${lat}&longitude=${lng}&radius=400000`, (r) => haversine(r) <= 400_000);
    expect(wide).toBeGreaterThan(near);
  });

  it('combines filters with AND', async () => {
    await expectFilter('power_type[]=diesel&price_max=20000&registration_year_min=2018',
      (r) => r.power_type === 'diesel' && r.price <= 20000 && r.registration_year >= 2018);
  });

  it('unknown slugs give an empty result, not an error', async () => {
    expect((await search('brand=trabant')).meta.total).toBe(0);
  });
});

describe('sorting and pagination', () => {
  const sorts = [
    ['sort_by=price&sort_direction=asc', (a: any, b: any) => a.price - b.price],
    ['sort_by=price&sort_direction=desc', (a: any, b: any) => b.price - a.price],
    ['sort_by=year&sort_direction=asc', (a: any, b: any) => a.registration_year - b.registration_year],
    ['sort_by=year&sort_direction=desc', (a: any, b: any) => b.registration_year - a.registration_year],
    ['sort_by=created_at&sort_direction=desc', (a: any, b: any) => Date.parse(b.created_at) - Date.parse(a.created_at)],
    ['sort_by=created_at&sort_direction=asc', (a: any, b: any) => Date.parse(a.created_at) - Date.parse(b.created_at)],
  ] as const;
  for (const [query, compare] of sorts) {
    it(query, async () => {
      const items = (await search(`${query}&per_page=50`)).items;
      for (let i = 1; i < items.length; i++) expect(compare(items[i - 1], items[i]), `${query} at ${i}`).toBeLessThanOrEqual(0);
    });
  }

  it('most relevant puts featured listings first', async () => {
    const featured = publicRows.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThan(0);
    const data = await search('per_page=50');
    const lastPage = await search(`per_page=50&page=${data.meta.last_page}`);
    expect(featured).toBeLessThan(publicRows.length);
    expect(data.items[0].featured).toBe(true);
    expect(lastPage.items.at(-1).featured).toBe(false);
    // Walking all pages in relevance order: never a featured listing after a plain one.
    let seenPlain = false;
    for (let page = 1; page <= data.meta.last_page; page++) {
      for (const item of (await search(`per_page=50&page=${page}`)).items) {
        if (!item.featured) seenPlain = true;
        else expect(seenPlain, `featured ${item.uuid} after a plain listing`).toBe(false);
      }
    }
  });

  it('pages of 10 by default, page as a string, meta consistent, no overlap', async () => {
    const first = await search('page=1');
    const second = await search('page=2');
    expect(first.items).toHaveLength(10);
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: publicRows.length, last_page: Math.ceil(publicRows.length / 10), total_capped: false });
    expect(second.meta.page).toBe(2);
    const overlap = second.items.filter((i) => first.items.some((f) => f.uuid === i.uuid));
    expect(overlap).toEqual([]);
    const beyond = await search(`page=${first.meta.last_page + 1}`);
    expect(beyond.items).toEqual([]);
  });

  it('walking every page yields every listing exactly once', async () => {
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const data = await search(`page=${page}&per_page=50&sort_by=price&sort_direction=asc`);
      for (const item of data.items) seen.add(item.uuid);
      if (page >= data.meta.last_page) break;
    }
    expect(seen.size).toBe(publicRows.length);
  });
});

describe('other listing reads', () => {
  it('/api/listings/count agrees with the search total for the same filters', async () => {
    const query = 'power_type[]=benzina&price_max=25000';
    const count = await t.request(`/api/listings/count?${query}`);
    expect(count.body.data.count).toBe((await search(query)).meta.total);
  });

  it('/api/listings/showcased lists public showcase listings only', async () => {
    const res = await t.request('/api/listings/showcased');
    expect(res.body.data.length).toBeGreaterThan(0);
    const showcase = new Set(publicRows.filter((r) => r.showcase).map((r) => r.id));
    for (const item of res.body.data) expect(showcase.has(item.uuid)).toBe(true);
  });

  it('the "latest" query of the home page: price_min=20000 newest first', async () => {
    const data = await search('price_min=20000&sort_by=created_at&sort_direction=desc');
    expect(data.items.every((i) => i.price >= 20000)).toBe(true);
    const newest = publicRows.filter((r) => r.price >= 20000)
      .sort((a, b) => +new Date(b.created_at) - +new Date(a.created_at))[0]!;
    expect(data.items[0].uuid).toBe(newest.id);
  });

  it('a listing by id: detail with names, dealer and canonical address', async () => {
    const row = publicRows[3]!;
    const res = await t.request(`/api/listings/${row.id}`);
    expect(res.statusCode).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({ uuid: row.id, price: row.price, mileage: row.mileage, horsepower: row.horsepower });
    expect(item.make).toEqual({ slug: row.make_slug, name: expect.any(String) });
    expect(item.dealer.address).toEqual(expect.any(String));
    expect(item.description.length).toBeGreaterThan(40);
    expect(item.url).toMatch(new RegExp(`^/annunci/[a-z0-9-]+/${row.make_slug}/${row.model_slug}/${row.dealer_slug}/${row.id}$`));
    expect(item.photos[0].url).toMatch(/^\/media\/vehicles\//);
  });

  it('a disabled listing is gone (410), an unknown one is not found (404)', async () => {
    const disabled = all.find((r) => r.status === 'disabled')!;
    const gone = await t.request(`/api/listings/${disabled.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body.error_code).toBe('9');
    const hidden = all.find((r) => !r.dealer_enabled && r.status === 'enabled')!;
    expect((await t.request(`/api/listings/${hidden.id}`)).statusCode).toBe(410);
    const missing = await t.request('/api/listings/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error_message).toBe('Annuncio non trovato.');
  });

  it('listing photos render as images', async () => {
    const item = (await search('per_page=1')).items[0];
    const res = await t.app.inject({ method: 'GET', url: item.photos[0].url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/media/vehicles/suv/rosso/99.svg' })).statusCode).toBe(404);
  });
});

describe('counting at scale', () => {
  it('stops counting at the cap and says the total is "more than"', async () => {
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/nonexistent' }), logger: false, countCap: 100 });
    const broad = (await app.inject('/api/listings')).json().data;
    expect(broad.meta).toMatchObject({ total: 100, total_capped: true, last_page: 10 });
    expect((await app.inject('/api/listings/count')).json().data).toEqual({ count: 100, capped: true });
    const narrow = publicRows.filter((r) => r.make_slug === 'fiat').length;
    expect(narrow).toBeLessThan(100);
    expect((await app.inject('/api/listings?brand=fiat')).json().data.meta).toMatchObject({ total: narrow, total_capped: false });
    await app.close();
  });
});

describe('numbers the columns cannot hold are refused by the schema (422 code 2, Italian, per field)', () => {
  // price, mileage, power and horsepower are integer columns; every bound is finite.
  const WHOLE = ['price_min', 'price_max', 'mileage_min', 'mileage_max', 'power_min', 'power_max', 'horsepower_min', 'horsepower_max',
    'registration_year_min', 'registration_year_max'];
  const BAD = ['1.5', '1e400', '-1', 'NaN', 'Infinity', '-Infinity', '1e20'];

  for (const path of ['/api/listings', '/api/listings/count']) {
    it(`${path}: ${BAD.join(', ')} on every whole-number filter`, async () => {
      for (const key of WHOLE) {
        for (const value of BAD) {
          const res = await t.request(`${path}?${key}=${encodeURIComponent(value)}`);
          const what = `${key}=${value}: ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.statusCode, what).toBe(422);
          expect(res.body.error_code, what).toBe('2');
          expect(res.body.data?.errors?.[key]?.[0], what).toMatch(/^Il campo .+ (deve|numero)/);
        }
        expect((await t.request(`${path}?${key}=1.5`)).body.data.errors[key][0]).toContain('numero intero');
      }
    });
  }

  it('a whole number in range still filters', async () => {
    const { items } = await search('price_max=15000&per_page=100');
    expect(items.every((l) => l.price <= 15000)).toBe(true);
  });
});
