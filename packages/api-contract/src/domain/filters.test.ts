import { describe, expect, it } from 'vitest';
import {
  FILTER_FIELDS, FILTER_KEYS, FILTER_KINDS, FILTER_LABELS, FILTER_LIMITS, FILTER_NAMES, FILTER_OF, filterKeys, filterRow,
} from './filters.js';
import { FilterProperties } from '../schemas/filters.js';

describe('the search filters table', () => {
  it('a range is two API keys, _min and _max; every other filter is its own key', () => {
    expect(filterKeys('price')).toEqual(['price_min', 'price_max']);
    expect(filterKeys('category')).toEqual(['category']);
    expect(FILTER_OF.registration_year_max).toBe('registration_year');
    for (const key of FILTER_KEYS) expect(filterKeys(FILTER_OF[key]), key).toContain(key);
  });

  it('every row is complete for its operator', () => {
    for (const name of FILTER_NAMES) {
      const row = filterRow(name);
      if (['eq', 'in', 'contains', 'range', 'true', 'present'].includes(row.op)) expect(row.column, name).toBeTruthy();
      if (row.op === 'range') {
        expect(row.kind, name).toBe('num');
        expect(Array.isArray(row.param) && row.param.length === 2, name).toBe(true);
        expect(Array.isArray(row.label) && row.label.length === 2, name).toBe(true);
        expect(row.unit, name).toBeTruthy();
      }
      if (row.kind === 'num') expect(row.limits, name).toBeTruthy();
      if (row.kind === 'list' || row.kind === 'text') expect(row.value, name).toBeTruthy();
      if (row.value === 'int') expect(row.limits, name).toBeTruthy();
      if (row.op === 'in') expect(row.kind, name).toBe('list');
      if (row.op === 'true' || row.op === 'present') expect(row.kind, name).toBe('flag');
      expect(row.chip, name).toMatch(/^[A-Z]/);
      for (const cleared of row.clears ?? []) expect(FILTER_NAMES, name).toContain(cleared);
    }
  });

  it('state names are unique and only the place travels without one', () => {
    const params = FILTER_FIELDS.map((f) => f.param);
    expect(new Set(params).size).toBe(params.length);
    const withoutParam = FILTER_KEYS.filter((key) => !FILTER_FIELDS.some((f) => f.key === key));
    expect(withoutParam).toEqual(['latitude', 'longitude', 'radius']);
  });

  it('kinds, limits, labels and the query schema all come from the rows', () => {
    expect(FILTER_KINDS.price_min).toBe('num');
    expect(FILTER_KINDS.dealer).toBe('list');
    expect(FILTER_LIMITS.radius).toEqual([1, 2_000_000, false]);
    expect(FILTER_LABELS.price_max).toBe('prezzo massimo');
    expect(FILTER_LABELS.horsepower_min).toBe('potenza minima (CV)');
    expect(Object.keys(FilterProperties)).toEqual(FILTER_KEYS);
    expect(FilterProperties.exterior_color).toMatchObject({ type: 'array', maxItems: 30 });
    expect(FilterProperties.dealer).toMatchObject({ type: 'array', maxItems: 50 });
    expect(FilterProperties.version).toMatchObject({ type: 'string', maxLength: 100 });
    expect(FilterProperties.neopatentati).toMatchObject({ type: 'string', enum: ['true', 'false', '1', '0'] });
  });

  it('a list offered as one choice is text in the state and a list for the API', () => {
    const emissions = FILTER_FIELDS.find((f) => f.key === 'emission_class')!;
    expect(emissions).toMatchObject({ param: 'emissions', kind: 'text' });
    expect(FILTER_KINDS.emission_class).toBe('list');
  });
});
