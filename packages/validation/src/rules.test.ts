import { describe, expect, it } from 'vitest';
import {
  confirmed,
  email,
  hasAllKeys,
  is_not,
  isEmpty,
  length,
  max,
  max_value,
  min,
  min_value,
  numeric,
  password,
  required,
  sluggable,
  toNumber,
  valueAt,
} from './rules.js';

describe('helpers', () => {
  it('knows empty values', () => {
    for (const value of [undefined, null, '', []]) expect(isEmpty(value)).toBe(true);
    for (const value of [0, false, ' ', [''], {}]) expect(isEmpty(value)).toBe(false);
  });
  it('reads numbers and dotted paths', () => {
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' -3.5 ')).toBe(-3.5);
    expect(toNumber('1e3')).toBeUndefined();
    expect(toNumber('12abc')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
    expect(valueAt(undefined, 'a')).toBeUndefined();
  });
});

describe('required', () => {
  const rule = required('email');
  it('refuses empty values, blank text and an unticked box', () => {
    for (const value of [undefined, null, '', '   ', [], false]) expect(rule(value)).toBe('Il campo email è richiesto');
  });
  it('accepts any other value', () => {
    for (const value of ['a', 0, true, ['x'], { a: 1 }]) expect(rule(value)).toBeUndefined();
  });
});

describe('email', () => {
  const rule = email('email');
  it('accepts empty and valid addresses', () => {
    for (const value of [undefined, null, '', 'mario.rossi@example.it', 'a+b@mail.co.uk', "o'neil@x-y.com"]) {
      expect(rule(value)).toBeUndefined();
    }
  });
  it('refuses invalid addresses with the Italian message', () => {
    for (const value of ['mario', 'mario@', '@example.it', 'mario@localhost', 'mario rossi@example.it', ' a@b.it', 'a@b..it', 'a@-b.it', 42]) {
      expect(rule(value)).toBe('Il campo email deve essere un indirizzo email valido');
    }
    expect(rule(`${'a'.repeat(250)}@b.it`)).toBe('Il campo email deve essere un indirizzo email valido');
  });
});

