/**
 * Italian (it-IT) formatters: pure functions (plain numbers and euros written directly, the rest
 * by `Intl`), with no i18next inside, so the home page (and the server, e.g. in e-mails) can
 * import `@automercato/i18n/format` alone.
 *
 * Conventions:
 * - a value that is not a finite number (or a valid date) formats to `''`: a formatter never
 *   throws in the middle of a render;
 * - a number and its unit are joined by a no-break space (U+00A0, `NBSP`), as Intl does for
 *   "€" in it-IT, so "12.500 km" or "110 kW" never wrap between number and unit;
 * - thousands are always grouped: it-IT Intl leaves 4-digit numbers ungrouped by default
 *   (CLDR minimumGroupingDigits = 2: "5000"), the product wants "5.000".
 */

import { LOCALE } from './locale.js';

export { isNeopatentatoFriendly, NEOPATENTATI_MAX_KW, NEOPATENTATI_MAX_KW_PER_TONNE } from './neopatentati.js';
export type { NeopatentatiVehicle } from './neopatentati.js';

export { LOCALE };
/** No-break space, between a number and its unit. */
export const NBSP = '\u00a0';
/** 1 kW = 1.35962 CV (cavalli vapore), DECISIONS "Italian market facts". */
export const CV_PER_KW = 1.35962;
/** Dates are shown in Italian time, whatever the device or server time zone. */
export const TIME_ZONE = 'Europe/Rome';

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

// ── Numbers ────────────────────────────────────────────────────────────────────────────

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let nf = formats.get(key);
  if (!nf) {
    // 'always' (Intl.NumberFormat v3): group from 4 digits. Older engines read the string as
    // `true` and keep the locale's minimum of 5 digits; `groupsAlways()` detects that.
    const always = { ...options, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;
    nf = new Intl.NumberFormat(LOCALE, always);
    formats.set(key, nf);
  }
  return nf;
}

let alwaysSupported: boolean | undefined;
function groupsAlways(): boolean {
  alwaysSupported ??= /^1\D000$/.test(numberFormat({}).format(1000));
  return alwaysSupported;
}

/**
 * The fallback where `useGrouping: 'always'` is not supported: join the parts of a formatted
 * number again, regrouping the integer digits in threes with ".". Exported for the tests.
 */
export function joinWithGrouping(parts: readonly Intl.NumberFormatPart[], separator = '.'): string {
  let out = '';
  let digits = '';
  const flush = () => {
    out += digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    digits = '';
  };
  for (const part of parts) {
    if (part.type === 'integer') digits += part.value;
    else if (part.type !== 'group') {
      flush();
      out += part.value;
    }
  }
  flush();
  return out;
}

/** Rounds a number spelled in decimal digits to `digits` decimals as Intl does: half away from zero. */
function roundDecimal(int: string, frac: string, digits: number): [string, string] {
  if (frac.length <= digits) return [int, frac];
  const up = frac.charCodeAt(digits) >= 53; // '5'…'9'
  frac = frac.slice(0, digits);
  if (!up) return [int, frac];
  const all = (int + frac).split('');
  let i = all.length - 1;
  while (i >= 0 && all[i] === '9') all[i--] = '0';
  if (i < 0) all.unshift('1');
  else all[i] = String(Number(all[i]) + 1);
  const joined = all.join('');
  return [joined.slice(0, joined.length - digits), joined.slice(joined.length - digits)];
}

/**
 * The digits of a plain number or a price in euros, written as it-IT Intl writes them, without
 * Intl: a page's first `Intl.NumberFormat` costs 30–60 ms of ICU set-up in Chromium (four times
 * that on a slow phone, in one task), and the pages buyers land on show only such numbers.
 * Rounds the shortest decimal spelling of the double, as Intl does. `undefined` for any other
 * option, or a number JavaScript spells with an exponent: Intl formats those.
 */
