import type { CarfaxReportDocument } from '@automercato/api-contract';
import { findMake, findModel, makes, type MakeSpec, type ModelSpec } from '../catalog/vehicles.js';
import { provinces } from '../catalog/provinces.js';
import { emissionClassFor, PLATE_LETTERS, WMI } from '../seed/listing-factory.js';
import { Random } from '../seed/random.js';
import type { CarfaxProvider, ReportQuery, VehicleHint } from './provider.js';

type Doc = CarfaxReportDocument;
const DAY = 86_400_000;

/** FNV-1a: the seed of a vehicle's history is its VIN (else its plate), so the same vehicle always gets the same story. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

/** ISO 3779 model-year letter (position 10) → year, the 30-year cycle read as the most recent past one. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
function yearFromVin(vin: string, currentYear: number): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  let year = 2010 + index;
  while (year > currentYear) year -= 30;
  return year;
}

/** Italian plates advance their first letter with time (AA from 1994, about one letter every 4.4 years). */
function yearFromPlate(plate: string): number | null {
  const index = PLATE_LETTERS.indexOf(plate[0] ?? '');
  return index < 0 ? null : Math.round(1994 + index * 4.4);
}

/** Manufacturer code → make; a code shared by two makes (ZFA: Fiat and Abarth) means the first listed, the maker. */
const MAKE_BY_WMI = new Map<string, string>();
for (const [make, wmi] of Object.entries(WMI)) if (!MAKE_BY_WMI.has(wmi)) MAKE_BY_WMI.set(wmi, make);
/** The oldest year the catalogue has a model for: histories start no earlier. */
const CATALOGUE_FIRST_YEAR = Math.min(...makes.flatMap((m) => m.models.map((model) => model.years[0])));

/** The make and model: the listing's when bought for one, else read from the VIN's manufacturer code, else drawn. */
function vehicleOf(query: ReportQuery, rng: Random, currentYear: number): { make: MakeSpec; model: ModelSpec; year: number; month: number } {
  const hint = query.vehicle;
  if (hint) {
    const make = findMake(hint.make_slug);
    const model = findModel(hint.make_slug, hint.model_slug);
    if (make && model) return { make, model, year: hint.registration_year, month: hint.registration_month };
  }
  const wantedYear = (query.vin ? yearFromVin(query.vin, currentYear - 1) : null)
    ?? (query.plate ? yearFromPlate(query.plate) : null)
    ?? rng.int(currentYear - 15, currentYear - 1);
  const year = Math.max(CATALOGUE_FIRST_YEAR, Math.min(currentYear - 1, wantedYear));
  const fromVin = query.vin ? findMake(MAKE_BY_WMI.get(query.vin.slice(0, 3)) ?? '') : undefined;
  const sold = makes.filter((m) => m.models.some((model) => model.years[0] <= year && model.years[1] >= year));
  const make = fromVin ?? rng.pick(sold.length ? sold : makes);
  const models = make.models.filter((m) => m.years[0] <= year && m.years[1] >= year);
  const model = rng.pick(models.length ? models : make.models);
  return { make, model, year: Math.max(model.years[0], Math.min(model.years[1], year)), month: rng.int(1, 12) };
}

const COUNTRIES = ['DE', 'FR', 'BE', 'NL', 'AT', 'ES', 'CH'];
const DAMAGE_AREAS = [
  'Anteriore sinistro', 'Anteriore destro', 'Posteriore', 'Fiancata sinistra', 'Fiancata destra', 'Paraurti anteriore',
  'Tetto (grandine)', 'Sottoscocca',
];
const COSTS = { lieve: [300, 1200], media: [1500, 4500], grave: [5000, 14000] } as const;

/**
 * The embedded provider: a coherent, invented history built from the VIN or plate with a seeded
 * PRNG (the same vehicle, the same history; only generated_at changes). Everything it makes is
 * labelled demo ("dimostrativo"). Dates run up to the start of `now`'s month, so a report bought
 * twice in a month is identical.
 */
export function demoProvider(options: { now?: () => Date } = {}): CarfaxProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'demo',
    demo: true,
    async fetchReport(query) {
      return demoReport(query, now());
    },
  };
}

