import { describe, expect, it } from 'vitest';
import {
  AREA_RADIUS_M, BuiltinInterpreter, CITY_RADIUS_M, createAiCatalogue, KM_ZERO_MAX, parseQuery, removeChip,
  sanitizeFilters, sanitizeParsed, toListingFilters, withFallback, type AiFilters, type QueryInterpreter,
} from '../src/ai-search/index.js';
import { editDistance, italianNumber, tokenize } from '../src/ai-search/text.js';
import { provinces } from '../src/catalog/provinces.js';
import { filterProperties } from '../src/areas/listings/public/filters.js';

const catalogue = createAiCatalogue();
const YEAR = 2026;
const parse = (query: string) => parseQuery(query, catalogue, { year: YEAR });
const filters = (query: string) => parse(query).filters;
/** Arrays as sets, so expectations need not guess the order values were found in. */
const sorted = (f: AiFilters) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]));
const place = (name: string, radius: number) => {
  const p = provinces.find((x) => x.name === name)!;
  return { location_city: name, latitude: p.latitude, longitude: p.longitude, radius };
};
const E6 = ['euro-6', 'euro-6b', 'euro-6c', 'euro-6d-temp', 'euro-6d', 'euro-6e'];

function cases(rows: [string, AiFilters][]) {
  it.each(rows)('%s', (query, expected) => {
    expect(sorted(filters(query))).toEqual(sorted(expected));
  });
}

describe('text helpers', () => {
  it('reads Italian number formats and words', () => {
    expect(tokenize('15.000 € 1,6 80.000km 20k 15 mila').map((t) => t.norm)).toEqual(['15000', 'euro', '1.6', '80000', 'km', '20000#', '15000#']);
    expect(italianNumber('quindicimila')).toBe(15000);
    expect(italianNumber('duemilacinquecento')).toBe(2500);
    expect(italianNumber('centottanta')).toBe(180);
    expect(italianNumber('ventuno')).toBe(21);
    expect(italianNumber('trentottomila')).toBe(38000);
    expect(italianNumber('tavolo')).toBeUndefined();
  });
  it('measures edit distance with transpositions and stops early', () => {
    expect(editDistance('wolkswagen', 'volkswagen', 2)).toBe(1);
    expect(editDistance('toyta', 'toyota', 1)).toBe(1);
    expect(editDistance('qashkai', 'qashqai', 1)).toBe(1);
    expect(editDistance('abcd', 'badc', 2)).toBe(2);
    expect(editDistance('mercato', 'mercedes', 2)).toBe(3);
  });
});

describe('makes and models', () => {
  cases([
    ['volkswagen golf', { brand: 'volkswagen', model: 'golf' }],
    ['wolkswagen golf', { brand: 'volkswagen', model: 'golf' }],
    ['volkswaghen tiguan', { brand: 'volkswagen', model: 'tiguan' }],
    ['vw t-roc', { brand: 'volkswagen', model: 't-roc' }],
    ['troc', { brand: 'volkswagen', model: 't-roc' }],
    ['mercedes classe a', { brand: 'mercedes-benz', model: 'classe-a' }],
    ['merc glc', { brand: 'mercedes-benz', model: 'glc' }],
    ['alfa giulia', { brand: 'alfa-romeo', model: 'giulia' }],
    ['bmw serie 3', { brand: 'bmw', model: 'serie-3' }],
    ['bmw serie3', { brand: 'bmw', model: 'serie-3' }],
    ['500x', { brand: 'fiat', model: '500x' }],
    ['fiat 500', { brand: 'fiat', model: '500' }],
    ['peugeot 2008', { brand: 'peugeot', model: '2008' }],
    ['porche 911', { brand: 'porsche', model: '911' }],
    ['range rover evoque', { brand: 'land-rover', model: 'range-rover-evoque' }],
    ['volvo xc 60', { brand: 'volvo', model: 'xc60' }],
    ['golf7', { brand: 'volkswagen', model: 'golf' }],
    ['ferrari roma', { brand: 'ferrari', model: 'roma' }],
    ['cupra leon', { brand: 'cupra', model: 'leon' }],
    ['leon', { brand: 'seat', model: 'leon' }],
  ]);
  it('does not take ordinary Italian words for makes or models', () => {
    expect(filters('una festa in testa con la mia altra onda')).toEqual({});
    expect(filters('cerco tipo una berlina con un punto di ricarica')).toEqual({ category: ['berlina'] });
    expect(filters('auto importata dall\'austria')).toEqual({ origin: ['estera'] });
  });
  it('keeps the first make and reports the other (the search takes one make)', () => {
    const result = parse('volkswagen golf o audi a3');
    expect(result.filters).toEqual({ brand: 'volkswagen', model: 'golf' });
    expect(result.unknown).toEqual(expect.arrayContaining(['audi', 'a3']));
    // A named make outranks a model that only implies one.
    expect(parse('golf o audi a3').filters).toEqual({ brand: 'audi', model: 'a3' });
  });
});

