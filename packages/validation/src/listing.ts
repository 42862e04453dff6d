/**
 * The rules of a dealer's listing, written once for the listing form, the server
 * (dealer-listings) and the stock import: every attribute the search filters on, with Italian
 * messages in the style of SPEC §5.
 *
 * The catalogue (makes, models, versions) is not here: the caller passes what it knows in a
 * `ListingCatalogue` (the server from its code catalogue, the form from the lookups and
 * `GET /api/vehicles/brands/:slug/models/:model/versions`). A list that is not given is not
 * checked, so the form can validate before the lists have loaded; the server always gives them.
 */
import { compactVehicleId, isValidItalianPlate, isValidVin, VEHICLE_FIELD_LABELS_IN_SENTENCE } from '@automercato/api-contract';
import { CV_PER_KW, cvToKw, kwToCv } from '@automercato/i18n/format';
import { compose, validateValues, type Rules } from './compose.js';
import { messages } from './messages.js';
import { isEmpty, max, max_value, min_value, required, toNumber, type ValidationResult, type Validator } from './rules.js';

// ── vocabularies (VOCABULARY.md slugs) ──
export const LISTING_CATEGORIES = ['city-car', 'berlina', 'station-wagon', 'suv', 'monovolume', 'coupe', 'cabrio', 'pick-up', 'furgone'] as const;
export const LISTING_POWER_TYPES = ['benzina', 'diesel', 'gpl', 'metano', 'elettrica', 'ibrida', 'ibrida-diesel', 'ibrida-plug-in', 'idrogeno'] as const;
export const LISTING_TRACTION_TYPES = ['anteriore', 'posteriore', 'integrale'] as const;
export const LISTING_GEARBOX_TYPES = ['manuale', 'automatico', 'semiautomatico'] as const;
export const LISTING_ORIGINS = ['italiana', 'estera'] as const;
export const LISTING_EMISSION_CLASSES = [
  'euro-1', 'euro-2', 'euro-3', 'euro-4', 'euro-5', 'euro-6', 'euro-6b', 'euro-6c', 'euro-6d-temp', 'euro-6d', 'euro-6e',
] as const;
export const LISTING_EXTERIOR_COLORS = [
  'bianco', 'nero', 'grigio', 'argento', 'blu', 'azzurro', 'rosso', 'verde', 'giallo', 'arancione', 'marrone', 'beige',
  'viola', 'oro', 'bordeaux',
] as const;
export const LISTING_PAINT_TYPES = ['metallizzata', 'pastello', 'perlata', 'opaca'] as const;
export const LISTING_INTERIOR_COLORS = ['nero', 'grigio', 'beige', 'marrone', 'rosso', 'bianco', 'blu'] as const;
export const LISTING_INTERIOR_MATERIALS = ['tessuto', 'pelle', 'pelle-parziale', 'alcantara', 'similpelle', 'velluto'] as const;

// ── limits ──
export const LISTING_LIMITS = {
  yearMin: 1900,
  mileageMax: 2_000_000,
  priceMin: 100,
  priceMax: 100_000_000,
  powerKwMax: 2_000,
  horsepowerMax: 2_720,
  descriptionMax: 5_000,
  referenceMax: 50,
  versionMax: 120,
  /** kW↔CV: the two powers may differ from 1 kW = 1.35962 CV by this many CV (rounding in the registration papers). */
  horsepowerTolerance: 2,
} as const;

/** 1 kW = 1.35962 CV: the unit's one home is the formatters (they print "110 kW (150 CV)"). */
export const KW_TO_CV = CV_PER_KW;
export { cvToKw, kwToCv };

/** Italian labels of the listing's fields inside a message: the contract's table (the SPEC's wording). */
export const listingLabels = VEHICLE_FIELD_LABELS_IN_SENTENCE;
export type ListingField = keyof typeof listingLabels;

/** Messages of the listing rules that are not one of the general ones. */
export const listingMessages = {
  vin: () => 'Il numero di telaio (VIN) non è valido: servono 17 caratteri tra lettere e cifre, senza I, O e Q',
  plate: () => 'La targa non è valida: il formato è AA000AA (due lettere, tre cifre, due lettere; senza I, O, Q e U)',
  unknownMake: () => 'La marca scelta non è nel catalogo',
  unknownModel: () => 'Il modello scelto non è nel catalogo per questa marca',
  unknownVersion: () => 'La versione scelta non è nel catalogo per questo modello',
  yearOutsideVersion: (from: number, to: number) =>
    `L'anno di immatricolazione deve essere compreso tra ${from} e ${to}, gli anni in cui la versione è stata venduta`,
  future: () => "La data di immatricolazione non può essere nel futuro",
  powerRequired: () => 'Indica la potenza in kW o in CV',
  powerMismatch: (kw: number, cv: number) =>
    `La potenza in CV non corrisponde a quella in kW: ${kw} kW sono circa ${cv} CV`,
  reference: () => 'Il riferimento interno può contenere solo lettere, cifre, spazi e i caratteri - _ / .',
} as const;

