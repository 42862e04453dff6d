import { describe, expect, it } from 'vitest';
import { defineTexts, i18n } from './index.js';

describe('defineTexts', () => {
  it('gives a feature its own section of the app namespace', () => {
    const t = defineTexts('demo', 'panel', {
      title: 'Filtri',
      found_one: '{{count, number}} annuncio trovato',
      found_other: '{{count, number}} annunci trovati',
      price: 'Da {{value, price}}',
      nested: { close: 'Chiudi i filtri' },
    });
    expect(t('title')).toBe('Filtri');
    expect(t('nested.close')).toBe('Chiudi i filtri');
    expect(t('found', { count: 1 })).toBe('1 annuncio trovato');
    expect(t('found', { count: 12500 })).toBe('12.500 annunci trovati');
    expect(t('price', { value: 18400 })).toBe('Da 18.400\u00a0€');
    // @ts-expect-error a key the table does not hold does not compile
    t('nested.open');
  });

  it('merges the sections of one namespace and replaces a section registered again', () => {
    defineTexts('demo2', 'a', { one: 'Uno' });
    const b = defineTexts('demo2', 'b', { two: 'Due' });
    expect(i18n.t('demo2:a.one')).toBe('Uno');
    expect(b('two')).toBe('Due');
    const again = defineTexts('demo2', 'b', { two: 'Due (nuova versione)' });
    expect(again('two')).toBe('Due (nuova versione)');
  });

  it('refuses the shared namespace', () => {
    expect(() => defineTexts('common', 'x', { a: 'A' })).toThrow();
  });
});