describe('trims and nicknames', () => {
  cases([
    ['118d', { brand: 'bmw', model: 'serie-1', power_type: ['diesel'] }],
    ['320d', { brand: 'bmw', model: 'serie-3', power_type: ['diesel'] }],
    ['bmw 330e', { brand: 'bmw', model: 'serie-3', power_type: ['ibrida-plug-in'] }],
    ['x3 xdrive20d', { brand: 'bmw', model: 'x3', traction_type: ['integrale'], power_type: ['diesel'] }],
    ['c220d', { brand: 'mercedes-benz', model: 'classe-c', power_type: ['diesel'] }],
    ['fiat tipo 1.6 multijet', { brand: 'fiat', model: 'tipo', power_type: ['diesel'] }],
    ['passat tdi', { brand: 'volkswagen', model: 'passat', power_type: ['diesel'] }],
    ['megane dci', { brand: 'renault', model: 'megane', power_type: ['diesel'] }],
    ['208 hdi', { brand: 'peugeot', model: '208', power_type: ['diesel'] }],
    ['tucson crdi', { brand: 'hyundai', model: 'tucson', power_type: ['diesel'] }],
    ['polo tsi', { brand: 'volkswagen', model: 'polo', power_type: ['benzina'] }],
    ['a3 35 tfsi', { brand: 'audi', model: 'a3', power_type: ['benzina'] }],
    ['clio e-tech', { brand: 'renault', model: 'clio', power_type: ['ibrida'] }],
    ['gti', { brand: 'volkswagen', model: 'golf', version: 'GTI' }],
    ['polo gti', { brand: 'volkswagen', model: 'polo', version: 'GTI' }],
    ['e-208', { brand: 'peugeot', model: '208', power_type: ['elettrica'] }],
    ['jeep compass 4xe', { brand: 'jeep', model: 'compass', power_type: ['ibrida-plug-in'], traction_type: ['integrale'] }],
  ]);
});

describe('fuels', () => {
  cases([
    ['benzina', { power_type: ['benzina'] }],
    ['a gasolio', { power_type: ['diesel'] }],
    ['full hybrid', { power_type: ['ibrida'] }],
    ['mild hybrid', { power_type: ['ibrida'] }],
    ['ibrida plug-in', { power_type: ['ibrida-plug-in'] }],
    ['PHEV', { power_type: ['ibrida-plug-in'] }],
    ['ricaricabile', { power_type: ['ibrida-plug-in'] }],
    ['GPL', { power_type: ['gpl'] }],
    ['metano', { power_type: ['metano'] }],
    ['elettriche', { power_type: ['elettrica'] }],
    ['EV', { power_type: ['elettrica'] }],
    ['100% elettrica', { power_type: ['elettrica'] }],
    ['idrogeno', { power_type: ['idrogeno'] }],
    ['diesel ibrida', { power_type: ['ibrida-diesel'] }],
    ['benzina o gpl', { power_type: ['benzina', 'gpl'] }],
    ['a gas', { power_type: ['gpl', 'metano'] }],
    ['non diesel', { power_type: ['benzina', 'gpl', 'metano', 'elettrica', 'ibrida', 'ibrida-diesel', 'ibrida-plug-in', 'idrogeno'] }],
    ['ibrida ma non plug-in', { power_type: ['ibrida'] }],
  ]);
});

