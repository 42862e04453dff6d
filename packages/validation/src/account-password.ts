/**
 * The account password rule (SPEC §5): at least 8 and at most 128 characters, one uppercase
 * letter, one lowercase letter, one digit, one special character, and not in a database of
 * compromised passwords; and (NIST SP 800-63B-4) not common, not easy to guess, not built from
 * the site's or the user's own words.
 *
 * The composition checks are synchronous and live here, for the forms. `checkAccountPassword`
 * is the whole rule, run by the server: the strength estimator is passed in (it loads large
 * dictionaries), and so are the lists it holds (`isCommon`, the breached list matched after
 * normalising) and the network look-up (`isBreached`); this package never calls the network.
 */
import { messages } from './messages.js';
import type { PasswordStrengthEstimator } from './password-strength.js';
import { builtFromWords, ownerWords, SITE_WORDS, type PasswordOwner } from './password-words.js';
import { isEmpty, type ValidationResult, type Validator } from './rules.js';

export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;

export type AccountPasswordIssue = 'min' | 'max' | 'uppercase' | 'lowercase' | 'digit' | 'special';

/** Where to learn whether a password appears in a breach; resolves true when it does. */
export type BreachCheck = (password: string) => Promise<boolean>;

export interface AccountPasswordOptions {
  /** Whose password it is: their name, surname, e-mail and company may not make it up. */
  owner?: PasswordOwner;
  /** The strength estimate (`loadPasswordStrength()`); a password under "Buona" is refused. */
  estimate?: PasswordStrengthEstimator;
  /** A list of common or breached passwords, looked up after normalising. */
  isCommon?: (password: string) => boolean | Promise<boolean>;
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
 * Every requirement, each hook given included, cheapest first and the network last. Unlike the
 * form validator an empty password is refused: this is the check a server runs before storing.
 */
export async function checkAccountPassword(
  password: string,
  options: AccountPasswordOptions = {},
): Promise<ValidationResult> {
  const [first] = accountPasswordIssues(password);
  if (first) return accountPasswordMessage(first);
  if (builtFromWords(password, [...SITE_WORDS, ...ownerWords(options.owner)])) return messages.account_password_own_words();
  if (options.isCommon && (await options.isCommon(password))) return messages.account_password_common();
  if (options.estimate && !options.estimate(password, options.owner).acceptable) return messages.account_password_common();
  if (options.isBreached && (await options.isBreached(password))) return messages.account_password_breached();
  return undefined;
}
