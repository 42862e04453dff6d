/**
 * A dealer's settings (lead e-mails, contacts, public card, opening hours): every rule and its
 * Italian message once, for the settings form and the server (PUT /api/dealers/{id}/settings).
 * Each check answers `{ value, errors }`: the cleaned value to save, and messages by field key
 * (`lead_notification_email_addresses.2`, `opening_hours.mon`…) as the API's `data.errors`.
 */
import { messages } from './messages.js';
import { isEmail } from './rules.js';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAY_KEYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Lunedì', tue: 'Martedì', wed: 'Mercoledì', thu: 'Giovedì', fri: 'Venerdì', sat: 'Sabato', sun: 'Domenica',
};
export interface TimeRange { from: string; to: string }
export type WeekHours = Record<Weekday, TimeRange[]>;
export type FieldErrors = Record<string, string[]>;

export const MAX_LEAD_EMAILS = 5;
export const MAX_RANGES_PER_DAY = 2;
export const DESCRIPTION_MAX = 2000;

/** The lead-notification addresses: trimmed, each valid, no repeats (case ignored), at most five. */
export function checkLeadEmails(list: readonly string[]): { value: string[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value: string[] = [];
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const address = raw.trim();
    const label = `indirizzo ${index + 1}`;
    if (!address) errors[`lead_notification_email_addresses.${index}`] = [messages.required(label)];
    else if (!isEmail(address) || address.length > 254) errors[`lead_notification_email_addresses.${index}`] = [messages.email(label)];
    else if (!seen.has(address.toLowerCase())) {
      seen.add(address.toLowerCase());
      value.push(address);
    }
  });
  if (value.length > MAX_LEAD_EMAILS) {
    errors['lead_notification_email_addresses'] = [`Puoi indicare al massimo ${MAX_LEAD_EMAILS} indirizzi email per i contatti.`];
  }
  return { value, errors };
}

/** Automatic Carfax report purchases a dealer allows per day (each spends a plan report or a credit). */
export const AUTO_PURCHASE_DAILY_CAP_MIN = 1;
export const AUTO_PURCHASE_DAILY_CAP_MAX = 10;
export const AUTO_PURCHASE_DAILY_CAP_DEFAULT = 3;

/** The daily cap of automatic purchases: a whole number from 1 to 10; null when right. */
export function checkAutoPurchaseDailyCap(value: number): string | null {
  return Number.isInteger(value) && value >= AUTO_PURCHASE_DAILY_CAP_MIN && value <= AUTO_PURCHASE_DAILY_CAP_MAX
    ? null
    : `Indica quanti report acquistare al massimo ogni giorno: un numero intero da ${AUTO_PURCHASE_DAILY_CAP_MIN} a ${AUTO_PURCHASE_DAILY_CAP_MAX}.`;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One weekday's ranges: at most two, each "HH:MM" with closing after opening, the second after the first. */
export function checkDayHours(day: Weekday, ranges: readonly TimeRange[]): string | null {
  const name = WEEKDAY_NAMES[day];
  if (ranges.length > MAX_RANGES_PER_DAY) return `${name}: indica al massimo ${MAX_RANGES_PER_DAY} fasce orarie.`;
  for (const range of ranges) {
    if (!TIME.test(range.from) || !TIME.test(range.to)) return `${name}: scrivi gli orari nel formato HH:MM (per esempio 09:00).`;
    if (minutes(range.to) <= minutes(range.from)) return `${name}: l'orario di chiusura deve essere dopo quello di apertura.`;
  }
  if (ranges.length === 2 && minutes(ranges[1]!.from) < minutes(ranges[0]!.to)) {
    return `${name}: la seconda fascia deve iniziare dopo la fine della prima.`;
  }
  return null;
}

export function checkOpeningHours(hours: WeekHours): FieldErrors {
  const errors: FieldErrors = {};
  for (const day of WEEKDAY_KEYS) {
    const message = checkDayHours(day, hours[day] ?? []);
    if (message) errors[`opening_hours.${day}`] = [message];
  }
  return errors;
}

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +; 6 to 15 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ().\-/]+$/.test(value) && digits >= 6 && digits <= 15;
}

/** A website: http(s) with a host that has a dot; "www.example.it" gets https:// in front. Null when it is not one. */
export function normaliseWebsite(value: string): string | null {
  const text = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(text);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

export interface ContactInput {
  email?: string;
  phone?: string | null;
  website?: string | null;
  address?: string;
  city?: string;
  province_code?: string | null;
  postal_code?: string | null;
  description?: string;
}

/**
 * The contacts and card fields present in `input`, cleaned (empty optional ones become null),
 * with Italian messages. `provinces` is the set of valid province codes (e.g. "MI").
 */
export function checkContacts(input: ContactInput, provinces?: ReadonlySet<string>): { value: ContactInput; errors: FieldErrors } {
  const value: ContactInput = {};
  const errors: FieldErrors = {};
  const optional = (text: string | null | undefined) => (text ?? '').trim() || null;
  if (input.email !== undefined) {
    const email = input.email.trim();
    if (!email) errors.email = [messages.required('email')];
    else if (!isEmail(email)) errors.email = [messages.email('email')];
    value.email = email;
  }
  if (input.phone !== undefined) {
    const phone = optional(input.phone);
    if (phone && !isPhone(phone)) errors.phone = ['Il campo telefono deve essere un numero di telefono valido'];
    value.phone = phone;
  }
  if (input.website !== undefined) {
    const website = optional(input.website);
    const normal = website ? normaliseWebsite(website) : null;
    if (website && !normal) errors.website = ['Il campo sito web deve essere un indirizzo valido (per esempio https://www.esempio.it)'];
    value.website = normal;
  }
  if (input.address !== undefined) {
    value.address = input.address.trim();
    if (!value.address) errors.address = [messages.required('indirizzo')];
  }
  if (input.city !== undefined) {
    value.city = input.city.trim();
    if (!value.city) errors.city = [messages.required('città')];
  }
  if (input.province_code !== undefined) {
    const code = optional(input.province_code)?.toUpperCase() ?? null;
    if (code && provinces && !provinces.has(code)) errors.province_code = ['Il campo provincia non è una provincia italiana'];
    value.province_code = code;
  }
  if (input.postal_code !== undefined) {
    const cap = optional(input.postal_code);
    if (cap && !/^\d{5}$/.test(cap)) errors.postal_code = ['Il campo CAP deve essere di 5 cifre'];
    value.postal_code = cap;
  }
  if (input.description !== undefined) {
    value.description = input.description.trim();
    if (value.description.length > DESCRIPTION_MAX) errors.description = [messages.max('descrizione', DESCRIPTION_MAX)];
  }
  return { value, errors };
}

/** "09:00–12:30, 15:00–19:00" or "Chiuso": a weekday as the public card shows it. */
export function formatDayHours(ranges: readonly TimeRange[]): string {
  return ranges.length ? ranges.map((range) => `${range.from}–${range.to}`).join(', ') : 'Chiuso';
}
