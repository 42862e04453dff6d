/**
 * The catalogue and the demo stock say nothing a buyer could catch out: a "quattro" is four-wheel
 * drive, a "150 CV" has 150 CV, a "1.5 eTSI" was not sold in 2012, a 2.0 TDI is not a 324 CV car,
 * and a three-year-old Golf is not priced like a ten-year-old one. The rules below read the trim
 * names the way a buyer does, independently of how the catalogue stores its data, so they hold the
 * catalogue and the seeded listings to the same standard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { findVersion, makes } from '../src/catalog/vehicles.js';
import { categories, gearboxTypes, powerTypes, tractionTypes } from '../src/catalog/vocabulary.js';
import { CURRENT_YEAR, usedPrice } from '../src/seed/listing-factory.js';
import { CURB_WEIGHTS_KG } from '../src/catalog/curb-weights.js';

/** Sports cars collectors keep: they lose far less a year than a Golf. */
const EXOTIC = new Set(['ferrari', 'lamborghini', 'porsche']);

/** What a buyer can read off one trim: the name and the attributes it is offered with. */
interface Trim {
  where: string;
  make: string;
  model: string;
  modelCategory: string;
  name: string;
  kw: number;
  cv: number;
  fuel: string;
  traction: string;
  gearbox: string;
  category: string;
  /** Years it can carry: a catalogue version's span, or a listing's registration year. */
  from: number;
  to: number;
}

const AWD = /\b(?:4Motion|quattro|xDrive\d*[a-z]?|4Matic\+?|4Drive|Q4|AWD(?:-i)?|4x4|4WD|ALL4|E-Four|e-4orce|4xe|Hybrid4|HYbrid4|AllGrip|All Grip|Dual Motor|Trazione Integrale|Carrera 4S?|Targa 4S?)(?=\W|$)|LP \d{3}-4\b|^P?\d{2,3}D$/;
const TWO_WD = /\b(?:2WD|FWD|RWD|4x2|sDrive\d*[a-z]?|Trazione Posteriore)\b|LP \d{3}-2\b/;
const AUTOMATIC = /\b(?:DSG|S tronic|Steptronic|tiptronic|Automatic|Auto|aut\.|automatico|AT\d?|EAT\d|e-EAT\d|EDC|DCT|DDCT|TCT\d?|CVT|E-CVT|S-CVT|Xtronic|Lineartronic|Geartronic|Powershift|PDK|twinamic|e-DCS\d|eDCT\d)(?=\W|$)/;
const SEMIAUTOMATIC = /\b(?:MTA|Dualogic|AGS|AMT|ETG|Comfort-Matic)\b/;

/** Fuel a trim name reveals, first matching rule wins; undefined when the name says nothing. */
const FUEL_RULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^300e\b|Elettrica|Electric|\bEV\d*\b|kWh|\bEQ\b(?!-)|\be-(?:208|2008|308|up!)|E-3008|Corsa-e|Mokka-e|e-Niro|Folgore|E-Tense \d+ CV/, ['elettrica']],
  [/HYbrid4|\((?:d)\)|EcoBlue Hybrid|CRDi (?:48V|136 CV MHEV)|\b\d{3} d\b.*Mild Hybrid|D\d{3} MHEV|D165 MHEV/, ['ibrida-diesel']],
  [/plug-in|Plug-in|PHEV|eHybrid|E-Hybrid|\bGTE\b|\biV\b|TFSI e\b|\b\d{3} d?e(?![\w-])|\d{2,3}x?e(?![\w-])|P\d{3}e(?![\w-])|450h\+|Twin Engine|\bT8\b|T[56] Recharge|Hybrid4|Hybrid (?:180|225)\b|E-Tense (?:225|4x4)/, ['ibrida-plug-in']],
  [/e-Hybrid/, ['ibrida', 'ibrida-plug-in']],
  [/Natural Power|Metano|\bTGI\b|g-tron|G-TEC|Natural Gas|eco move up!/, ['metano']],
  [/GPL|Bi-Fuel|ECO-G|Econext/, ['gpl']],
  [/Hybrid|Ibrida|\bHEV\b|e:HEV|MHEV|i-MMD|eTSI|e-TEC|48V|e-Boxer|e-Skyactiv|\b\d{3}h\b|e-Power|e-4orce|\bB[345]\b/, ['ibrida']],
  [/TDI|TDCi|EcoBlue|CDTI|CDTi|dCi|HDi|Mjt|Multijet|MultiJet|MJT|JTDm|CRDi?\b|D-4D|i-DTEC|DDiS|Skyactiv-D|Diesel|diesel|\bD\d{3}\b|\d\.\dD\b|TD4|eD4|TDV6|SDV6|\bD[2-5]\b|\b\d{3} d\b|\d{2,3}d\b|Cooper S?D\b|One D\b|ECOTEC D/, ['diesel', 'ibrida-diesel']],
  [/TSI|TFSI|T-Jet|TwinAir|FireFly|PureTech|EcoBoost|VTEC|T-GDI|T-GDi|\bGDi\b|MPI|MPi|TCe|SCe|VTi|THP|Skyactiv-G|DIG-T|IG-T|Boosterjet|Dualjet|VVT|\bT[356]\b|\bP\d{3}\b|Si4|\bV8\b|\d{3}i\b|Drive\d{2}i\b/, ['benzina']],
];

