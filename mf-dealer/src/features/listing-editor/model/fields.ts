/**
 * The listing form as data: its values (text as typed), the Italian labels, one rule per field
 * for the forms kit (the one set of listing rules of @automercato/validation, the server's own),
 * and the one place where the API's shapes meet the form's:
 *
 * - `toFormValues(listing)`: a listing as read (`make: { slug, name }`, numbers, nulls) → the form;
 * - `toRequest(values)`: the form → the body the API takes (`make` as a slug, numbers, nulls).
 *
 * Power is typed once, in kW or CV (`power_unit`), and checked and sent as `power_kw` or `horsepower`.
 */
import { ApiError } from '@automercato/api-sdk';
import type { FormRules } from '@automercato/forms';
import {
  cvToKw, kwToCv, listingFieldRule, normalisePlate, normaliseVin, type ListingCatalogue, type ListingField, type ListingValues, type Validator,
} from '@automercato/validation';
import type { DealerListing, ListingInput, VehicleVersion } from '../../dealer-listings';
import { t } from '../texts';

export type PowerUnit = 'kw' | 'cv';

/** The form's values: what is typed or chosen; an empty field is absent (react-final-form's way). */
export interface ListingFormValues {
  make?: string;
  model?: string;
  version?: string;
  registration_month?: string;
  registration_year?: string;
  mileage?: string;
  category?: string;
  power_type?: string;
  gearbox_type?: string;
  traction_type?: string;
  power?: string;
  power_unit: PowerUnit;
  emission_class?: string;
  exterior_color?: string;
  exterior_paint_type?: string;
  interior_color?: string;
  interior_material?: string;
  origin?: string;
  price?: string;
  price_negotiable: boolean;
  description?: string;
  vin?: string;
  plate?: string;
  reference?: string;
}
export type FormField = keyof ListingFormValues;
/** The fields with a label and a message of their own (the unit and the checkbox have neither). */
export type FieldName = Exclude<FormField, 'power_unit' | 'price_negotiable'>;

/** A new listing: power in CV, price not negotiable, everything else to fill in. */
export const NEW_LISTING_VALUES: ListingFormValues = { power_unit: 'cv', price_negotiable: false };

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

/** Fields that may stay empty (marked "facoltativo"); the others are required. */
export const OPTIONAL: ReadonlySet<FieldName> = new Set<FieldName>(['emission_class', 'description', 'vin', 'plate', 'reference']);

// ── rules ────────────────────────────────────────────────────────────────────────────────

/** The form's values as the shared rules read them: the one power box is `power_kw` or `horsepower`. */
export function asListingValues(values: Partial<ListingFormValues>): ListingValues {
  const { power, power_unit: unit = 'cv', ...rest } = values;
  return { ...rest, power_kw: unit === 'kw' ? power : undefined, horsepower: unit === 'cv' ? power : undefined };
}

/**
 * One rule per field for the forms kit, from the listing rules. The catalogue is read when a
 * field is checked (the lists load after the form is on screen; one not loaded yet is not checked).
 */
export function listingFormRules(catalogue: () => ListingCatalogue): FormRules<FormField> {
  const rule = (field: ListingField): Validator => (value, all) =>
    listingFieldRule(field, catalogue())(value, asListingValues((all ?? {}) as Partial<ListingFormValues>));
  const power: Validator = (_value, all) => {
    const form = (all ?? {}) as Partial<ListingFormValues>;
    const values = asListingValues(form);
    const check = (field: 'power_kw' | 'horsepower') => listingFieldRule(field, catalogue())(values[field], values);
    // "Indica la potenza…" lives on power_kw: an empty power in CV is refused there too.
    return check(form.power_unit === 'kw' ? 'power_kw' : 'horsepower') ?? check('power_kw');
  };
  const fields = Object.keys(LABELS).filter((name) => name !== 'power') as Exclude<FieldName, 'power'>[];
  return {
    ...(Object.fromEntries(fields.map((name) => [name, rule(name)])) as Record<Exclude<FieldName, 'power'>, Validator>),
    power,
    power_unit: () => undefined,
    price_negotiable: rule('price_negotiable'),
  };
}

/**
 * The API's refusal with its messages on the form's fields: `power_kw` and `horsepower` are the
 * one "Potenza" box. Anything else is returned as it is.
 */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { power_kw: kw, horsepower: cv, ...others } = error.fieldErrors;
  if (kw === undefined && cv === undefined) return error;
  const data = error.data && typeof error.data === 'object' ? error.data : {};
  const power = [...(kw ?? []), ...(cv ?? [])];
  return new ApiError(error.code, error.message, error.status, { ...data, errors: { ...others, power } }, error.serverMessage);
}

// ── the catalogue's help ─────────────────────────────────────────────────────────────────

/** The years the form offers: the version's years, else from 1950 to this year. */
export function yearRange(version: VehicleVersion | null | undefined, now = new Date()): [number, number] {
  const thisYear = now.getFullYear();
  if (!version) return [1950, thisYear];
  return [version.year_from, Math.min(version.year_to, thisYear)];
}