describe('min / max / length', () => {
  it('min counts characters; empty passes', () => {
    const rule = min('nome', 3);
    expect(rule('abc')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule(null)).toBeUndefined();
    expect(rule(12345)).toBeUndefined();
    expect(rule('ab')).toBe('Il campo nome deve avere almeno 3 caratteri');
    expect(rule('😀😀')).toBe('Il campo nome deve avere almeno 3 caratteri');
    expect(rule({})).toBe('Il campo nome deve avere almeno 3 caratteri');
  });
  it('max counts characters; empty passes', () => {
    const rule = max('messaggio', 5);
    expect(rule('12345')).toBeUndefined();
    expect(rule('😀😀😀😀😀')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
    expect(rule('123456')).toBe('Il campo messaggio non può essere più lungo di 5 caratteri');
    expect(rule(123456)).toBe('Il campo messaggio non può essere più lungo di 5 caratteri');
  });
  it('length wants exactly n characters', () => {
    const rule = length('CAP', 5);
    expect(rule('20121')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule('2012')).toBe('Il campo CAP deve essere lungo 5 caratteri');
    expect(rule('201211')).toBe('Il campo CAP deve essere lungo 5 caratteri');
  });
});

describe('is_not', () => {
  it('refuses the forbidden value, comparing numbers and strings as text', () => {
    const rule = is_not('ruolo', 'admin');
    expect(rule('dealer')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule('admin')).toBe('Il valore del campo ruolo non è ammesso');
    expect(is_not('quantità', 0)('0')).toBe('Il valore del campo quantità non è ammesso');
    expect(is_not('quantità', 0)(0)).toBe('Il valore del campo quantità non è ammesso');
    expect(is_not('scelta', null)(null)).toBe('Il valore del campo scelta non è ammesso');
    expect(is_not('scelta', null)('x')).toBeUndefined();
  });
});

describe('min_value / max_value', () => {
  it('min_value compares numbers and numeric strings', () => {
    const rule = min_value('prezzo', 0);
    expect(rule(0)).toBeUndefined();
    expect(rule('15900')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule(-1)).toBe('Il campo prezzo deve essere maggiore o uguale a 0');
    expect(rule('-0.5')).toBe('Il campo prezzo deve essere maggiore o uguale a 0');
    expect(rule('abc')).toBe('Il campo prezzo deve contenere solo numeri');
  });
  it('max_value compares numbers and numeric strings', () => {
    const rule = max_value('anno', 2025);
    expect(rule(2025)).toBeUndefined();
    expect(rule(null)).toBeUndefined();
    expect(rule('2026')).toBe('Il campo anno deve essere minore o uguale a 2025');
    expect(rule(true)).toBe('Il campo anno deve contenere solo numeri');
  });
});

describe('numeric', () => {
  it('accepts digits only', () => {
    const rule = numeric('CAP');
    expect(rule('00123')).toBeUndefined();
    expect(rule(42)).toBeUndefined();
    expect(rule('')).toBeUndefined();
    for (const value of ['12a', '-1', '1.5', '1 000', 12.5, -3]) {
      expect(rule(value)).toBe('Il campo CAP deve contenere solo numeri');
    }
  });
});

describe('password', () => {
  const rule = password();
  it('wants 8 characters and no whitespace; empty passes', () => {
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
    expect(rule('abcdefgh')).toBeUndefined();
    expect(rule('àèìòùé!?')).toBeUndefined();
    expect(rule('abcdefg')).toBe('La password deve essere almeno di 8 caratteri');
    expect(rule('abcd efgh')).toBe('La password deve essere almeno di 8 caratteri');
    expect(rule('abcdefgh\t')).toBe('La password deve essere almeno di 8 caratteri');
    expect(rule(12345678)).toBe('La password deve essere almeno di 8 caratteri');
  });
});

describe('confirmed', () => {
  const rule = confirmed('conferma password', 'password');
  it('wants the value of the other field', () => {
    expect(rule('Segreta1!', { password: 'Segreta1!' })).toBeUndefined();
    expect(rule('', { password: '' })).toBeUndefined();
    expect(rule(undefined, {})).toBeUndefined();
    expect(rule('Segreta1', { password: 'Segreta1!' })).toBe('Il campo conferma password non corrisponde.');
    expect(rule('', { password: 'Segreta1!' })).toBe('Il campo conferma password non corrisponde.');
    expect(rule('x')).toBe('Il campo conferma password non corrisponde.');
  });
  it('reads nested fields', () => {
    const nested = confirmed('conferma email', 'account.email');
    expect(nested('a@b.it', { account: { email: 'a@b.it' } })).toBeUndefined();
    expect(nested('a@b.it', { account: { email: 'c@b.it' } })).toBe('Il campo conferma email non corrisponde.');
  });
});

describe('hasAllKeys', () => {
  const rule = hasAllKeys('località', ['city', 'postal_code', 'latitude', 'longitude']);
  const full = { city: 'Milano', postal_code: '20121', latitude: 45.46, longitude: 9.19 };
  it('accepts an object with every key, and no object at all', () => {
    expect(rule(full)).toBeUndefined();
    expect(rule({ ...full, latitude: 0 })).toBeUndefined();
    expect(rule(null)).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });
  it('refuses missing, empty or blank keys with the generic message', () => {
    const message = 'Il campo località ha uno o più elementi mancanti.';
    expect(rule({ ...full, postal_code: undefined })).toBe(message);
    expect(rule({ ...full, city: '  ' })).toBe(message);
    expect(rule({ city: 'Milano' })).toBe(message);
    expect(rule({})).toBe(message);
    expect(rule('Milano')).toBe(message);
    expect(rule([1, 2])).toBe(message);
  });
  it('uses the custom message of the first missing key when there is one', () => {
    const custom = hasAllKeys('località', ['city', 'postal_code', 'latitude'], {
      city: 'Scegli una città dall’elenco',
      latitude: 'Posizione non trovata',
    });
    expect(custom({ postal_code: '20121', latitude: 1 })).toBe('Scegli una città dall’elenco');
    expect(custom({ city: 'Milano', postal_code: '20121' })).toBe('Posizione non trovata');
    expect(custom({ city: 'Milano', latitude: 1 })).toBe('Il campo località ha uno o più elementi mancanti.');
    expect(custom({})).toBe('Scegli una città dall’elenco');
  });
});

describe('sluggable', () => {
  const rule = sluggable('nome del concessionario');
  const message = 'Il campo nome del concessionario contiene solo caratteri speciali o non è valido.';
  it('wants at least 2 Latin letters', () => {
    for (const value of ['Auto Rossi', 'ab', 'A1', '3a b', 'Città', 'àé', '', null]) {
      if (value === 'A1') expect(rule(value)).toBe(message);
      else expect(rule(value)).toBeUndefined();
    }
  });
  it('refuses digits, symbols and non-Latin scripts', () => {
    for (const value of ['a', '12345', '!!!', '— ¿ ?', 'Ωμέγα', 'Москва', '東京', 42]) {
      expect(rule(value)).toBe(message);
    }
  });
});