/** A version of the catalogue as the form's lookup gives it. */
export interface CatalogueVersion {
  name: string;
  year_from: number;
  year_to: number;
  fuel?: string;
  power_kw?: number;
  horsepower?: number;
  traction?: string;
  gearbox?: string;
  body?: string;
}

/** What the caller knows of the catalogue; a missing list is not checked. */
export interface ListingCatalogue {
  /** Make slugs. */
  makes?: readonly string[];
  /** Model slugs of the chosen make. */
  models?: readonly string[];
  /** Versions of the chosen model. */
  versions?: readonly CatalogueVersion[];
  /** "Now" for the future-date check (tests). */
  now?: Date;
}

/** The listing as the form and the API carry it (numbers may come as digits from a form). */
export interface ListingValues {
  make?: unknown; model?: unknown; version?: unknown;
  registration_year?: unknown; registration_month?: unknown; mileage?: unknown;
  power_type?: unknown; gearbox_type?: unknown; power_kw?: unknown; horsepower?: unknown;
  category?: unknown; exterior_color?: unknown; exterior_paint_type?: unknown;
  interior_color?: unknown; interior_material?: unknown; traction_type?: unknown;
  emission_class?: unknown; origin?: unknown; price?: unknown; price_negotiable?: unknown;
  description?: unknown; vin?: unknown; plate?: unknown; reference?: unknown;
  doors?: unknown; seats?: unknown; engine_cc?: unknown;
}

// ── VIN and plate ── (the rule is the contract's, shared with the Carfax form and the server)
/** Upper case without spaces, dots and dashes, as they are stored. */
export const normaliseVin = compactVehicleId;
export const normalisePlate = compactVehicleId;
export { isValidItalianPlate, isValidVin };

/** VIN (empty passes): C5 on the server. */
export function vin(): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && isValidVin(value) ? undefined : listingMessages.vin();
  };
}

/** Italian plate (empty passes): C6 on the server. */
export function italianPlate(): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && isValidItalianPlate(value) ? undefined : listingMessages.plate();
  };
}

// ── small rules ──
function oneOf(field: string, allowed: readonly string[]): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && allowed.includes(value) ? undefined : messages.one_of(field, allowed);
  };
}

function integer(field: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = toNumber(value);
    if (n === undefined) return messages.numeric(field);
    return Number.isInteger(n) ? undefined : messages.integer(field);
  };
}

function boolean(field: string): Validator {
  return (value) => (isEmpty(value) || typeof value === 'boolean' ? undefined : messages.boolean(field));
}

function text(field: string): Validator {
  return (value) => (isEmpty(value) || typeof value === 'string' ? undefined : messages.invalid(field));
}

function inList(list: readonly string[] | undefined, message: () => string): Validator {
  return (value) => {
    if (isEmpty(value) || list === undefined) return undefined;
    return typeof value === 'string' && list.includes(value) ? undefined : message();
  };
}

const REFERENCE = /^[\p{L}\p{N} _\-/.]+$/u;

/** The catalogue version named by the values, if the versions are known. */
export function listingVersion(values: ListingValues, catalogue: ListingCatalogue): CatalogueVersion | undefined {
  return typeof values.version === 'string' ? catalogue.versions?.find((v) => v.name === values.version) : undefined;
}

