import { describe, expect, it } from 'vitest';
import {
  aiFiltersToFilters, describeFilters, removeUnderstood, understoodItems, understoodLabel, rangeText,
} from './chips';
import { usefulSuggestions, widenSuggestions } from '../../../pages/results/EmptyResults';

const NBSP = '\u00a0';

describe('describeFilters', () => {
  it('names each active filter with its lookup name and knows how to remove it', () => {
    const chips = describeFilters(
      { make: 'volkswagen', model: 'golf', fuel: ['diesel', 'benzina'], priceTo: 25_000, location: { city: 'Bologna', latitude: 44.5, longitude: 11.3 }, radius: 50 },
      { brands: [{ slug: 'volkswagen', name: 'Volkswagen' }], models: [{ slug: 'golf', name: 'Golf' }], powerTypes: [{ slug: 'diesel', name: 'Diesel' }] },
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Marca: Volkswagen',
      'Modello: Golf',
      `Prezzo: fino a 25.000${NBSP}€`,
      'Entro 50 km da Bologna',
      'Alimentazione: Diesel',
      'Alimentazione: Benzina',
    ]);
    expect(chips[0]!.patch).toEqual({ make: null, model: null });
    expect(chips.find((c) => c.id === 'fuel:diesel')!.patch).toEqual({ fuel: ['benzina'] });
    expect(chips.find((c) => c.id === 'location')!.patch).toEqual({ location: null, radius: null });
  });

  it('falls back to readable slugs and make names (acronyms upper case)', () => {
    expect(describeFilters({ make: 'bmw', exteriorColor: 'grigio-scuro' }).map((c) => c.label)).toEqual(['Marca: BMW', 'Colore: Grigio scuro']);
  });

  it('describes ranges, years, power, flags and my position', () => {
    const labels = describeFilters({
      yearFrom: 2018, kmFrom: 10_000, kmTo: 50_000, wattTo: 105, onlyCarfax: true, location: { latitude: 45, longitude: 9 }, radius: 20,
    }).map((c) => c.label);
    expect(labels).toEqual([
      'Anno: dal 2018',
      `Km: da 10.000${NBSP}km a 50.000${NBSP}km`,
      'Entro 20 km da te',
      'Potenza: fino a 105 kW',
      'Con report Carfax',
    ]);
  });

  it('the neopatentati checkbox is a chip that unticks it', () => {
    const chips = describeFilters({ neopatentati: true, onlyNegotiable: true });
    expect(chips.map((c) => c.label)).toEqual(['Adatta ai neopatentati', 'Prezzo trattabile']);
    expect(chips[0]!.patch).toEqual({ neopatentati: false });
  });

  it('rangeText', () => {
    expect(rangeText([5, 5], String)).toBe('5');
    expect(rangeText([5, null], String)).toBe('da 5');
  });
});

