import { afterEach, describe, expect, it, vi } from 'vitest';
import { compose, debounceValidation, validateValues, VALIDATION_DEBOUNCE_MS } from './compose.js';
import { confirmed, email, min, password, required } from './rules.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('compose', () => {
  const rule = compose(required('email'), email('email'));
  it('gives the first message', () => {
    expect(rule('')).toBe('Il campo email è richiesto');
    expect(rule('mario')).toBe('Il campo email deve essere un indirizzo email valido');
    expect(rule('mario@example.it')).toBeUndefined();
  });
  it('passes allValues on and accepts no rule at all', () => {
    const confirm = compose(required('conferma password'), confirmed('conferma password', 'password'));
    expect(confirm('a', { password: 'b' })).toBe('Il campo conferma password non corrisponde.');
    expect(compose()('anything')).toBeUndefined();
  });
});

describe('validateValues', () => {
  it('returns the first message of each failing field', () => {
    const rules = {
      email: [required('email'), email('email')],
      password: [required('password'), password()],
      password_confirmation: confirmed('conferma password', 'password'),
      name: min('nome', 2),
    };
    expect(validateValues(rules, { email: 'x', password: 'corta', password_confirmation: 'corta' })).toEqual({
      email: 'Il campo email deve essere un indirizzo email valido',
      password: 'La password deve essere almeno di 8 caratteri',
    });
    expect(validateValues(rules, { email: 'a@b.it', password: 'lunghissima', password_confirmation: 'lunghissima' })).toEqual({});
  });
});

describe('debounceValidation', () => {
  it('waits 5 ms by default', () => {
    expect(VALIDATION_DEBOUNCE_MS).toBe(5);
  });
  it('runs once after 5 ms of quiet, with the last value, for every waiting call', async () => {
    vi.useFakeTimers();
    const rule = vi.fn(required('nome'));
    const debounced = debounceValidation(rule);
    const first = debounced('', {});
    vi.advanceTimersByTime(3);
    const second = debounced('', {});
    vi.advanceTimersByTime(3);
    const third = debounced('Mario', {});
    vi.advanceTimersByTime(4);
    expect(rule).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(Promise.all([first, second, third])).resolves.toEqual([undefined, undefined, undefined]);
    expect(rule).toHaveBeenCalledTimes(1);
    expect(rule).toHaveBeenCalledWith('Mario', {});
  });
  it('runs again for calls after the wait and honours another delay', async () => {
    vi.useFakeTimers();
    const debounced = debounceValidation(required('nome'), 20);
    const a = debounced('');
    await vi.advanceTimersByTimeAsync(20);
    await expect(a).resolves.toBe('Il campo nome è richiesto');
    const b = debounced('Mario');
    await vi.advanceTimersByTimeAsync(19);
    let settled = false;
    void b.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(b).resolves.toBeUndefined();
  });
  it('wraps asynchronous validators and rejects when they fail', async () => {
    vi.useFakeTimers();
    const taken = debounceValidation(async (value: unknown) => (value === 'mario@example.it' ? 'Email già registrata' : undefined));
    const p = taken('mario@example.it');
    await vi.advanceTimersByTimeAsync(5);
    await expect(p).resolves.toBe('Email già registrata');
    const broken = debounceValidation(() => {
      throw new Error('rete assente');
    });
    const q = broken('x');
    const r = broken('y');
    const checks = [expect(q).rejects.toThrow('rete assente'), expect(r).rejects.toThrow('rete assente')];
    await vi.advanceTimersByTimeAsync(5);
    await Promise.all(checks);
  });
});

// react-final-form's field-level validator, as final-form 5 declares it.
type FinalFormFieldValidator<V> = (value: V, allValues: object, meta?: unknown) => unknown;

describe('react-final-form compatibility', () => {
  it('has validators that fit its field-level validate prop', () => {
    const rule = compose(required('email'), email('email'));
    const sync: FinalFormFieldValidator<string> = rule;
    const debounced: FinalFormFieldValidator<string> = debounceValidation(rule);
    expect(sync('', {})).toBe('Il campo email è richiesto');
    expect(typeof debounced).toBe('function');
  });
});
