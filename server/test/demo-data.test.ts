import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidItalianVat } from '@automercato/validation';
import { createTestApp, type TestApp } from './support/test-app.js';
import { kwRange, makes } from '../src/catalog/vehicles.js';
import { plans } from '../src/catalog/prices.js';
import { emissionClassFor } from '../src/seed/listing-factory.js';
import { FIXTURE_LISTINGS } from './support/fixture.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('demo data is a believable Italian marketplace', () => {
  it('has the requested number of listings and about forty dealers with valid VAT numbers', async () => {
    const listings = await t.database.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(listings.n)).toBe(FIXTURE_LISTINGS);
    const dealers = await t.database.db.selectFrom('dealers').selectAll().execute();
    expect(dealers.length).toBeGreaterThanOrEqual(38);
    for (const d of dealers) {
      expect(isValidItalianVat(d.vat_number), d.name).toBe(true);
      expect(d.latitude).not.toBeNull();
    }
    expect(new Set(dealers.map((d) => d.city)).size).toBeGreaterThanOrEqual(15);
  });

  it('listing attributes agree with each other', async () => {
    const rows = await t.database.db.selectFrom('listings').selectAll().execute();
    const spec = new Map(makes.flatMap((m) => m.models.map((model) => [`${m.slug}/${model.slug}`, model])));
    for (const r of rows) {
      const model = spec.get(`${r.make_slug}/${r.model_slug}`)!;
      expect(model, `${r.make_slug}/${r.model_slug}`).toBeDefined();
      expect(model.fuels).toContain(r.power_type);
      const [kwMin, kwMax] = kwRange(model, r.power_type as never);
      // Each listing is one of the model's versions, with that version's power and fuel.
      const version = model.versions.find((v) => v.name === r.version);
      expect(version, `${r.model_slug} ${r.version}`).toBeDefined();
      expect(r.power_kw, `${r.model_slug} ${r.version}`).toBe(version!.kw);
      expect(r.power_kw).toBeGreaterThanOrEqual(kwMin);
      expect(r.power_kw).toBeLessThanOrEqual(kwMax);
      expect(r.horsepower).toBe(Math.round(r.power_kw * 1.35962));
      expect(model.fuels).toContain(r.power_type);
      expect([model.category, ...(model.altCategories ?? [])]).toContain(r.category);
      expect(r.emission_class).toBe(emissionClassFor(r.power_type, r.registration_year, r.registration_month));
      if (r.power_type === 'elettrica') {
        expect(r.emission_class).toBeNull();
        expect(r.gearbox_type).toBe('automatico');
      }
      expect(version!.fuel, `${r.version} is ${r.power_type}`).toBe(r.power_type);
      expect(r.registration_year).toBeGreaterThanOrEqual(model.years[0]);
      expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(r.plate).toMatch(/^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/);
    }
  });

  it('prices fall with age: the same model is cheaper when older, on average', async () => {
    const rows = await t.database.db.selectFrom('listings').select(['registration_year', 'price']).execute();
    const young = rows.filter((r) => r.registration_year >= 2023).map((r) => r.price);
    const old = rows.filter((r) => r.registration_year <= 2017).map((r) => r.price);
    const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    expect(median(young)).toBeGreaterThan(median(old) * 1.5);
  });

  it('Panda is a small city car; a Tesla is electric', () => {
    const panda = makes.find((m) => m.slug === 'fiat')!.models.find((m) => m.slug === 'panda')!;
    expect(panda.category).toBe('city-car');
    expect(panda.kw[1]).toBeLessThanOrEqual(75);
    for (const model of makes.find((m) => m.slug === 'tesla')!.models) expect(model.fuels).toEqual(['elettrica']);
  });

  it('Euro classes follow DECISIONS.md dates', () => {
    expect(emissionClassFor('benzina', 2005, 12)).toBe('euro-3');
    expect(emissionClassFor('benzina', 2006, 1)).toBe('euro-4');
    expect(emissionClassFor('diesel', 2011, 1)).toBe('euro-5');
    expect(emissionClassFor('diesel', 2015, 8)).toBe('euro-5');
    expect(emissionClassFor('diesel', 2015, 9)).toMatch(/^euro-6/);
    expect(emissionClassFor('elettrica', 2022, 5)).toBeNull();
  });

  it('each dealer stays within its plan: active listings, showcase and featured slots', async () => {
    const rows = await t.database.db.selectFrom('dealers as d')
      .leftJoin('subscriptions as s', (j) => j.onRef('s.dealer_id', '=', 'd.id').on('s.status', '=', 'active'))
      .leftJoin('subscription_plans as p', 'p.id', 's.plan_id')
      .select((eb) => [
        'd.name', 'p.code',
        eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where('l.status', '=', 'enabled').select(eb.fn.countAll<number>().as('n')).as('active'),
        eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where('l.showcase', '=', true).select(eb.fn.countAll<number>().as('n')).as('showcase'),
        eb.selectFrom('listings as l').whereRef('l.dealer_id', '=', 'd.id').where('l.featured', '=', true).select(eb.fn.countAll<number>().as('n')).as('featured'),
      ]).execute();
    const codes = new Set(rows.map((r) => r.code ?? 'free'));
    expect([...codes].sort()).toEqual(['base', 'free', 'premium', 'pro', 'trial']);
    expect(rows.filter((r) => r.code === 'trial')).toHaveLength(1);
    for (const r of rows) {
      const plan = plans.find((p) => p.code === (r.code ?? 'free'))!;
      if (plan.maxActiveListings !== null) expect(Number(r.active), r.name).toBeLessThanOrEqual(plan.maxActiveListings);
      expect(Number(r.showcase), r.name).toBeLessThanOrEqual(plan.showcaseSlots);
      expect(Number(r.featured), r.name).toBeLessThanOrEqual(plan.featuredSlots);
    }
  });

  it('demo accounts can be found with their roles and verified e-mails', async () => {
    const users = await t.database.db.selectFrom('users').select(['email', 'role', 'email_verified_at', 'password_hash'])
      .where('email', 'like', '%@automercato.example').execute();
    expect(users.map((u) => u.role).sort()).toEqual(['automercato-admin', 'customer', 'dealer', 'dealer', 'super-admin']);
    for (const u of users) {
      expect(u.email_verified_at).not.toBeNull();
      expect(u.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    }
  });
});

describe('small seeds', () => {
  it.each([0, 37, 200])('seeds %i listings without failing', async (listings) => {
    const { openDatabase } = await import('../src/db/database.js');
    const { migrate } = await import('../src/db/migrate.js');
    const { syncCatalog } = await import('../src/catalog/sync.js');
    const { seedDemo } = await import('../src/seed/demo.js');
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      await migrate(database.db);
      await syncCatalog(database.db);
      await seedDemo(database.db, { listings, seed: listings + 1 });
      const row = await database.db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(listings);
    } finally {
      await database.close();
    }
  }, 60_000);
});
