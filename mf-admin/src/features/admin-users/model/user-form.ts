/**
 * The user form of the admin pages (edit a user, "Nuovo utente"): its values (named as the API's
 * fields, so a refusal's messages land on them), its rules (SPEC §5 messages of
 * @automercato/validation), and the bodies it sends. The form itself is the forms kit's.
 */
import type { AdminUserCreateBody, AdminUserDetail, AdminUserUpdateBody } from '@automercato/api-sdk';
import { ApiError } from '@automercato/api-sdk';
import type { FormRules } from '@automercato/forms';
import { accountPassword, compose, email, isEmpty, max, required, type Validator } from '@automercato/validation';
import { t } from '../texts';

/** What the edit form holds (react-final-form leaves an emptied text field undefined). */
export interface UserEditValues {
  email?: string;
  name?: string;
  surname?: string;
  phone?: string;
  roles?: string[];
  email_verified?: boolean;
}

/** Creation also asks for a password, or the "choose your password" mail instead. */
export interface UserCreateValues extends UserEditValues {
  password?: string;
  send_mail?: boolean;
}

/** A new user: a customer, the mail sent to choose the password. */
export const NEW_USER: UserCreateValues = { roles: ['customer'], email_verified: false, send_mail: true };

export function editValuesOf(user: AdminUserDetail): UserEditValues {
  return {
    email: user.email, name: user.name, surname: user.surname, phone: user.phone ?? '', roles: [...user.roles],
    email_verified: user.email_verified_at !== null,
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/** The address is sent trimmed, so it is checked trimmed too. */
const trimmed = (rule: Validator): Validator => (value, all) => rule(typeof value === 'string' ? value.trim() : value, all);

/** A field with no rule of its own (a refusal's message still lands on it). */
const noRule: Validator = () => undefined;

export const emailRule = compose(required('email'), trimmed(email('email')), max('email', 254));
export const nameRule = compose(required('nome'), max('nome', 80));
export const surnameRule = compose(required('cognome'), max('cognome', 80));
export const phoneRule = max('telefono', 30);
export const rolesRule: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : t('userFormStrings.scegliAlmenoUnRuolo');
/** A password (the account password rule) unless the user gets the mail to choose it. */
export const passwordRule: Validator = (value, all) => {
  if ((all as UserCreateValues | undefined)?.send_mail) return undefined;
  if (isEmpty(value)) return t('userFormStrings.scriviUnaPasswordOppure');
  return accountPassword()(value);
};

export const EDIT_RULES: FormRules<keyof UserEditValues> = {
  email: emailRule,
  name: nameRule,
  surname: surnameRule,
  phone: phoneRule,
  roles: rolesRule,
  email_verified: noRule,
};

export const CREATE_RULES: FormRules<keyof UserCreateValues> = {
  ...EDIT_RULES,
  password: passwordRule,
  send_mail: noRule,
};

/**
 * Editing, a new address is not proven yet: "Email verificata" is unticked, unless the address
 * is back to the one the user had (then it is as it was).
 */
export function verifiedAfterEmailChange(address: string | undefined, initial: UserEditValues): boolean {
  return text(address).toLowerCase() === text(initial.email).toLowerCase() ? Boolean(initial.email_verified) : false;
}

export function toUpdateBody(values: UserEditValues): AdminUserUpdateBody {
  return {
    email: text(values.email), name: text(values.name), surname: text(values.surname),
    phone: text(values.phone) || null, roles: (values.roles ?? []) as AdminUserUpdateBody['roles'],
    email_verified: Boolean(values.email_verified),
  };
}

export function toCreateBody(values: UserCreateValues): AdminUserCreateBody {
  return {
    ...toUpdateBody(values),
    ...(values.send_mail ? {} : { password: values.password ?? '' }),
  };
}

/**
 * A refusal as the form shows it: the API names one role's problem `roles.0`, the form has one
 * group of boxes, `roles`. Anything else is left as it is.
 */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const names = Object.keys(error.fieldErrors);
  if (!names.some((name) => name.includes('.'))) return error;
  const errors: Record<string, unknown> = {};
  for (const name of names) {
    const field = name.split('.')[0]!;
    errors[field] ??= error.fieldErrors[name];
  }
  const data = error.data && typeof error.data === 'object' ? error.data : {};
  return new ApiError(error.code, error.message, error.status, { ...data, errors }, error.serverMessage);
}
