/**
 * The form rules of SPEC §5 as plain validators, the same for react-final-form and the server.
 *
 * A validator is `(value, allValues?) => undefined | message`: `undefined` when the value is
 * valid, otherwise the Italian message (react-final-form's field-level `validate` contract).
 * Each rule is a factory taking the Italian label of the field (`{field}` in the messages)
 * and the rule's parameters: `required('email')`, `min('nome', 3)`.
 *
 * Only `required` refuses an empty value (undefined, null, '', []): every other rule lets it
 * pass, so an optional field is validated only when it has been filled in.
 */
import { messages } from './messages.js';

export type ValidationResult = string | undefined;
export type Validator = (value: unknown, allValues?: object) => ValidationResult;

/** undefined, null, '' and [] are "no value". */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Strings and numbers as text; anything else has no text. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Length in characters as a person counts them (code points, so "😀" is 1). */
function lengthOf(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A number, or a string holding one ("12", "-3.5"); undefined for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Value at `path` ("password" or "location.city") in the form values. */
export function valueAt(values: object | undefined, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Required: not empty, not only spaces, not `false` (an unticked mandatory checkbox). */
export function required(field: string): Validator {
  return (value) =>
    isEmpty(value) || value === false || (typeof value === 'string' && value.trim() === '')
      ? messages.required(field)
      : undefined;
}

// Practical address syntax (the one of HTML's input type=email), with a dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Email address; empty is accepted. The value is not trimmed: " a@b.it" is refused. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function email(field: string): Validator {
  return (value) => (isEmpty(value) || (typeof value === 'string' && isEmail(value)) ? undefined : messages.email(field));
}

/** At least `n` characters. */
export function min(field: string, n: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && lengthOf(text) >= n ? undefined : messages.min(field, n);
  };
}

/** At most `n` characters. */
export function max(field: string, n: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && lengthOf(text) <= n ? undefined : messages.max(field, n);
  };
}

/** Exactly `n` characters. */
export function length(field: string, n: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && lengthOf(text) === n ? undefined : messages.length(field, n);
  };
}

/** Any value but `forbidden` (compared as text when both are strings or numbers). */
export function is_not(field: string, forbidden: unknown): Validator {
  return (value) => {
    const a = textOf(value);
    const b = textOf(forbidden);
    const same = a !== undefined && b !== undefined ? a === b : Object.is(value, forbidden);
    return same ? messages.is_not(field) : undefined;
  };
}

/** A number (or numeric string) ≥ `n`; a value that is not a number gets the numeric message. */
export function min_value(field: string, n: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const number = toNumber(value);
    if (number === undefined) return messages.numeric(field);
    return number >= n ? undefined : messages.min_value(field, n);
  };
}

/** A number (or numeric string) ≤ `n`; a value that is not a number gets the numeric message. */
export function max_value(field: string, n: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const number = toNumber(value);
    if (number === undefined) return messages.numeric(field);
    return number <= n ? undefined : messages.max_value(field, n);
  };
}

/** Digits only (0-9): no sign, no decimal separator, no spaces. */
export function numeric(field: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && /^\d+$/.test(text) ? undefined : messages.numeric(field);
  };
}

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Form password rule: at least 8 characters and no whitespace; empty passes.
 * Always "La password deve essere almeno di 8 caratteri" (the wording of SPEC §5).
 * The label is accepted for symmetry with the other rules and not used.
 */
export function password(_field?: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && lengthOf(value) >= PASSWORD_MIN_LENGTH && !/\s/.test(value)
      ? undefined
      : messages.password();
  };
}

/**
 * Equal to the value of another field (`target` is its name in the form values, dotted for
 * nested values): `confirmed('conferma password', 'password')`. Missing and empty count as
 * the same value.
 */
export function confirmed(field: string, target: string): Validator {
  return (value, allValues) => {
    const other = valueAt(allValues, target);
    const same = (isEmpty(value) && isEmpty(other)) || Object.is(value, other);
    return same ? undefined : messages.confirmed(field);
  };
}

/**
 * An object whose listed keys all have a value (not empty, not only spaces). When the first
 * missing key has an entry in `customMessages`, that message is given instead of the generic
 * "Il campo {field} ha uno o più elementi mancanti.". An empty value (null, undefined) passes:
 * add `required` when the object itself is mandatory.
 */
export function hasAllKeys<K extends string>(
  field: string,
  keys: readonly K[],
  customMessages: Partial<Record<K, string>> = {},
): Validator {
  return (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) return messages.hasAllKeys(field);
    const record = value as Record<string, unknown>;
    const missing = keys.find((key) => {
      const item = record[key];
      return isEmpty(item) || (typeof item === 'string' && item.trim() === '');
    });
    if (missing === undefined) return undefined;
    return customMessages[missing] ?? messages.hasAllKeys(field);
  };
}

export const SLUGGABLE_MIN_LETTERS = 2;
// A letter of the Latin script: a-z, A-Z and their accented forms (à, é, ç, ß, ø…).
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/gu;

/** At least 2 Latin letters, so that a readable slug can be made from the value. */
export function sluggable(field: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const letters = typeof value === 'string' ? (value.match(LATIN_LETTER)?.length ?? 0) : 0;
    return letters >= SLUGGABLE_MIN_LETTERS ? undefined : messages.sluggable(field);
  };
}
