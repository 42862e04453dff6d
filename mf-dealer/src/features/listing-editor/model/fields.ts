/**
 * The listing form's fields: Italian labels, the vocabulary each select draws from, and the
 * rules (from @automercato/validation; the listing-specific ones — VIN C5, plate C6, year
 * within the version's years — are the same checks the server applies).
 */
import { compose, max, max_value, min_value, numeric, required, type Validator } from '@automercato/validation';
import { cvToKw, kwToCv } from '@automercato/i18n';
import type { ListingInput, VehicleVersion } from '../../dealer-listings/api/types';

export type PowerUnit = 'kw' | 'cv';

/** What the form holds: text as typed (numbers too), so a half-typed value is not lost. */
export interface FormValues {
  make: string;
  model: string;
  version: string;
  registration_month: string;
  registration_year: string;
  mileage: string;
  category: string;
  power_type: string;
  gearbox_type: string;
  traction_type: string;
  power: string;
  power_unit: PowerUnit;
  emission_class: string;
  exterior_color: string;
  exterior_paint_type: string;
  interior_color: string;
  interior_material: string;
  origin: string;
  price: string;
  price_negotiable: boolean;
  description: string;
  vin: string;
  plate: string;
  reference: string;
}
export type FieldName = Exclude<keyof FormValues, 'power_unit' | 'price_negotiable'>;

export const EMPTY_VALUES: FormValues = {
  make: '', model: '', version: '', registration_month: '', registration_year: '', mileage: '', category: '', power_type: '',
  gearbox_type: '', traction_type: '', power: '', power_unit: 'cv', emission_class: '', exterior_color: '', exterior_paint_type: '',
  interior_color: '', interior_material: '', origin: '', price: '', price_negotiable: false, description: '', vin: '', plate: '', reference: '',
};

export const LABELS: Record<FieldName, string> = {
  make: 'Marca',
  model: 'Modello',
  version: 'Versione',
  registration_month: 'Mese di immatricolazione',
  registration_year: 'Anno di immatricolazione',
  mileage: 'Chilometri',
  category: 'Carrozzeria',
  power_type: 'Alimentazione',
  gearbox_type: 'Cambio',
  traction_type: 'Trazione',
  power: 'Potenza',
  emission_class: 'Classe di emissioni',
  exterior_color: 'Colore esterno',
  exterior_paint_type: 'Vernice',
  interior_color: 'Colore interni',
  interior_material: 'Materiale interni',
  origin: 'Provenienza',
  price: 'Prezzo',
  description: 'Descrizione',
  vin: 'Numero di telaio (VIN)',
  plate: 'Targa',
  reference: 'Riferimento interno',
};

/** ISO 3779: 17 characters, letters without I, O, Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Italian plate since 1994: AA000AA, letters without I, O, Q, U. */
export const PLATE_PATTERN = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;
export const normalizePlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();
export const normalizeVin = (vin: string) => vin.replace(/\s/g, '').toUpperCase();

const integer = (field: string): Validator => (value) =>
  value === '' || value === undefined || /^\d+$/.test(String(value).trim()) ? undefined : `Il campo ${field} deve essere un numero intero`;

const vin: Validator = (value) =>
  !value || VIN_PATTERN.test(normalizeVin(String(value))) ? undefined : 'Il numero di telaio (VIN) deve avere 17 caratteri tra lettere e cifre, senza I, O e Q.';
const plate: Validator = (value) =>
  !value || PLATE_PATTERN.test(normalizePlate(String(value))) ? undefined : 'La targa deve essere nel formato AA000AA (lettere senza I, O, Q, U).';

/** The years the form offers: the version's years, else from 1950 to this year. */
export function yearRange(version: VehicleVersion | null, now = new Date()): [number, number] {
  const thisYear = now.getFullYear();
  if (!version) return [1950, thisYear];
  return [version.years[0], Math.min(version.years[1], thisYear)];
}

const yearRule = (version: VehicleVersion | null, now: Date): Validator => (value) => {
  if (!value) return undefined;
  const [from, to] = yearRange(version, now);
  const year = Number(value);
  if (year < from || year > to) {
    return version ? `Questa versione è stata venduta dal ${version.years[0]} al ${version.years[1]}: scegli un anno in quell'intervallo.` : `L'anno deve essere tra ${from} e ${to}.`;
  }
  return undefined;
};

const notFuture = (now: Date): Validator => (value, all) => {
  const v = all as FormValues | undefined;
  if (!value || !v?.registration_year) return undefined;
  const year = Number(v.registration_year);
  return year === now.getFullYear() && Number(value) > now.getMonth() + 1 ? 'La data di immatricolazione non può essere nel futuro.' : undefined;
};

const power: Validator = (value, all) => {
  if (!value) return undefined;
  const unit = (all as FormValues | undefined)?.power_unit ?? 'kw';
  const kw = unit === 'kw' ? Number(value) : cvToKw(Number(value));
  if (!(kw >= 1)) return `La potenza deve essere almeno ${unit === 'kw' ? '1 kW' : '2 CV'}.`;
  if (kw > 1500) return `La potenza non può superare ${unit === 'kw' ? '1500 kW' : `${kwToCv(1500)} CV`}.`;
  return undefined;
};

