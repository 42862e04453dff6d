/**
 * The rules of the account forms, from @automercato/validation (SPEC §5), with the Italian
 * labels their messages use ("Il campo email è richiesto").
 */
import { accountPassword, compose, confirmed, email, max, messages, required, type Validator } from '@automercato/validation';
import { t } from './texts';

/** Digits, spaces, + ( ) . / - (as the API accepts). */
const PHONE = /^[+0-9 ()./-]*$/;

export const phoneFormat: Validator = (value) =>
  typeof value === 'string' && value !== '' && !PHONE.test(value) ? messages.format('telefono') : undefined;

export const emailRule = compose(required('email'), email('email'), max('email', 254));
export const nameRule = compose(required('nome'), max('nome', 80));
export const surnameRule = compose(required('cognome'), max('cognome', 80));
export const phoneRule = compose(max('telefono', 30), phoneFormat);
/** A new account password: the account password rule (the breach check is the server's). */
export const newPasswordRule = compose(required('password'), accountPassword());
export const confirmationRule = compose(required(t('rules.confermaPassword')), confirmed(t('rules.confermaPassword'), 'password'));
