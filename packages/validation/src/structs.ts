/**
 * The same rules as superstruct structs, for code that validates whole payloads (the server,
 * or a form validated on submit):
 *
 *   const Signup = object({
 *     email: field(string(), 'email', required('email'), email('email')),
 *     password: field(string(), 'password', required('password'), accountPassword()),
 *     password_confirmation: field(string(), 'conferma password', confirmed('conferma password', 'password')),
 *   });
 *   const result = check(Signup, body); // { ok: true, value } or { ok: false, errors, message }
 *
 * Rule messages are the Italian ones of `messages`; the failures superstruct itself produces
 * (wrong type, unexpected key) are turned into Italian as well.
 *
 * A form uses the same structs field by field: `structRules(Signup)` (or `structRule(name, struct)`
 * for one field) gives the `(value, allValues) => message` rules @automercato/forms runs on blur
 * and on change.
 */
import { Struct, type, type Context, type Failure } from 'superstruct';
import { compose } from './compose.js';
import { labelOf, messages } from './messages.js';
import type { Validator } from './rules.js';

/** Marks the failures that already carry an Italian rule message. */
const RULE = 'automercato-rule';

function parentOf(context: Context): object | undefined {
  const parent: unknown = context.branch[context.branch.length - 2];
  return parent !== null && typeof parent === 'object' ? parent : undefined;
}

/**
 * A scalar struct (`string()`, `number()`, `unknown()`…) that runs `validators` first, so an
 * absent value gets "Il campo {label} è richiesto" instead of a type error, and then the base
 * struct (type + refinements), whose failure becomes "Il campo {label} non è valido".
 * Rules that read other fields (`confirmed`) see the enclosing object as `allValues`.
 * For optional fields wrap it: `optional(field(string(), 'telefono', max('telefono', 20)))`.
 */
export function field<T, S>(base: Struct<T, S>, label: string, ...validators: Validator[]): Struct<T, S> {
  const rules = compose(...validators);
  return new Struct<T, S>({
    type: base.type,
    schema: base.schema,
    coercer: base.coercer,
    validator(value, context) {
      const message = rules(value, parentOf(context));
      if (message !== undefined) return { message, refinement: RULE };
      const invalid = { message: messages.invalid(label), refinement: RULE };
      for (const _failure of base.validator(value, context)) return invalid;
      for (const _failure of base.refiner(value as T, context)) return invalid;
      return true;
    },
  });
}

export type CheckResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * Validates (and, with `coerce`, coerces) a value. On failure: `errors` maps each field path
 * ("email", "location.city", or "" for the value itself) to its Italian messages — the shape of
 * the API's `data.errors` (DECISIONS, code 2) — and `message` is the first of them.
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown, options: { coerce?: boolean } = {}): CheckResult<T> {
  const [error, result] = struct.validate(value, { coerce: options.coerce ?? false });
  if (!error) return { ok: true, value: result as T };
  const errors: Record<string, string[]> = {};
  for (const failure of error.failures()) {
    const path = failure.path.map(String).join('.');
    const message = messageOf(failure, 'valore');
    const bucket = (errors[path] ??= []);
    if (!bucket.includes(message)) bucket.push(message);
  }
  const message = Object.values(errors)[0]?.[0] ?? messages.invalid('valore');
  return { ok: false, message, errors };
}

/** The key a lone field is checked under, so that its rules see the other values as its parent. */
const SELF = '\u0000field';

/** A failure in Italian: its rule's message, or one naming the field (`unnamed` when no key names it). */
function messageOf(failure: Failure, unnamed: string): string {
  if (failure.refinement === RULE) return failure.message;
  const name = [...failure.path].reverse().find((part) => typeof part === 'string' && !/^\d+$/.test(part) && part !== SELF);
  const label = labelOf(typeof name === 'string' ? name : unnamed);
  return failure.type === 'never' ? messages.unknown(label) : messages.invalid(label);
}

/**
 * A struct as a form field's rule (`(value, allValues) => message | undefined`, the contract of
 * react-final-form and of @automercato/forms): the field's first Italian message. The value is
 * checked beside the other values of the form, so rules that read another field (`confirmed`)
 * see them; `name` names the field in the messages of a struct that is not a `field(...)`.
 */
export function structRule<T, S>(name: string, struct: Struct<T, S>): Validator {
  const holder = type({ [SELF]: struct });
  return (value, allValues) => {
    const [error] = holder.validate({ ...(allValues ?? {}), [SELF]: value });
    if (!error) return undefined;
    const mine = error.failures().find((failure) => failure.path[0] === SELF);
    return mine ? messageOf(mine, name) : undefined;
  };
}

/** An object struct (`object({...})` or `type({...})`) as one rule per field, for a whole form. */
export function structRules<T, S extends object>(form: Struct<T, S>): Record<Extract<keyof S, string>, Validator> {
  const rules = {} as Record<string, Validator>;
  // An object struct's schema holds one struct per key.
  for (const [name, struct] of Object.entries(form.schema as Record<string, Struct<unknown, unknown>>)) rules[name] = structRule(name, struct);
  return rules as Record<Extract<keyof S, string>, Validator>;
}