describe('gearbox, traction, body', () => {
  cases([
    ['automatica', { gearbox_type: ['automatico'] }],
    ['cambio automatico', { gearbox_type: ['automatico'] }],
    ['DSG', { gearbox_type: ['automatico'] }],
    ['S tronic', { gearbox_type: ['automatico'] }],
    ['EAT8', { gearbox_type: ['automatico'] }],
    ['manuale', { gearbox_type: ['manuale'] }],
    ['robotizzato', { gearbox_type: ['semiautomatico'] }],
    ['sequenziale', { gearbox_type: ['semiautomatico'] }],
    ['auto che non sia automatica', { gearbox_type: ['manuale', 'semiautomatico'] }],
    ['4x4', { traction_type: ['integrale'] }],
    ['integrale', { traction_type: ['integrale'] }],
    ['audi quattro', { brand: 'audi', traction_type: ['integrale'] }],
    ['quattro porte', {}],
    ['4motion', { traction_type: ['integrale'] }],
    ['xdrive', { brand: 'bmw', traction_type: ['integrale'] }],
    ['awd', { traction_type: ['integrale'] }],
    ['trazione posteriore', { traction_type: ['posteriore'] }],
    ['trazione anteriore', { traction_type: ['anteriore'] }],
    ['SUV', { category: ['suv'] }],
    ['fuoristrada', { category: ['suv'] }],
    ['crossover', { category: ['suv'] }],
    ['station wagon', { category: ['station-wagon'] }],
    ['SW', { category: ['station-wagon'] }],
    ['avant', { category: ['station-wagon'] }],
    ['touring', { category: ['station-wagon'] }],
    ['variant', { category: ['station-wagon'] }],
    ['sportwagon', { category: ['station-wagon'] }],
    ['utilitaria', { category: ['city-car'] }],
    ['citycar', { category: ['city-car'] }],
    ['berlina', { category: ['berlina'] }],
    ['monovolume', { category: ['monovolume'] }],
    ['coupé', { category: ['coupe'] }],
    ['coupe', { category: ['coupe'] }],
    ['decappottabile', { category: ['cabrio'] }],
    ['spider', { category: ['cabrio'] }],
    ['pick-up', { category: ['pick-up'] }],
    ['furgone', { category: ['furgone'] }],
    ['van', { category: ['furgone'] }],
    ['mini suv', { category: ['suv'] }],
  ]);
});

describe('colours, paint and interiors', () => {
  cases([
    ['rossa', { exterior_color: ['rosso'] }],
    ['rosse', { exterior_color: ['rosso'] }],
    ['bianca', { exterior_color: ['bianco'] }],
    ['nere', { exterior_color: ['nero'] }],
    ['grigia', { exterior_color: ['grigio'] }],
    ['blu', { exterior_color: ['blu'] }],
    ['azzurra', { exterior_color: ['azzurro'] }],
    ['metallizzata', { exterior_paint_type: ['metallizzata'] }],
    ['nero opaco', { exterior_color: ['nero'], exterior_paint_type: ['opaca'] }],
    ['bianco perlato', { exterior_color: ['bianco'], exterior_paint_type: ['perlata'] }],
    ['interni in pelle', { interior_material: ['pelle'] }],
    ['sedili in alcantara', { interior_material: ['alcantara'] }],
    ['interni beige', { interior_color: ['beige'] }],
    ['rossa con interni neri', { exterior_color: ['rosso'], interior_color: ['nero'] }],
    ['pelle nera', { interior_material: ['pelle'], interior_color: ['nero'] }],
    ['ecopelle', { interior_material: ['similpelle'] }],
  ]);
  it('reports an interior colour the catalogue does not have instead of guessing', () => {
    const result = parse('interni verdi');
    expect(result.filters).toEqual({});
    expect(result.unknown).toContain('verdi');
  });
});

