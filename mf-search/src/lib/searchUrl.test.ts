import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Filters } from '@automercato/api-sdk';
import { changeFilters, countActiveFilters, filtersFromRoute, searchHref, withPage } from './searchUrl';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The filters a results address stands for (what the page reads back). */
function read(href: string): Filters {
  const url = new URL(href, 'http://x');
  const [, , make, model] = url.pathname.split('/');
  return filtersFromRoute({ make: make && decodeURIComponent(make), model: model && decodeURIComponent(model) }, url.search);
}

describe('searchHref: the results address of SPEC §2', () => {
  it('puts make and model in the path and the rest in the query', () => {
    expect(searchHref({ make: 'alfa-romeo', model: 'giulia', priceTo: 25_000 })).toBe('/risultati/alfa-romeo/giulia?priceTo=25000');
  });

  it('keeps a model without make in the query', () => {
    expect(searchHref({ model: 'panda' })).toBe('/risultati?model=panda');
  });

  it('writes page, sort_by, ai, lists and location_* keys', () => {
    const href = searchHref({
      fuel: ['diesel', 'ibrida'],
      location: { city: 'Bologna', latitude: 44.4949, longitude: 11.3426 },
      radius: 50,
      page: 3,
      sortBy: 'price_asc',
      aiQuery: 'suv diesel',
    });
    const q = new URL(href, 'http://x').searchParams;
    expect(q.getAll('fuel')).toEqual(['diesel', 'ibrida']);
    expect(q.get('location_city')).toBe('Bologna');
    expect(q.get('location_latitude')).toBe('44.4949');
    expect(q.get('location_longitude')).toBe('11.3426');
    expect(q.get('radius')).toBe('50');
    expect(q.get('page')).toBe('3');
    expect(q.get('sort_by')).toBe('price_asc');
    expect(q.get('ai')).toBe('suv diesel');
  });

  it('leaves page 1, empty values and the power unit out of the address', () => {
    expect(searchHref({ page: 1, body: [], version: '', onlyCarfax: false, priceFrom: null, powerUnit: 'kw' })).toBe('/risultati');
  });

  it('round-trips: a shared link restores the same search', () => {
    const filters: Filters = {
      make: 'bmw', model: 'x3', body: ['suv'], fuel: ['diesel'], gear: ['automatico'], drive: ['integrale'],
      dealers: ['felsina-motori'], emissions: 'euro-6d', exteriorColor: 'nero', exteriorPaintType: 'metallizzata',
      interiorColor: 'nero', interiorType: 'pelle', origin: 'italiana', includeNoPhotos: true, onlyCarfax: true,
      onlyNegotiable: true, priceFrom: 10_000, priceTo: 40_000, kmFrom: 0, kmTo: 100_000, yearFrom: 2018, yearTo: 2024,
      hpFrom: 150, hpTo: 300, version: 'xDrive20d', location: { city: 'Bologna', postal_code: '40121', latitude: 44.49, longitude: 11.34 },
      radius: 100, sortBy: 'year_desc', page: 2,
    };
    expect(read(searchHref(filters))).toEqual({ ...filters, powerUnit: 'cv' });
  });

  it('reading applies SPEC §5: from > to swapped, clamps, kW when a watt filter is set', () => {
    const f = read('/risultati?priceFrom=30000&priceTo=10000&yearFrom=1800&yearTo=2999&wattFrom=70');
    expect(f).toMatchObject({ priceFrom: 10_000, priceTo: 30_000, yearFrom: 1900, yearTo: 2026, wattFrom: 70, powerUnit: 'kw' });
  });

  it('reads path params before the query', () => {
    expect(read('/risultati/fiat/panda?make=bmw')).toMatchObject({ make: 'fiat', model: 'panda' });
  });
});

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
    expect(searchHref(withPage({ make: 'fiat' }, 2))).toBe('/risultati/fiat?page=2');
    expect(searchHref(withPage({ make: 'fiat', page: 5 }, 1))).toBe('/risultati/fiat');
  });
});

describe('countActiveFilters', () => {
  it('counts a range, a place with its radius and a list once each', () => {
    expect(countActiveFilters({ priceFrom: 1, priceTo: 2, location: { latitude: 1, longitude: 2 }, radius: 50, fuel: ['a', 'b'], sortBy: 'price_asc', page: 2 })).toBe(3);
    expect(countActiveFilters({})).toBe(0);
  });
});
