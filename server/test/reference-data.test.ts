import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { repoRoot } from '../src/config.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

/** Slugs listed under a heading of VOCABULARY.md, read from the shared spec when it is there. */
function vocabularySlugs(heading: string): string[] | null {
  const file = path.join(repoRoot, '..', 'shared', 'spec', 'VOCABULARY.md');
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(`## ${heading}`);
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n## ', start + 1));
  return [...body.matchAll(/(?:^|·\s*)([a-z0-9-]+)(?= |$)/gm)].map((m) => m[1]!);
}

describe('vehicle lookups', () => {
  const lists = [
    ['categories', 'Categories', 9], ['power-types', 'Power types', 9], ['traction-types', 'Traction types', 3],
    ['gearbox-types', 'Gearbox types', 3], ['origins', 'Origins', 2], ['emission-classes', null, 11],
    ['exterior-colors', null, 15], ['paint-types', 'Paint types', 4], ['interior-colors', null, 7],
    ['interior-materials', 'Interior materials', 6],
  ] as const;
  for (const [segment, heading, size] of lists) {
    it(`/api/vehicles/${segment} returns { name, slug } items`, async () => {
      const res = await t.request(`/api/vehicles/${segment}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toHaveLength(size);
      for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual(['name', 'slug']);
      const expected = heading ? vocabularySlugs(heading) : null;
      if (expected?.length) expect(res.body.data.map((i: { slug: string }) => i.slug)).toEqual(expected);
    });
  }

  it('brands: the whole catalogue, names capitalised except acronyms', async () => {
    const brands = (await t.request('/api/vehicles/brands')).body.data as { name: string; slug: string }[];
    const bySlug = new Map(brands.map((b) => [b.slug, b.name]));
    const file = path.join(repoRoot, '..', 'shared', 'spec', 'VOCABULARY.md');
    const listed = fs.existsSync(file)
      ? [...fs.readFileSync(file, 'utf8').matchAll(/(?:^- |· |^)([a-z][a-z-]*):/gm)].map((m) => m[1]!) : ['fiat', 'bmw'];
    expect(listed.length).toBeGreaterThanOrEqual(40);
    for (const make of listed) expect(bySlug.has(make), make).toBe(true);
    expect(bySlug.get('bmw')).toBe('BMW');
    expect(bySlug.get('mg')).toBe('MG');
    expect(bySlug.get('alfa-romeo')).toBe('Alfa Romeo');
    expect(bySlug.get('mercedes-benz')).toBe('Mercedes-Benz');
  });

  it('models of a brand, and 404 for an unknown brand', async () => {
    const fiat = (await t.request('/api/vehicles/brands/fiat/models')).body.data.map((m: { slug: string }) => m.slug);
    expect(fiat).toEqual(expect.arrayContaining(['500', '500x', '500l', '600', 'panda', 'tipo', 'punto', 'doblo', 'ducato']));
    const res = await t.request('/api/vehicles/brands/trabant/models');
    expect(res.statusCode).toBe(404);
    expect(res.body.error_code).toBe('4');
  });

  it('/api/locations/italian-provinces: all 107 with chief-town coordinates in Italy', async () => {
    const provinces = (await t.request('/api/locations/italian-provinces')).body.data as
      { code: string; name: string; region: string; latitude: number; longitude: number }[];
    expect(provinces).toHaveLength(107);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(107);
    for (const p of provinces) {
      expect(p.latitude, p.name).toBeGreaterThan(35.4);
      expect(p.latitude, p.name).toBeLessThan(47.2);
      expect(p.longitude, p.name).toBeGreaterThan(6.5);
      expect(p.longitude, p.name).toBeLessThan(18.6);
    }
    const milano = provinces.find((p) => p.code === 'MI')!;
    expect(milano).toMatchObject({ name: 'Milano', region: 'Lombardia' });
    expect(milano.latitude).toBeCloseTo(45.46, 1);
  });
});

describe('dealers', () => {
  it('/api/dealers pages through enabled dealers only', async () => {
    const res = await t.request('/api/dealers?per_page=100');
    const enabled = await t.database.db.selectFrom('dealers').select('id').where('enabled', '=', true).execute();
    expect(res.body.data.meta.total).toBe(enabled.length);
    expect(res.body.data.items[0]).toMatchObject({ uuid: expect.any(String), name: expect.any(String), listings_count: expect.any(Number) });
    expect(res.body.data.items[0]).not.toHaveProperty('vat_number');
    expect(res.body.data.items[0]).not.toHaveProperty('email');
  });

  it('/api/dealer-list and /api/dealers/{id} hide a disabled dealer', async () => {
    const disabled = await t.database.db.selectFrom('dealers').select(['id', 'slug']).where('enabled', '=', false).executeTakeFirstOrThrow();
    const list = (await t.request('/api/dealer-list')).body.data as { uuid: string }[];
    expect(list.length).toBeGreaterThan(30);
    expect(list.some((d) => d.uuid === disabled.id)).toBe(false);
    expect((await t.request(`/api/dealers/${disabled.id}`)).statusCode).toBe(404);
    const visible = list[0]!;
    const bySlug = await t.request(`/api/dealers/${(await t.request(`/api/dealers/${visible.uuid}`)).body.data.slug}`);
    expect(bySlug.body.data.uuid).toBe(visible.uuid);
  });
});

describe('platform', () => {
  it('/api/subscription-plans: the plans of DECISIONS.md', async () => {
    const plans = (await t.request('/api/subscription-plans')).body.data as any[];
    const byTier = Object.fromEntries(plans.map((p) => [p.tier, p]));
    expect(byTier.Free).toMatchObject({ price: 0, limits: { active_listings: 10, showcase_slots: 0, featured_slots: 0, reports_per_month: 0 } });
    expect(byTier.Trial).toMatchObject({ price: 0, trial_days: 30, is_trial: true, limits: { active_listings: 200, showcase_slots: 10, featured_slots: 5, reports_per_month: 25 } });
    expect(byTier.Base).toMatchObject({ price: 49, limits: { active_listings: 50, showcase_slots: 2, featured_slots: 1, reports_per_month: 5 } });
    expect(byTier.Pro).toMatchObject({ price: 149, limits: { active_listings: 200, showcase_slots: 10, featured_slots: 5, reports_per_month: 25 } });
    expect(byTier.Premium).toMatchObject({ price: 349, limits: { active_listings: null, showcase_slots: 30, featured_slots: 15, reports_per_month: 100 } });
  });

  it('/api/carfax-packages: the report packs of DECISIONS.md at the checkout\'s prices, for anyone', async () => {
    expect((await t.request('/api/carfax-packages')).body.data).toEqual([
      { code: 'carfax-10', name: '10 report Carfax', reports: 10, price_cents: 4900, per_report_cents: 490, validity_months: 12 },
      { code: 'carfax-50', name: '50 report Carfax', reports: 50, price_cents: 19900, per_report_cents: 398, validity_months: 12 },
    ]);
  });

  it('/api/counters agrees with what search shows: the total of a search without filters', async () => {
    const counters = (await t.request('/api/counters')).body.data;
    const all = (await t.request('/api/listings/count')).body.data.count;
    expect(counters.listings).toBe(all);
    expect((await t.request('/api/listings')).body.data.meta.total).toBe(all);
    // The seed has listings without photos: a search hides them unless asked, and so does the counter.
    expect((await t.request('/api/listings/count?include_no_photos=true')).body.data.count).toBeGreaterThan(all);
    expect(counters.dealers).toBe((await t.request('/api/dealer-list')).body.data.length);
    expect(counters.brands).toBe((await t.request('/api/vehicles/brands')).body.data.length);
  });
});