/** Every field's rule; the year depends on the chosen version. */
export function rulesFor(version: VehicleVersion | null, now = new Date()): Partial<Record<FieldName, Validator>> {
  const req = (name: FieldName) => required(LABELS[name]);
  return {
    make: req('make'),
    model: req('model'),
    version: compose(req('version'), max(LABELS.version, 120)),
    registration_month: compose(req('registration_month'), notFuture(now)),
    registration_year: compose(req('registration_year'), yearRule(version, now)),
    mileage: compose(req('mileage'), integer(LABELS.mileage), max_value(LABELS.mileage, 2_000_000)),
    category: req('category'),
    power_type: req('power_type'),
    gearbox_type: req('gearbox_type'),
    traction_type: req('traction_type'),
    power: compose(req('power'), numeric(LABELS.power), power),
    exterior_color: req('exterior_color'),
    exterior_paint_type: req('exterior_paint_type'),
    interior_color: req('interior_color'),
    interior_material: req('interior_material'),
    origin: req('origin'),
    price: compose(req('price'), integer(LABELS.price), min_value(LABELS.price, 100), max_value(LABELS.price, 10_000_000)),
    description: max(LABELS.description, 5000),
    vin,
    plate,
    reference: max(LABELS.reference, 50),
  };
}

export function validateField(name: FieldName, values: FormValues, version: VehicleVersion | null, now = new Date()): string | undefined {
  return rulesFor(version, now)[name]?.(values[name], values);
}

export function validateAll(values: FormValues, version: VehicleVersion | null, now = new Date()): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [name, rule] of Object.entries(rulesFor(version, now)) as [FieldName, Validator][]) {
    const message = rule(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

/** A version chosen: what the catalogue knows about it goes into the form. */
export function prefillFromVersion(values: FormValues, version: VehicleVersion): FormValues {
  const [from, to] = yearRange(version);
  const year = Number(values.registration_year);
  return {
    ...values,
    version: version.name,
    power_type: version.fuel,
    traction_type: version.traction,
    gearbox_type: version.gearbox,
    category: version.category,
    power: String(values.power_unit === 'kw' ? version.kw : version.cv),
    registration_year: year >= from && year <= to ? values.registration_year : '',
  };
}

/** kW ↔ CV: the number shown follows the unit. */
export function switchUnit(values: FormValues, unit: PowerUnit): FormValues {
  if (unit === values.power_unit) return values;
  const n = Number(values.power);
  const power = values.power === '' || !Number.isFinite(n) ? values.power : String(unit === 'kw' ? cvToKw(n) : kwToCv(n));
  return { ...values, power_unit: unit, power };
}

const num = (text: string) => (text.trim() === '' ? null : Number(text));

export function toInput(values: FormValues): ListingInput {
  const p = num(values.power);
  return {
    make: values.make,
    model: values.model,
    version: values.version.trim(),
    registration_month: num(values.registration_month),
    registration_year: num(values.registration_year),
    mileage: num(values.mileage),
    category: values.category,
    power_type: values.power_type,
    gearbox_type: values.gearbox_type,
    traction_type: values.traction_type,
    power_kw: p === null ? null : values.power_unit === 'kw' ? p : cvToKw(p),
    emission_class: values.emission_class || null,
    exterior_color: values.exterior_color,
    exterior_paint_type: values.exterior_paint_type,
    interior_color: values.interior_color,
    interior_material: values.interior_material,
    origin: values.origin,
    price: num(values.price),
    price_negotiable: values.price_negotiable,
    description: values.description,
    vin: values.vin ? normalizeVin(values.vin) : null,
    plate: values.plate ? normalizePlate(values.plate) : null,
    reference: values.reference.trim() || null,
  };
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function fromInput(input: ListingInput, unit: PowerUnit = 'cv'): FormValues {
  return {
    make: input.make, model: input.model, version: input.version,
    registration_month: text(input.registration_month), registration_year: text(input.registration_year), mileage: text(input.mileage),
    category: input.category, power_type: input.power_type, gearbox_type: input.gearbox_type, traction_type: input.traction_type,
    power: input.power_kw === null ? '' : String(unit === 'kw' ? input.power_kw : kwToCv(input.power_kw)), power_unit: unit,
    emission_class: text(input.emission_class), exterior_color: input.exterior_color, exterior_paint_type: input.exterior_paint_type,
    interior_color: input.interior_color, interior_material: input.interior_material, origin: input.origin,
    price: text(input.price), price_negotiable: input.price_negotiable, description: input.description ?? '',
    vin: text(input.vin), plate: text(input.plate), reference: text(input.reference),
  };
}

/** The server's field names → the form's (power_kw is typed in "Potenza"). */
export function serverErrorsToFields(errors: Record<string, string[]>): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const [key, list] of Object.entries(errors)) {
    const name = (key === 'power_kw' || key === 'horsepower' ? 'power' : key) as FieldName;
    if (name in LABELS && list[0] && !out[name]) out[name] = list[0];
  }
  return out;
}
