/**
 * The settings forms on the forms kit: each form's values (from the saved settings), its rules
 * (the checks of @automercato/validation/dealer-settings, the same the server runs, with their
 * Italian messages) and the body it saves. The server names some fields otherwise than the forms
 * (`lead_notification_email_addresses.1`, `opening_hours.mon`): `renamedFieldErrors` puts its
 * messages on the form's fields.
 */
import { ApiError, type DealerSettings, type DealerSettingsBody, type OpeningHours } from '@automercato/api-sdk';
import type { FormRules } from '@automercato/forms';
import type { Validator } from '@automercato/validation';
import {
  MAX_LEAD_EMAILS, WEEKDAY_KEYS, checkAutoPurchaseDailyCap, checkContacts, checkDayHours, checkLeadEmails, type Weekday,
} from '@automercato/validation/dealer-settings';
import { draftOf, hoursOf, rangesOf, type DayDraft, type WeekDraft } from './hours';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The server's messages under the names the form gives its fields; other errors as they are. */
export function renamedFieldErrors(error: unknown, rename: (key: string) => string): unknown {
  if (!(error instanceof ApiError)) return error;
  const entries = Object.entries(error.fieldErrors);
  if (entries.every(([key]) => rename(key) === key)) return error;
  const errors = Object.fromEntries(entries.map(([key, messages]) => [rename(key), messages]));
  const data = error.data !== null && typeof error.data === 'object' ? { ...error.data, errors } : { errors };
  return new ApiError(error.code, error.message, error.status, data, error.serverMessage);
}

// ── Lead e-mails: one row per address, at most five ───────────────────────────────────────

/** A row's field: `address_1` is "Indirizzo 1". */
export type LeadField = `address_${number}`;
/** The rows on screen and what each holds. */
export interface LeadValues {
  rows: number;
  [address: LeadField]: string | undefined;
}

export const leadField = (index: number): LeadField => `address_${index + 1}`;

export function leadValuesOf(saved: readonly string[]): LeadValues {
  const list = saved.length ? saved : [''];
  const values: LeadValues = { rows: list.length };
  list.forEach((address, index) => {
    values[leadField(index)] = address;
  });
  return values;
}

/** The addresses typed, row by row; an empty last row is "nothing added", not a mistake. */
export function leadsTyped(values: Partial<LeadValues>): string[] {
  const list = Array.from({ length: values.rows ?? 0 }, (_, index) => text(values[leadField(index)]));
  return list.filter((item, index) => item.trim() !== '' || index < list.length - 1);
}

/** The values with row `index` taken out: the rows after it move up one. */
export function withoutLeadRow(values: Partial<LeadValues>, index: number): LeadValues {
  const list = Array.from({ length: values.rows ?? 0 }, (_, i) => text(values[leadField(i)])).filter((_, i) => i !== index);
  const next: LeadValues = { rows: list.length };
  for (let i = 0; i < MAX_LEAD_EMAILS; i++) next[leadField(i)] = list[i];
  return next;
}

const leadRule = (index: number): Validator => (_value, all) => {
  const typed = leadsTyped((all ?? {}) as Partial<LeadValues>);
  return index < typed.length ? checkLeadEmails(typed).errors[`lead_notification_email_addresses.${index}`]?.[0] : undefined;
};

export const LEAD_RULES = {
  // The list as a whole (no more than five): the add button stops there already.
  rows: (_value, all) => checkLeadEmails(leadsTyped((all ?? {}) as Partial<LeadValues>)).errors['lead_notification_email_addresses']?.[0],
  ...Object.fromEntries(Array.from({ length: MAX_LEAD_EMAILS }, (_, index) => [leadField(index), leadRule(index)])),
} as FormRules<Extract<keyof LeadValues, string>>;

export function leadsBody(values: Partial<LeadValues>): DealerSettingsBody {
  return { lead_notification_email_addresses: checkLeadEmails(leadsTyped(values)).value };
}

/** `lead_notification_email_addresses.1` is the second row. */
export function leadFieldOfServer(key: string): string {
  const match = /^lead_notification_email_addresses\.(\d+)$/.exec(key);
  return match ? leadField(Number(match[1])) : key;
}

// ── Contacts and the public card ──────────────────────────────────────────────────────────

export const CONTACT_FIELDS = ['email', 'phone', 'website', 'address', 'city', 'province_code', 'postal_code', 'description'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export function contactValuesOf(saved: Pick<DealerSettings, ContactField>): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, saved[field] ?? ''])) as ContactValues;
}

/** One field of checkContacts: its first message. */
const contactRule = (field: ContactField): Validator => (value) => checkContacts({ [field]: text(value) }).errors[field]?.[0];

export const CONTACT_RULES = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contactRule(field)])) as FormRules<ContactField>;

/** Every field, as typed (an emptied one as ''): the server cleans them as the rules above do. */
export function contactsBody(values: Partial<ContactValues>): DealerSettingsBody {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(values[field])])) as DealerSettingsBody;
}

// ── Carfax: the daily cap of automatic purchases ──────────────────────────────────────────

export interface CapValues {
  auto_purchase_daily_cap: string;
}

const capOf = (value: unknown): number => Number(text(value).trim() || Number.NaN);

export const capValuesOf = (saved: Pick<DealerSettings, 'auto_purchase_daily_cap'>): CapValues => ({
  auto_purchase_daily_cap: String(saved.auto_purchase_daily_cap),
});

export const CAP_RULES: FormRules<keyof CapValues> = {
  auto_purchase_daily_cap: (value) => checkAutoPurchaseDailyCap(capOf(value)) ?? undefined,
};

export const capBody = (values: Partial<CapValues>): DealerSettingsBody => ({ auto_purchase_daily_cap: capOf(values.auto_purchase_daily_cap) });

// ── Opening hours: one field per weekday (open or closed, one range or two) ─────────────────

export type HoursValues = WeekDraft;

export const hoursValuesOf = (saved: OpeningHours | null): HoursValues => draftOf(saved);

export const HOURS_RULES = Object.fromEntries(
  WEEKDAY_KEYS.map((day) => [day, ((value) => (value ? checkDayHours(day, rangesOf(value as DayDraft)) ?? undefined : undefined)) satisfies Validator]),
) as FormRules<Weekday>;

export const hoursBody = (values: HoursValues): DealerSettingsBody => ({ opening_hours: hoursOf(values) });

/** `opening_hours.mon` is Monday's field. */
export function dayOfServer(key: string): string {
  const match = /^opening_hours\.(\w+)$/.exec(key);
  return match && (WEEKDAY_KEYS as readonly string[]).includes(match[1]!) ? match[1]! : key;
}