/** A version chosen: what the catalogue knows about it, for the form; a year outside its years is cleared. */
export function prefillFromVersion(values: Partial<ListingFormValues>, version: VehicleVersion): Partial<ListingFormValues> {
  const [from, to] = yearRange(version);
  const year = Number(values.registration_year);
  return {
    power_type: version.fuel,
    traction_type: version.traction,
    gearbox_type: version.gearbox,
    category: version.body,
    power: String(values.power_unit === 'kw' ? version.power_kw : version.horsepower),
    registration_year: year >= from && year <= to ? values.registration_year : undefined,
  };
}

/** What the form asks of the catalogue after a choice: the models of a make, the versions of a model. */
export type CatalogueLookup = { make: string } | { make: string; model: string };

/**
 * A choice of make, model or version, as the form follows it: a new make forgets the model and
 * the version, a new model forgets the version, a version of the catalogue prefills the
 * technical data. `changes` go into the form; `lookup` is what to load next.
 */
export function afterChoice(
  before: Partial<ListingFormValues>,
  after: Partial<ListingFormValues>,
  versions: readonly VehicleVersion[],
): { changes: Partial<ListingFormValues>; lookup: CatalogueLookup | null } {
  if (after.make !== before.make) {
    return { changes: { model: undefined, version: undefined }, lookup: { make: after.make ?? '' } };
  }
  if (after.model !== before.model) {
    return { changes: { version: undefined }, lookup: { make: after.make ?? '', model: after.model ?? '' } };
  }
  if (after.version !== before.version && after.version) {
    const version = versions.find((v) => v.name === after.version);
    if (version) return { changes: prefillFromVersion(after, version), lookup: null };
  }
  return { changes: {}, lookup: null };
}

/** kW ↔ CV: the number shown follows the unit (text that is not a number stays as typed). */
export function powerInUnit(power: string | undefined, from: PowerUnit, to: PowerUnit): string | undefined {
  if (from === to || power === undefined || power.trim() === '') return power;
  const n = Number(power);
  if (!Number.isFinite(n)) return power;
  return String(to === 'kw' ? cvToKw(n) : kwToCv(n));
}

// ── the API's shapes ─────────────────────────────────────────────────────────────────────

const text = (value: number | string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/** A listing as the API reads it, in the form: `make`/`model` as their slugs, power in the unit on screen. */
export function toFormValues(listing: DealerListing, unit: PowerUnit = 'cv'): ListingFormValues {
  return {
    make: listing.make.slug,
    model: listing.model.slug,
    version: text(listing.version),
    registration_month: text(listing.registration_month),
    registration_year: text(listing.registration_year),
    mileage: text(listing.mileage),
    category: text(listing.category),
    power_type: text(listing.power_type),
    gearbox_type: text(listing.gearbox_type),
    traction_type: text(listing.traction_type),
    power: text(unit === 'kw' ? listing.power_kw : listing.horsepower),
    power_unit: unit,
    emission_class: text(listing.emission_class),
    exterior_color: text(listing.exterior_color),
    exterior_paint_type: text(listing.exterior_paint_type),
    interior_color: text(listing.interior_color),
    interior_material: text(listing.interior_material),
    origin: text(listing.origin),
    price: text(listing.price),
    price_negotiable: listing.price_negotiable,
    description: text(listing.description),
    vin: text(listing.vin),
    plate: text(listing.plate),
    reference: text(listing.reference),
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const num = (value: string | undefined) => Number(trimmed(value));
const orNull = (value: string | undefined) => trimmed(value) || null;

/** The body the API takes, from valid values (the kit sends nothing its rules refuse). */
export function toRequest(values: ListingFormValues): ListingInput {
  const power = num(values.power);
  return {
    make: trimmed(values.make),
    model: trimmed(values.model),
    version: trimmed(values.version),
    registration_month: num(values.registration_month),
    registration_year: num(values.registration_year),
    mileage: num(values.mileage),
    category: trimmed(values.category),
    power_type: trimmed(values.power_type),
    gearbox_type: trimmed(values.gearbox_type),
    traction_type: trimmed(values.traction_type),
    ...(values.power_unit === 'kw' ? { power_kw: power } : { horsepower: power }),
    emission_class: orNull(values.emission_class),
    exterior_color: trimmed(values.exterior_color),
    exterior_paint_type: trimmed(values.exterior_paint_type),
    interior_color: trimmed(values.interior_color),
    interior_material: trimmed(values.interior_material),
    origin: trimmed(values.origin),
    price: num(values.price),
    price_negotiable: values.price_negotiable === true,
    description: values.description ?? '',
    vin: trimmed(values.vin) ? normaliseVin(trimmed(values.vin)) : null,
    plate: trimmed(values.plate) ? normalisePlate(trimmed(values.plate)) : null,
    reference: orNull(values.reference),
  };
}