/** Every field's rule, for react-final-form (field-level validators) or `validateValues`. */
export function listingRules(catalogue: ListingCatalogue = {}): Rules<ListingField> {
  const L = listingLabels;
  const now = catalogue.now ?? new Date();
  const year = now.getFullYear();

  const registrationYear: Validator = (value, all) => {
    const n = toNumber(value);
    if (n === undefined) return undefined;
    const version = listingVersion((all ?? {}) as ListingValues, catalogue);
    if (version && (n < version.year_from || n > version.year_to)) {
      return listingMessages.yearOutsideVersion(version.year_from, version.year_to);
    }
    return undefined;
  };
  const registrationMonth: Validator = (value, all) => {
    const month = toNumber(value);
    const y = toNumber((all as ListingValues | undefined)?.registration_year);
    if (month === undefined || y === undefined) return undefined;
    return y === year && month > now.getMonth() + 1 ? listingMessages.future() : undefined;
  };
  // At least one of the two powers; when both are given they must agree.
  const powerKw: Validator = (value, all) => {
    const values = (all ?? {}) as ListingValues;
    if (isEmpty(value) && isEmpty(values.horsepower)) return listingMessages.powerRequired();
    return undefined;
  };
  const horsepower: Validator = (value, all) => {
    const values = (all ?? {}) as ListingValues;
    const kw = toNumber(values.power_kw);
    const cv = toNumber(value);
    // A kW below 1 has its own message: no mismatch to report on top of it.
    if (kw === undefined || kw < 1 || cv === undefined || isEmpty(value)) return undefined;
    const expected = kwToCv(kw);
    return Math.abs(expected - cv) > LISTING_LIMITS.horsepowerTolerance ? listingMessages.powerMismatch(kw, expected) : undefined;
  };
  const reference: Validator = (value) =>
    isEmpty(value) || (typeof value === 'string' && REFERENCE.test(value.trim())) ? undefined : listingMessages.reference();

  return {
    make: [required(L.make), text(L.make), inList(catalogue.makes, listingMessages.unknownMake)],
    model: [required(L.model), text(L.model), inList(catalogue.models, listingMessages.unknownModel)],
    version: [required(L.version), text(L.version), max(L.version, LISTING_LIMITS.versionMax),
      inList(catalogue.versions?.map((v) => v.name), listingMessages.unknownVersion)],
    registration_year: [required(L.registration_year), integer(L.registration_year),
      min_value(L.registration_year, LISTING_LIMITS.yearMin), max_value(L.registration_year, year), registrationYear],
    registration_month: [required(L.registration_month), integer(L.registration_month),
      min_value(L.registration_month, 1), max_value(L.registration_month, 12), registrationMonth],
    mileage: [required(L.mileage), integer(L.mileage), min_value(L.mileage, 0), max_value(L.mileage, LISTING_LIMITS.mileageMax)],
    power_type: [required(L.power_type), oneOf(L.power_type, LISTING_POWER_TYPES)],
    gearbox_type: [required(L.gearbox_type), oneOf(L.gearbox_type, LISTING_GEARBOX_TYPES)],
    power_kw: [powerKw, integer(L.power_kw), min_value(L.power_kw, 1), max_value(L.power_kw, LISTING_LIMITS.powerKwMax)],
    horsepower: [integer(L.horsepower), min_value(L.horsepower, 1), max_value(L.horsepower, LISTING_LIMITS.horsepowerMax), horsepower],
    category: [required(L.category), oneOf(L.category, LISTING_CATEGORIES)],
    exterior_color: [required(L.exterior_color), oneOf(L.exterior_color, LISTING_EXTERIOR_COLORS)],
    exterior_paint_type: [required(L.exterior_paint_type), oneOf(L.exterior_paint_type, LISTING_PAINT_TYPES)],
    interior_color: [required(L.interior_color), oneOf(L.interior_color, LISTING_INTERIOR_COLORS)],
    interior_material: [required(L.interior_material), oneOf(L.interior_material, LISTING_INTERIOR_MATERIALS)],
    traction_type: [required(L.traction_type), oneOf(L.traction_type, LISTING_TRACTION_TYPES)],
    emission_class: [oneOf(L.emission_class, LISTING_EMISSION_CLASSES)],
    origin: [required(L.origin), oneOf(L.origin, LISTING_ORIGINS)],
    price: [required(L.price), integer(L.price), min_value(L.price, LISTING_LIMITS.priceMin), max_value(L.price, LISTING_LIMITS.priceMax)],
    price_negotiable: [boolean(L.price_negotiable)],
    description: [text(L.description), max(L.description, LISTING_LIMITS.descriptionMax)],
    vin: [text(L.vin), vin()],
    plate: [text(L.plate), italianPlate()],
    reference: [text(L.reference), max(L.reference, LISTING_LIMITS.referenceMax), reference],
    doors: [integer(L.doors), min_value(L.doors, 1), max_value(L.doors, 7)],
    seats: [integer(L.seats), min_value(L.seats, 1), max_value(L.seats, 9)],
    engine_cc: [integer(L.engine_cc), min_value(L.engine_cc, 50), max_value(L.engine_cc, 10_000)],
  };
}

/** One field's validator (react-final-form `validate` of that field). */
export function listingFieldRule(field: ListingField, catalogue: ListingCatalogue = {}): Validator {
  const rule = listingRules(catalogue)[field];
  if (!rule) return () => undefined;
  return Array.isArray(rule) ? compose(...(rule as Validator[])) : (rule as Validator);
}

/** All fields: `{ field: message }` for the failing ones (empty when the listing is valid). */
export function validateListing(values: ListingValues, catalogue: ListingCatalogue = {}): Partial<Record<ListingField, string>> {
  return validateValues(listingRules(catalogue), values);
}

/**
 * The SPEC §8 code a refusal carries: C5 when the VIN is wrong, C6 when the plate is, else 2
 * (validation). The server answers 422 with every field's message either way.
 */
export function listingErrorCode(errors: Partial<Record<ListingField, string>>): '2' | 'C5' | 'C6' {
  if (errors.vin) return 'C5';
  if (errors.plate) return 'C6';
  return '2';
}

export type { ValidationResult };
