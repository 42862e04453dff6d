import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtersToApiQuery, filtersToRouteState, routeStateToFilters, type Filters } from './filters.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The filters a results link stands for, as the results page reads it. */
function open(link: string): Filters {
  const url = new URL(link, 'http://x');
  const [, , make, model] = url.pathname.split('/');
  return routeStateToFilters({ make: make && decodeURIComponent(make), model: model && decodeURIComponent(model) }, url.search);
}

/** The link the codec writes for a search. */
function write(filters: Filters): string {
  const { params, query } = filtersToRouteState(filters);
  const path = ['/risultati', params.make, params.model].filter(Boolean).join('/');
  return query.size ? `${path}?${query}` : path;
}

/**
 * Links as buyers shared them before the filters' table existed (written by the hand-made
 * codec, or by hand with key[] lists and 1 for true): each still opens the same search, asks the
 * API the same query, and is written back the same way.
 */
const OLD_LINKS: ReadonlyArray<[link: string, search: Filters, apiQuery: string]> = [
  [
    '/risultati/bmw?body=suv&fuel=diesel&fuel=benzina&onlyCarfax=true&priceFrom=10000&priceTo=30000&kmTo=100000&yearFrom=2018&sort_by=price_asc',
    {
      make: 'bmw', body: ['suv'], fuel: ['diesel', 'benzina'], onlyCarfax: true, priceFrom: 10_000, priceTo: 30_000, kmTo: 100_000,
      yearFrom: 2018, sortBy: 'price_asc', powerUnit: 'cv',
    },
    'brand=bmw&category[]=suv&power_type[]=diesel&power_type[]=benzina&exclude_no_carfax=true&price_min=10000&price_max=30000'
    + '&mileage_max=100000&registration_year_min=2018&sort_by=price&sort_direction=asc',
  ],
  [
    '/risultati/volkswagen/golf?priceFrom=18500&priceTo=18500',
    { make: 'volkswagen', model: 'golf', priceFrom: 18_500, priceTo: 18_500, powerUnit: 'cv' },
    'brand=volkswagen&model=golf&price_min=18500&price_max=18500',
  ],
  [
    '/risultati?dealers=felsina-motori&drive=integrale&gear=automatico&emissions=euro-6d&exteriorColor=nero&exteriorPaintType=metallizzata'
    + '&interiorColor=nero&interiorType=pelle&origin=italiana&includeNoPhotos=true&onlyNegotiable=true&neopatentati=true&wattTo=105'
    + '&location_city=Bologna&location_latitude=44.4949&location_longitude=11.3426&radius=50&page=2&ai=suv',
    {
      dealers: ['felsina-motori'], drive: ['integrale'], gear: ['automatico'], emissions: 'euro-6d', exteriorColor: 'nero',
      exteriorPaintType: 'metallizzata', interiorColor: 'nero', interiorType: 'pelle', origin: 'italiana', includeNoPhotos: true,
      onlyNegotiable: true, neopatentati: true, wattTo: 105, location: { city: 'Bologna', latitude: 44.4949, longitude: 11.3426 },
      radius: 50, page: 2, aiQuery: 'suv', powerUnit: 'kw',
    },
    // One choice of a multi-value key goes as one value (the API reads it as a one-value list).
    'dealer[]=felsina-motori&traction_type[]=integrale&gearbox_type[]=automatico&emission_class=euro-6d&exterior_color=nero'
    + '&exterior_paint_type=metallizzata&interior_color=nero&interior_material=pelle&origin=italiana&include_no_photos=true'
    + '&price_negotiable=true&neopatentati=true&power_max=105&latitude=44.4949&longitude=11.3426&radius=50000&page=2',
  ],
];

describe('the one URL codec: old shared links keep working', () => {
  it.each(OLD_LINKS)('%s', (link, search, apiQuery) => {
    const filters = open(link);
    expect(filters).toEqual(search);
    expect(decodeURIComponent(filtersToApiQuery(filters).toString())).toBe(apiQuery);
    expect(decodeURIComponent(write(filters))).toBe(decodeURIComponent(link));
  });

  it('a hand-written link with key[] lists and 1 for true opens the same search as the written one', () => {
    expect(open('/risultati/fiat?fuel[]=diesel&fuel[]=gpl&onlyCarfax=1&neopatentati=1'))
      .toEqual(open('/risultati/fiat?fuel=diesel&fuel=gpl&onlyCarfax=true&neopatentati=true'));
  });
});
