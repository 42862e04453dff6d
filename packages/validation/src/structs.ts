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
 */
import { Struct, type Context } from 'superstruct';
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
    const name = [...failure.path].reverse().find((part) => typeof part === 'string' && !/^\d+$/.test(part));
    const label = labelOf(typeof name === 'string' ? name : 'valore');
    const message =
      failure.refinement === RULE ? failure.message
      : failure.type === 'never' ? messages.unknown(label)
      : messages.invalid(label);
    const bucket = (errors[path] ??= []);
    if (!bucket.includes(message)) bucket.push(message);
  }
  const message = Object.values(errors)[0]?.[0] ?? messages.invalid('valore');
  return { ok: false, message, errors };
}
