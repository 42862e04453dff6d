import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

describe('parseQueryString', () => {
  it('reads bracketed and repeated keys as arrays, plain keys as strings', () => {
    expect({ ...parseQueryString('power_type[]=diesel&power_type[]=gpl&brand=fiat&x=1&x=2&c[0]=a') }).toEqual({
      power_type: ['diesel', 'gpl'], brand: 'fiat', x: ['1', '2'], c: ['a'],
    });
  });
  it('keeps a single bracketed value an array and decodes escapes', () => {
    expect({ ...parseQueryString('category[]=city-car&version=1.0%20Hybrid') }).toEqual({ category: ['city-car'], version: '1.0 Hybrid' });
  });
  it('treats __proto__ as a plain key', () => {
    const parsed = parseQueryString('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
