import { describe, expect, it } from 'vitest';
import { geocodeAddress } from './geocode.js';

const TORINO = { latitude: expect.closeTo(45.07, 1), longitude: expect.closeTo(7.68, 1) };

describe('geocodeAddress: an Italian address placed offline at its comune', () => {
  it('places "Corso Francia 120, 10143 Torino TO" by its CAP', () => {
    expect(geocodeAddress({ address: 'Corso Francia 120', postal_code: '10143', city: 'Torino', province_code: 'TO' }))
      .toEqual({ placed: true, comune: 'Torino', province_code: 'TO', precision: 'postal_code', ...TORINO });
  });

  it('reads the CAP and the province written inside the fields', () => {
    expect(geocodeAddress({ address: 'Corso Francia 120, 10143 Torino TO', city: 'Torino TO' }))
      .toMatchObject({ placed: true, comune: 'Torino', precision: 'postal_code' });
    expect(geocodeAddress({ city: 'torino (to)' })).toMatchObject({ placed: true, comune: 'Torino', precision: 'comune_province' });
    expect(geocodeAddress({ city: '10143' })).toMatchObject({ placed: true, comune: 'Torino' });
  });

  it('tells apart the comuni that share one CAP by the city written', () => {
    // 65020 is the CAP of several small comuni of the province of Pescara.
    expect(geocodeAddress({ postal_code: '65020', city: 'ALANNO' }))
      .toMatchObject({ placed: true, comune: 'Alanno', province_code: 'PE', precision: 'postal_code' });
    expect(geocodeAddress({ postal_code: '65020', city: 'Bolognano' })).toMatchObject({ placed: true, comune: 'Bolognano' });
    expect(geocodeAddress({ postal_code: '65020' })).toEqual({ placed: false });
    expect(geocodeAddress({ city: 'Aglie', province_code: 'TO' })).toMatchObject({ placed: true, comune: 'Agliè' });
  });

  it('finds a comune by name and province whatever the accents, case and linking words', () => {
    const official = geocodeAddress({ city: "Reggio nell'Emilia", province_code: 'RE' });
    expect(official).toMatchObject({ placed: true, comune: "Reggio nell'Emilia", precision: 'comune_province' });
    expect(geocodeAddress({ city: 'REGGIO EMILIA', province_code: 're' })).toEqual(official);
    expect(geocodeAddress({ city: 'Reggio Calabria', province_code: 'RC' })).toMatchObject({ placed: true, comune: 'Reggio di Calabria' });
    expect(geocodeAddress({ city: 'Forli', province_code: 'FC' })).toMatchObject({ placed: true, comune: 'Forlì' });
    expect(geocodeAddress({ city: 'Bozen' })).toMatchObject({ placed: true, province_code: 'BZ' });
  });

  it('prefers the city when a mistyped CAP belongs to another comune', () => {
    expect(geocodeAddress({ postal_code: '20121', city: 'Bologna', province_code: 'BO' }))
      .toMatchObject({ placed: true, comune: 'Bologna', precision: 'comune_province' });
  });

  it('uses a name alone only when one comune in Italy carries it', () => {
    expect(geocodeAddress({ city: 'Abbiategrasso' })).toMatchObject({ placed: true, province_code: 'MI', precision: 'comune' });
    // Two comuni are called Samone (TO and TN): without a province it is not guessed.
    expect(geocodeAddress({ city: 'Samone' })).toEqual({ placed: false });
    expect(geocodeAddress({ city: 'Samone', province_code: 'TN' })).toMatchObject({ placed: true, province_code: 'TN' });
  });

  it('says "not placed" for a place it does not know', () => {
    expect(geocodeAddress({ address: 'Via Roma 1', postal_code: '00000', city: 'Paperopoli', province_code: 'TO' })).toEqual({ placed: false });
    expect(geocodeAddress({ city: '' })).toEqual({ placed: false });
    expect(geocodeAddress({})).toEqual({ placed: false });
  });
});