/** Power a trim name states: "150 CV" or "110 kW" (not "58 kWh"). */
function statedPower(name: string): { cv?: number; kw?: number } {
  const kw = /\b(\d{2,3}) kW\b/.exec(name);
  const cv = /\b(\d{2,4}) CV\b/.exec(name);
  return { kw: kw ? Number(kw[1]) : undefined, cv: cv ? Number(cv[1]) : undefined };
}

/** Audi's power codes (from 2017): "40 TDI" is 125–150 kW whatever the engine. */
const AUDI_CODES: Record<string, [number, number]> = {
  25: [60, 75], 30: [80, 100], 35: [105, 125], 40: [125, 150], 45: [165, 195], 50: [200, 235], 55: [245, 300], 60: [300, 345],
};

/** kW per litre a combustion engine of that fuel can have (turbo petrol up to AMG's 155). */
const KW_PER_LITRE: Record<string, [number, number]> = { benzina: [30, 160], diesel: [30, 100], gpl: [30, 90], metano: [30, 90] };

/** Every contradiction in one trim, as readable strings (empty when it holds together). */
function contradictions(t: Trim): string[] {
  const out: string[] = [];
  const bad = (what: string) => out.push(`${t.where}: ${t.make} ${t.model} "${t.name}" ${what}`);
  const { name } = t;

  if (t.cv !== Math.round(t.kw * 1.35962)) bad(`${t.kw} kW ≠ ${t.cv} CV`);
  const stated = statedPower(name);
  if (stated.cv !== undefined && Math.abs(t.cv - stated.cv) > 2) bad(`dice ${stated.cv} CV ma ne ha ${t.cv}`);
  if (stated.kw !== undefined && t.kw !== stated.kw) bad(`dice ${stated.kw} kW ma ne ha ${t.kw}`);

  if (AWD.test(name) && t.traction !== 'integrale') bad(`è a trazione integrale, non ${t.traction}`);
  if (TWO_WD.test(name) && t.traction === 'integrale') bad('è a due ruote motrici');
  if (/\bRWD\b|Trazione Posteriore/.test(name) && t.traction !== 'posteriore') bad('è a trazione posteriore');

  if (t.fuel === 'elettrica' && t.gearbox !== 'automatico') bad('è elettrica: cambio automatico');
  else if (SEMIAUTOMATIC.test(name) && t.gearbox !== 'semiautomatico') bad(`ha un cambio robotizzato, non ${t.gearbox}`);
  else if (AUTOMATIC.test(name) && !SEMIAUTOMATIC.test(name) && t.gearbox !== 'automatico') bad(`ha il cambio automatico, non ${t.gearbox}`);

  const rule = FUEL_RULES.find(([pattern]) => pattern.test(name));
  if (rule) {
    const dieselToo = rule[1].includes('ibrida') && FUEL_RULES[7]![0].test(name);
    const allowed = dieselToo ? [...rule[1], 'ibrida-diesel'] : rule[1];
    if (!allowed.includes(t.fuel)) bad(`è ${allowed.join('/')}, non ${t.fuel}`);
  }

  // Power: in range for the fuel and body, and for the engine's size where the name gives it.
  const [lo, hi] = t.category === 'city-car' ? [30, 200] : t.category === 'furgone' ? [50, 160] : [30, 800];
  if (t.kw < lo || t.kw > hi) bad(`${t.kw} kW fuori scala per ${t.category}`);
  if (t.fuel === 'diesel' && t.kw > 330) bad(`${t.kw} kW per un diesel`);
  if ((t.fuel === 'gpl' || t.fuel === 'metano') && t.kw > 130) bad(`${t.kw} kW a ${t.fuel}`);
  const litres = /(?:^|\s)(\d)\.(\d)(?:L|D)?\b/.exec(name);
  const perLitre = KW_PER_LITRE[t.fuel];
  if (litres && perLitre) {
    const l = Number(`${litres[1]}.${litres[2]}`);
    if (t.kw < l * perLitre[0] || t.kw > l * perLitre[1]) bad(`${t.kw} kW da un ${l} litri ${t.fuel}`);
  }
  if (/\b2\.0 TDI\b/.test(name) && !/BiTDI/.test(name) && (t.kw < 85 || t.kw > 150)) bad(`un 2.0 TDI ha 85–147 kW, non ${t.kw}`);
  const audi = t.make === 'audi' ? /(?:^|\s)(25|30|35|40|45|50|55|60) (?:TFSI|TDI|g-tron|quattro)\b/.exec(name) : null;
  if (audi) {
    const [min, max] = AUDI_CODES[audi[1]!]!;
    if (t.kw < min || t.kw > max) bad(`un Audi "${audi[1]}" ha ${min}–${max} kW, non ${t.kw}`);
  }

  // Years: real, not before the model or the technology existed.
  if (t.from > t.to || t.to > CURRENT_YEAR || t.from < 1990) bad(`anni ${t.from}–${t.to} impossibili`);
  const since: [RegExp, number][] = [
    [/eTSI|e:HEV|e-Power|e-4orce|Hybrid\+|E-Tech/, 2020], [/\b\d{2} (?:TFSI|TDI)\b/, 2017], [/e-Skyactiv|48V|MHEV|Mild Hybrid/, 2017],
  ];
  for (const [pattern, year] of since) if (pattern.test(name) && t.from < year) bad(`venduta dal ${year}, non dal ${t.from}`);
  if (t.fuel === 'elettrica' && t.from < 2010) bad(`elettrica del ${t.from}`);
  if (t.fuel === 'ibrida-plug-in' && t.from < 2013) bad(`plug-in del ${t.from}`);

  // Body: what the name says the car is.
  if (/Avant|Variant|Touring\b|\bSW\b|S\.W\.|Sportstourer|Sports Tourer|Sporter|Wagon|Shooting Brake|Cross Turismo|Sport Turismo|^ST\b|All-Terrain|Alltrack|Cross Country/.test(name) && t.category !== 'station-wagon') bad(`è una station wagon, non ${t.category}`);
  if (/Cabrio|Cabriolet|Convertible|Spider|Spyder|Roadster|\b\d{3}C\b/.test(name) && t.category !== 'cabrio') bad(`è una cabrio, non ${t.category}`);
  if (/Gran Coupé/.test(name)) { if (t.category !== 'berlina') bad('una Gran Coupé è una berlina'); }
  else if (/Coupé/.test(name) && t.category !== (t.modelCategory === 'suv' ? 'suv' : 'coupe')) bad(`è una coupé, non ${t.category}`);
  if (t.modelCategory === 'suv' && !['suv', 'cabrio'].includes(t.category)) bad(`è un SUV, non ${t.category}`);
  return out;
}

