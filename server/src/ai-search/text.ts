import { foldText } from '@automercato/i18n/format';
/**
 * Text helpers of the built-in interpreter: Italian-aware tokenising, number normalising
 * ("15.000", "15 mila", "15k", "quindicimila" → 15000), accent folding and a small edit
 * distance. Pure functions, no I/O.
 */

export interface Token {
  /** Lower-case, accent-free form the rules match on ("forli", "15000#", "t"). */
  norm: string;
  /** What the user typed (case and accents kept), for `unknown` and province codes. */
  raw: string;
  /** Joined to the previous token by a hyphen in the input ("mokka-e", "e-208"). */
  hyphen: boolean;
}

/** Longer queries are cut here: the route accepts 300 characters, the parser never sees more than this. */
export const MAX_QUERY_CHARS = 1000;
/** A number that came with a multiplier ("15 mila", "15k") is written "15000#": never a year. */
export const MULTIPLIED = '#';

export const fold = foldText;

const UNITS: Record<string, number> = { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 };
const TEENS: Record<string, number> = {
  dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16,
  diciassette: 17, diciotto: 18, diciannove: 19,
};
const TENS: Record<string, number> = {
  venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90,
};

function below100(s: string): number | undefined {
  if (s === '') return 0;
  if (s in UNITS) return UNITS[s];
  if (s in TEENS) return TEENS[s];
  for (const [word, value] of Object.entries(TENS)) {
    if (s === word) return value;
    if (s.startsWith(word)) {
      const unit = s.slice(word.length);
      if (unit in UNITS && unit !== 'un' && unit !== 'una') return value + UNITS[unit]!;
    }
    // Elision before "uno" and "otto": ventuno, trentotto.
    const stem = word.slice(0, -1);
    if (s === `${stem}uno`) return value + 1;
    if (s === `${stem}otto`) return value + 8;
  }
  return undefined;
}

function below1000(s: string): number | undefined {
  const at = s.indexOf('cent');
  if (at < 0) return below100(s);
  const head = s.slice(0, at);
  const hundreds = head === '' ? 1 : UNITS[head];
  if (hundreds === undefined || head === 'un' || head === 'una' || head === 'uno') return undefined;
  const tail = s.slice(at + 4);
  // "cento" + "venti"; "cent" + "ottanta" (centottanta); "cento" alone.
  const rest = tail.startsWith('o') ? (below100(tail.slice(1)) ?? below100(tail)) : below100(tail);
  return rest === undefined ? undefined : hundreds * 100 + rest;
}

/** "quindicimila" → 15000, "duemilacinquecento" → 2500, "centocinquanta" → 150; undefined when not a number word. */
export function italianNumber(word: string): number | undefined {
  if (word.length < 3 || word.length > 40) return undefined;
  if (word === 'mille') return 1000;
  if (word.startsWith('mille')) {
    const rest = below1000(word.slice(5));
    return rest === undefined ? undefined : 1000 + rest;
  }
  const at = word.indexOf('mila');
  if (at > 0) {
    const thousands = below1000(word.slice(0, at));
    const rest = below1000(word.slice(at + 4));
    if (thousands === undefined || thousands < 2 || rest === undefined) return undefined;
    return thousands * 1000 + rest;
  }
  return below1000(word);
}

const UNIT_SUFFIX = /^(\d{1,3}(?:\.\d{3})+|\d+(?:[.,]\d+)?)(km|cv|kw|hp|ps|euro|eur|k|mila|mln)$/;

/** Italian number formats: "15.000" → "15000", "1,6" / "1.6" → "1.6"; undefined when not a number. */
function numberToken(chunk: string): string | undefined {
  if (/^\d+$/.test(chunk)) return String(Number(chunk));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(chunk)) return String(Number(chunk.replace(/\./g, '').replace(',', '.')));
  if (/^\d{1,3}(,\d{3})+$/.test(chunk)) return String(Number(chunk.replace(/,/g, '')));
  // Decimals keep their digits ("2.0" stays an engine size, not the number 2).
  if (/^\d+[.,]\d{1,2}$/.test(chunk)) return chunk.replace(',', '.').replace(/^0+(?=\d)/, '');
  return undefined;
}

