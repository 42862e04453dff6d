import type { ValidationResult, Validator } from './rules.js';

/**
 * Several rules as one validator: the message of the first that fails.
 * `compose(required('email'), email('email'))`.
 */
export function compose(...validators: Validator[]): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export type Rules<K extends string = string> = Partial<Record<K, Validator | readonly Validator[]>>;

/**
 * All fields at once: the first message of each failing field, nothing for the valid ones.
 * Usable as react-final-form's record-level `validate` and by the server for `data.errors`.
 */
export function validateValues<K extends string>(rules: Rules<K>, values: object): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const name of Object.keys(rules) as K[]) {
    const rule: Validator | readonly Validator[] | undefined = rules[name];
    if (!rule) continue;
    const validate: Validator = isList(rule) ? compose(...rule) : rule;
    const message = validate((values as Record<string, unknown>)[name], values);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

function isList(rule: Validator | readonly Validator[]): rule is readonly Validator[] {
  return Array.isArray(rule);
}

/** SPEC §5: fields validate on blur and on change, not on input; debounce 5 ms. */
export const VALIDATION_DEBOUNCE_MS = 5;

export type AsyncValidator<V = unknown, A = object> = (
  value: V,
  allValues?: A,
  ...rest: unknown[]
) => Promise<ValidationResult>;

/**
 * A validator run at most once per `ms` of quiet: each call restarts the wait, and every call
 * made during it resolves with the result for the LAST value, so a stale answer never
 * overwrites a newer one (react-final-form accepts a promise from `validate`). The wrapped
 * validator may be synchronous or asynchronous; if it throws or rejects, all waiting calls
 * reject.
 */
export function debounceValidation<V = unknown, A = object>(
  validate: (value: V, allValues?: A, ...rest: unknown[]) => ValidationResult | Promise<ValidationResult>,
  ms: number = VALIDATION_DEBOUNCE_MS,
): AsyncValidator<V, A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Array<{ resolve: (result: ValidationResult) => void; reject: (error: unknown) => void }> = [];
  return (value, allValues, ...rest) =>
    new Promise<ValidationResult>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        const callers = waiting;
        waiting = [];
        timer = undefined;
        Promise.resolve()
          .then(() => validate(value, allValues, ...rest))
          .then(
            (result) => callers.forEach((caller) => caller.resolve(result)),
            (error: unknown) => callers.forEach((caller) => caller.reject(error)),
          );
      }, ms);
    });
}