describe('emission classes', () => {
  cases([
    ['euro 6', { emission_class: E6 }],
    ['euro6', { emission_class: E6 }],
    ['euro6d', { emission_class: ['euro-6d'] }],
    ['euro 6d-temp', { emission_class: ['euro-6d-temp'] }],
    ['euro 5', { emission_class: ['euro-5'] }],
    ['almeno euro 5', { emission_class: ['euro-5', ...E6] }],
    ['euro 4 o superiore', { emission_class: ['euro-4', 'euro-5', ...E6] }],
  ]);
  it('does not read "euro 6" as a price', () => {
    expect(filters('diesel euro 6 sotto i 15000 euro')).toEqual({ power_type: ['diesel'], emission_class: E6, price_max: 15000 });
  });
});

describe('prices', () => {
  cases([
    ['sotto i 20 mila', { price_max: 20000 }],
    ['fino a 15.000 €', { price_max: 15000 }],
    ['massimo 20k', { price_max: 20000 }],
    ['20k', { price_max: 20000 }],
    ['meno di 10000 euro', { price_max: 10000 }],
    ['tra 5000 e 8000 euro', { price_min: 5000, price_max: 8000 }],
    ['da 10 a 15 mila', { price_min: 10000, price_max: 15000 }],
    ['almeno 30 mila', { price_min: 30000 }],
    ['budget 12.000', { price_max: 12000 }],
    ['sotto i quindicimila euro', { price_max: 15000 }],
    ['circa 15000 euro', { price_min: 13500, price_max: 16500 }],
    ['20.000-25.000 €', { price_min: 20000, price_max: 25000 }],
    ['15000 euro o meno', { price_max: 15000 }],
    ['da 15k in su', { price_min: 15000 }],
    ['max € 9000', { price_max: 9000 }],
    ['< 10000 euro', { price_max: 10000 }],
    ['tra 8000 e 5000 euro', { price_min: 5000, price_max: 8000 }],
  ]);
});

describe('mileage', () => {
  cases([
    ['meno di 80 mila km', { mileage_max: 80000 }],
    ['sotto i 50.000 km', { mileage_max: 50000 }],
    ['km 0', { mileage_max: KM_ZERO_MAX }],
    ['chilometri zero', { mileage_max: KM_ZERO_MAX }],
    ['km0', { mileage_max: KM_ZERO_MAX }],
    ['pochi km', { mileage_max: 30000 }],
    ['tra 50 e 100 mila km', { mileage_min: 50000, mileage_max: 100000 }],
    ['km max 120000', { mileage_max: 120000 }],
    ['2020 km 50000 max', { registration_year_min: 2020, registration_year_max: 2020, mileage_max: 50000 }],
  ]);
  it('does not take an electric range for a mileage', () => {
    const result = parse('elettrica con 400 km di autonomia');
    expect(result.filters).toEqual({ power_type: ['elettrica'] });
    expect(result.unknown.join(' ')).toContain('autonomia');
  });
});