const catalogueTrims = (): Trim[] => makes.flatMap((make) => make.models.flatMap((model) => model.versions.map((v) => ({
  where: 'catalogo', make: make.slug, model: model.slug, modelCategory: model.category, name: v.name, kw: v.kw, cv: v.cv,
  fuel: v.fuel, traction: v.traction, gearbox: v.gearbox, category: v.category, from: v.years[0], to: v.years[1],
}))));

describe('the catalogue holds together', () => {
  it('every version agrees with its own name, its model and the calendar', () => {
    const trims = catalogueTrims();
    expect(trims.length).toBeGreaterThan(900);
    expect(trims.flatMap(contradictions)).toEqual([]);
  });

  it('every version carries vocabulary slugs, a price and years within its model', () => {
    const slugs = (list: readonly { slug: string }[]) => list.map((i) => i.slug);
    for (const make of makes) {
      for (const model of make.models) {
        const names = new Set<string>();
        for (const v of model.versions) {
          const where = `${make.slug} ${model.slug} ${v.name}`;
          expect(names.has(v.name), `${where} doppia`).toBe(false);
          names.add(v.name);
          expect(slugs(powerTypes), where).toContain(v.fuel);
          expect(slugs(tractionTypes), where).toContain(v.traction);
          expect(slugs(gearboxTypes), where).toContain(v.gearbox);
          expect(slugs(categories), where).toContain(v.category);
          expect(v.category, where).toBe(v.body === 'hatchback' ? 'berlina' : v.body);
          expect(v.years[0], `${where}: venduta prima che il modello esistesse`).toBeGreaterThanOrEqual(model.since);
          // A buyer's sanity check on the list price: between 100 and 1,000 € per kW.
          expect(v.newPrice / v.kw, where).toBeGreaterThan(100);
          expect(v.newPrice / v.kw, where).toBeLessThan(1000);
        }
      }
    }
  });

  it('knows the cars the demo stock got wrong', () => {
    const q3 = findVersion('audi', 'q3', 'Sportback 40 TDI quattro S tronic S line')!;
    expect([q3.kw, q3.cv, q3.traction, q3.gearbox]).toEqual([150, 204, 'integrale', 'automatico']);
    expect(findVersion('seat', 'ateca', '2.0 TDI 150 CV 4Drive DSG Xcellence')!.traction).toBe('integrale');
    const golfR = findVersion('volkswagen', 'golf', '2.0 TSI R 4Motion DSG')!;
    expect(golfR.kw).toBeGreaterThanOrEqual(235);
    expect(golfR.kw).toBeLessThanOrEqual(245);
    expect(golfR.traction).toBe('integrale');
    expect(findVersion('volkswagen', 'golf', '1.5 eTSI 150 CV DSG R-Line')!.years[0]).toBeGreaterThanOrEqual(2020);
    expect(findVersion('volkswagen', 'golf', '2.0 TDI Style')!.kw).toBeLessThanOrEqual(147);
    // A Golf is a hatchback, a Passat without "Variant" a saloon, an Ateca an SUV.
    expect(findVersion('volkswagen', 'golf', '1.5 TSI Life')!.body).toBe('hatchback');
    expect(findVersion('volkswagen', 'passat', '2.0 TDI 190 CV 4Motion DSG Highline')!.body).toBe('berlina');
    expect(findVersion('volkswagen', 'passat', 'Variant GTE 1.4 TSI DSG')!.body).toBe('station-wagon');
    expect(findVersion('seat', 'ateca', '1.6 TDI Business')!.body).toBe('suv');
  });

  it('every model has a curb weight a buyer would believe, and the neopatentati limits read right off it', () => {
    const keys = makes.flatMap((m) => m.models.map((model) => `${m.slug}/${model.slug}`));
    // No weight for a model that is not in the catalogue (a typo would silently leave a model without one).
    expect(Object.keys(CURB_WEIGHTS_KG).sort()).toEqual([...keys].sort());
    for (const m of makes) {
      for (const model of m.models) {
        const kg = model.curbWeightKg;
        expect(kg, `${m.slug}/${model.slug}`).toBeGreaterThanOrEqual(['city-car'].includes(model.category) ? 800 : 950);
        expect(kg, `${m.slug}/${model.slug}`).toBeLessThanOrEqual(model.category === 'furgone' ? 2_500 : 2_600);
      }
    }
    const weight = (make: string, slug: string) => makes.find((m) => m.slug === make)!.models.find((m) => m.slug === slug)!.curbWeightKg!;
    // A 51 kW Panda is fine for a new driver; a 99 kW Abarth 500 is not (about 96 kW/t).
    expect((51 * 1000) / weight('fiat', 'panda')).toBeLessThanOrEqual(75);
    expect((99 * 1000) / weight('abarth', '500')).toBeGreaterThan(75);
  });

  it('prices used cars like the Italian market: a 2023 Golf with 42.000 km is about 22–26.000 €', () => {
    const golf = findVersion('volkswagen', 'golf', '1.5 eTSI 150 CV DSG R-Line')!;
    const now = new Date(Date.UTC(2026, 10, 24));
    const price = usedPrice(golf.newPrice, 'mass', 2023, 6, 42_000, now);
    expect(price).toBeGreaterThanOrEqual(22_000);
    expect(price).toBeLessThanOrEqual(26_000);
    // A BMW loses more than a Golf, a Ferrari far less.
    expect(usedPrice(40_000, 'premium', 2023, 6, 42_000, now)).toBeLessThan(usedPrice(40_000, 'mass', 2023, 6, 42_000, now));
    expect(usedPrice(230_000, 'exotic', 2019, 6, 20_000, now)).toBeGreaterThan(150_000);
    // More km, less money; older, less money; never negative or absurd.
    expect(usedPrice(golf.newPrice, 'mass', 2023, 6, 120_000, now)).toBeLessThan(price);
    expect(usedPrice(golf.newPrice, 'mass', 2020, 6, 42_000, now)).toBeLessThan(price);
    expect(usedPrice(golf.newPrice, 'mass', 2008, 1, 400_000, now)).toBeGreaterThanOrEqual(500);
  });
});

