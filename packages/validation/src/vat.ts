import { messages } from './messages.js';
import type { Validator } from './rules.js';

/**
 * Italian VAT number (partita IVA): 11 digits, the last a check digit computed with the
 * Luhn-like rule of the Agenzia delle Entrate (odd positions as is, even positions doubled
 * with 9 subtracted when over 9).
 */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(first10[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The one spelling stored and compared: no spaces, dots or dashes, no "IT" prefix. */
export function normaliseItalianVat(value: string): string {
  return value.replace(/[\s.-]/g, '').replace(/^IT/i, '');
}

export type VatIssue = 'missing' | 'characters' | 'length' | 'check_digit';

/** Why a partita IVA is refused (null: acceptable). Same answer in the form and on the server. */
export function italianVatIssue(value: string | null | undefined): VatIssue | null {
  const vat = normaliseItalianVat(value ?? '');
  if (vat === '') return 'missing';
  if (!/^\d+$/.test(vat)) return 'characters';
  if (vat.length !== 11) return 'length';
  // 0000000… is not a number the Agenzia issues, though its check digit works out.
  if (/^0{7}/.test(vat)) return 'check_digit';
  return vatCheckDigit(vat.slice(0, 10)) === Number(vat[10]) ? null : 'check_digit';
}

export const VAT_ISSUE_MESSAGES: Readonly<Record<VatIssue, string>> = {
  missing: messages.vat_missing(),
  characters: messages.vat_characters(),
  length: messages.vat_length(),
  check_digit: messages.vat_check_digit(),
};

export function isValidItalianVat(value: string): boolean {
  return italianVatIssue(value.trim()) === null;
}

/** Form rule: an empty value passes (pair it with `required`), otherwise the reason it is refused. */
export const italianVat = (): Validator => (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  const issue = italianVatIssue(String(value));
  return issue ? VAT_ISSUE_MESSAGES[issue] : undefined;
};
