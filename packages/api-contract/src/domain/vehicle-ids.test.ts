import { describe, expect, it } from 'vitest';
import { compactVehicleId, isValidItalianPlate, isValidVin } from './vehicle-ids.js';

describe('vehicle ids', () => {
  it('stores a VIN or a plate in one spelling whatever was typed', () => {
    expect(compactVehicleId(' ga 123-bc ')).toBe('GA123BC');
    expect(compactVehicleId('GA.123.BC')).toBe('GA123BC');
    expect(compactVehicleId('wvw zzz cdzmw012345')).toBe('WVWZZZCDZMW012345');
  });

  it('checks a VIN as ISO 3779 without requiring the check digit', () => {
    expect(isValidVin('WVWZZZCDZMW012345')).toBe(true);
    expect(isValidVin('wvwzzzcdzmw012345')).toBe(true);
    expect(isValidVin('WVWZZZCDZMW01234')).toBe(false);
    expect(isValidVin('WVWZZZCDZMWO12345')).toBe(false);
    expect(isValidVin('IVWZZZCDZMW012345')).toBe(false);
    expect(isValidVin('QVWZZZCDZMW012345')).toBe(false);
  });

  it('checks an Italian plate since 1994: no I, O, Q or U', () => {
    expect(isValidItalianPlate('GA123BC')).toBe(true);
    expect(isValidItalianPlate('ga 123 bc')).toBe(true);
    expect(isValidItalianPlate('GU123BC')).toBe(false);
    expect(isValidItalianPlate('GA123BO')).toBe(false);
    expect(isValidItalianPlate('GA12BC')).toBe(false);
    expect(isValidItalianPlate('MI1234567')).toBe(false);
  });
});
