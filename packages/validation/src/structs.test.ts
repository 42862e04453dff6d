import { describe, expect, it } from 'vitest';
import { number, object, optional, size, string, unknown } from 'superstruct';
import { accountPassword } from './account-password.js';
import { confirmed, email, hasAllKeys, min_value, required, sluggable } from './rules.js';
import { check, field, structRule, structRules } from './structs.js';

const Signup = object({
  email: field(string(), 'email', required('email'), email('email')),
  password: field(string(), 'password', required('password'), accountPassword()),
  password_confirmation: field(string(), 'conferma password', confirmed('conferma password', 'password')),
  name: optional(field(string(), 'nome', sluggable('nome'))),
});

describe('field + check', () => {
  it('accepts a valid payload and returns it typed', () => {
    const result = check(Signup, { email: 'a@b.it', password: 'Segreta1!', password_confirmation: 'Segreta1!' });
    expect(result).toEqual({ ok: true, value: { email: 'a@b.it', password: 'Segreta1!', password_confirmation: 'Segreta1!' } });
  });
  it('gives Italian rule messages per field, missing fields included', () => {
    const result = check(Signup, { email: 'nope', password_confirmation: 'x', name: '!!' });
    expect(result).toEqual({
      ok: false,
      message: 'Il campo email deve essere un indirizzo email valido',
      errors: {
        email: ['Il campo email deve essere un indirizzo email valido'],
        password: ['Il campo password è richiesto'],
        password_confirmation: ['Il campo conferma password non corrisponde.'],
        name: ['Il campo nome contiene solo caratteri speciali o non è valido.'],
      },
    });
  });
  it('turns type errors, refinements of the base and unknown keys into Italian', () => {
    const Price = object({ price_min: field(number(), 'prezzo minimo', min_value('prezzo minimo', 0)) });
    expect(check(Price, { price_min: 'dieci' })).toMatchObject({
      ok: false,
      errors: { price_min: ['Il campo prezzo minimo deve contenere solo numeri'] },
    });
    expect(check(Price, { price_min: '5' })).toMatchObject({ errors: { price_min: ['Il campo prezzo minimo non è valido'] } });
    const Code = object({ code: field(size(string(), 5, 5), 'codice', required('codice')) });
    expect(check(Code, { code: 'abc' })).toMatchObject({ errors: { code: ['Il campo codice non è valido'] } });
    expect(check(Price, { price_min: 5, brand: 'fiat' })).toMatchObject({
      ok: false,
      errors: { brand: ['Il campo marca non è previsto'] },
    });
  });
  it('validates nested objects with hasAllKeys and custom messages', () => {
    const Search = object({
      location: field(unknown(), 'località', required('località'), hasAllKeys('località', ['city', 'latitude'], { city: 'Scegli una città' })),
    });
    expect(check(Search, { location: { latitude: 45 } })).toMatchObject({ errors: { location: ['Scegli una città'] } });
    expect(check(Search, {})).toMatchObject({ errors: { location: ['Il campo località è richiesto'] } });
    expect(check(Search, { location: { city: 'Milano', latitude: 45 } }).ok).toBe(true);
  });
  it('works on a bare value too', () => {
    expect(check(field(string(), 'email', email('email')), 'x')).toEqual({
      ok: false,
      message: 'Il campo email deve essere un indirizzo email valido',
      errors: { '': ['Il campo email deve essere un indirizzo email valido'] },
    });
  });
});

describe('structRule / structRules: structs as form rules', () => {
  it('gives a field its first Italian message, nothing when valid', () => {
    const rule = structRule('email', field(string(), 'email', required('email'), email('email')));
    expect(rule(undefined, {})).toBe('Il campo email è richiesto');
    expect(rule('nope', {})).toBe('Il campo email deve essere un indirizzo email valido');
    expect(rule('a@b.it', {})).toBeUndefined();
  });
  it('lets a rule read the other values of the form', () => {
    const rules = structRules(Signup);
    expect(rules.password_confirmation('x', { password: 'Segreta1!' })).toBe('Il campo conferma password non corrisponde.');
    expect(rules.password_confirmation('Segreta1!', { password: 'Segreta1!' })).toBeUndefined();
    expect(Object.keys(rules)).toEqual(['email', 'password', 'password_confirmation', 'name']);
    expect(rules.name(undefined, {})).toBeUndefined();
  });
  it('names the field in the failures of a plain struct, and ignores the other fields', () => {
    const rule = structRule('price_min', size(number(), 0, 10));
    expect(rule(11, { brand: 42 })).toBe('Il campo prezzo minimo non è valido');
    expect(rule(5, { brand: 42 })).toBeUndefined();
  });
});
