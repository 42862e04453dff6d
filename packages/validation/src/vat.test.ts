import { describe, expect, it } from 'vitest';
import { isValidItalianVat, vatCheckDigit } from './vat.js';
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
