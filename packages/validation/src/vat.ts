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

export function isValidItalianVat(value: string): boolean {
  const vat = value.replace(/^IT/i, '').trim();
  if (!/^\d{11}$/.test(vat) || /^0{7}/.test(vat)) return false;
  return vatCheckDigit(vat.slice(0, 10)) === Number(vat[10]);
}
