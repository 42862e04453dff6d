/**
 * An admin's correction of a listing (the fields corrected most): its rules, the listing's rules
 * of @automercato/validation (the dealer's, the server's, with their Italian messages), and the PUT
 * body: the listing as it is with the corrected fields on top.
 */
import { listingFieldRule, type Validator } from '@automercato/validation';
import type { AdminListingBody, AdminListingDetail } from '../api/listings';
import { bodyOf } from './listings';

export const CORRECTION_KEYS = [
  'version', 'price', 'mileage', 'registration_year', 'registration_month', 'plate', 'vin', 'price_negotiable', 'description',
] as const;
export type CorrectionKey = (typeof CORRECTION_KEYS)[number];
/** Numbers are the text typed (or the number the server gave, until the box is changed). */
export type CorrectionValues = Partial<Record<Exclude<CorrectionKey, 'price_negotiable'>, string | number | null>> & { price_negotiable?: boolean };

export const CORRECTION_RULES = Object.fromEntries(CORRECTION_KEYS.map((key) => [key, listingFieldRule(key)])) as Record<CorrectionKey, Validator>;

/** The form's start: what the server has. */
export function correctionValuesOf(listing: AdminListingDetail): CorrectionValues {
  return Object.fromEntries(CORRECTION_KEYS.map((key) => [key, listing[key]])) as CorrectionValues;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const numberOf = (value: unknown): number | undefined => {
  const typed = text(value).trim();
  return typed === '' ? undefined : Number(typed.replace(',', '.'));
};

/** The PUT body: the whole listing (catalogue slugs) with the corrections; emptied numbers are left out. */
export function correctionBody(listing: AdminListingDetail, values: CorrectionValues): AdminListingBody {
  return {
    ...bodyOf(listing),
    version: text(values.version),
    price: numberOf(values.price), mileage: numberOf(values.mileage),
    registration_year: numberOf(values.registration_year), registration_month: numberOf(values.registration_month),
    plate: text(values.plate).trim() || null, vin: text(values.vin).trim() || null,
    description: text(values.description), price_negotiable: values.price_negotiable === true,
  } as AdminListingBody;
}
