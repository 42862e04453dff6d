import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { ApiError, errorMessages, toApiError } from '@automercato/api-sdk';
import { GENERIC_ERROR, errorTextOf, submissionErrorsOf } from './server-errors';

const envelope = (code: string, data: unknown = null, message: string | null = null) => ({
  error: true,
  error_code: code,
  data,
  error_message: message,
});

describe('API failures on the account forms (SPEC §8)', () => {
  it('A1 (wrong e-mail or password) goes to the form alert, in the catalogue wording', () => {
    const error = toApiError(401, envelope('A1', null, 'Email o password non corretti.'));
    expect(submissionErrorsOf(error, ['email', 'password'])).toEqual({ [FORM_ERROR]: 'Email o password non corretti.' });
  });

  it.each([
    ['A3', 'email', errorMessages['A3']],
    ['A4', 'email', errorMessages['A4']],
    ['A6', 'password', errorMessages['A6']],
    ['A7', 'current_password', errorMessages['A7']],
  ])('%s shows on the %s field', (code, fieldName, message) => {
    const error = toApiError(422, envelope(code, code === 'A7' ? { errors: { current_password: ['La password attuale non corrisponde.'] } } : null));
    expect(submissionErrorsOf(error, ['email', 'password', 'current_password'])).toEqual({ [fieldName]: message });
  });

  it('a field code for a field that is not on screen goes to the alert', () => {
    const error = toApiError(409, envelope('A3'));
    expect(submissionErrorsOf(error, ['password'])).toEqual({ [FORM_ERROR]: errorMessages['A3'] });
  });

  it('code 2: each message on its field; messages for fields not shown go to the alert', () => {
    const error = toApiError(
      422,
      envelope('2', { errors: { password: ['Questa password è comparsa in una violazione di dati'], token: ['Il campo codice è richiesto'] } }),
    );
    expect(submissionErrorsOf(error, ['password', 'password_confirmation'])).toEqual({
      password: 'Questa password è comparsa in una violazione di dati',
      [FORM_ERROR]: 'Il campo codice è richiesto',
    });
  });

  it('code 2 with every message on its field: the alert says to check them', () => {
    const error = toApiError(422, envelope('2', { errors: { email: ['Il campo email deve essere un indirizzo email valido'] } }));
    expect(submissionErrorsOf(error, ['email'])).toEqual({
      email: 'Il campo email deve essere un indirizzo email valido',
      [FORM_ERROR]: errorMessages['2'],
    });
  });

  it('a conflict (409) on a field is said above the form in its own words, not as "check the fields"', () => {
    const already = 'Hai già inviato questo messaggio per questo annuncio pochi minuti fa.';
    const error = toApiError(409, envelope('2', { errors: { message: [already] } }));
    expect(submissionErrorsOf(error, ['message'])).toEqual({ message: already, [FORM_ERROR]: already });
  });

  it('code 2 without field messages: the catalogue text in the alert', () => {
    expect(submissionErrorsOf(toApiError(422, envelope('2')), ['email'])).toEqual({ [FORM_ERROR]: errorMessages['2'] });
  });

  it('429: the server’s own text (it says how long to wait)', () => {
    const error = toApiError(429, envelope('1', null, 'Troppe richieste. Riprova tra 12 minuti.'));
    expect(submissionErrorsOf(error, ['email'])).toEqual({ [FORM_ERROR]: 'Troppe richieste. Riprova tra 12 minuti.' });
    expect(errorTextOf(error)).toBe('Troppe richieste. Riprova tra 12 minuti.');
  });

  it('3, 5, network failures and anything else: one message in the alert', () => {
    expect(submissionErrorsOf(toApiError(401, envelope('3')), ['email'])).toEqual({ [FORM_ERROR]: errorMessages['3'] });
    expect(submissionErrorsOf(toApiError(403, envelope('5', null, 'Disabilitato')), ['email'])).toEqual({ [FORM_ERROR]: errorMessages['5'] });
    expect(submissionErrorsOf(new ApiError('1', 'Timeout scaduto', 0), ['email'])).toEqual({ [FORM_ERROR]: 'Timeout scaduto' });
    expect(submissionErrorsOf(new TypeError('x is undefined'), ['email'])).toEqual({ [FORM_ERROR]: GENERIC_ERROR });
    expect(errorTextOf('boom')).toBe(GENERIC_ERROR);
  });
});