describe('the seeded demo stock holds together', () => {
  let t: TestApp;
  let rows: {
    make_slug: string; model_slug: string; version: string; power_kw: number; horsepower: number; power_type: string;
    traction_type: string; gearbox_type: string; category: string; registration_year: number; registration_month: number;
    mileage: number; price: number;
  }[];
  beforeAll(async () => {
    t = await createTestApp();
    rows = await t.database.db.selectFrom('listings')
      .select(['make_slug', 'model_slug', 'version', 'power_kw', 'horsepower', 'power_type', 'traction_type', 'gearbox_type',
        'category', 'registration_year', 'registration_month', 'mileage', 'price'])
      .execute();
  });
  afterAll(async () => { await t?.close(); });

  it('no listing contradicts its own trim name', () => {
    expect(rows.length).toBeGreaterThan(500);
    const modelCategory = new Map(makes.flatMap((m) => m.models.map((model) => [`${m.slug}/${model.slug}`, model.category])));
    const problems = rows.flatMap((r) => contradictions({
      where: 'annuncio', make: r.make_slug, model: r.model_slug, modelCategory: modelCategory.get(`${r.make_slug}/${r.model_slug}`) ?? '',
      name: r.version, kw: r.power_kw, cv: r.horsepower, fuel: r.power_type, traction: r.traction_type, gearbox: r.gearbox_type,
      category: r.category, from: r.registration_year, to: r.registration_year,
    }));
    expect(problems).toEqual([]);
  });

  it('each listing is its catalogue version, registered in the years it was sold', () => {
    for (const r of rows) {
      const where = `${r.make_slug} ${r.model_slug} ${r.version} ${r.registration_year}`;
      const v = findVersion(r.make_slug, r.model_slug, r.version);
      expect(v, where).toBeDefined();
      expect([r.power_kw, r.horsepower, r.power_type, r.traction_type, r.gearbox_type, r.category], where)
        .toEqual([v!.kw, v!.cv, v!.fuel, v!.traction, v!.gearbox, v!.category]);
      expect(r.registration_year, where).toBeGreaterThanOrEqual(v!.years[0]);
      expect(r.registration_year, where).toBeLessThanOrEqual(v!.years[1]);
    }
  });

  it('each price sits in the used-market band for its age and km', () => {
    const now = new Date();
    for (const r of rows) {
      const where = `${r.make_slug} ${r.model_slug} ${r.version} ${r.registration_year} ${r.mileage} km ${r.price} €`;
      const v = findVersion(r.make_slug, r.model_slug, r.version)!;
      const age = Math.max(0, (now.getTime() - Date.UTC(r.registration_year, r.registration_month - 1, 15)) / (365.25 * 86_400_000));
      // Residual value as a share of the list price: 75–100 % in the first year, then 7–15 % less each
      // year (2–15 % for the sports cars collectors keep).
      const after = Math.max(0, age - 1);
      let lo = (age < 1 ? 0.75 : 0.7) * 0.85 ** after;
      let hi = (age < 1 ? 1 : 0.95) * (EXOTIC.has(r.make_slug) ? 0.98 : 0.93) ** after;
      // Some 2–4 % per 10.000 km away from the usual 15.000 a year.
      const extraKm = (r.mileage - 15_000 * age) / 10_000;
      lo *= Math.max(0.5, 1 - 0.04 * Math.max(0, extraKm));
      hi *= Math.min(1.25, 1 + 0.04 * Math.max(0, -extraKm));
      expect(r.price, where).toBeGreaterThanOrEqual(v.newPrice * lo - 600);
      expect(r.price, where).toBeLessThanOrEqual(Math.max(v.newPrice * hi, 1_500) + 600);
    }
  });
});
