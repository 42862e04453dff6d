import { describe, expect, it } from 'vitest';
import { NEOPATENTATI_MAX_KW, NEOPATENTATI_MAX_KW_PER_TONNE, isNeopatentatoFriendly } from './neopatentati.js';

describe('isNeopatentatoFriendly', () => {
  it('uses the limits of DECISIONS (105 kW, 75 kW/t)', () => {
    expect(NEOPATENTATI_MAX_KW).toBe(105);
    expect(NEOPATENTATI_MAX_KW_PER_TONNE).toBe(75);
  });
  it('checks only the power when the weight is unknown', () => {
    expect(isNeopatentatoFriendly({ kw: 105 })).toBe(true);
    expect(isNeopatentatoFriendly({ kw: 105.1 })).toBe(false);
    expect(isNeopatentatoFriendly({ kw: 70, weightKg: null })).toBe(true);
    expect(isNeopatentatoFriendly({ kw: 70, weightKg: 0 })).toBe(true);
  });
  it('checks the power-to-weight ratio when the weight is known', () => {
    expect(isNeopatentatoFriendly({ kw: 105, weightKg: 1400 })).toBe(true); // exactly 75 kW/t
    expect(isNeopatentatoFriendly({ kw: 105, weightKg: 1399 })).toBe(false);
    expect(isNeopatentatoFriendly({ kw: 70, weightKg: 900 })).toBe(false); // 77.8 kW/t
    expect(isNeopatentatoFriendly({ kw: 51, weightKg: 980 })).toBe(true);
    expect(isNeopatentatoFriendly({ kw: 110, weightKg: 2000 })).toBe(false); // 55 kW/t but > 105 kW
  });
  it('refuses powers that are not positive numbers', () => {
    expect(isNeopatentatoFriendly({ kw: 0 })).toBe(false);
    expect(isNeopatentatoFriendly({ kw: -5 })).toBe(false);
    expect(isNeopatentatoFriendly({ kw: Number.NaN })).toBe(false);
  });
});
