/**
 * The listing form's fields: visible Italian labels, the form's values (text as typed), and the
 * bridge to the one set of listing rules in @automercato/validation (the server's own): power
 * is typed once, in kW or CV, and checked as `power_kw` or `horsepower`.
 */
import { cvToKw, kwToCv, listingRules, normalisePlate, normaliseVin, type ListingCatalogue, type ListingField, type ListingValues, type Validator } from '@automercato/validation';
import type { DealerListing, ListingInput, VehicleVersion } from '../../dealer-listings';
import { t } from '../texts';

export type PowerUnit = 'kw' | 'cv';

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
  make: t('fields.marca'),
  model: t('fields.modello'),
  version: t('fields.versione'),
  registration_month: t('fields.meseDiImmatricolazione'),
  registration_year: t('fields.annoDiImmatricolazione'),
  mileage: t('fields.chilometri'),
  category: t('fields.carrozzeria'),
  power_type: t('fields.alimentazione'),
  gearbox_type: t('fields.cambio'),
  traction_type: t('fields.trazione'),
  power: t('fields.potenza'),
  emission_class: t('fields.classeDiEmissioni'),
  exterior_color: t('fields.coloreEsterno'),
  exterior_paint_type: t('fields.vernice'),
  interior_color: t('fields.coloreInterni'),
  interior_material: t('fields.materialeInterni'),
  origin: t('fields.provenienza'),
  price: t('fields.prezzo'),
  description: t('fields.descrizione'),
  vin: t('fields.numeroDiTelaioVin'),
  plate: t('fields.targa'),
  reference: t('fields.riferimentoInterno'),
};

/** The form's values as the shared rules read them. */
export function asListingValues(values: FormValues): ListingValues {
  return {
    ...values,
    power_kw: values.power_unit === 'kw' ? values.power : '',
    horsepower: values.power_unit === 'cv' ? values.power : '',
  };
}

/** The form field a rule's field lands on. */
const fieldOf = (name: ListingField): FieldName | null =>
  name === 'power_kw' || name === 'horsepower' ? 'power' : name in LABELS ? (name as FieldName) : null;

function run(rule: Validator | readonly Validator[] | undefined, value: unknown, all: ListingValues): string | undefined {
  if (!rule) return undefined;
  for (const validate of Array.isArray(rule) ? rule : [rule as Validator]) {
    const message = validate(value, all);
    if (message) return message;
  }
  return undefined;
}

export function validateField(name: FieldName, values: FormValues, catalogue: ListingCatalogue): string | undefined {
  const rules = listingRules(catalogue);
  const all = asListingValues(values);
  if (name === 'power') {
    const key = values.power_unit === 'kw' ? 'power_kw' : 'horsepower';
    // "Indica la potenza…" lives on power_kw: an empty power in CV is refused there too.
    return run(rules[key], all[key], all) ?? run(rules.power_kw, all.power_kw, all);
  }
  return run(rules[name as ListingField], all[name as ListingField], all);
}

export function validateAll(values: FormValues, catalogue: ListingCatalogue): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of Object.keys(LABELS) as FieldName[]) {
    const message = validateField(name, values, catalogue);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The years the form offers: the version's years, else from 1950 to this year. */
export function yearRange(version: VehicleVersion | null, now = new Date()): [number, number] {
  const thisYear = now.getFullYear();
  if (!version) return [1950, thisYear];
  return [version.year_from, Math.min(version.year_to, thisYear)];
}

/** A version chosen: what the catalogue knows about it goes into the form; a year outside its years is cleared. */
export function prefillFromVersion(values: FormValues, version: VehicleVersion): FormValues {
  const [from, to] = yearRange(version);
  const year = Number(values.registration_year);
  return {
    ...values,
    version: version.name,
    power_type: version.fuel,
    traction_type: version.traction,
    gearbox_type: version.gearbox,
    category: version.body,
    power: String(values.power_unit === 'kw' ? version.power_kw : version.horsepower),
    registration_year: year >= from && year <= to ? values.registration_year : '',
  };
}

/** kW ↔ CV: the number shown follows the unit. */
export function switchUnit(values: FormValues, unit: PowerUnit): FormValues {
  if (unit === values.power_unit) return values;
  const n = Number(values.power);
  const power = values.power.trim() === '' || !Number.isFinite(n) ? values.power : String(unit === 'kw' ? cvToKw(n) : kwToCv(n));
  return { ...values, power_unit: unit, power };
}

const num = (text: string) => Number(text.trim());
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The API body of valid values (validateAll passed). */
export function toInput(values: FormValues): ListingInput {
  const power = num(values.power);
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
    ...(values.power_unit === 'kw' ? { power_kw: power } : { horsepower: power }),
    emission_class: values.emission_class || null,
    exterior_color: values.exterior_color,
    exterior_paint_type: values.exterior_paint_type,
    interior_color: values.interior_color,
    interior_material: values.interior_material,
    origin: values.origin,
    price: num(values.price),
    price_negotiable: values.price_negotiable,
    description: values.description,
    vin: values.vin.trim() ? normaliseVin(values.vin) : null,
    plate: values.plate.trim() ? normalisePlate(values.plate) : null,
    reference: orNull(values.reference),
  };
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved listing in the form, power in the unit on screen. */
export function fromListing(listing: DealerListing, unit: PowerUnit = 'cv'): FormValues {
  return {
    make: listing.make.slug, model: listing.model.slug, version: listing.version,
    registration_month: text(listing.registration_month), registration_year: text(listing.registration_year), mileage: text(listing.mileage),
    category: listing.category, power_type: listing.power_type, gearbox_type: listing.gearbox_type, traction_type: listing.traction_type,
    power: String(unit === 'kw' ? listing.power_kw : listing.horsepower), power_unit: unit,
    emission_class: text(listing.emission_class), exterior_color: listing.exterior_color, exterior_paint_type: listing.exterior_paint_type,
    interior_color: listing.interior_color, interior_material: listing.interior_material, origin: listing.origin,
    price: text(listing.price), price_negotiable: listing.price_negotiable, description: listing.description,
    vin: text(listing.vin), plate: text(listing.plate), reference: text(listing.reference),
  };
}

/** The server's per-field messages on the form's fields (power_kw / horsepower are "Potenza"). */
export function serverErrorsToFields(errors: Record<string, string[]>): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const [key, list] of Object.entries(errors)) {
    const name = fieldOf(key as ListingField);
    if (name && list[0] && !out[name]) out[name] = list[0];
  }
  return out;
}
