import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KM_STEPS, PAGE_SIZE, PRICE_STEPS, RADIUS_OPTIONS, SORT_OPTIONS, YEAR_MIN, apiQueryToFilters, currentYear,
  filtersToApiQuery, filtersToRouteState, normalizeFilters, routeStateToFilters, sortOptionsFor, splitSort, yearOptions,
  type Filters,
} from './filters.js';

const YEAR = 2026;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${YEAR}-06-15T10:00:00Z`));
});
afterEach(() => vi.useRealTimers());

const query = (filters: Filters) => [...filtersToApiQuery(filters)];
const one = (filters: Filters) => Object.fromEntries(filtersToApiQuery(filters));

describe('filtersToApiQuery: SPEC §7 key mapping', () => {
  it.each([
    ['make', 'fiat', 'brand', 'fiat'],
    ['model', 'panda', 'model', 'panda'],
    ['version', '1.2 Lounge', 'version', '1.2 Lounge'],
    ['emissions', 'euro-6', 'emission_class', 'euro-6'],
    ['exteriorColor', 'rosso', 'exterior_color', 'rosso'],
    ['exteriorPaintType', 'metallizzata', 'exterior_paint_type', 'metallizzata'],
    ['interiorColor', 'nero', 'interior_color', 'nero'],
    ['interiorType', 'pelle', 'interior_material', 'pelle'],
    ['origin', 'italiana', 'origin', 'italiana'],
    ['kmFrom', 10000, 'mileage_min', '10000'],
    ['kmTo', 90000, 'mileage_max', '90000'],
    ['priceFrom', 5000, 'price_min', '5000'],
    ['priceTo', 25000, 'price_max', '25000'],
    ['yearFrom', 2015, 'registration_year_min', '2015'],
    ['yearTo', 2020, 'registration_year_max', '2020'],
    ['wattFrom', 70, 'power_min', '70'],
    ['wattTo', 105, 'power_max', '105'],
    ['hpFrom', 90, 'horsepower_min', '90'],
    ['hpTo', 150, 'horsepower_max', '150'],
    ['includeNoPhotos', true, 'include_no_photos', 'true'],
    ['onlyNegotiable', true, 'price_negotiable', 'true'],
    ['onlyCarfax', true, 'exclude_no_carfax', 'true'],
  ] as const)('%s → %s', (key, value, apiKey, sent) => {
    expect(query({ [key]: value })).toEqual([[apiKey, sent]]);
  });

  it.each([
    ['body', 'category'],
    ['dealers', 'dealer'],
    ['drive', 'traction_type'],
    ['fuel', 'power_type'],
    ['gear', 'gearbox_type'],
  ] as const)('multi-value %s → %s[]=a&%s[]=b', (key, apiKey) => {
    expect(filtersToApiQuery({ [key]: ['a', 'b'] }).toString()).toBe(`${apiKey}%5B%5D=a&${apiKey}%5B%5D=b`);
  });

  it('sends latitude and longitude on their own, not city or postal code, and radius in metres', () => {
    expect(query({ location: { city: 'Bologna', postal_code: '40121', latitude: 44.4949, longitude: 11.3426 }, radius: 50 }))
      .toEqual([['latitude', '44.4949'], ['longitude', '11.3426'], ['radius', '50000']]);
  });

  it('sends no radius without a point (the API would refuse it)', () => {
    expect(query({ radius: 100, location: { city: 'Bologna' } })).toEqual([]);
    expect(query({ location: { latitude: 45, longitude: 9 } })).toEqual([['latitude', '45'], ['longitude', '9']]);
  });

  it.each([
    ['price_asc', 'price', 'asc'],
    ['price_desc', 'price', 'desc'],
    ['year_asc', 'year', 'asc'],
    ['year_desc', 'year', 'desc'],
    ['created_at_desc', 'created_at', 'desc'],
    ['created_at_asc', 'created_at', 'asc'],
    ['mileage_asc', 'mileage', 'asc'],
    ['mileage_desc', 'mileage', 'desc'],
  ] as const)('sort %s → sort_by=%s & sort_direction=%s', (sortBy, by, direction) => {
    expect(query({ sortBy })).toEqual([['sort_by', by], ['sort_direction', direction]]);
  });

  it('sorts by distance only from a place: the place gone, the sort goes too', () => {
    const milano = { city: 'Milano', latitude: 45.4642, longitude: 9.19 };
    expect(query({ location: milano, sortBy: 'distance_asc' }))
      .toEqual([['latitude', '45.4642'], ['longitude', '9.19'], ['sort_by', 'distance'], ['sort_direction', 'asc']]);
    expect(query({ sortBy: 'distance_asc' })).toEqual([]);
    expect(query({ location: { city: 'Milano' }, sortBy: 'distance_asc' })).toEqual([]);
  });

  it('sends the neopatentati checkbox as neopatentati=true, nothing when unticked', () => {
    expect(query({ neopatentati: true })).toEqual([['neopatentati', 'true']]);
    expect(query({ neopatentati: false })).toEqual([]);
  });

  it('most relevant (null sort) sends nothing', () => {
    expect(query({ sortBy: null })).toEqual([]);
    expect(splitSort('relevance')).toEqual(['relevance', undefined]);
  });

  it('sends the page as a string, and nothing for powerUnit or aiQuery', () => {
    const params = filtersToApiQuery({ page: 3, powerUnit: 'kw', aiQuery: 'suv diesel' });
    expect([...params]).toEqual([['page', '3']]);
    expect(typeof params.get('page')).toBe('string');
  });

  it('keeps every key of a full search', () => {
    const params = filtersToApiQuery({
      make: 'volkswagen', model: 'golf', fuel: ['diesel', 'ibrida'], gear: ['automatico'], body: ['berlina'],
      priceTo: 30000, yearFrom: 2018, onlyCarfax: true, sortBy: 'price_asc', page: 2,
    });
    expect(params.toString()).toBe(
      'brand=volkswagen&model=golf&category%5B%5D=berlina&power_type%5B%5D=diesel&power_type%5B%5D=ibrida'
      + '&gearbox_type%5B%5D=automatico&exclude_no_carfax=true&price_max=30000&registration_year_min=2018'
      + '&sort_by=price&sort_direction=asc&page=2',
    );
  });
});

describe('normalizeFilters: SPEC §5 and §9 rules', () => {
  it('drops empty values: empty array or string, false, null, undefined', () => {
    const f: Filters = {
      body: [], fuel: [''], make: '', model: '   ', version: null, emissions: undefined, includeNoPhotos: false,
      onlyCarfax: false, onlyNegotiable: false, priceFrom: null, kmTo: undefined, location: { city: '', latitude: null },
      radius: null, sortBy: null, aiQuery: '', page: null,
    };
    expect(normalizeFilters(f)).toEqual({ powerUnit: 'cv' });
    expect(query(f)).toEqual([]);
  });

  it('keeps 0 (a real bound) and trims text', () => {
    expect(normalizeFilters({ priceFrom: 0, make: ' fiat ' })).toEqual({ priceFrom: 0, make: 'fiat', powerUnit: 'cv' });
  });

  it('removes duplicate and empty list items', () => {
    expect(normalizeFilters({ fuel: ['diesel', '', 'diesel', 'gpl'] }).fuel).toEqual(['diesel', 'gpl']);
  });

  it.each([
    ['priceFrom', 'priceTo'], ['kmFrom', 'kmTo'], ['wattFrom', 'wattTo'], ['hpFrom', 'hpTo'], ['yearFrom', 'yearTo'],
  ] as const)('swaps %s and %s when from > to', (from, to) => {
    const f = normalizeFilters({ [from]: 2020, [to]: 1990 });
    expect([f[from], f[to]]).toEqual([1990, 2020]);
    const kept = normalizeFilters({ [from]: 1990, [to]: 2020 });
    expect([kept[from], kept[to]]).toEqual([1990, 2020]);
  });

  it('clamps price and km to 0..100000000', () => {
    expect(normalizeFilters({ priceFrom: -100, priceTo: 500_000_000 })).toMatchObject({ priceFrom: 0, priceTo: 100_000_000 });
    expect(normalizeFilters({ kmFrom: -1, kmTo: 1e12 })).toMatchObject({ kmFrom: 0, kmTo: 100_000_000 });
    expect(one({ priceTo: 1e9, kmFrom: -5 })).toEqual({ price_max: '100000000', mileage_min: '0' });
  });

  it('clamps power (kW and CV) to 0..10000', () => {
    expect(normalizeFilters({ wattFrom: -10, wattTo: 20_000 })).toMatchObject({ wattFrom: 0, wattTo: 10_000 });
    expect(normalizeFilters({ hpFrom: -10, hpTo: 99_999 })).toMatchObject({ hpFrom: 0, hpTo: 10_000 });
  });

  it('clamps BOTH year bounds to 1900..current year', () => {
    expect(currentYear()).toBe(YEAR);
    expect(normalizeFilters({ yearFrom: 1850, yearTo: 2100 })).toMatchObject({ yearFrom: 1900, yearTo: YEAR });
    // the old client's faulty cases: the 'to' year alone, above and below the range
    expect(normalizeFilters({ yearTo: 2100 }).yearTo).toBe(YEAR);
    expect(normalizeFilters({ yearTo: 1800 }).yearTo).toBe(1900);
    expect(normalizeFilters({ yearFrom: 2100 }).yearFrom).toBe(YEAR);
    expect(normalizeFilters({ yearTo: YEAR }).yearTo).toBe(YEAR);
    // swapped and clamped together
    expect(normalizeFilters({ yearFrom: 2300, yearTo: 2010 })).toMatchObject({ yearFrom: 2010, yearTo: YEAR });
    expect(normalizeFilters({ yearFrom: 2015.6 }).yearFrom).toBe(2016);
    expect(one({ yearFrom: 1, yearTo: 9999 })).toEqual({ registration_year_min: '1900', registration_year_max: String(YEAR) });
  });

  it('follows the calendar: next year is allowed once it comes', () => {
    vi.setSystemTime(new Date(`${YEAR + 1}-01-01T12:00:00Z`));
    expect(normalizeFilters({ yearTo: 2100 }).yearTo).toBe(YEAR + 1);
  });

  it('powerUnit is kw when a watt filter is set, otherwise cv', () => {
    expect(normalizeFilters({ wattFrom: 50 }).powerUnit).toBe('kw');
    expect(normalizeFilters({ wattTo: 105 }).powerUnit).toBe('kw');
    expect(normalizeFilters({ wattFrom: 0 }).powerUnit).toBe('kw');
    expect(normalizeFilters({ hpFrom: 100 }).powerUnit).toBe('cv');
    expect(normalizeFilters({}).powerUnit).toBe('cv');
    expect(normalizeFilters({ powerUnit: 'kw' }).powerUnit).toBe('cv');
  });

  it('page is a whole number ≥ 1, radius > 0, coordinates within range', () => {
    expect(normalizeFilters({ page: 0 }).page).toBeUndefined();
    expect(normalizeFilters({ page: 2.7 }).page).toBe(2);
    expect(normalizeFilters({ radius: 0 }).radius).toBeUndefined();
    expect(normalizeFilters({ location: { latitude: 120, longitude: 9 } }).location).toEqual({ longitude: 9 });
  });

  it('ignores values that are not numbers', () => {
    expect(normalizeFilters({ priceFrom: Number.NaN, kmTo: Infinity })).toEqual({ powerUnit: 'cv' });
  });

  it('does not change its input', () => {
    const input: Filters = { priceFrom: 9000, priceTo: 100, fuel: ['diesel', 'diesel'] };
    normalizeFilters(input);
    expect(input).toEqual({ priceFrom: 9000, priceTo: 100, fuel: ['diesel', 'diesel'] });
  });
});

const FULL: Filters = {
  make: 'alfa-romeo', model: 'giulia', version: 'Veloce Q4',
  body: ['berlina', 'suv'], dealers: ['autosport-bologna'], drive: ['integrale'], fuel: ['diesel', 'benzina'],
  gear: ['automatico'], emissions: 'euro-6d', exteriorColor: 'rosso', exteriorPaintType: 'metallizzata',
  interiorColor: 'nero', interiorType: 'pelle', origin: 'italiana',
  includeNoPhotos: true, onlyCarfax: true, onlyNegotiable: true,
  kmFrom: 5000, kmTo: 80000, priceFrom: 20000, priceTo: 45000, yearFrom: 2018, yearTo: 2024,
  wattFrom: 100, wattTo: 220, hpFrom: 136, hpTo: 300,
  location: { city: 'Reggio nell\'Emilia', postal_code: '42121', latitude: 44.6983, longitude: 10.6312 },
  radius: 50, sortBy: 'price_desc', aiQuery: 'berlina sportiva & diesel', page: 4,
};

describe('route state: SPEC §2 search filter state', () => {
  it('make and model are path params; the rest is query, location as location_*', () => {
    const { params, query: q } = filtersToRouteState(FULL);
    expect(params).toEqual({ make: 'alfa-romeo', model: 'giulia' });
    expect(q.has('make')).toBe(false);
    expect(q.has('model')).toBe(false);
    expect(q.getAll('fuel')).toEqual(['diesel', 'benzina']);
    expect(q.get('kmFrom')).toBe('5000');
    expect(q.get('onlyCarfax')).toBe('true');
    expect(q.get('location_city')).toBe('Reggio nell\'Emilia');
    expect(q.get('location_postal_code')).toBe('42121');
    expect(q.get('location_latitude')).toBe('44.6983');
    expect(q.get('location_longitude')).toBe('10.6312');
    expect(q.get('radius')).toBe('50');
    expect(q.get('page')).toBe('4');
    expect(q.get('sort_by')).toBe('price_desc');
    expect(q.get('ai')).toBe('berlina sportiva & diesel');
    expect(q.has('location')).toBe(false);
    expect(q.has('powerUnit')).toBe(false);
  });

  it('round-trips: a shared link restores the same search', () => {
    const { params, query: q } = filtersToRouteState(FULL);
    const link = `/risultati/${params.make}/${params.model}?${q.toString()}`;
    const [, , make, model] = link.split('?')[0]!.split('/');
    const restored = routeStateToFilters({ make, model }, link.split('?')[1]!);
    expect(restored).toEqual(normalizeFilters(FULL));
    expect(filtersToApiQuery(restored).toString()).toBe(filtersToApiQuery(FULL).toString());
    expect(restored.powerUnit).toBe('kw');
  });

  it('round-trips an empty search and a search without make', () => {
    expect(routeStateToFilters({}, filtersToRouteState({}).query)).toEqual({ powerUnit: 'cv' });
    const state = filtersToRouteState({ model: 'panda', fuel: ['gpl'] });
    expect(state.params).toEqual({});
    expect(state.query.get('model')).toBe('panda');
    expect(routeStateToFilters(state.params, state.query)).toEqual({ model: 'panda', fuel: ['gpl'], powerUnit: 'cv' });
  });

  it('prefills from a hand-written URL: key[] lists, 1 as true, rules applied', () => {
    const f = routeStateToFilters({ make: 'fiat', model: undefined },
      'fuel[]=diesel&fuel[]=gpl&body=suv&onlyCarfax=1&priceFrom=30000&priceTo=1000&yearTo=2500&wattFrom=abc&hpFrom=90&page=2&sort_by=year_desc&ai=');
    expect(f).toEqual({
      make: 'fiat', fuel: ['diesel', 'gpl'], body: ['suv'], onlyCarfax: true, priceFrom: 1000, priceTo: 30000,
      yearTo: YEAR, hpFrom: 90, page: 2, sortBy: 'year_desc', powerUnit: 'cv',
    });
  });

  it('round-trips the neopatentati checkbox and the distance and mileage sorts through the address', () => {
    const search: Filters = {
      neopatentati: true, sortBy: 'distance_asc', radius: 50,
      location: { city: 'Bologna', latitude: 44.4949, longitude: 11.3426 },
    };
    const { params, query: q } = filtersToRouteState(search);
    expect(q.get('neopatentati')).toBe('true');
    expect(q.get('sort_by')).toBe('distance_asc');
    expect(routeStateToFilters(params, q.toString())).toEqual({ ...search, powerUnit: 'cv' });
    expect(routeStateToFilters({}, 'sort_by=mileage_desc&neopatentati=1')).toEqual({ sortBy: 'mileage_desc', neopatentati: true, powerUnit: 'cv' });
    // A shared link with the distance sort but no place: no sort the API would refuse.
    expect(routeStateToFilters({}, 'sort_by=distance_asc').sortBy).toBeUndefined();
  });

  it('path params win over query keys', () => {
    expect(routeStateToFilters({ make: 'bmw' }, 'make=audi').make).toBe('bmw');
  });

  it('prefilling a watt filter sets the power unit to kw', () => {
    expect(routeStateToFilters({}, 'wattTo=105').powerUnit).toBe('kw');
    expect(routeStateToFilters({}, new URLSearchParams({ hpTo: '150' })).powerUnit).toBe('cv');
  });
});

describe('apiQueryToFilters: AI search answers back into the filter form', () => {
  it('reads API keys, arrays and radius in metres', () => {
    expect(apiQueryToFilters({
      power_type: ['diesel'], category: 'suv', gearbox_type: ['automatico'], price_max: 25000,
      latitude: 44.4949, longitude: 11.3426, radius: 50000, exclude_no_carfax: true,
    })).toEqual({
      fuel: ['diesel'], body: ['suv'], gear: ['automatico'], priceTo: 25000,
      location: { latitude: 44.4949, longitude: 11.3426 }, radius: 50, onlyCarfax: true, powerUnit: 'cv',
    });
  });

  it('is the inverse of filtersToApiQuery (for what the API receives)', () => {
    const sent = filtersToApiQuery(FULL);
    const back = apiQueryToFilters(sent);
    expect(filtersToApiQuery(back).toString()).toBe(sent.toString());
    expect(back.sortBy).toBe('price_desc');
    expect(back.page).toBe(4);
    expect(apiQueryToFilters('sort_by=created_at').sortBy).toBe('created_at');
  });
});

describe('SPEC §9 constants', () => {
  it('radius options in km', () => {
    expect(RADIUS_OPTIONS).toEqual([10, 20, 50, 100, 150, 200, 250, 300, 400]);
  });

  it('price steps of 250 up to 75000, km steps of 2500 up to 175000', () => {
    expect(PRICE_STEPS.slice(0, 3)).toEqual([250, 500, 750]);
    expect(PRICE_STEPS.at(-1)).toBe(75_000);
    expect(PRICE_STEPS).toHaveLength(300);
    expect(KM_STEPS.slice(0, 2)).toEqual([2500, 5000]);
    expect(KM_STEPS.at(-1)).toBe(175_000);
    expect(KM_STEPS).toHaveLength(70);
  });

  it('years from the current one down to 1900', () => {
    const years = yearOptions();
    expect(years[0]).toBe(YEAR);
    expect(years.at(-1)).toBe(YEAR_MIN);
    expect(years).toHaveLength(YEAR - 1900 + 1);
  });

  it('page size 10', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it('sort options: most relevant first, the six of SPEC §3, then mileage and distance, with Italian labels', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(
      [null, 'price_asc', 'price_desc', 'year_asc', 'year_desc', 'created_at_desc', 'created_at_asc',
        'mileage_asc', 'mileage_desc', 'distance_asc']);
    expect(SORT_OPTIONS[0]!.label).toBe('Più rilevanti');
    expect(SORT_OPTIONS.find((o) => o.value === 'price_asc')!.label).toBe('Prezzo crescente');
    expect(SORT_OPTIONS.find((o) => o.value === 'created_at_desc')!.label).toBe('Più recenti');
    expect(SORT_OPTIONS.find((o) => o.value === 'mileage_asc')!.label).toBe('Chilometri: dai meno');
    expect(SORT_OPTIONS.find((o) => o.value === 'distance_asc')!.label).toBe('Distanza: dai più vicini');
    expect(new Set(SORT_OPTIONS.map((o) => o.label)).size).toBe(10);
  });

  it('offers the distance sort only when a place is set', () => {
    expect(sortOptionsFor({}).map((o) => o.value)).not.toContain('distance_asc');
    expect(sortOptionsFor({ location: { city: 'Milano' } }).map((o) => o.value)).not.toContain('distance_asc');
    expect(sortOptionsFor({ location: { latitude: 45.46, longitude: 9.19 } }).map((o) => o.value)).toContain('distance_asc');
  });
});

describe('the contract (packages/api-contract)', () => {
  it('every filter key of the API is sent by some filter, and only those', async () => {
    const { FILTER_KEYS } = await import('@automercato/api-contract');
    const { FIELDS } = await import('./filters.js');
    const sent = new Set<string>([...FIELDS.map(([, apiKey]) => apiKey), 'latitude', 'longitude', 'radius']);
    expect([...sent].sort()).toEqual([...FILTER_KEYS].sort());
  });
});
