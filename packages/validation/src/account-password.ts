/**
 * The account password rule (SPEC §5): at least 8 and at most 128 characters, one uppercase
 * letter, one lowercase letter, one digit, one special character, and not in a database of
 * compromised passwords.
 *
 * The first five checks are synchronous and live here. The last one belongs to the server
 * (a later issue): pass it as `isBreached`, e.g. a k-anonymity range query; this package
 * never calls the network itself.
 */
import { messages } from './messages.js';
import { isEmpty, type ValidationResult, type Validator } from './rules.js';

export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;

export type AccountPasswordIssue = 'min' | 'max' | 'uppercase' | 'lowercase' | 'digit' | 'special';

/** Where to learn whether a password appears in a breach; resolves true when it does. */
export type BreachCheck = (password: string) => Promise<boolean>;

export interface AccountPasswordOptions {
  /**
   * Hook for the "not in a database of compromised passwords" requirement, run only when
   * every other requirement is met. If it rejects, the rejection propagates: the caller
   * decides whether an unavailable breach service blocks (server) or not (form).
   */
  isBreached?: BreachCheck;
}

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** Special: anything that is not a letter, a digit or whitespace (! ? @ # € _ …). */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * Every requirement the password misses, in the order of the messages (empty list: valid).
 * Lengths count characters as a person does (an emoji is one).
 */
export function accountPasswordIssues(password: string): AccountPasswordIssue[] {
  const issues: AccountPasswordIssue[] = [];
  const length = [...password].length;
  if (length < ACCOUNT_PASSWORD_MIN_LENGTH) issues.push('min');
  if (length > ACCOUNT_PASSWORD_MAX_LENGTH) issues.push('max');
  if (!UPPERCASE.test(password)) issues.push('uppercase');
  if (!LOWERCASE.test(password)) issues.push('lowercase');
  if (!DIGIT.test(password)) issues.push('digit');
  if (!SPECIAL.test(password)) issues.push('special');
  return issues;
}

/** The Italian message of one missed requirement. */
export function accountPasswordMessage(issue: AccountPasswordIssue): string {
  switch (issue) {
    case 'min': return messages.account_password_min(ACCOUNT_PASSWORD_MIN_LENGTH);
    case 'max': return messages.account_password_max(ACCOUNT_PASSWORD_MAX_LENGTH);
    case 'uppercase': return messages.account_password_uppercase();
    case 'lowercase': return messages.account_password_lowercase();
    case 'digit': return messages.account_password_digit();
    case 'special': return messages.account_password_special();
  }
}

/**
 * Form/server validator of the synchronous requirements: the message of the first missed
 * one. Empty passes (combine with `required`); a value that is not a string fails on length.
 */
export function accountPassword(_field?: string): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return accountPasswordMessage('min');
    const [first] = accountPasswordIssues(value);
    return first ? accountPasswordMessage(first) : undefined;
  };
}

/**
 * Every requirement, the breach check included (when `isBreached` is given). Unlike the form
 * validator an empty password is refused: this is the check a server runs before storing.
 */
export async function checkAccountPassword(
  password: string,
  options: AccountPasswordOptions = {},
): Promise<ValidationResult> {
  const [first] = accountPasswordIssues(password);
  if (first) return accountPasswordMessage(first);
  if (options.isBreached && (await options.isBreached(password))) return messages.account_password_breached();
  return undefined;
}
