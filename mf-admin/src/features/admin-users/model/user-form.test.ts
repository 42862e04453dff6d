import { describe, expect, it } from 'vitest';
import { ApiError, type AdminUserDetail } from '@automercato/api-sdk';
import { FORM_ERROR, submissionErrorsOf } from '@automercato/forms';
import { validateValues } from '@automercato/validation';
import {
  CREATE_RULES, EDIT_RULES, NEW_USER, editValuesOf, onFormFields, toCreateBody, toUpdateBody, verifiedAfterEmailChange,
} from './user-form';

const anna = {
  uuid: 'u1', email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: null, role: 'customer', roles: ['customer'],
  enabled: true, email_verified_at: '2026-11-20T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
  deleted_at: null, has_password: true, has_google: false, active_sessions: 1, dealers: [],
} as AdminUserDetail;

describe('the user form\'s rules', () => {
  it('an empty new user: e-mail, name and surname are required (the messages users see today)', () => {
    expect(validateValues(CREATE_RULES, NEW_USER)).toEqual({
      email: 'Il campo email è richiesto',
      name: 'Il campo nome è richiesto',
      surname: 'Il campo cognome è richiesto',
    });
  });

  it('an address must be one; spaces around it do not count (it is sent trimmed)', () => {
    const values = { ...editValuesOf(anna), email: 'anna@' };
    expect(validateValues(EDIT_RULES, values)).toEqual({ email: 'Il campo email deve essere un indirizzo email valido' });
    expect(validateValues(EDIT_RULES, { ...values, email: ' anna@esempio.it ' })).toEqual({});
  });

  it('at least one role', () => {
    expect(validateValues(EDIT_RULES, { ...editValuesOf(anna), roles: [] })).toEqual({ roles: 'Scegli almeno un ruolo.' });
  });

  it('creating, a password is needed only without the mail, and it follows the account password rule', () => {
    const filled = { ...NEW_USER, email: 'nuovo@esempio.it', name: 'Nuovo', surname: 'Utente' };
    expect(validateValues(CREATE_RULES, filled)).toEqual({});
    expect(validateValues(CREATE_RULES, { ...filled, send_mail: false })).toEqual({
      password: 'Scrivi una password, oppure fai scegliere la password all\'utente via email.',
    });
    expect(validateValues(CREATE_RULES, { ...filled, send_mail: false, password: 'corta' })).toEqual({
      password: 'La password deve contenere almeno 8 caratteri',
    });
    expect(validateValues(CREATE_RULES, { ...filled, send_mail: false, password: 'Tramonto-Sul-Lago-7' })).toEqual({});
    // Typed, then the mail ticked again: the password is not checked, nor sent.
    expect(validateValues(CREATE_RULES, { ...filled, password: 'x' })).toEqual({});
  });

  it('editing asks no password', () => {
    expect(Object.keys(EDIT_RULES)).not.toContain('password');
    expect(validateValues(EDIT_RULES, editValuesOf(anna))).toEqual({});
  });
});

describe('what the form sends', () => {
  it('an edit: trimmed texts, no phone as null, the verified box', () => {
    expect(toUpdateBody({ email: ' anna@esempio.it ', name: ' Anna ', surname: 'Neri', roles: ['customer', 'dealer'], email_verified: true }))
      .toEqual({ email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: null, roles: ['customer', 'dealer'], email_verified: true });
  });

  it('a new user: the password only when the mail is not sent', () => {
    const values = { ...NEW_USER, email: 'n@esempio.it', name: 'N', surname: 'U', phone: '+39 333 1234567', password: 'Tramonto-Sul-Lago-7' };
    expect(toCreateBody(values)).toEqual({
      email: 'n@esempio.it', name: 'N', surname: 'U', phone: '+39 333 1234567', roles: ['customer'], email_verified: false,
    });
    expect(toCreateBody({ ...values, send_mail: false })).toMatchObject({ password: 'Tramonto-Sul-Lago-7' });
  });

  it('a user\'s values: the phone as text, verified from the date', () => {
    expect(editValuesOf(anna)).toEqual({ email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: '', roles: ['customer'], email_verified: true });
  });

  it('a changed address is not verified; back to the old one (any case) it is as it was', () => {
    const initial = editValuesOf(anna);
    expect(verifiedAfterEmailChange('altra@esempio.it', initial)).toBe(false);
    expect(verifiedAfterEmailChange('Anna@Esempio.it ', initial)).toBe(true);
    expect(verifiedAfterEmailChange('anna@esempio.it', { ...initial, email_verified: false })).toBe(false);
  });
});

describe('a refusal on the form', () => {
  const names = Object.keys(CREATE_RULES);

  it('a role\'s message (roles.0) goes on the roles, the others on their fields', () => {
    const error = new ApiError('2', 'Dati non validi', 422, { errors: { 'roles.0': ['Il valore non è valido'], email: ['Email non valida'] } });
    expect(submissionErrorsOf(onFormFields(error), names)).toMatchObject({ roles: 'Il valore non è valido', email: 'Email non valida' });
  });

  it('an address already taken lands on the e-mail; a refusal about no field in the form\'s alert', () => {
    expect(submissionErrorsOf(onFormFields(new ApiError('A3', 'Questo indirizzo email è già registrato.', 409)), names))
      .toEqual({ email: 'Questo indirizzo email è già registrato.' });
    const onlyASuper = 'Solo un super amministratore può assegnare o togliere i ruoli di amministratore.';
    expect(submissionErrorsOf(onFormFields(new ApiError('6', onlyASuper, 403)), names)).toEqual({ [FORM_ERROR]: onlyASuper });
  });

  it('leaves anything else as it is', () => {
    const error = new ApiError('2', 'Dati non validi', 422, { errors: { email: ['x'] } });
    expect(onFormFields(error)).toBe(error);
    const boom = new TypeError('boom');
    expect(onFormFields(boom)).toBe(boom);
  });
});
