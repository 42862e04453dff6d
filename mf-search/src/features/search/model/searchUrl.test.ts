import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Filters } from '@automercato/api-sdk';
import { resultsHref } from '@automercato/entities/listing';
import { changeFilters, countActiveFilters, withPage } from './searchUrl';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('changeFilters: a change makes a new, normal search', () => {
  const current: Filters = { make: 'bmw', model: 'x3', page: 4, aiQuery: 'suv bmw', priceTo: 30_000 };

  it('goes back to page 1 and drops the AI query', () => {
    expect(changeFilters(current, { priceTo: 20_000 })).toEqual({ make: 'bmw', model: 'x3', priceTo: 20_000, powerUnit: 'cv' });
  });

  it('a new make clears the model; the same make keeps it', () => {
    expect(changeFilters(current, { make: 'audi' }).model).toBeUndefined();
    expect(changeFilters(current, { make: 'bmw' }).model).toBe('x3');
    expect(changeFilters(current, { make: null })).not.toHaveProperty('model');
  });

  it('swaps a reversed range', () => {
    expect(changeFilters({ priceTo: 5_000 }, { priceFrom: 9_000 })).toMatchObject({ priceFrom: 5_000, priceTo: 9_000 });
  });

  it('withPage keeps the filters and drops page 1', () => {
    expect(resultsHref(withPage({ make: 'fiat' }, 2))).toBe('/risultati/fiat?page=2');
    expect(resultsHref(withPage({ make: 'fiat', page: 5 }, 1))).toBe('/risultati/fiat');
  });
});

describe('countActiveFilters', () => {
  it('counts a range, a place with its radius and a list once each', () => {
    expect(countActiveFilters({ priceFrom: 1, priceTo: 2, location: { latitude: 1, longitude: 2 }, radius: 50, fuel: ['a', 'b'], sortBy: 'price_asc', page: 2 })).toBe(3);
    expect(countActiveFilters({})).toBe(0);
  });
});
