import { describe, expect, it } from 'vitest';
import { homeTextsDiffer } from '@automercato/i18n';
import { HOME_TABLES } from '@automercato/i18n/home';
import { errorMessages, lookupErrorMessages } from './errors.js';

describe('the error catalogue\'s texts (read without i18next: the home page uses the API client)', () => {
  it('say every text exactly as i18next would, and are the catalogue\'s', () => {
    expect(HOME_TABLES.map((table) => table.ns)).toContain('errors');
    expect(homeTextsDiffer(HOME_TABLES)).toEqual([]);
    expect(errorMessages['A3']).toBe('Questo indirizzo email è già registrato.');
    expect(lookupErrorMessages.brands).toBe('Impossibile caricare le marche');
  });
});
