import { describe, expect, it } from 'vitest';
import {
  isValidItalianPlate, isValidVin, listingErrorCode, listingFieldRule, validateListing, type ListingCatalogue,
} from './listing.js';

const catalogue: ListingCatalogue = {
  makes: ['volkswagen'],
  models: ['golf'],
  versions: [{ name: '2.0 TDI 150 CV DSG Style', year_from: 2020, year_to: 2024, power_kw: 110, horsepower: 150 }],
  now: new Date('2026-06-15T12:00:00Z'),
};
const valid = {
  make: 'volkswagen', model: 'golf', version: '2.0 TDI 150 CV DSG Style', registration_year: 2021, registration_month: 3,
  mileage: 45000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
  exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
  traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 21900, price_negotiable: true,
  description: 'Tagliandi ufficiali', vin: 'WVWZZZCDZMW012345', plate: 'GA123BC', reference: 'STK-001',
};

describe('listing rules', () => {
  it('accepts a complete listing', () => {
    expect(validateListing(valid, catalogue)).toEqual({});
  });

  it.each([
    ['make', 'wolksvagen', 'La marca scelta non è nel catalogo'],
    ['model', 'polo', 'Il modello scelto non è nel catalogo per questa marca'],
    ['version', '1.0 TSI', 'La versione scelta non è nel catalogo per questo modello'],
    ['registration_year', 2018, "L'anno di immatricolazione deve essere compreso tra 2020 e 2024, gli anni in cui la versione è stata venduta"],
    ['registration_month', 13, 'Il campo mese di immatricolazione deve essere minore o uguale a 12'],
    ['mileage', -1, 'Il campo chilometraggio deve essere maggiore o uguale a 0'],
    ['power_type', 'nafta', 'Il valore del campo alimentazione non è valido. Valori ammessi: benzina, diesel, gpl, metano, elettrica, ibrida, ibrida-diesel, ibrida-plug-in, idrogeno'],
    ['horsepower', 200, 'La potenza in CV non corrisponde a quella in kW: 110 kW sono circa 150 CV'],
    ['price', 0, 'Il campo prezzo deve essere maggiore o uguale a 100'],
    ['price_negotiable', 'si', 'Il campo prezzo trattabile deve essere vero o falso'],
    ['description', 'x'.repeat(5001), 'Il campo descrizione non può essere più lungo di 5000 caratteri'],
    ['reference', 'A<script>', 'Il riferimento interno può contenere solo lettere, cifre, spazi e i caratteri - _ / .'],
    ['price', undefined, 'Il campo prezzo è richiesto'],
  ])('refuses %s = %s', (field, value, message) => {
    const errors = validateListing({ ...valid, [field]: value }, catalogue);
    expect(errors).toEqual({ [field]: message });
  });

  it('wants one of the powers, either one', () => {
    expect(validateListing({ ...valid, power_kw: undefined, horsepower: undefined }, catalogue)).toEqual({
      power_kw: 'Indica la potenza in kW o in CV',
    });
    expect(validateListing({ ...valid, power_kw: undefined }, catalogue)).toEqual({});
    expect(validateListing({ ...valid, horsepower: null }, catalogue)).toEqual({});
  });

  it('refuses a registration in the future', () => {
    const errors = validateListing({ ...valid, registration_year: 2026, registration_month: 9 }, {
      ...catalogue, versions: [{ name: valid.version, year_from: 2020, year_to: 2026 }],
    });
    expect(errors).toEqual({ registration_month: 'La data di immatricolazione non può essere nel futuro' });
  });

  it('checks the VIN as ISO 3779 without requiring the check digit (C5)', () => {
    expect(isValidVin('WVWZZZCDZMW012345')).toBe(true);
    expect(isValidVin('wvwzzzcdzmw012345')).toBe(true);
    expect(isValidVin('WVWZZZCDZMW01234')).toBe(false);
    expect(isValidVin('WVWZZZCDZMWO12345')).toBe(false);
    expect(isValidVin('IVWZZZCDZMW012345')).toBe(false);
    const errors = validateListing({ ...valid, vin: 'WVWZZZCDZMQ012345' }, catalogue);
    expect(Object.keys(errors)).toEqual(['vin']);
    expect(listingErrorCode(errors)).toBe('C5');
  });

  it('checks the Italian plate AA000AA without I, O, Q, U (C6)', () => {
    expect(isValidItalianPlate('GA123BC')).toBe(true);
    expect(isValidItalianPlate('ga 123 bc')).toBe(true);
    expect(isValidItalianPlate('GU123BC')).toBe(false);
    expect(isValidItalianPlate('GA12BC')).toBe(false);
    expect(isValidItalianPlate('MI1234567')).toBe(false);
    const errors = validateListing({ ...valid, plate: 'OA123BC' }, catalogue);
    expect(listingErrorCode(errors)).toBe('C6');
    expect(errors.plate).toMatch(/AA000AA/);
  });

  it('checks nothing of the catalogue it was not given (the form before the lists load)', () => {
    expect(validateListing({ ...valid, make: 'qualunque', version: 'altra' }, { now: catalogue.now })).toEqual({});
    expect(listingFieldRule('price')('abc')).toBe('Il campo prezzo deve contenere solo numeri');
  });
});

describe('listing labels', () => {
  it('the server\'s schema errors name the listing fields as the form does', async () => {
    const { labelOf } = await import('./messages.js');
    const { listingLabels } = await import('./listing.js');
    for (const [field, label] of Object.entries(listingLabels)) {
      if (field === 'price_negotiable') continue;
      expect(labelOf(field), field).toBe(label);
    }
  });
});
