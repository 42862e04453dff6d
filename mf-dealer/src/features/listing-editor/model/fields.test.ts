import { describe, expect, it } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { FORM_ERROR, submissionErrorsOf } from '@automercato/forms';
import { validateValues, type ListingCatalogue } from '@automercato/validation';
import { GOLF_VERSIONS, listing } from '../../dealer-listings/model/fixtures';
import {
  afterChoice, listingFormRules, onFormFields, powerInUnit, toFormValues, toRequest, yearRange, type ListingFormValues,
} from './fields';

const VALUES: ListingFormValues = {
  make: 'volkswagen', model: 'golf', version: '1.5 eTSI 150 CV DSG Style', registration_month: '5', registration_year: '2021',
  mileage: '42000', category: 'berlina', power_type: 'ibrida', gearbox_type: 'automatico', traction_type: 'anteriore',
  power: '150', power_unit: 'cv', exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero',
  interior_material: 'tessuto', origin: 'italiana', price: '23900', price_negotiable: false, plate: 'GB123CD', reference: 'RIF-3',
};

describe('the listing in the form and to the API', () => {
  it('reads make and model as their slugs, numbers as text, nothing for the empty ones', () => {
    const values = toFormValues(listing(3, { vin: null, emission_class: null, description: '' }));
    expect(values).toMatchObject({
      make: 'volkswagen', model: 'golf', registration_year: '2021', mileage: '42000', power: '150', power_unit: 'cv', price: '23900',
      price_negotiable: false, plate: 'GB123CD',
    });
    expect(values.vin).toBeUndefined();
    expect(values.emission_class).toBeUndefined();
    expect(values.description).toBeUndefined();
    expect(toFormValues(listing(3), 'kw')).toMatchObject({ power: '110', power_unit: 'kw' });
  });

  it('writes make and model as slugs, numbers as numbers, power in the unit typed, codes normalised, empties as null', () => {
    const body = toRequest({ ...VALUES, vin: ' wvwzzzcdzmw012345 ', plate: 'gb 123 cd', reference: '  ', price_negotiable: true });
    expect(body).toMatchObject({
      make: 'volkswagen', model: 'golf', registration_month: 5, registration_year: 2021, mileage: 42000, horsepower: 150, price: 23900,
      price_negotiable: true, vin: 'WVWZZZCDZMW012345', plate: 'GB123CD', reference: null, emission_class: null, description: '',
    });
    expect(body).not.toHaveProperty('power_kw');
    expect(toRequest({ ...VALUES, power_unit: 'kw', power: '110' })).toMatchObject({ power_kw: 110 });
    expect(toRequest({ ...VALUES, power_unit: 'kw', power: '110' })).not.toHaveProperty('horsepower');
  });

  it('a listing read and written back is the same listing', () => {
    const saved = listing(3, { emission_class: 'euro-6d', description: 'Tagliandi ufficiali', vin: 'WVWZZZCDZMW012345' });
    const body = toRequest(toFormValues(saved));
    const { make, model, power_kw: _kw, ...rest } = saved;
    expect(body).toMatchObject({ make: make.slug, model: model.slug, horsepower: saved.horsepower });
    for (const key of Object.keys(body) as (keyof typeof body)[]) {
      if (key in rest) expect(body[key], key).toEqual(rest[key as keyof typeof rest]);
    }
  });
});

