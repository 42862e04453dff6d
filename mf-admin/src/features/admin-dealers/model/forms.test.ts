import { describe, expect, it } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { validateValues } from '@automercato/validation';
import { dealer } from '../../../test/dealer-fixtures';
import { VAT_REVIEW_RULES, changedDealerFields, dealerEditRules, dealerEditValuesOf, onReasonField } from './forms';

describe('the correction of a dealer\'s data', () => {
  const initial = dealerEditValuesOf(dealer({ phone: 'chiamare' }));

  it('starts from the dealer\'s data, with empty boxes for what is missing', () => {
    expect(initial).toMatchObject({ name: 'Autosalone Rossi', phone: 'chiamare', website: '', pec: '' });
  });

  it('checks only what changed, with the server\'s messages', () => {
    const rules = dealerEditRules(initial);
    // The old phone is not valid today, but it is not being changed.
    expect(validateValues(rules, initial)).toEqual({});
    expect(validateValues(rules, { ...initial, postal_code: '201', pec: 'pec@', name: '' })).toEqual({
      postal_code: 'Il campo CAP deve essere di 5 cifre',
      pec: 'Il campo PEC deve essere un indirizzo email valido',
      name: 'Il campo nome è richiesto',
    });
  });

  it('sends only the changed fields, or nothing', () => {
    expect(changedDealerFields(initial, { ...initial })).toBeNull();
    // A box emptied by the user is undefined in the form: sent as empty text.
    expect(changedDealerFields(initial, { ...initial, city: 'Pavia', description: undefined, address: undefined })).toEqual({ city: 'Pavia', address: '' });
  });
});

describe('the partita IVA review', () => {
  it('asks a reason of 10 to 500 characters', () => {
    expect(validateValues(VAT_REVIEW_RULES, {})).toEqual({ reason: 'Il campo motivo è richiesto' });
    expect(validateValues(VAT_REVIEW_RULES, { reason: 'corto' })).toEqual({ reason: 'Il campo motivo deve avere almeno 10 caratteri' });
    expect(validateValues(VAT_REVIEW_RULES, { reason: 'x'.repeat(501) }).reason).toMatch(/500/);
  });

  it('puts a refusal of the decision on the reason', () => {
    const refused = onReasonField(new ApiError('2', 'Dati non validi', 422, { errors: { decision: ['Decisione non ammessa'] } })) as ApiError;
    expect(refused.fieldErrors).toEqual({ reason: ['Decisione non ammessa'] });
    const other = new ApiError('5', 'Errore', 500);
    expect(onReasonField(other)).toBe(other);
  });
});