describe('AI search chips', () => {
  // The shape of the server's answer (server/src/ai-search): complete labels, group chips, location_city.
  const answer = {
    filters: {
      category: ['suv'], power_type: ['diesel', 'ibrida-diesel'], gearbox_type: ['automatico'], price_max: 25_000,
      location_city: 'Bologna', latitude: 44.49, longitude: 11.34, radius: 50_000, brand: 'volkswagen', model: 'tiguan',
    },
    understood: [
      { key: 'category', value: 'suv', label: 'Carrozzeria: SUV/Fuoristrada' },
      { key: 'power_type', value: ['diesel', 'ibrida-diesel'], label: 'Diesel (anche ibride)' },
      { key: 'price_max', value: 25_000, label: 'Prezzo fino a 25.000 €' },
      { key: 'location', value: 'Bologna', label: 'Entro 50 km da Bologna' },
      { key: 'brand', value: 'volkswagen', label: 'Marca: Volkswagen' },
    ],
  };

  it('labels: the server text as it is; a bare value gets its group', () => {
    expect(understoodItems(answer).map(understoodLabel)).toEqual([
      'Carrozzeria: SUV/Fuoristrada',
      'Diesel (anche ibride)',
      'Prezzo fino a 25.000 €',
      'Entro 50 km da Bologna',
      'Marca: Volkswagen',
    ]);
    expect(understoodLabel({ key: 'power_type', value: 'diesel', label: 'Diesel' })).toBe('Alimentazione: Diesel');
  });

  it('turns the answer filters (API keys) into form filters, keeping the place name', () => {
    expect(aiFiltersToFilters(answer.filters)).toEqual({
      make: 'volkswagen', model: 'tiguan', body: ['suv'], fuel: ['diesel', 'ibrida-diesel'], gear: ['automatico'], priceTo: 25_000,
      location: { city: 'Bologna', latitude: 44.49, longitude: 11.34 }, radius: 50,
    });
  });

  it('removing a chip drops its value, a place drops point and radius, a make drops its model', () => {
    const items = understoodItems(answer);
    expect(removeUnderstood(answer.filters, items[0]!)).not.toHaveProperty('category');
    expect(removeUnderstood(answer.filters, items[1]!)).not.toHaveProperty('power_type');
    const noPlace = removeUnderstood(answer.filters, items[3]!);
    expect(noPlace).not.toHaveProperty('location_city');
    expect(noPlace).not.toHaveProperty('latitude');
    expect(noPlace).not.toHaveProperty('longitude');
    expect(noPlace).not.toHaveProperty('radius');
    const noMake = aiFiltersToFilters(removeUnderstood(answer.filters, items[4]!));
    expect(noMake.make).toBeUndefined();
    expect(noMake.model).toBeUndefined();
    expect(noMake.fuel).toEqual(['diesel', 'ibrida-diesel']);
    expect(aiFiltersToFilters(removeUnderstood({ registration_year_min: 2018, registration_year_max: 2018, brand: 'fiat' }, { key: 'registration_year', value: 2018, label: 'Anno: 2018' }))).toEqual({ make: 'fiat' });
    // "per neopatentati" from the AI: the same filter as the checkbox, removed by its chip.
    const neo = { neopatentati: 'true', category: ['city-car'] };
    expect(aiFiltersToFilters(neo)).toEqual({ neopatentati: true, body: ['city-car'] });
    expect(removeUnderstood(neo, { key: 'neopatentati', value: 'true', label: 'Adatta ai neopatentati' })).toEqual({ category: ['city-car'] });
    const two = { power_type: ['diesel', 'benzina'] };
    expect(removeUnderstood(two, { key: 'power_type', value: 'diesel', label: 'Diesel' })).toEqual({ power_type: ['benzina'] });
  });

  it('a bare number says which bound it is', () => {
    expect(understoodLabel({ key: 'price_max', value: 20_000, label: '20.000 €' })).toBe('Prezzo: fino a 20.000 €');
    expect(understoodLabel({ key: 'registration_year_min', value: 2018, label: '2018' })).toBe('Anno: dal 2018');
  });

  it('without an understood list, every filter becomes a chip', () => {
    expect(understoodItems({ filters: { 'power_type[]': ['diesel'], price_max: 20_000 } }).map((u) => u.key)).toEqual(['power_type', 'price_max']);
  });
});

describe('widenSuggestions (empty results)', () => {
  it('widens the radius first, then removes the filter changed last', () => {
    const filters = { fuel: ['diesel'], priceTo: 5_000, location: { city: 'Bologna', latitude: 44.5, longitude: 11.3 }, radius: 20 };
    const chips = describeFilters(filters);
    const s = widenSuggestions(filters, chips, ['priceTo']);
    expect(s[0]).toMatchObject({ label: 'Allarga il raggio a 100 km', patch: { radius: 100 } });
    expect(s[1]!.label).toBe(`Rimuovi «Prezzo: fino a 5.000${NBSP}€»`);
    expect(s).toHaveLength(4);
    expect(widenSuggestions(filters, chips, [], 2)).toHaveLength(2);
  });

  it('only suggestions that find something are shown', () => {
    const s = [{ id: 'a', label: 'A', patch: {} }, { id: 'b', label: 'B', patch: {} }, { id: 'c', label: 'C', patch: {} }];
    expect(usefulSuggestions(s, { a: 0, b: 3, c: 1 }).map((x) => x.id)).toEqual(['b', 'c']);
  });
});