describe('registration years', () => {
  cases([
    ['dal 2019', { registration_year_min: 2019 }],
    ['del 2018', { registration_year_min: 2018, registration_year_max: 2018 }],
    ['tra il 2018 e il 2021', { registration_year_min: 2018, registration_year_max: 2021 }],
    ['non più vecchia del 2017', { registration_year_min: 2017 }],
    ['dopo il 2020', { registration_year_min: 2021 }],
    ['prima del 2015', { registration_year_max: 2014 }],
    ['2020 in poi', { registration_year_min: 2020 }],
    ['fino al 2012', { registration_year_max: 2012 }],
    ['recente', { registration_year_min: YEAR - 3 }],
    ['ultimi 5 anni', { registration_year_min: YEAR - 5 }],
    ['con meno di 3 anni', { registration_year_min: YEAR - 3 }],
    ['golf 2019', { brand: 'volkswagen', model: 'golf', registration_year_min: 2019, registration_year_max: 2019 }],
    ['2015-2018', { registration_year_min: 2015, registration_year_max: 2018 }],
    ['del 2020 o 2021', { registration_year_min: 2020, registration_year_max: 2021 }],
  ]);
  it('reads a year after a make as a model only when the make has such a model', () => {
    expect(filters('peugeot 2008 del 2019')).toEqual({ brand: 'peugeot', model: '2008', registration_year_min: 2019, registration_year_max: 2019 });
    expect(filters('2008')).toEqual({ registration_year_min: 2008, registration_year_max: 2008 });
  });
});

describe('power and new drivers', () => {
  cases([
    ['almeno 150 cv', { horsepower_min: 150 }],
    ['sopra i 100 kW', { power_min: 100 }],
    ['meno di 100 cavalli', { horsepower_max: 100 }],
    ['tra 100 e 150 cv', { horsepower_min: 100, horsepower_max: 150 }],
    ['150cv', { horsepower_min: 150 }],
    ['potenza almeno 90 kw', { power_min: 90 }],
    // The filter panel's "Adatta ai neopatentati" (105 kW and 75 kW/t), not a bare kW cap.
    ['neopatentati', { neopatentati: 'true' }],
    ['per neopatentato', { neopatentati: 'true' }],
    ['neopatentata con meno di 70 kw', { neopatentati: 'true', power_max: 70 }],
  ]);
});

describe('places', () => {
  cases([
    ['a Milano', place('Milano', CITY_RADIUS_M)],
    ['vicino a Bologna', place('Bologna', AREA_RADIUS_M)],
    ['entro 30 km da Roma', place('Roma', 30_000)],
    ['in provincia di Bari', place('Bari', AREA_RADIUS_M)],
    ['zona Torino', place('Torino', AREA_RADIUS_M)],
    ['torino', place('Torino', CITY_RADIUS_M)],
    ['a forlì', place('Forlì-Cesena', CITY_RADIUS_M)],
    ['a l\'aquila', place("L'Aquila", CITY_RADIUS_M)],
    ['zona BO', place('Bologna', AREA_RADIUS_M)],
    ['provincia di mi', place('Milano', AREA_RADIUS_M)],
    ['a Roma entro 10 km', place('Roma', 10_000)],
    ['vicino a bolgona', place('Bologna', AREA_RADIUS_M)],
    ['a Potenza', place('Potenza', CITY_RADIUS_M)],
  ]);
  it('needs a preposition for provinces that are ordinary words, and a capital or "provincia" for codes', () => {
    expect(filters('potenza almeno 150 cv')).toEqual({ horsepower_min: 150 });
    expect(filters('no diesel')).not.toHaveProperty('location_city');
    expect(filters('auto da prato')).toHaveProperty('location_city', 'Prato');
  });
  it('turns a region into a point and a radius that covers its chief towns', () => {
    const f = filters('in Toscana');
    expect(f.location_city).toBe('Toscana');
    for (const p of provinces.filter((x) => x.region === 'Toscana')) {
      const d = Math.hypot((p.latitude - f.latitude!) * 111_000, (p.longitude - f.longitude!) * 111_000 * Math.cos((p.latitude * Math.PI) / 180));
      expect(d).toBeLessThan(f.radius!);
    }
  });
  it('keeps the first place and reports a second one', () => {
    const result = parse('a Milano o a Torino');
    expect(result.filters.location_city).toBe('Milano');
    expect(result.unknown.join(' ').toLowerCase()).toContain('torino');
  });
});

