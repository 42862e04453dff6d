/**
 * The dealer sign-up form as data: its values, the rules of each field (the buyer sign-up's for
 * the owner's account, @automercato/validation for the rest, Italian messages), the body the API
 * takes, and how a VIES address prefills the "Sede" fields.
 */
import type { RegisterDealerBody } from '@automercato/api-sdk';
import {
  accountPassword, compose, confirmed, email, italianVat, max, messages, required, type Validator,
} from '@automercato/validation';
import { t } from '../texts';

export interface DealerSignupValues {
  company_name?: string;
  vat?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  province_code?: string;
  phone?: string;
  company_email?: string;
  name?: string;
  surname?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  terms?: boolean;
}

export type SignupField = keyof DealerSignupValues;

/** Digits, spaces, + ( ) . / - (as the API accepts). */
const PHONE = /^[+0-9 ()./-]*$/;
const phoneFormat: Validator = (value) =>
  typeof value === 'string' && value !== '' && !PHONE.test(value) ? messages.format('telefono') : undefined;
const postalCode: Validator = (value) =>
  typeof value === 'string' && value !== '' && !/^\d{5}$/.test(value.trim()) ? messages.postal_code() : undefined;

/** One rule per field; the owner's account rules are the buyer sign-up's (same labels, same password rule). */
export const SIGNUP_RULES: Readonly<Record<SignupField, Validator>> = {
  company_name: compose(required(t('signup.ragioneSociale')), max(t('signup.ragioneSociale'), 160)),
  vat: compose(required(t('signup.partitaIva')), italianVat()),
  address: compose(required('indirizzo'), max('indirizzo', 200)),
  postal_code: compose(required('CAP'), postalCode),
  city: compose(required('comune'), max('comune', 100)),
  province_code: required('provincia'),
  phone: compose(required('telefono'), max('telefono', 30), phoneFormat),
  company_email: compose(required(t('signup.emailAziendale')), email(t('signup.emailAziendale')), max(t('signup.emailAziendale'), 254)),
  name: compose(required('nome'), max('nome', 80)),
  surname: compose(required('cognome'), max('cognome', 80)),
  email: compose(required('email'), email('email'), max('email', 254)),
  password: compose(required('password'), accountPassword()),
  password_confirmation: compose(required(t('signup.confermaPassword')), confirmed(t('signup.confermaPassword'), 'password')),
  terms: required(t('signup.accettazioneDeiTermini')),
};


const text = (value: string | undefined) => (value ?? '').trim();

export function toRegisterBody(values: DealerSignupValues): RegisterDealerBody {
  return {
    company_name: text(values.company_name),
    vat: text(values.vat),
    address: text(values.address),
    postal_code: text(values.postal_code),
    city: text(values.city),
    province_code: text(values.province_code),
    phone: text(values.phone),
    company_email: text(values.company_email),
    name: text(values.name),
    surname: text(values.surname),
    email: text(values.email),
    password: values.password ?? '',
    password_confirmation: values.password_confirmation ?? '',
    // The form does not submit unless the box is ticked; the server records the consent.
    terms: values.terms === true,
  };
}

/** "VIA EMILIA 12" → "Via Emilia 12" (VIES writes in capitals). */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s'’(/-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

export interface ViesAddress {
  address?: string;
  postal_code?: string;
  city?: string;
  province_code?: string;
}

/**
 * VIES's one-line address ("VIA EMILIA 12, 41121 MODENA MO") split into the form's fields; what
 * cannot be recognised stays whole in `address`.
 */
export function splitViesAddress(raw: string | null | undefined): ViesAddress {
  const value = (raw ?? '').trim();
  if (value === '') return {};
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+?)\s+([A-Z]{2})$/.exec(value);
  if (!match) return { address: titleCase(value) };
  const [, street, cap, city, province] = match as unknown as [string, string, string, string, string];
  return { address: titleCase(street.replace(/,\s*$/, '')), postal_code: cap, city: titleCase(city), province_code: province };
}

/** What VIES may fill: only the fields still empty (a dealer's own typing is never overwritten). */
export function viesPrefill(values: DealerSignupValues, vies: { company_name?: string | null; address?: string | null }): Partial<DealerSignupValues> {
  const found: Partial<DealerSignupValues> = { company_name: vies.company_name ?? undefined, ...splitViesAddress(vies.address) };
  const out: Partial<DealerSignupValues> = {};
  for (const [key, value] of Object.entries(found) as [keyof ViesAddress | 'company_name', string | undefined][]) {
    if (value && text(values[key]) === '') out[key] = value;
  }
  return out;
}
