import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeStateToFilters, type Filters } from '@automercato/api-sdk';
import { resultsHref } from './resultsHref';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The filters a results address stands for (what the results page reads back). */
function read(href: string): Filters {
  const url = new URL(href, 'http://x');
  const [, , make, model] = url.pathname.split('/');
  return routeStateToFilters({ make: make && decodeURIComponent(make), model: model && decodeURIComponent(model) }, url.search);
}

describe('resultsHref: the results address of SPEC §2', () => {
  it('puts make and model in the path and the rest in the query', () => {
    expect(resultsHref({ make: 'alfa-romeo', model: 'giulia', priceTo: 25_000 })).toBe('/risultati/alfa-romeo/giulia?priceTo=25000');
  });

  it('keeps a model without make in the query', () => {
    expect(resultsHref({ model: 'panda' })).toBe('/risultati?model=panda');
  });

  it('writes page, sort_by, ai, lists and location_* keys', () => {
    const href = resultsHref({
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
    expect(resultsHref({ page: 1, body: [], version: '', onlyCarfax: false, priceFrom: null, powerUnit: 'kw' })).toBe('/risultati');
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
    expect(read(resultsHref(filters))).toEqual({ ...filters, powerUnit: 'cv' });
  });

  it('reading applies SPEC §5: from > to swapped, clamps, kW when a watt filter is set', () => {
    const f = read('/risultati?priceFrom=30000&priceTo=10000&yearFrom=1800&yearTo=2999&wattFrom=70');
    expect(f).toMatchObject({ priceFrom: 10_000, priceTo: 30_000, yearFrom: 1900, yearTo: 2026, wattFrom: 70, powerUnit: 'kw' });
  });

  it('links of the listing page: a make, a model, a dealer', () => {
    expect(resultsHref({ make: 'fiat' })).toBe('/risultati/fiat');
    expect(resultsHref({ make: 'fiat', model: 'panda' })).toBe('/risultati/fiat/panda');
    expect(resultsHref({ dealers: ['laguna-motors'] })).toMatch(/^\/risultati\?dealers(%5B%5D|\[\])?=laguna-motors$/);
  });

  it('reads path params before the query', () => {
    expect(read('/risultati/fiat/panda?make=bmw')).toMatchObject({ make: 'fiat', model: 'panda' });
  });
});

