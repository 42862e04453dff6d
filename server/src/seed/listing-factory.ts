import { KW_TO_CV, type MakeSpec, type VersionSpec } from '../catalog/vehicles.js';
import type { Insertable } from 'kysely';
import type { ListingsTable } from '../db/schema.js';
import type { Random } from './random.js';

/** Brand popularity on the Italian used market (relative weights; default 1). */
const MAKE_WEIGHTS: Record<string, number> = {
  fiat: 10, volkswagen: 8, ford: 6, renault: 6, peugeot: 6, toyota: 6, opel: 5, citroen: 5, audi: 5, bmw: 5,
  'mercedes-benz': 5, jeep: 4, dacia: 4, kia: 4, hyundai: 4, lancia: 3, 'alfa-romeo': 3, skoda: 3, seat: 3,
  nissan: 3, mini: 2, smart: 2, suzuki: 2, mazda: 2, volvo: 2, tesla: 2, cupra: 2, mg: 2, abarth: 1,
  'land-rover': 1.5, honda: 1.5, porsche: 1, ds: 1, byd: 1, mitsubishi: 0.8, jaguar: 0.7, lexus: 0.7,
  maserati: 0.6, subaru: 0.6, ferrari: 0.15, lamborghini: 0.1,
};

const COLOR_WEIGHTS = [
  ['grigio', 22], ['bianco', 20], ['nero', 18], ['argento', 9], ['blu', 10], ['rosso', 7], ['azzurro', 3],
  ['verde', 2], ['giallo', 1.5], ['arancione', 1.5], ['marrone', 1.5], ['beige', 1.5], ['bordeaux', 1.5],
  ['viola', 0.5], ['oro', 0.5],
] as const;

