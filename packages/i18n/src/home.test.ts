import { describe, expect, it } from 'vitest';
import { defineHomeTexts, HOME_TABLES } from './home.js';
import { homeTextsDiffer } from './index.js';

describe('defineHomeTexts (the home path, without i18next)', () => {
  const t = defineHomeTexts('demo-home', 'panel', {
    title: 'Filtri',
    nested: { close: 'Chiudi i filtri' },
    found_zero: 'Nessun annuncio',
    found_one: '{{count, number}} annuncio trovato',
    found_other: '{{count, number}} annunci trovati',
    price: 'Da {{value, price}} a {{ value , km }}',
    hello: 'Ciao {{name}}, {{missing}}fine',
  });

  it('reads texts, plurals and formatters as i18next does', () => {
    expect(t('title')).toBe('Filtri');
    expect(t('nested.close')).toBe('Chiudi i filtri');
    expect(t('found', { count: 0 })).toBe('Nessun annuncio');
    expect(t('found', { count: 1 })).toBe('1 annuncio trovato');
    expect(t('found', { count: 12500 })).toBe('12.500 annunci trovati');
    expect(t('price', { value: 18400 })).toBe('Da 18.400\u00a0€ a 18.400\u00a0km');
    // @ts-expect-error a key the table does not hold does not compile
    t('nested.open');
  });

  it('says every text of its tables exactly as i18next would', () => {
    const mine = HOME_TABLES.filter((table) => table.ns === 'demo-home');
    expect(mine).toHaveLength(1);
    expect(homeTextsDiffer(mine, [{}, { count: 0 }, { count: 1 }, { count: 7, value: 9900, name: 'Ada' }])).toEqual([]);
  });

  it('the check finds a reader that says something else', () => {
    const wrong = { ...HOME_TABLES.find((table) => table.ns === 'demo-home')!, t: () => 'altro' };
    expect(homeTextsDiffer([wrong]).length).toBeGreaterThan(0);
  });
});