export function demoReport(query: ReportQuery, at: Date): Doc {
  const key = query.vin ?? query.plate ?? '';
  const rng = new Random(hash(key));
  const currentYear = at.getUTCFullYear();
  const until = new Date(Date.UTC(currentYear, at.getUTCMonth(), 1));
  const { make, model, year, month } = vehicleOf(query, rng, currentYear);
  const fuel = query.vehicle?.power_type ?? model.fuels[0] ?? 'benzina';
  const registered = new Date(Date.UTC(year, month - 1, rng.int(1, 28)));
  const lastDate = addDays(until, -rng.int(5, 25));
  const span = Math.max(30 * DAY, lastDate.getTime() - registered.getTime());
  const at_ = (fraction: number) => new Date(registered.getTime() + span * fraction);

  // Registrations: imported cars start abroad, are de-registered there and registered in Italy.
  const registrations: Doc['registrations'] = [];
  let imported: Doc['import'] = null;
  let italianSince = registered;
  if (rng.chance(0.15)) {
    const country = rng.pick(COUNTRIES);
    const importDate = at_(0.1 + rng.next() * 0.3);
    imported = { country, date: day(importDate) };
    italianSince = importDate;
    registrations.push(
      { event: 'prima_immatricolazione', date: day(registered), country, note: null },
      { event: 'radiazione', date: day(addDays(importDate, -rng.int(10, 40))), country, note: 'Radiazione per esportazione' },
      { event: 'immatricolazione_italia', date: day(importDate), country: 'IT', note: 'Veicolo di importazione' },
    );
  } else {
    registrations.push({ event: 'prima_immatricolazione', date: day(registered), country: 'IT', note: null });
  }
  let scrapped = false;
  if (rng.chance(0.05)) {
    // A temporary de-registration (e.g. left unused), then back on the road.
    const off = at_(0.5 + rng.next() * 0.2);
    registrations.push(
      { event: 'radiazione', date: day(off), country: 'IT', note: 'Sospensione dalla circolazione' },
      { event: 'reimmatricolazione', date: day(addMonths(off, rng.int(4, 14))), country: 'IT', note: null },
    );
  } else if (rng.chance(0.02)) {
    scrapped = true;
    registrations.push({ event: 'radiazione', date: day(at_(0.95)), country: 'IT', note: 'Radiazione per demolizione registrata al PRA' });
  }

  // Owners: older cars had more; the first one is sometimes a rental or lease company.
  const age = Math.max(1, currentYear - year);
  const ownersCount = Math.min(5, 1 + rng.int(0, Math.floor(age / 4) + 1));
  const cuts = Array.from({ length: ownersCount - 1 }, () => 0.15 + rng.next() * 0.75).sort((a, b) => a - b);
  const owners: Doc['owners'] = [];
  const ownerChanges: Date[] = [];
  let from = italianSince;
  for (let i = 0; i < ownersCount; i++) {
    const to = i < cuts.length ? new Date(Math.max(from.getTime() + 60 * DAY, at_(cuts[i]!).getTime())) : null;
    const use = i === 0
      ? rng.weighted([['privato', 60], ['noleggio', 14], ['leasing', 10], ['aziendale', 12], ['taxi', 4]] as const)
      : rng.weighted([['privato', 85], ['aziendale', 10], ['leasing', 5]] as const);
    owners.push({ from: day(from), to: to ? day(to) : null, use, province: rng.pick(provinces).code });
    if (to) ownerChanges.push(to);
    if (to) from = to;
  }

  // Odometer: proportional to time with some jitter, ending near the listing's km (or a plausible yearly use).
  const yearlyKm = owners[0]!.use === 'privato' ? rng.int(8000, 16000) : rng.int(20000, 40000);
  const finalKm = query.vehicle ? Math.max(100, query.vehicle.mileage) : Math.round((span / (365 * DAY)) * yearlyKm);
  const kmAt = (date: Date) => {
    const fraction = Math.min(1, Math.max(0, (date.getTime() - registered.getTime()) / span));
    return Math.round(finalKm * Math.pow(fraction, 0.9 + rng.next() * 0.2));
  };

  // Revisioni: the first 4 years after registration, then every 2 years.
  const inspections: Doc['inspections'] = [];
  for (let when = addMonths(registered, 48); when < lastDate; when = addMonths(when, 24)) {
    const date = addDays(when, -rng.int(0, 40));
    const outcome = rng.weighted([['regolare', 90], ['ripetere', 8], ['sospeso', 2]] as const);
    inspections.push({ date: day(date), km: 0, outcome });
    if (outcome !== 'regolare') inspections.push({ date: day(addDays(date, rng.int(10, 30))), km: 0, outcome: 'regolare' });
  }

  const readings: { date: Date; source: Doc['odometer'][number]['source'] }[] = [
    { date: registered, source: 'immatricolazione' },
    ...inspections.map((i) => ({ date: new Date(i.date), source: 'revisione' as const })),
    ...ownerChanges.map((date) => ({ date, source: 'passaggio_di_proprieta' as const })),
  ];
  for (let when = addMonths(registered, 12 + rng.int(0, 6)); when < lastDate; when = addMonths(when, rng.int(12, 24))) {
    readings.push({ date: when, source: rng.chance(0.7) ? 'tagliando' : 'officina' });
  }
  readings.push({ date: lastDate, source: query.vehicle ? 'annuncio' : 'officina' });
  readings.sort((a, b) => a.date.getTime() - b.date.getTime());
  const odometer: Doc['odometer'] = [];
  for (const r of readings) {
    const previous = odometer.at(-1)?.km ?? 0;
    const km = r.source === 'immatricolazione' ? rng.int(5, 60) : Math.max(previous + rng.int(50, 400), kmAt(r.date));
    odometer.push({ date: day(r.date), km, source: r.source, rollback: false });
  }
  // The end stays at the listing's km; a later reading lower than the one before is a roll-back.
  const last = odometer.at(-1)!;
  last.km = Math.max(finalKm, (odometer.at(-2)?.km ?? 0) + 1);
  if (odometer.length >= 4 && rng.chance(0.15)) {
    const k = rng.int(1, odometer.length - 3);
    odometer[k]!.km = odometer[k + 1]!.km + rng.int(15000, 45000);
    odometer[k + 1]!.rollback = true;
  }
  for (const inspection of inspections) {
    inspection.km = odometer.find((o) => o.date === inspection.date)?.km ?? kmAt(new Date(inspection.date));
  }

  // Damage: most cars none; severity drives the estimate; a grave one may have been a total loss.
  const damageCount = rng.weighted([[0, 60], [1, 28], [2, 10], [3, 2]] as const);
  const damages: Doc['damages'] = Array.from({ length: damageCount }, () => {
    const severity = rng.weighted([['lieve', 60], ['media', 30], ['grave', 10]] as const);
    const [low, high] = COSTS[severity];
    return { date: day(at_(0.05 + rng.next() * 0.9)), severity, area: rng.pick(DAMAGE_AREAS), cost_estimate: Math.round(rng.int(low, high) / 50) * 50 };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const totalLoss = damages.some((d) => d.severity === 'grave') && rng.chance(0.3);

  // Liens: a purchase on instalments, an unpaid-tax fermo, rarely a seizure.
  const liens: Doc['liens'] = [];
  if (rng.chance(0.15)) {
    const end = addMonths(italianSince, rng.int(24, 60));
    liens.push({ type: 'riserva_di_proprieta', from: day(italianSince), to: end < lastDate ? day(end) : null });
  }
  if (rng.chance(0.07)) {
    const start = at_(0.3 + rng.next() * 0.5);
    liens.push({ type: 'fermo_amministrativo', from: day(start), to: rng.chance(0.5) ? day(addMonths(start, rng.int(2, 10))) : null });
  }
  if (rng.chance(0.02)) {
    const start = at_(0.2 + rng.next() * 0.5);
    liens.push({ type: 'sequestro', from: day(start), to: day(addMonths(start, rng.int(1, 6))) });
  }
  const stolen = rng.chance(0.02);

  const emission = query.vehicle ? query.vehicle.emission_class : emissionClassFor(fuel, year, month);
  return {
    vin: query.vin,
    plate: query.plate,
    make: make.name,
    model: model.name,
    year,
    provider: { name: 'Fornitore dimostrativo', demo: true },
    generated_at: at.toISOString(),
    problem_check: {
      stolen,
      total_loss: totalLoss,
      scrapped,
      imported: imported !== null,
      non_private_use: owners.some((o) => o.use !== 'privato'),
      odometer_rollback: odometer.some((o) => o.rollback),
      liens: liens.some((l) => l.to === null),
      damages: damages.length > 0,
      owners_count: owners.length,
      last_km: odometer.at(-1)?.km ?? null,
    },
    registrations: registrations.sort((a, b) => a.date.localeCompare(b.date)),
    owners,
    odometer,
    inspections,
    damages,
    liens,
    import: imported,
    emission_class: emission,
    power_type: fuel,
  };
}

export type { VehicleHint };