describe('flags and origin', () => {
  cases([
    ['trattabile', { price_negotiable: 'true' }],
    ['prezzo trattabile', { price_negotiable: 'true' }],
    ['con report Carfax', { exclude_no_carfax: 'true' }],
    ['con storico', { exclude_no_carfax: 'true' }],
    ['carfax', { exclude_no_carfax: 'true' }],
    ['italiana', { origin: ['italiana'] }],
    ['importata', { origin: ['estera'] }],
    ['estera', { origin: ['estera'] }],
    ['senza carfax', {}],
  ]);
});

describe('chips and unknown words', () => {
  it('labels every filter in Italian, in the interface\'s words', () => {
    const result = parse('volkswagen golf diesel automatica sotto i 25.000 euro vicino a Bologna dal 2019 euro 6');
    expect(result.understood.map((c) => c.label)).toEqual([
      'Marca: Volkswagen', 'Modello: Golf', 'Alimentazione: Diesel', 'Cambio: Automatico', 'Classe di emissione: Euro 6 (tutte)',
      'Prezzo fino a 25.000 €', 'Immatricolata dal 2019', 'Entro 50 km da Bologna',
    ]);
    expect(parse('del 2018').understood).toEqual([{ key: 'registration_year', value: 2018, label: 'Anno: 2018' }]);
    expect(parse('km 0').understood[0]!.label).toBe('Km 0 (fino a 100 km)');
    expect(parse('neopatentati').understood).toEqual([{ key: 'neopatentati', value: 'true', label: 'Adatta ai neopatentati' }]);
    expect(parse('non diesel').understood).toHaveLength(1);
  });
  it('removing a chip removes exactly what it set', () => {
    const result = parse('golf rossa o blu euro 6 vicino a Bologna del 2018');
    const location = result.understood.find((c) => c.key === 'location')!;
    expect(removeChip(result.filters, location)).not.toHaveProperty('latitude');
    const red = result.understood.find((c) => c.value === 'rosso')!;
    expect(removeChip(result.filters, red).exterior_color).toEqual(['blu']);
    const euro = result.understood.find((c) => c.key === 'emission_class')!;
    expect(removeChip(result.filters, euro)).not.toHaveProperty('emission_class');
    const brand = result.understood.find((c) => c.key === 'brand')!;
    expect(removeChip(result.filters, brand)).not.toHaveProperty('model');
    const year = result.understood.find((c) => c.key === 'registration_year')!;
    expect(removeChip(result.filters, year)).not.toHaveProperty('registration_year_min');
  });
  it('reports the words it could not use, as typed, without stop words', () => {
    const result = parse('Cerco una Golf con il navigatore e i cerchi in lega');
    expect(result.filters).toEqual({ brand: 'volkswagen', model: 'golf' });
    expect(result.unknown).toEqual(['navigatore', 'cerchi', 'lega']);
  });
});