function plainFormat(n: number, options: Intl.NumberFormatOptions): string | undefined {
  const { style = 'decimal', currency, minimumFractionDigits, maximumFractionDigits, ...rest } = options;
  if (Object.keys(rest).length > 0) return undefined;
  const euros = style === 'currency' && currency === 'EUR';
  if (style !== 'decimal' && !euros) return undefined;
  const [defaultMin, defaultMax] = euros ? [2, 2] : [0, 3];
  const max = maximumFractionDigits ?? Math.max(defaultMax, minimumFractionDigits ?? 0);
  const min = minimumFractionDigits ?? Math.min(defaultMin, max);
  if (min > max || max > 20) return undefined;
  const spelled = String(Math.abs(n));
  if (spelled.includes('e')) return undefined;
  const [wholePart = '0', fracPart = ''] = spelled.split('.');
  let [int, frac] = roundDecimal(wholePart, fracPart, max);
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1);
  frac = frac.padEnd(min, '0');
  int = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${int}${frac ? `,${frac}` : ''}${euros ? `${NBSP}€` : ''}`;
}

function format(n: number, options: Intl.NumberFormatOptions): string {
  const plain = plainFormat(n, options);
  if (plain !== undefined) return plain;
  const nf = numberFormat(options);
  return groupsAlways() ? nf.format(n) : joinWithGrouping(nf.formatToParts(n));
}

/** "1.234,5": it-IT digits, always grouped; `options` as Intl (default: up to 3 decimals). */
export function formatNumber(value: Numeric, options: Intl.NumberFormatOptions = {}): string {
  const n = toNumber(value);
  return n === undefined ? '' : format(n, options);
}

/** Price in EUR without decimals: 15900 → "15.900 €" (U+00A0 before €, as Intl puts it). */
export function formatPrice(value: Numeric): string {
  const n = toNumber(value);
  return n === undefined
    ? ''
    : format(n, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

const integer: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** Mileage: 12500 → "12.500 km". */
export function formatKm(value: Numeric): string {
  const n = toNumber(value);
  return n === undefined ? '' : `${format(n, integer)}${NBSP}km`;
}

/**
 * How far a car is, from metres: "a 12 km", "a 3,4 km" under 10 km, "a meno di 1 km" under a
 * kilometre, "a 1.234 km"; '' when unknown.
 */
export function formatDistance(metres: Numeric): string {
  const n = toNumber(metres);
  if (n === undefined || n < 0) return '';
  if (n < 1000) return `a meno di 1${NBSP}km`;
  const km = n / 1000;
  return `a ${format(km, { maximumFractionDigits: km < 10 ? 1 : 0 })}${NBSP}km`;
}

/** kW → CV, rounded to a whole CV: 110 → 150. */
export function kwToCv(kw: number): number {
  return Math.round(kw * CV_PER_KW);
}

/** CV → kW, rounded to a whole kW: 150 → 110. */
export function cvToKw(cv: number): number {
  return Math.round(cv / CV_PER_KW);
}

/** Power as Italian listings show it: 110 → "110 kW (150 CV)". */
export function formatPower(kw: Numeric): string {
  const n = toNumber(kw);
  if (n === undefined) return '';
  return `${format(n, integer)}${NBSP}kW (${format(kwToCv(n), integer)}${NBSP}CV)`;
}

// ── Dates ──────────────────────────────────────────────────────────────────────────────

export type DateStyle = 'short' | 'long' | 'datetime';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  datetime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let df = dateFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, df);
  }
  return df;
}

/**
 * A date in Italian time: "14/03/2019" (short), "14 marzo 2019" (long),
 * "14/03/2019, 10:05" (datetime). Accepts a Date, an ISO string or a timestamp.
 */
export function formatDate(value: Date | string | number | null | undefined, style: DateStyle = 'short'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(style, { ...dateOptions[style], timeZone: TIME_ZONE }).format(date);
}

/**
 * Month of first registration: (3, 2019) → "03/2019"; with 'long' → "marzo 2019".
 * `month` is 1..12; anything else formats to ''.
 */
export function formatMonthYear(month: Numeric, year: Numeric, style: 'numeric' | 'long' = 'numeric'): string {
  const m = toNumber(month);
  const y = toNumber(year);
  if (m === undefined || y === undefined || !Number.isInteger(m) || !Number.isInteger(y) || m < 1 || m > 12) return '';
  if (style === 'numeric') return `${String(m).padStart(2, '0')}/${y}`;
  return dateFormat('month-year', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

// ── Words ──────────────────────────────────────────────────────────────────────────────

/** Italian plural: 1 (and -1) take the singular, everything else (0 included) the plural. */
export function pluralIt(count: number, one: string, other: string): string {
  return Math.abs(count) === 1 ? one : other;
}

/** "1 annuncio", "0 annunci", "1.500 annunci". */
export function formatCount(count: number, one: string, other: string): string {
  return `${formatNumber(count, integer)} ${pluralIt(count, one, other)}`;
}

/** Make names written as acronyms. */
const ACRONYMS = new Set(['bmw', 'mg', 'ds', 'byd', 'gmc', 'kgm', 'vw']);
/** Make names that word-by-word capitalisation gets wrong (same spelling as the API). */
const MAKE_NAMES: Readonly<Record<string, string>> = {
  'mercedes-benz': 'Mercedes-Benz',
  'rolls-royce': 'Rolls-Royce',
  'aston-martin': 'Aston Martin',
  citroen: 'Citroën',
  skoda: 'Škoda',
  mclaren: 'McLaren',
};

/**
 * A make's display name from its slug (or a name written any other way):
 * 'bmw' → 'BMW', 'alfa-romeo' → 'Alfa Romeo', 'mercedes-benz' → 'Mercedes-Benz',
 * 'LAND ROVER' → 'Land Rover'.
 */
/** Lower case without accents, the one folding of names and searches: "Forlì", "FORLÌ" → "forli". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** foldText, with every run of other characters as `separator` (none at either end): "Citroën C3" → "citroen c3". */
export function foldWords(text: string, separator = ' '): string {
  const words = foldText(text).split(/[^a-z0-9]+/).filter(Boolean);
  return words.join(separator);
}

export function formatMakeName(slugOrName: string | null | undefined): string {
  const words = (slugOrName ?? '').trim().toLowerCase().split(/[\s_-]+/).filter(Boolean);
  const key = foldText(words.join('-'));
  const known = MAKE_NAMES[key];
  if (known) return known;
  return words
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

// ── Page descriptions (<meta name="description">) ─────────────────────────────────────
// Written once here: the server puts them in the first HTML, the pages keep them right after
// client-side navigation, and both say the same.

/** The home page's description. */
export const HOME_DESCRIPTION =
  'Auto usate in vendita in Italia dai concessionari: cerca per marca, modello, prezzo e chilometri, '
  + 'confronta gli annunci con foto e contatta il venditore su AutoMercato.';

/**
 * The results page's description: what is searched ("Fiat Panda", null for every make) and how
 * many listings match ("oltre 10.000" when the total is capped).
 */
export function searchDescription({ what, total, capped = false }: { what: string | null; total: number; capped?: boolean }): string {
  const vehicles = what ? `${what} usat${total === 1 && !capped ? 'a' : 'e'}` : `auto usat${total === 1 && !capped ? 'a' : 'e'}`;
  if (total === 0) {
    return `Nessun annuncio di ${what ? `${what} usate` : 'auto usate'} al momento su AutoMercato: allarga la ricerca `
      + 'per trovare auto simili dai concessionari in tutta Italia.';
  }
  const count = capped ? `Oltre ${formatNumber(total, integer)}` : formatNumber(total, integer);
  return `${count} ${vehicles} in vendita su AutoMercato: annunci dei concessionari in tutta Italia con foto, `
    + 'prezzo, chilometri e anno. Confronta e contatta il venditore.';
}
