import { kwRange, versionFuel, versionKw, type MakeSpec, type ModelSpec } from '../catalog/vehicles.js';
import type { PowerTypeSlug } from '../catalog/vocabulary.js';
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

const WMI: Record<string, string> = {
  fiat: 'ZFA', 'alfa-romeo': 'ZAR', lancia: 'ZLA', abarth: 'ZFA', ferrari: 'ZFF', lamborghini: 'ZHW', maserati: 'ZAM',
  jeep: 'ZAC', volkswagen: 'WVW', audi: 'WAU', bmw: 'WBA', 'mercedes-benz': 'WDD', porsche: 'WP0', opel: 'W0L',
  ford: 'WF0', smart: 'WME', mini: 'WMW', renault: 'VF1', peugeot: 'VF3', citroen: 'VF7', ds: 'VR1', dacia: 'UU1',
  toyota: 'SB1', tesla: 'LRW', kia: 'KNA', hyundai: 'KMH', volvo: 'YV1', skoda: 'TMB', seat: 'VSS', cupra: 'VSS',
  nissan: 'SJN', honda: 'SHH', mazda: 'JMZ', suzuki: 'TSM', mitsubishi: 'JMB', subaru: 'JF1', lexus: 'JTH',
  jaguar: 'SAJ', 'land-rover': 'SAL', mg: 'LSJ', byd: 'LGX',
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

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

export const KW_TO_CV = 1.35962;

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
 * Makes believable listings: attributes agree with each other (a Panda is a city car with
 * 50–70 kW, price falls with age and km, Euro class follows the year, electric cars have no
 * Euro class, a TDI is a diesel).
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
    const [firstYear, lastYear] = [model.years[0], Math.min(model.years[1], CURRENT_YEAR)];
    // Used cars cluster at 2–6 years old.
    const age = Math.min(lastYear - firstYear, Math.floor(-Math.log(1 - rng.next() * 0.999) * 4));
    const year = lastYear - age;
    const maxMonth = year === CURRENT_YEAR ? this.now.getUTCMonth() + 1 : 12;
    const month = rng.int(1, Math.max(1, maxMonth));
    const fuel = this.pickFuel(model, year);
    // A trim of that fuel ("2.0 TDI" is a diesel); its stated power wins over the model's range.
    const version = rng.pick(model.versions.filter((v) => versionFuel(model, v) === fuel));
    const [kwMin, kwMax] = kwRange(model, fuel);
    const stated = versionKw(version);
    // CV-stated trims round to a kW a unit off the range edge: keep within the model's range.
    const powerKw = stated !== undefined ? Math.min(kwMax, Math.max(kwMin, stated))
      : Math.max(1, Math.round(kwMin + (kwMax - kwMin) * rng.next()));
    const position = kwMax > kwMin ? Math.min(1, Math.max(0, (powerKw - kwMin) / (kwMax - kwMin))) : 0.5;
    const ageYears = Math.max(0, CURRENT_YEAR - year + (this.now.getUTCMonth() + 1 - month) / 12);
    // Italians drive about 12,000 km a year; diesels more.
    const yearlyKm = Math.max(3500, 12_000 + rng.gaussian() * 7000) * (fuel === 'diesel' ? 1.35 : 1);
    const zeroKm = ageYears < 0.5 && rng.chance(0.5);
    const mileage = zeroKm ? rng.int(0, 50) * 10 : Math.max(100, Math.round((ageYears * yearlyKm) / 100) * 100);
    const price = this.priceOf(make, model, position, ageYears, mileage);
    const category = model.altCategories?.length && rng.chance(0.25) ? rng.pick(model.altCategories) : model.category;
    const color = rng.weighted(COLOR_WEIGHTS);
    const paint = color === 'bianco'
      ? rng.weighted([['pastello', 5], ['metallizzata', 3], ['perlata', 2]] as const)
      : rng.weighted([['metallizzata', 60], ['pastello', 25], ['perlata', 10], ['opaca', 5]] as const);
    const interiorMaterial = make.premium
      ? rng.weighted([['pelle', 40], ['pelle-parziale', 20], ['alcantara', 15], ['tessuto', 20], ['similpelle', 5]] as const)
      : rng.weighted([['tessuto', 60], ['similpelle', 12], ['pelle-parziale', 12], ['pelle', 10], ['alcantara', 4], ['velluto', 2]] as const);
    const interiorColor = rng.weighted([['nero', 60], ['grigio', 18], ['beige', 10], ['marrone', 5], ['rosso', 3], ['bianco', 2], ['blu', 2]] as const);
    const gearbox = fuel === 'elettrica' || fuel.startsWith('ibrida') ? 'automatico'
      : rng.weighted(model.gearboxes.map((g, i) => [g, i === 0 ? 3 : 1] as const));
    const traction = rng.weighted(model.tractions.map((t, i) => [t, i === 0 ? 4 : 1] as const));
    const photoCount = rng.chance(0.03) ? 0 : rng.int(3, 8);
    const title = `${make.name} ${model.name}`;
    const photos = Array.from({ length: photoCount }, (_, i) => ({
      url: `/media/vehicles/${category}/${color}/${i}.svg`,
      alt: `${title} ${version} – foto ${i + 1}`.replace(/\s+/g, ' '),
    }));
    const displacement = /(\d)\.(\d)/.exec(version);
    return {
      id: rng.uuid(),
      dealer_id: dealer.id,
      status: rng.chance(0.02) ? 'disabled' : 'enabled',
      make_slug: make.slug,
      model_slug: model.slug,
      version,
      category,
      power_type: fuel,
      gearbox_type: gearbox,
      traction_type: traction,
      emission_class: emissionClassFor(fuel, year, month),
      exterior_color: color,
      exterior_paint_type: paint,
      interior_color: interiorColor,
      interior_material: interiorMaterial,
      origin: rng.chance(0.14) ? 'estera' : 'italiana',
      mileage,
      registration_year: year,
      registration_month: month,
      power_kw: powerKw,
      horsepower: Math.round(powerKw * KW_TO_CV),
      engine_cc: fuel === 'elettrica' || !displacement ? null : Number(`${displacement[1]}${displacement[2]}`) * 100 - 2,
      doors: model.doors,
      seats: model.seats,
      price,
      price_negotiable: rng.chance(0.35),
      description: this.describe(title, version, year, mileage, fuel, ageYears),
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

  /** A fuel the model is sold with and has a trim for; diesel fades and hybrids grow with the year. */
  private pickFuel(model: ModelSpec, year: number): PowerTypeSlug {
    const withTrims = model.fuels.filter((fuel) => model.versions.some((v) => versionFuel(model, v) === fuel));
    const entries = (withTrims.length ? withTrims : model.fuels.slice(0, 1)).map((fuel) => {
      let weight = 1;
      if (fuel === 'benzina') weight = 3;
      if (fuel === 'diesel') weight = year < 2019 ? 4 : 1.5;
      if (fuel.startsWith('ibrida')) weight = year >= 2020 ? 2.5 : 0.5;
      if (fuel === 'gpl' || fuel === 'metano') weight = 0.7;
      return [fuel, weight] as const;
    });
    return this.rng.weighted(entries);
  }

  private priceOf(make: MakeSpec, model: ModelSpec, position: number, ageYears: number, mileage: number): number {
    const rng = this.rng;
    const newPrice = model.newPrice[0] + (model.newPrice[1] - model.newPrice[0]) * position;
    const yearlyLoss = make.slug === 'ferrari' || make.slug === 'lamborghini' || make.slug === 'porsche' ? 0.07 : 0.11;
    const firstYear = ageYears > 0.5 ? 0.82 : 0.92;
    const ageFactor = firstYear * Math.pow(1 - yearlyLoss, Math.max(0, ageYears - 1));
    const kmFactor = 1 - Math.min(0.35, mileage / 450_000);
    const value = newPrice * ageFactor * kmFactor * (1 + rng.gaussian() * 0.04);
    const rounded = value > 10_000 ? Math.round(value / 500) * 500 - 100 : Math.round(value / 100) * 100;
    return Math.max(1_200, rounded);
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