/** Misspellings of the words that make up model names ("bmw seria 3", "mercedes clase a"). */
const SPELLING: Record<string, string> = { seria: 'serie', serie: 'serie', sere: 'serie', clase: 'classe', class: 'classe', calsse: 'classe', clsse: 'classe' };

function push(out: Token[], norm: string, raw: string, hyphen = false) {
  if (norm) out.push({ norm: SPELLING[norm] ?? norm, raw, hyphen });
}

/**
 * Splits a query into tokens. Symbols become words ("€" → euro, "<" → max), hyphens split
 * words but are remembered ("t-roc" → t + roc), a hyphen between numbers stays as a range
 * token ("5000-8000"), numbers lose their Italian formatting and take their multiplier.
 */
export function tokenize(query: string): Token[] {
  let text = query.slice(0, MAX_QUERY_CHARS).normalize('NFC');
  text = text
    .replace(/€/g, ' euro ')
    .replace(/(≤|<=|<)/g, ' max ')
    .replace(/(≥|>=|>)/g, ' min ')
    .replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 ~ $2')
    .replace(/%/g, ' % ')
    .replace(/['’`´]/g, ' ');
  const tokens: Token[] = [];
  for (const chunk of text.split(/[^\p{L}\p{N}.,\-~%]+/u)) {
    if (!chunk) continue;
    if (chunk === '~') { push(tokens, '-', '-'); continue; }
    const parts = chunk.split('-');
    parts.forEach((part, index) => {
      const trimmed = part.replace(/^[.,~]+|[.,~]+$/g, '');
      if (!trimmed) return;
      const hyphen = index > 0;
      const lower = fold(trimmed);
      const number = numberToken(lower);
      if (number !== undefined) return push(tokens, number, trimmed, hyphen);
      const unit = UNIT_SUFFIX.exec(lower);
      if (unit) {
        push(tokens, numberToken(unit[1]!) ?? unit[1]!, trimmed, hyphen);
        return push(tokens, unit[2]!, unit[2]!);
      }
      // "s.w.", "id.3", "prov." → separate words.
      const pieces = trimmed.split(/[.,]+/).filter(Boolean);
      pieces.forEach((piece, i) => push(tokens, fold(piece), piece, hyphen && i === 0));
    });
  }
  return mergeNumbers(tokens);
}

const MULTIPLIERS: Record<string, number> = { mila: 1000, k: 1000, mille: 1000, milioni: 1_000_000, milione: 1_000_000, mln: 1_000_000 };

function mergeNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let norm = token.norm;
    let raw = token.raw;
    const spelled = /^\d/.test(norm) ? undefined : italianNumber(norm);
    if (spelled !== undefined && spelled >= 10) norm = `${spelled}${norm.includes('mila') ? MULTIPLIED : ''}`;
    const next = tokens[i + 1];
    if (/^\d+(\.\d+)?$/.test(norm) && next && next.norm in MULTIPLIERS && !next.hyphen) {
      norm = `${Math.round(Number(norm) * MULTIPLIERS[next.norm]!)}${MULTIPLIED}`;
      raw = `${raw} ${next.raw}`;
      i++;
    }
    out.push({ norm, raw, hyphen: token.hyphen });
  }
  return out;
}

/** A number token's value and whether it came with a multiplier. */
export function readNumber(norm: string): { value: number; multiplied: boolean } {
  const multiplied = norm.endsWith(MULTIPLIED);
  return { value: Number(multiplied ? norm.slice(0, -1) : norm), multiplied };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Italian grouping without relying on ICU data: 25000 → "25.000". */
export function formatNumber(value: number): string {
  const [int, dec] = String(Math.round(value * 100) / 100).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return dec ? `${grouped},${dec}` : grouped;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