describe('adversarial input', () => {
  const weird = [
    '', '   ', '\u0000', '🚗🔥💶', '!!!???...', 'il lo la di da in con su per tra fra', 'a'.repeat(5000),
    'golf '.repeat(1000), 'DROP TABLE listings; --', "' OR 1=1 --", '<script>alert(1)</script>', '${process.exit()}',
    '9'.repeat(400), '1e400 euro', '-5000 euro', 'euro euro euro', 'km km km', 'sotto sotto sotto i',
    'Ｇｏｌｆ', 'ǴÓĹF', '𝕘𝕠𝕝𝕗', 'مرسيدس', '奔驰', 'entro 99999 km da Roma', '2147483648 euro', '0 euro', 'tra e',
  ];
  it.each(weird.map((q) => [q.slice(0, 40), q]))('%s → no crash, only valid filters', (_, query) => {
    const started = performance.now();
    const result = parse(query);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(sanitizeFilters(result.filters, catalogue)).toEqual(result.filters);
    for (const [key, value] of Object.entries(result.filters)) {
      if (key === 'location_city') continue;
      expect(Object.keys(filterProperties)).toContain(key);
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
    expect(result.unknown.length).toBeLessThanOrEqual(20);
  });
  it('gives sensible answers to the obvious ones', () => {
    expect(parse('').filters).toEqual({});
    expect(parse('il lo la di da in con su per').filters).toEqual({});
    expect(parse('il lo la di da in con su per').unknown).toEqual([]);
    expect(parse('🚗 suv 🔥 diesel 💶 20k').filters).toEqual({ category: ['suv'], power_type: ['diesel'], price_max: 20000 });
    expect(parse('DROP TABLE listings; --').filters).toEqual({});
    expect(parse('golf '.repeat(1000)).filters).toEqual({ brand: 'volkswagen', model: 'golf' });
    expect(parse(12 as unknown as string).filters).toEqual({});
  });
});

describe('sanitising and the interpreter interface', () => {
  it('keeps only filters the search accepts', () => {
    expect(sanitizeFilters({
      brand: 'volkswagen', model: 'golf', category: ['suv', 'razzo'], power_type: 'diesel', price_max: Infinity, price_min: '5000',
      registration_year_min: 1800, radius: 5000, latitude: 45, location_city: 'X', exclude_no_carfax: true, dealer: ['x'],
    }, catalogue)).toEqual({ brand: 'volkswagen', model: 'golf', category: ['suv'], power_type: ['diesel'], exclude_no_carfax: 'true', price_min: 5000 });
    expect(sanitizeFilters({ brand: 'audi', model: 'golf' }, catalogue)).toEqual({ brand: 'audi' });
    expect(sanitizeFilters(null, catalogue)).toEqual({});
    expect(toListingFilters({ brand: 'fiat', location_city: 'Roma', latitude: 1, longitude: 2, radius: 3 })).toEqual({ brand: 'fiat', latitude: 1, longitude: 2, radius: 3 });
  });
  it('drops chips whose filter did not survive', () => {
    const parsed = sanitizeParsed({
      filters: { brand: 'nonexistent', price_max: 1000 } as AiFilters,
      understood: [{ key: 'brand', value: 'nonexistent', label: 'Marca: ?' }, { key: 'price_max', value: 1000, label: 'Prezzo fino a 1.000 €' }],
      unknown: ['x'],
    }, catalogue);
    expect(parsed.understood.map((c) => c.key)).toEqual(['price_max']);
  });
  it('falls back to the built-in parser when the external one fails, is slow or answers nonsense', async () => {
    const builtin = new BuiltinInterpreter(catalogue, { year: YEAR });
    const failing: QueryInterpreter = { name: 'llm', interpret: async () => { throw new Error('offline'); } };
    const slow: QueryInterpreter = { name: 'llm', interpret: () => new Promise(() => {}) };
    const nonsense: QueryInterpreter = { name: 'llm', interpret: async () => ({ filters: { brand: 'ufo', price_max: -1 } as AiFilters, understood: [], unknown: [] }) };
    const reasons: unknown[] = [];
    const expected = (await builtin.interpret('golf diesel')).filters;
    expect((await withFallback(failing, builtin, { catalogue, onFallback: (e) => reasons.push(e) }).interpret('golf diesel')).filters).toEqual(expected);
    expect((await withFallback(slow, builtin, { catalogue, timeoutMs: 20, onFallback: (e) => reasons.push(e) }).interpret('golf diesel')).filters).toEqual(expected);
    expect(reasons).toHaveLength(2);
    expect((await withFallback(nonsense, builtin, { catalogue }).interpret('golf diesel')).filters).toEqual({});
  });
});
