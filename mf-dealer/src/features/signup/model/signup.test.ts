import { describe, expect, it } from 'vitest';
import { validateValues } from '@automercato/validation';
import { SIGNUP_RULES, splitViesAddress, toRegisterBody, viesPrefill } from './signup';

describe('the dealer sign-up rules', () => {
  it('names every missing field in Italian', () => {
    const errors = validateValues(SIGNUP_RULES, {});
    expect(errors['company_name']).toBe('Il campo ragione sociale è richiesto');
    expect(errors['vat']).toBe('Il campo partita IVA è richiesto');
    expect(errors['province_code']).toBe('Il campo provincia è richiesto');
    expect(errors['terms']).toBe('Il campo accettazione dei termini è richiesto');
  });

  it('checks the partita IVA, the CAP and the password as the server does', () => {
    const errors = validateValues(SIGNUP_RULES, { vat: '07643520568', postal_code: '4112', password: 'corta', password_confirmation: 'x' });
    expect(errors['vat']).toMatch(/controllo/);
    expect(errors['postal_code']).toBe('Il CAP deve avere 5 cifre');
    expect(errors['password']).toMatch(/almeno 8/);
    expect(errors['password_confirmation']).toBe('Il campo conferma password non corrisponde.');
    expect(validateValues(SIGNUP_RULES, { vat: 'IT07643520567' })['vat']).toBeUndefined();
  });

  it('sends trimmed values and the consent', () => {
    const body = toRegisterBody({ company_name: '  Auto Srl ', vat: ' 07643520567', terms: true });
    expect(body).toMatchObject({ company_name: 'Auto Srl', vat: '07643520567', terms: true, city: '' });
  });
});

describe('VIES prefill', () => {
  it('splits VIES\'s address into street, CAP, city and province', () => {
    expect(splitViesAddress('VIA EMILIA 12, 41121 MODENA MO')).toEqual({
      address: 'Via Emilia 12', postal_code: '41121', city: 'Modena', province_code: 'MO',
    });
    expect(splitViesAddress('CONTRADA SENZA NUMERO')).toEqual({ address: 'Contrada Senza Numero' });
    expect(splitViesAddress(null)).toEqual({});
  });

  it('fills only the fields still empty', () => {
    const fill = viesPrefill({ company_name: 'Il mio nome', city: '' }, { company_name: 'AUTO SRL', address: 'VIA ROMA 1, 00184 ROMA RM' });
    expect(fill).toEqual({ address: 'Via Roma 1', postal_code: '00184', city: 'Roma', province_code: 'RM' });
  });
});
