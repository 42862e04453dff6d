import { describe, expect, it } from 'vitest';
import { isValidItalianVat, italianVat, italianVatIssue, normaliseItalianVat, vatCheckDigit } from './vat.js';
import { messages, labelOf } from './messages.js';

describe('partita IVA', () => {
  it('accepts a number whose check digit is right and refuses a changed digit', () => {
    const base = '0123456789';
    const valid = base + vatCheckDigit(base);
    expect(isValidItalianVat(valid)).toBe(true);
    expect(isValidItalianVat('IT' + valid)).toBe(true);
    const wrong = base + ((vatCheckDigit(base) + 1) % 10);
    expect(isValidItalianVat(wrong)).toBe(false);
  });
  it('knows a real published check digit (Agenzia delle Entrate example 07643520567)', () => {
    expect(isValidItalianVat('07643520567')).toBe(true);
  });
  it('refuses wrong lengths, letters and all-zero prefixes', () => {
    expect(isValidItalianVat('1234567890')).toBe(false);
    expect(isValidItalianVat('1234567890a')).toBe(false);
    expect(isValidItalianVat('00000000000')).toBe(false);
  });
});

describe('partita IVA: why it is refused', () => {
  // 07643520567 is valid; changing its last digit breaks only the check digit.
  it.each([
    ['07643520567', null],
    ['IT 076 435 20567', null],
    ['', 'missing'],
    ['   ', 'missing'],
    ['07643520568', 'check_digit'],
    ['0764352056', 'length'],
    ['076435205670', 'length'],
    ['0764352056A', 'characters'],
    ['ABCDEFGHIJK', 'characters'],
    ['00000000000', 'check_digit'],
  ])('%j → %s', (value, issue) => {
    expect(italianVatIssue(value)).toBe(issue);
  });

  it('stores one spelling: no prefix, spaces or dots', () => {
    expect(normaliseItalianVat('IT 07643.520567')).toBe('07643520567');
  });

  it('as a form rule: empty passes (required says so), every other issue has its Italian message', () => {
    const rule = italianVat();
    expect(rule('')).toBeUndefined();
    expect(rule('07643520567')).toBeUndefined();
    expect(rule('07643520568')).toMatch(/cifra di controllo|controllo non corrisponde/);
    expect(rule('123')).toBe('La partita IVA deve avere 11 cifre');
    expect(rule('12345abc901')).toMatch(/solo cifre/);
  });
});

describe('Italian messages', () => {
  it('uses the wording of the specification', () => {
    expect(messages.required('email')).toBe('Il campo email è richiesto');
    expect(messages.min('nome', 3)).toBe('Il campo nome deve avere almeno 3 caratteri');
    expect(messages.min_value('prezzo', 0)).toBe('Il campo prezzo deve essere maggiore o uguale a 0');
    expect(messages.password()).toBe('La password deve essere almeno di 8 caratteri');
  });
  it('names API fields with Italian labels', () => {
    expect(labelOf('price_min')).toBe('prezzo minimo');
    expect(labelOf('some_field')).toBe('some field');
  });
});
