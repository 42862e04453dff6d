import { describe, expect, it, vi } from 'vitest';
import {
  CV_PER_KW,
  NBSP,
  cvToKw,
  formatCount,
  formatDate,
  formatDistance,
  formatKm,
  formatMakeName,
  formatMonthYear,
  formatNumber,
  formatPower,
  formatPrice,
  joinWithGrouping,
  kwToCv,
  pluralIt,
  foldText,
  foldWords,
} from './format.js';

describe('formatPrice', () => {
  it('groups 4-digit prices, no decimals, U+00A0 before €', () => {
    expect(formatPrice(5000)).toBe('5.000\u00a0€');
    expect(formatPrice(15900)).toBe('15.900\u00a0€');
    expect(formatPrice(999)).toBe('999\u00a0€');
    expect(formatPrice(0)).toBe('0\u00a0€');
    expect(formatPrice(1250000)).toBe('1.250.000\u00a0€');
  });
  it('rounds to whole euros and reads numeric strings', () => {
    expect(formatPrice(15899.6)).toBe('15.900\u00a0€');
    expect(formatPrice('15900.00')).toBe('15.900\u00a0€');
    expect(formatPrice(-2500)).toBe('-2.500\u00a0€');
  });
  it('formats what is not a number as an empty string', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('grouping fallback (engines without useGrouping "always")', () => {
  const parts = (n: number, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('it-IT', options).formatToParts(n);
  const eur: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 };
  it('regroups the parts of a 4-digit number that Intl left ungrouped', () => {
    expect(parts(5000, eur).map((p) => p.value).join('')).toBe('5000\u00a0€');
    expect(joinWithGrouping(parts(5000, eur))).toBe('5.000\u00a0€');
  });
  it('gives the same strings as the "always" path', () => {
    for (const n of [0, 999, 5000, 15900, 1234567, -2500]) {
      expect(joinWithGrouping(parts(n, eur))).toBe(formatPrice(n));
      expect(joinWithGrouping(parts(n, { useGrouping: false }))).toBe(formatNumber(n));
    }
    expect(joinWithGrouping(parts(12500.75, {}))).toBe('12.500,75');
  });
});

describe('numbers written without Intl (its first use costs a phone a long task)', () => {
  const intl = (n: number, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('it-IT', { ...options, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions).format(n);
  const optionSets: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { style: 'currency', currency: 'EUR' },
    { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  ];
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.45, 1.005, 1.0005, 9.995, 99.95, 999.5, 999.9996, 5000,
    12_500.75, 15_900, 1_234_567.891, -2_500.4, 123_456_789_012, 0.1 + 0.2, 1e-7, 1e21, -0.4];
  it('writes every value Intl writes, the same way', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const sweep = [...values, ...Array.from({ length: 400 }, (_, i) => (random() - 0.3) * 10 ** (i % 9))];
    for (const options of optionSets) {
      for (const n of sweep) expect(formatNumber(n, options), `${n} ${JSON.stringify(options)}`).toBe(intl(n, options));
    }
  });
  it('creates no Intl.NumberFormat for prices, mileage, power and counts', async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./format.js');
      expect([fresh.formatPrice(15_900), fresh.formatKm(12_500), fresh.formatPower(110), fresh.formatCount(1_500, 'annuncio', 'annunci'),
        fresh.formatDistance(3_400), fresh.formatNumber(12_500.75)])
        .toEqual(['15.900\u00a0€', '12.500\u00a0km', '110\u00a0kW (150\u00a0CV)', '1.500 annunci', 'a 3,4\u00a0km', '12.500,75']);
      expect(created).not.toHaveBeenCalled();
      expect(fresh.formatNumber(0.25, { style: 'percent' })).toBe('25%');
      expect(created).toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });
});

describe('formatDistance (a result card from the searched place)', () => {
  it('says how far in Italian: whole km from 10, one decimal below, "meno di 1 km" under a kilometre', () => {
    const plain = (metres: number | null) => formatDistance(metres).replace(NBSP, ' ');
    expect(plain(12_345)).toBe('a 12 km');
    expect(plain(3_449)).toBe('a 3,4 km');
    expect(plain(1_234_000)).toBe('a 1.234 km');
    expect(plain(420)).toBe('a meno di 1 km');
    expect(plain(null)).toBe('');
  });
});

describe('formatNumber and formatKm', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(12500.456)).toBe('12.500,456');
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(null)).toBe('');
  });
  it('formats mileage', () => {
    expect(formatKm(12500)).toBe('12.500\u00a0km');
    expect(formatKm(0)).toBe('0\u00a0km');
    expect(formatKm(7)).toBe('7\u00a0km');
    expect(formatKm(149999.6)).toBe('150.000\u00a0km');
    expect(formatKm(undefined)).toBe('');
  });
  it('joins number and unit with NBSP', () => {
    expect(NBSP).toBe('\u00a0');
    expect(formatKm(12500).replace(NBSP, ' ')).toBe('12.500 km');
  });
});

describe('power', () => {
  it('converts with 1 kW = 1.35962 CV, rounded', () => {
    expect(CV_PER_KW).toBe(1.35962);
    expect(kwToCv(110)).toBe(150);
    expect(kwToCv(55)).toBe(75);
    expect(kwToCv(100)).toBe(136);
    expect(kwToCv(0)).toBe(0);
    expect(cvToKw(150)).toBe(110);
    expect(cvToKw(75)).toBe(55);
    expect(cvToKw(136)).toBe(100);
  });
  it('shows kW then CV', () => {
    expect(formatPower(110)).toBe('110\u00a0kW (150\u00a0CV)');
    expect(formatPower(1103)).toBe('1.103\u00a0kW (1.500\u00a0CV)');
    expect(formatPower(null)).toBe('');
  });
});

