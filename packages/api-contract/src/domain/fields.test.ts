import { describe, expect, it } from 'vitest';
import { VEHICLE_FIELD_LABELS, VEHICLE_FIELD_LABELS_IN_SENTENCE, inSentence } from './fields.js';

describe('vehicle field labels', () => {
  it('use the SPEC wording for the colours', () => {
    expect(VEHICLE_FIELD_LABELS.interior_color).toBe('Colore interno');
    expect(VEHICLE_FIELD_LABELS.exterior_color).toBe('Colore esterno');
  });

  it('read inside a sentence with only the first letter lowered (VIN and kW keep their capitals)', () => {
    expect(inSentence('Numero di telaio (VIN)')).toBe('numero di telaio (VIN)');
    expect(VEHICLE_FIELD_LABELS_IN_SENTENCE.power_kw).toBe('potenza (kW)');
    expect(Object.keys(VEHICLE_FIELD_LABELS_IN_SENTENCE)).toEqual(Object.keys(VEHICLE_FIELD_LABELS));
  });

  it('name each field once: no two fields share a label', () => {
    const labels = Object.values(VEHICLE_FIELD_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
