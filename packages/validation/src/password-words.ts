import { foldText } from '@automercato/i18n/format';
/**
 * The words a password must not be built from (NIST SP 800-63B-4 §3.1.1.2: context-specific
 * words such as the service's name and the user's own name or address), and the normal form
 * a password is compared in: people hide a common word behind capitals, leet and a tail of
 * digits and symbols ("P@ssw0rd2026!" is "password").
 *
 * Pure and small: the forms use it as the user types, the server before storing.
 */

/** The service's own words. "Dealer", "cliente"… are not here: they are ordinary words, not ours. */
export const SITE_WORDS: readonly string[] = ['automercato', 'auto', 'mercato', 'carfax', 'usato', 'usate'];

/** What the person signing up told us about themselves; each field is optional. */
export interface PasswordOwner {
  name?: string | null;
  surname?: string | null;
  email?: string | null;
  /** A dealer's company name, when the account belongs to one. */
  company?: string | null;
}

const LEET: Record<string, string> = { '4': 'a', '@': 'a', '3': 'e', '0': 'o', '5': 's', '$': 's', '7': 't' };
/** "1" stands for "i" as often as for "l": both readings are tried. */
const ONE_AS = ['i', 'l'] as const;
const TRAILING_DIGITS_AND_SYMBOLS = /[^\p{L}]+$/u;
const NOT_A_LETTER = /[^\p{L}]/gu;

/** Lower case, no accents (È→e). */
const folded = foldText;

/**
 * The readings of a password to look up in a list of common ones: as typed (lower case), then
 * without its tail of digits and symbols and with leet undone ("1" read as "i" and as "l"), the
 * tail cut before and after undoing leet ("W3lc0m3#" ends in a leet "e").
 */
export function passwordReadings(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  const readings = new Set([lower, stem]);
  for (const one of ONE_AS) {
    const unleet = (text: string) => [...text].map((c) => (c === '1' ? one : LEET[c] ?? c)).join('');
    readings.add(unleet(stem));
    readings.add(unleet(lower).replace(TRAILING_DIGITS_AND_SYMBOLS, ''));
  }
  readings.delete('');
  return [...readings];
}

/** The user's own words: name, surname, the e-mail's local part and its pieces, the company's words. */
export function ownerWords(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>();
  const add = (text: string | null | undefined) => {
    if (!text) return;
    const whole = folded(text).replace(NOT_A_LETTER, '');
    if (whole.length >= 3) words.add(whole);
    for (const part of folded(text).split(/[^\p{L}]+/u)) if (part.length >= 3) words.add(part);
  };
  add(owner.name);
  add(owner.surname);
  add(owner.email?.split('@')[0]);
  add(owner.company);
  return [...words];
}

/**
 * True when, once its tail, leet, digits and symbols are set aside, the password is nothing but
 * the given words ("MarioRossi1985!", "Automercato#Auto1", "m4rio.rossi!"): fewer than three
 * letters of its own are left.
 */
export function builtFromWords(password: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const longestFirst = [...new Set(words.map(folded))].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
  return passwordReadings(password).some((reading) => {
    const letters = folded(reading).replace(NOT_A_LETTER, '');
    let rest = letters;
    for (const word of longestFirst) rest = rest.split(word).join('');
    return rest.length < letters.length && rest.length < 3;
  });
}