export const WMI: Record<string, string> = {
  fiat: 'ZFA', 'alfa-romeo': 'ZAR', lancia: 'ZLA', abarth: 'ZFA', ferrari: 'ZFF', lamborghini: 'ZHW', maserati: 'ZAM',
  jeep: 'ZAC', volkswagen: 'WVW', audi: 'WAU', bmw: 'WBA', 'mercedes-benz': 'WDD', porsche: 'WP0', opel: 'W0L',
  ford: 'WF0', smart: 'WME', mini: 'WMW', renault: 'VF1', peugeot: 'VF3', citroen: 'VF7', ds: 'VR1', dacia: 'UU1',
  toyota: 'SB1', tesla: 'LRW', kia: 'KNA', hyundai: 'KMH', volvo: 'YV1', skoda: 'TMB', seat: 'VSS', cupra: 'VSS',
  nissan: 'SJN', honda: 'SHH', mazda: 'JMZ', suzuki: 'TSM', mitsubishi: 'JMB', subaru: 'JF1', lexus: 'JTH',
  jaguar: 'SAJ', 'land-rover': 'SAL', mg: 'LSJ', byd: 'LGX',
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

export const CURRENT_YEAR = 2026;

/** Euro class by first registration (DECISIONS.md: Euro 4 from 2006, 5 from 2011, 6 from 9/2015). */
export function emissionClassFor(fuel: string, year: number, month: number): string | null {
  if (fuel === 'elettrica' || fuel === 'idrogeno') return null;
  if (year < 1997) return 'euro-1';
  if (year < 2001) return 'euro-2';
  if (year < 2006) return 'euro-3';
  if (year < 2011) return 'euro-4';
  if (year < 2015 || (year === 2015 && month < 9)) return 'euro-5';
  if (year < 2017) return 'euro-6b';
  if (year < 2018) return 'euro-6c';
  if (year < 2020) return 'euro-6d-temp';
  if (year < 2024) return 'euro-6d';
  return 'euro-6e';
}

export { KW_TO_CV };

const YEAR_MS = 365.25 * 86_400_000;

/** Age in years of a car first registered in `year`/`month` (mid-month), at `now`. */
export function ageInYears(year: number, month: number, now: Date): number {
  return Math.max(0, (now.getTime() - Date.UTC(year, month - 1, 15)) / YEAR_MS);
}

/** How fast a make loses value: mass market, premium, or the sports cars collectors keep. */
export type Depreciation = 'mass' | 'premium' | 'exotic';

const DEPRECIATION: Record<Depreciation, { firstYear: number; yearly: number }> = {
  mass: { firstYear: 0.16, yearly: 0.1 },
  premium: { firstYear: 0.2, yearly: 0.11 },
  exotic: { firstYear: 0.1, yearly: 0.05 },
};

const EXOTIC_MAKES = new Set(['ferrari', 'lamborghini', 'porsche']);

export function depreciationOf(make: { slug: string; premium: boolean }): Depreciation {
  return EXOTIC_MAKES.has(make.slug) ? 'exotic' : make.premium ? 'premium' : 'mass';
}

/**
 * What a used car is worth on the Italian market, before the dealer's rounding: the list price
 * less 16 % in the first year (premium makes 20 %, Ferrari/Lamborghini/Porsche 10 %), then 10 %
 * a year (11 %, 5 %), adjusted by 3 % per 10.000 km away from the usual 15.000 km a year (within
 * −35 %/+12 %), never below 8 % of the list price nor 500 €.
 */
export function usedPrice(newPrice: number, kind: Depreciation, year: number, month: number, mileage: number, now: Date): number {
  const age = ageInYears(year, month, now);
  const { firstYear, yearly } = DEPRECIATION[kind];
  const residual = age < 1 ? 1 - firstYear * age : (1 - firstYear) * (1 - yearly) ** (age - 1);
  const kmFactor = Math.min(1.12, Math.max(0.65, 1 - (0.03 * (mileage - 15_000 * age)) / 10_000));
  return Math.max(500, newPrice * Math.max(0.08, residual * kmFactor));
}

export interface DealerForListings {
  id: string;
  slug: string;
  city: string;
  provinceCode: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** The columns a generated listing fills, with their SQL types (for the bulk insert). */
export const LISTING_COLUMNS = {
  id: 'uuid', dealer_id: 'uuid', status: 'text', make_slug: 'text', model_slug: 'text', version: 'text',
  category: 'text', power_type: 'text', gearbox_type: 'text', traction_type: 'text', emission_class: 'text',
  exterior_color: 'text', exterior_paint_type: 'text', interior_color: 'text', interior_material: 'text',
  origin: 'text', mileage: 'int', registration_year: 'int', registration_month: 'int', power_kw: 'int',
  horsepower: 'int', engine_cc: 'int', doors: 'int', seats: 'int', price: 'int', price_negotiable: 'bool',
  description: 'text', vin: 'text', plate: 'text', photos: 'jsonb', photo_count: 'int', city: 'text',
  province_code: 'text', postal_code: 'text', latitude: 'float8', longitude: 'float8', created_at: 'timestamptz',
} as const satisfies Partial<Record<keyof ListingsTable, string>>;

export type GeneratedListing = {
  [K in keyof typeof LISTING_COLUMNS]: Exclude<Insertable<ListingsTable>[K], undefined>;
};

const itNumber = (n: number) => n.toLocaleString('it-IT');

/**
 * Makes believable listings: each one is a version of the catalogue, registered in a year that
 * version was sold, with its power, fuel, traction, gearbox and body; km follow the age and the
 * price follows list price, age and km (`usedPrice`); Euro class follows the registration date.
 */
export class ListingFactory {
  private readonly makeEntries: (readonly [MakeSpec, number])[];

  constructor(private readonly rng: Random, makes: readonly MakeSpec[], private readonly now: Date) {
    this.makeEntries = makes.filter((m) => m.models.length > 0).map((m) => [m, MAKE_WEIGHTS[m.slug] ?? 1] as const);
  }

  create(dealer: DealerForListings, createdAt: Date): GeneratedListing {
    const rng = this.rng;
    const make = rng.weighted(this.makeEntries);
    const model = rng.pick(make.models);
    const nowYear = this.now.getUTCFullYear();
    // Versions still sold lately are the common ones on the used market.
    const version = rng.weighted(model.versions.map((v) => [v, v.years[1] >= Math.min(nowYear, CURRENT_YEAR) - 3 ? 3 : 1] as const));
    const { year, month } = this.registration(version);
    const ageYears = ageInYears(year, month, this.now);
    // About 15.000 km a year, diesels more.
    const yearlyKm = Math.max(4000, 15_000 + rng.gaussian() * 6000) * (version.fuel === 'diesel' ? 1.3 : 1);
    const zeroKm = ageYears < 0.5 && rng.chance(0.5);
    const mileage = zeroKm ? rng.int(0, 50) * 10 : Math.max(100, Math.round((ageYears * yearlyKm) / 100) * 100);
    const price = this.priceOf(make, version, year, month, mileage);
    const category = version.category;
    const color = rng.weighted(COLOR_WEIGHTS);
    const paint = color === 'bianco'
      ? rng.weighted([['pastello', 5], ['metallizzata', 3], ['perlata', 2]] as const)
      : rng.weighted([['metallizzata', 60], ['pastello', 25], ['perlata', 10], ['opaca', 5]] as const);
    const interiorMaterial = make.premium
      ? rng.weighted([['pelle', 40], ['pelle-parziale', 20], ['alcantara', 15], ['tessuto', 20], ['similpelle', 5]] as const)
      : rng.weighted([['tessuto', 60], ['similpelle', 12], ['pelle-parziale', 12], ['pelle', 10], ['alcantara', 4], ['velluto', 2]] as const);
    const interiorColor = rng.weighted([['nero', 60], ['grigio', 18], ['beige', 10], ['marrone', 5], ['rosso', 3], ['bianco', 2], ['blu', 2]] as const);
    const photoCount = rng.chance(0.03) ? 0 : rng.int(3, 8);
    const title = `${make.name} ${model.name}`;
    // The drawn photo shows the version's real body (a Golf is drawn as a hatchback).
    const photos = Array.from({ length: photoCount }, (_, i) => ({
      url: `/media/vehicles/${version.body}/${color}/${i}.svg`,
      alt: `${title} ${version.name} – foto ${i + 1}`.replace(/\s+/g, ' '),
    }));
    const displacement = /(?:^|\s)(\d)\.(\d)/.exec(version.name);
    const fuel = version.fuel;
    return {
      id: rng.uuid(),
      dealer_id: dealer.id,
      status: rng.chance(0.02) ? 'disabled' : 'enabled',
      make_slug: make.slug,
      model_slug: model.slug,
      version: version.name,
      category,
      power_type: fuel,
      gearbox_type: version.gearbox,
      traction_type: version.traction,
      emission_class: emissionClassFor(fuel, year, month),
      exterior_color: color,
      exterior_paint_type: paint,
      interior_color: interiorColor,
      interior_material: interiorMaterial,
      origin: rng.chance(0.14) ? 'estera' : 'italiana',
      mileage,
      registration_year: year,
      registration_month: month,
      power_kw: version.kw,
      horsepower: version.cv,
      engine_cc: fuel === 'elettrica' || !displacement ? null : Number(`${displacement[1]}${displacement[2]}`) * 100 - 2,
      doors: model.doors,
      seats: model.seats,
      price,
      price_negotiable: rng.chance(0.35),
      description: this.describe(title, version.name, year, mileage, fuel, ageYears),
      vin: this.vin(make.slug),
      plate: this.plate(year),
      photos: JSON.stringify(photos),
      photo_count: photoCount,
      city: dealer.city,
      province_code: dealer.provinceCode,
      postal_code: dealer.postalCode,
      latitude: dealer.latitude,
      longitude: dealer.longitude,
      created_at: createdAt,
    };
  }

  /** A registration within the years the version was sold; used cars cluster at 2–6 years old. */
  private registration(version: VersionSpec): { year: number; month: number } {
    const rng = this.rng;
    const nowYear = this.now.getUTCFullYear();
    const [firstYear, lastYear] = [version.years[0], Math.min(version.years[1], CURRENT_YEAR, nowYear)];
    // About one in nine is from this year (km 0 and demonstrators), most are 1–6 years old.
    const age = Math.min(Math.max(0, lastYear - firstYear), Math.floor(0.5 - Math.log(1 - rng.next() * 0.999) * 4));
    const year = Math.max(firstYear, lastYear - age);
    const maxMonth = year >= nowYear ? this.now.getUTCMonth() + 1 : 12;
    return { year, month: rng.int(1, Math.max(1, maxMonth)) };
  }

  /** `usedPrice` with a dealer's spread (±4 %), rounded as dealers do (21.900 €, 8.450 €). */
  private priceOf(make: MakeSpec, version: VersionSpec, year: number, month: number, mileage: number): number {
    const value = usedPrice(version.newPrice, depreciationOf(make), year, month, mileage, this.now) * (1 + this.rng.gaussian() * 0.02);
    const rounded = value > 10_000 ? Math.round(value / 500) * 500 - 100 : Math.round(value / 50) * 50;
    return Math.max(500, rounded);
  }

  private describe(title: string, version: string, year: number, mileage: number, fuel: string, ageYears: number): string {
    const rng = this.rng;
    const opening = `${title} ${version}`.trim() + ` immatricolata nel ${year}` +
      (mileage < 1000 ? ', km 0.' : ` con ${itNumber(mileage)} km.`);
    const pool = [
      'Unico proprietario, tagliandi regolari presso la rete ufficiale.',
      'Libretto tagliandi completo e certificato.',
      'Vettura non fumatori, interni in ottime condizioni.',
      'Pneumatici nuovi e revisione appena effettuata.',
      'Garanzia di 12 mesi inclusa nel prezzo.',
      'Possibilità di finanziamento personalizzato e permuta.',
      'Climatizzatore automatico, sensori di parcheggio e navigatore.',
      'Apple CarPlay e Android Auto, cruise control adattivo.',
      'Cerchi in lega, fari full LED e retrocamera.',
      'Disponibile per prova su strada su appuntamento.',
      'Consegna in tutta Italia con passaggio di proprietà incluso.',
    ];
    const extra = fuel === 'elettrica'
      ? 'Batteria certificata con report sullo stato di salute; ricarica rapida in corrente continua.'
      : ageYears > 10 ? 'Auto ideale anche per neopatentati se nei limiti di potenza previsti.' : '';
    const chosen = new Set<string>();
    while (chosen.size < 3) chosen.add(rng.pick(pool));
    return [opening, ...chosen, extra].filter(Boolean).join(' ');
  }

  private vin(makeSlug: string): string {
    let vin = WMI[makeSlug] ?? 'ZZZ';
    while (vin.length < 17) vin += this.rng.pick([...VIN_CHARS]);
    return vin;
  }

  /** Italian plate AA000AA (no I, O, Q, U); the first letter advances with the year as real series do. */
  private plate(year: number): string {
    const first = PLATE_LETTERS[Math.max(0, Math.min(PLATE_LETTERS.length - 1, Math.floor((year - 1994) / 4.4)))]!;
    const letter = () => this.rng.pick([...PLATE_LETTERS]);
    return `${first}${letter()}${String(this.rng.int(0, 999)).padStart(3, '0')}${letter()}${letter()}`;
  }
}
