export { messages, fieldLabels, labelOf } from './messages.js';
export { vatCheckDigit, isValidItalianVat, italianVat, italianVatIssue, normaliseItalianVat, VAT_ISSUE_MESSAGES, type VatIssue } from './vat.js';
export {
  type ValidationResult,
  type Validator,
  isEmpty,
  isEmail,
  toNumber,
  valueAt,
  required,
  email,
  min,
  max,
  length,
  is_not,
  min_value,
  max_value,
  numeric,
  password,
  PASSWORD_MIN_LENGTH,
  confirmed,
  hasAllKeys,
  sluggable,
  SLUGGABLE_MIN_LETTERS,
} from './rules.js';
export {
  type AccountPasswordIssue,
  type AccountPasswordOptions,
  type BreachCheck,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  ACCOUNT_PASSWORD_MAX_LENGTH,
  accountPassword,
  accountPasswordIssues,
  accountPasswordMessage,
  checkAccountPassword,
} from './account-password.js';
export {
  type Rules,
  type AsyncValidator,
  compose,
  validateValues,
  debounceValidation,
  VALIDATION_DEBOUNCE_MS,
} from './compose.js';
export { type CheckResult, field, check } from './structs.js';
export { safeRedirectPath } from './redirect.js';