describe('dates', () => {
  it('formats a date in Italian time', () => {
    expect(formatDate('2019-03-14')).toBe('14/03/2019');
    expect(formatDate(new Date(Date.UTC(2019, 2, 14, 9, 5)))).toBe('14/03/2019');
    expect(formatDate('2019-03-01', 'long')).toBe('1 marzo 2019');
    expect(formatDate(Date.UTC(2019, 2, 14, 9, 5), 'datetime')).toBe('14/03/2019, 10:05');
  });
  it('uses Rome, not UTC, around midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Italy.
    expect(formatDate('2023-12-31T23:30:00Z')).toBe('01/01/2024');
  });
  it('formats missing or invalid dates as an empty string', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('formats month and year', () => {
    expect(formatMonthYear(3, 2019)).toBe('03/2019');
    expect(formatMonthYear(12, 2020)).toBe('12/2020');
    expect(formatMonthYear('3', '2019')).toBe('03/2019');
    expect(formatMonthYear(3, 2019, 'long')).toBe('marzo 2019');
    expect(formatMonthYear(1, 2024, 'long')).toBe('gennaio 2024');
    expect(formatMonthYear(0, 2019)).toBe('');
    expect(formatMonthYear(13, 2019)).toBe('');
    expect(formatMonthYear(2.5, 2019)).toBe('');
    expect(formatMonthYear(3, null)).toBe('');
  });
});

describe('Italian plurals', () => {
  it('uses the singular for 1 only', () => {
    expect(pluralIt(1, 'annuncio', 'annunci')).toBe('annuncio');
    expect(pluralIt(0, 'annuncio', 'annunci')).toBe('annunci');
    expect(pluralIt(2, 'annuncio', 'annunci')).toBe('annunci');
    expect(pluralIt(-1, 'annuncio', 'annunci')).toBe('annuncio');
  });
  it('formats a count with its word', () => {
    expect(formatCount(1, 'annuncio', 'annunci')).toBe('1 annuncio');
    expect(formatCount(2, 'annuncio', 'annunci')).toBe('2 annunci');
    expect(formatCount(0, 'annuncio', 'annunci')).toBe('0 annunci');
    expect(formatCount(1500, 'annuncio', 'annunci')).toBe('1.500 annunci');
  });
});

describe('formatMakeName', () => {
  it('capitalises words and joins hyphenated slugs with a space', () => {
    expect(formatMakeName('fiat')).toBe('Fiat');
    expect(formatMakeName('alfa-romeo')).toBe('Alfa Romeo');
    expect(formatMakeName('land-rover')).toBe('Land Rover');
    expect(formatMakeName('volkswagen')).toBe('Volkswagen');
  });
  it('writes acronyms in capitals', () => {
    expect(formatMakeName('bmw')).toBe('BMW');
    expect(formatMakeName('mg')).toBe('MG');
    expect(formatMakeName('ds')).toBe('DS');
    expect(formatMakeName('byd')).toBe('BYD');
  });
  it('knows the names capitalisation gets wrong, spelled as the API does', () => {
    expect(formatMakeName('mercedes-benz')).toBe('Mercedes-Benz');
    expect(formatMakeName('citroen')).toBe('Citroën');
    expect(formatMakeName('skoda')).toBe('Škoda');
  });
  it('accepts names written any other way', () => {
    expect(formatMakeName('ALFA ROMEO')).toBe('Alfa Romeo');
    expect(formatMakeName('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(formatMakeName(' Citroën ')).toBe('Citroën');
    expect(formatMakeName('Bmw')).toBe('BMW');
    expect(formatMakeName('')).toBe('');
    expect(formatMakeName(null)).toBe('');
  });
});

describe('page descriptions', () => {
  it('describe the search: how many, which make and model, in Italian', async () => {
    const { HOME_DESCRIPTION, searchDescription } = await import('./format.js');
    expect(HOME_DESCRIPTION).toMatch(/^Auto usate in vendita in Italia/);
    expect(searchDescription({ what: null, total: 4665 })).toMatch(/^4\.665 auto usate in vendita su AutoMercato: /);
    expect(searchDescription({ what: 'Fiat Panda', total: 37 })).toMatch(/^37 Fiat Panda usate in vendita/);
    expect(searchDescription({ what: 'Fiat Panda', total: 1 })).toMatch(/^1 Fiat Panda usata in vendita/);
    expect(searchDescription({ what: null, total: 10_000, capped: true })).toMatch(/^Oltre 10\.000 auto usate/);
    expect(searchDescription({ what: 'BMW X3', total: 0 })).toMatch(/^Nessun annuncio di BMW X3 usate al momento/);
    for (const total of [0, 1, 37]) expect(searchDescription({ what: 'Fiat Panda', total }).length).toBeLessThanOrEqual(160);
  });
});

describe('foldText and foldWords: the one accent folding', () => {
  it('meets names however they are written', () => {
    expect(foldText('Forlì')).toBe('forli');
    expect(foldText('FORLÌ')).toBe(foldText('forli'));
    expect(foldWords("Citroën  C3 l'Aircross")).toBe('citroen c3 l aircross');
    expect(foldWords('Mercedes-Benz', '')).toBe('mercedesbenz');
    expect(foldWords(' Émilia—Romagna! ', '-')).toBe('emilia-romagna');
  });
});