describe('the form\'s rules (the shared listing rules)', () => {
  const catalogue: ListingCatalogue = { makes: ['volkswagen'], models: ['golf'], versions: GOLF_VERSIONS };
  const rules = listingFormRules(() => catalogue);

  it('accepts a complete listing and refuses what the server would', () => {
    expect(validateValues(rules, VALUES)).toEqual({});
    expect(validateValues(rules, { power_unit: 'cv', price_negotiable: false })).toMatchObject({
      make: 'Il campo marca è richiesto', price: 'Il campo prezzo è richiesto', power: 'Indica la potenza in kW o in CV',
    });
    expect(rules.plate('AB12', VALUES)).toMatch(/La targa non è valida/);
    expect(rules.registration_year('2018', VALUES)).toMatch(/compreso tra 2020 e 2025/);
  });

  it('checks the one power box as kW or CV, by the unit chosen', () => {
    expect(rules.power('0', { ...VALUES, power: '0', power_unit: 'kw' })).toBe('Il campo potenza (kW) deve essere maggiore o uguale a 1');
    expect(rules.power('3000', { ...VALUES, power: '3000', power_unit: 'cv' })).toMatch(/2720/);
    expect(rules.power('110', { ...VALUES, power: '110', power_unit: 'kw' })).toBeUndefined();
  });

  it('reads the catalogue when it checks (a list not loaded yet is not checked)', () => {
    let now: ListingCatalogue = {};
    const late = listingFormRules(() => now);
    expect(late.make('fiat', VALUES)).toBeUndefined();
    now = { makes: ['volkswagen'] };
    expect(late.make('fiat', VALUES)).toBe('La marca scelta non è nel catalogo');
  });

  it('puts the API\'s power_kw / horsepower messages on the power box', () => {
    const refusal = new ApiError('C6', 'Targa non valida', 422, { errors: { plate: ['La targa è già usata'], power_kw: ['Potenza fuori scala'] } });
    expect(submissionErrorsOf(onFormFields(refusal), Object.keys(rules))).toEqual({
      plate: 'La targa è già usata', power: 'Potenza fuori scala', [FORM_ERROR]: 'Targa non valida',
    });
    const other = new ApiError('S4', 'Limite raggiunto', 422);
    expect(onFormFields(other)).toBe(other);
  });
});

describe('following the choice of make, model, version', () => {
  it('a new make forgets the model and the version and asks for its models', () => {
    expect(afterChoice(VALUES, { ...VALUES, make: 'audi' }, GOLF_VERSIONS)).toEqual({
      changes: { model: undefined, version: undefined }, lookup: { make: 'audi' },
    });
  });

  it('a new model forgets the version and asks for its versions', () => {
    expect(afterChoice(VALUES, { ...VALUES, model: 'polo' }, GOLF_VERSIONS)).toEqual({
      changes: { version: undefined }, lookup: { make: 'volkswagen', model: 'polo' },
    });
  });

  it('a version prefills fuel, power (in the unit on screen), traction, gearbox and body; a year it was not sold is cleared', () => {
    const before = { ...VALUES, version: undefined, registration_year: '2020' };
    const { changes, lookup } = afterChoice(before, { ...before, version: '2.0 TSI R 4Motion' }, GOLF_VERSIONS);
    expect(lookup).toBeNull();
    expect(changes).toEqual({
      power_type: 'benzina', traction_type: 'integrale', gearbox_type: 'automatico', category: 'berlina', power: '320', registration_year: undefined,
    });
    const inKw = afterChoice({ ...before, power_unit: 'kw' }, { ...before, power_unit: 'kw', version: '2.0 TSI R 4Motion' }, GOLF_VERSIONS);
    expect(inKw.changes.power).toBe('235');
  });

  it('anything else changes nothing', () => {
    expect(afterChoice(VALUES, { ...VALUES, price: '1000' }, GOLF_VERSIONS)).toEqual({ changes: {}, lookup: null });
  });

  it('the years offered are the version\'s, else 1950 to this year', () => {
    const now = new Date('2026-06-01');
    expect(yearRange(GOLF_VERSIONS[1], now)).toEqual([2021, 2025]);
    expect(yearRange(undefined, now)).toEqual([1950, 2026]);
  });

  it('switching the unit converts the power typed', () => {
    expect(powerInUnit('150', 'cv', 'kw')).toBe('110');
    expect(powerInUnit('110', 'kw', 'cv')).toBe('150');
    expect(powerInUnit('abc', 'cv', 'kw')).toBe('abc');
    expect(powerInUnit(undefined, 'cv', 'kw')).toBeUndefined();
    expect(powerInUnit('150', 'cv', 'cv')).toBe('150');
  });
});
