import { describe, expect, it } from 'vitest';
import { validateValues } from '@automercato/validation';
import type { AdminListingDetail } from '../api/listings';
import { CORRECTION_RULES, correctionBody, correctionValuesOf } from './correction';

const listing = {
  uuid: 'l1', make: { name: 'Volkswagen', slug: 'volkswagen' }, model: { name: 'Golf', slug: 'golf' }, version: '2.0 TDI Style',
  registration_year: 2021, registration_month: 4, mileage: 58000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110,
  horsepower: 150, category: 'berlina', exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero',
  interior_material: 'tessuto', traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 22900,
  price_negotiable: true, description: 'Ottima', vin: null, plate: 'GB123CD', reference: null, doors: 5, seats: 5, engine_cc: null,
} as unknown as AdminListingDetail;

describe('an admin\'s correction of a listing', () => {
  it('starts from the listing, which passes the rules', () => {
    const values = correctionValuesOf(listing);
    expect(values).toMatchObject({ version: '2.0 TDI Style', price: 22900, plate: 'GB123CD', price_negotiable: true });
    expect(validateValues(CORRECTION_RULES, values)).toEqual({});
  });

  it('checks the corrected fields with the listing\'s rules', () => {
    const problems = validateValues(CORRECTION_RULES, { ...correctionValuesOf(listing), price: '', registration_month: '13', plate: 'XX' });
    expect(problems.price).toBe('Il campo prezzo è richiesto');
    expect(problems.registration_month).toMatch(/minore o uguale a 12/);
    expect(problems.plate).toMatch(/^La targa non è valida/);
  });

  it('sends the whole listing with the corrections: typed numbers as numbers, empty codes as null', () => {
    const body = correctionBody(listing, { ...correctionValuesOf(listing), price: '21.500', mileage: '60000', plate: '  ', price_negotiable: false });
    expect(body).toMatchObject({ make: 'volkswagen', model: 'golf', price: 21.5, mileage: 60000, plate: null, vin: null, price_negotiable: false, doors: 5 });
  });
});
