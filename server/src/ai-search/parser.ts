/**
 * The built-in Italian query parser: rules over tokens, no model, no network.
 *
 * The query is tokenised (text.ts), then passes run in a fixed order; each pass matches
 * regular expressions over the still-unused tokens and "consumes" what it understood, so a
 * later pass cannot read the same words twice ("entro 30 km da Roma" is a radius before
 * "30 km" could be a mileage; "peugeot 2008" is a model before "2008" could be a year).
 * What is left, minus stop words, is reported as `unknown`.
 *
 * Order: emission classes → places → vocabulary (fuel, gearbox, traction, body, colours,
 * paint, interiors, origin, flags) → makes and models (exact, then typos) → trim codes
 * (320d, c220d, xdrive, GTI) → km 0 / neopatentati → quantities with a unit (km, CV, kW, €)
 * → relative and cued years → cued prices → lone famous numbers (500, 208) → bare years →
 * bare prices → misspelt places.
 */
import { FILTER_LIMITS } from '@automercato/api-contract';
import type { AiCatalogue, ModelRef, Place } from './catalogue.js';
import {
  EXTERIOR_WORDS, INTERIOR_WORDS, MULTI_KEYS, NEGATIONS, PHRASES, PROTECTED_WORDS, STOP_WORDS, vocabularyName, vocabularySlugs,
  type MultiKey,
} from './lexicon.js';
import { buildChips, KEY_TITLES } from './chips.js';
import { editDistance, escapeRegExp, formatNumber, readNumber, tokenize, type Token } from './text.js';
import type { AiFilters, ParsedQuery, ParseOptions } from './types.js';

/** "km 0" cars are registered but unused: a few delivery kilometres at most. */
export const KM_ZERO_MAX = 100;
/** "pochi km": a used car that has barely been driven. */
export const FEW_KM_MAX = 30_000;
/** "recente": registered in the last three years. */
export const RECENT_YEARS = 3;
/** Radius when a place is named without one: "a Milano" (the city and its belt) and "vicino a / zona / provincia di". */
export const CITY_RADIUS_M = 20_000;
export const AREA_RADIUS_M = 50_000;
/** Largest radius the search accepts (filters.ts: 2,000 km). */
const MAX_RADIUS_M = 2_000_000;

type NumberKey = 'price_min' | 'price_max' | 'mileage_min' | 'mileage_max' | 'registration_year_min' | 'registration_year_max'
  | 'power_min' | 'power_max' | 'horsepower_min' | 'horsepower_max';

export interface Draft {
  brand?: string;
  model?: ModelRef;
  version?: string;
  multi: Map<MultiKey, string[]>;
  negated: Map<MultiKey, string[]>;
  /** Several values set by one expression, shown as one chip ("Euro 6 (tutte)"). */
  groups: { key: MultiKey; values: string[]; label: string }[];
  numbers: Partial<Record<NumberKey, number>>;
  /** Chip labels that say more than the number ("Km 0", "Neopatentati"). */
  labels: Partial<Record<NumberKey, string>>;
  price_negotiable?: boolean;
  exclude_no_carfax?: boolean;
  neopatentati?: boolean;
  location?: { place: Place; radius: number };
  pendingRadius?: number;
  /** Understood but not applicable (a second make, a second place): reported as unknown. */
  extraUnknown: string[];
  /** Fuels implied by an engine or trim name ("TDI", "320d"), not said in words. */
  impliedFuels: Set<string>;
}

// ---------------------------------------------------------------------------------------------
// Token state

class State {
  readonly norms: string[];
  text: string;
  private readonly starts: number[] = [];
  readonly used: boolean[];

  constructor(readonly tokens: readonly Token[]) {
    this.norms = tokens.map((t) => t.norm);
    this.used = tokens.map(() => false);
    let at = 0;
    for (const norm of this.norms) {
      this.starts.push(at);
      at += norm.length + 1;
    }
    this.text = this.norms.join(' ');
  }

  tokenAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  consume(from: number, to: number): void {
    const chars = this.text.split('');
    for (let i = from; i < to; i++) {
      if (this.used[i]) continue;
      this.used[i] = true;
      const start = this.starts[i]!;
      for (let c = 0; c < this.norms[i]!.length; c++) chars[start + c] = '_';
    }
    this.text = chars.join('');
  }

  /**
   * Runs `re` (global, built by `rx`) over the unused text; `fn` returns false to leave the
   * match unconsumed. Matches never start inside a token.
   */
  scan(re: RegExp, fn: (m: RegExpExecArray, from: number, to: number) => boolean | void): void {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.text)) !== null) {
      if (m[0].length === 0) { re.lastIndex++; continue; }
      const from = this.tokenAt(m.index);
      const to = this.tokenAt(m.index + m[0].length - 1) + 1;
      const keep = fn(m, from, to);
      if (keep !== false) {
        this.consume(from, to);
        re.lastIndex = m.index + m[0].length;
      } else {
        re.lastIndex = from + 1 < this.starts.length ? this.starts[from + 1]! : this.text.length;
      }
    }
  }

  /** The token where capture group `g` of `m` starts. */
  groupToken(m: RegExpExecArray, g: number): number {
    return this.tokenAt(m.indices![g]![0]);
  }

  raw(from: number, to: number): string {
    return this.tokens.slice(from, to).map((t) => t.raw).join(' ');
  }

  /** The original (normalised) word before token `i`, skipping nothing. */
  before(i: number, n = 1): string | undefined {
    return this.tokens[i - n]?.norm;
  }
}

/** A regular expression over whole tokens (a match starts and ends at token edges); 'd' gives group offsets. */
function rx(source: string): RegExp {
  return new RegExp(`(?<![^ ])(?:${source})(?![^ ])`, 'dg');
}
const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');

// ---------------------------------------------------------------------------------------------
// Patterns

const NUM = '(\\d+(?:\\.\\d+)?#?)';
const YEAR = '((?:19[5-9]|20[0-4])\\d)';
const ART = '(?: (?:i|il|l|lo|la|le|gli|ai|al|agli|alla|alle|a|ad|un|una|dei|degli|delle))?';

const MAX_CUES = ['sotto', 'sotto a', 'al di sotto di', 'max', 'massimo', 'massima', 'massimi', 'al massimo', 'fino a', 'fino ad',
  'fino', 'meno di', 'a meno di', 'non piu di', 'non oltre', 'non sopra', 'non superiore a', 'inferiore a', 'inferiori a',
  'entro', 'budget', 'budget di', 'budget max', 'budget massimo', 'con un budget di', 'tetto', 'tetto massimo', 'spesa massima',
  'spesa max', 'spendo', 'spendere', 'spendo max', 'spendo al massimo', 'spendere al massimo', 'posso spendere', 'vorrei spendere',
  'voglio spendere', 'massimo di', 'limite', 'limite di', 'a max', 'costo massimo', 'che costi meno di', 'che costa meno di',
  'max di', 'non piu cara di', 'non piu cari di', 'ho', 'avendo', 'dispongo di', 'disponibilita', 'disponibilita di', 'massimale'];
const MIN_CUES = ['almeno', 'minimo', 'minima', 'min', 'sopra', 'oltre', 'piu di', 'superiore a', 'superiori a', 'a partire da',
  'partire da', 'non meno di', 'da un minimo di', 'minimo di', 'sopra a', 'maggiore di', 'piu grande di', 'non inferiore a', 'con piu di'];
const AROUND_CUES = ['circa', 'intorno a', 'attorno a', 'intorno', 'attorno', 'sui', 'sulle', 'sugli', 'sul', 'verso', 'piu o meno', 'all incirca',
  'indicativamente', 'approssimativamente', 'sull ordine di', 'nell ordine di', 'tipo'];
const FROM_CUES = ['da', 'dai', 'dal', 'dalle', 'dagli'];
const SUFFIX_MAX = ['o meno', 'al massimo', 'max', 'massimo', 'in giu', 'o inferiore', 'non di piu', 'e non oltre', 'massimi'];
const SUFFIX_MIN = ['o piu', 'in su', 'e oltre', 'o superiore', 'minimo', 'almeno', 'e piu', 'in poi', 'o sopra'];

const KM_UNITS = ['km', 'chilometri', 'kilometri', 'chilometro', 'kilometro', 'kms', 'kilometers', 'km percorsi', 'chilometri percorsi'];
const KM_PRE = ['chilometraggio', 'km', 'chilometri', 'kilometri', 'percorrenza', 'con chilometraggio', 'chilometraggio di'];
const CV_UNITS = ['cv', 'cavalli', 'hp', 'ps', 'bhp', 'cavallo', 'cavalli vapore', 'cavalli di potenza'];
const KW_UNITS = ['kw', 'kilowatt', 'chilowatt', 'kilowatts'];
const POWER_PRE = ['potenza', 'potenza di', 'motore da', 'motore di'];
const PRICE_UNITS = ['euro', 'eur', 'euri', 'euros'];
const PRICE_PRE = ['prezzo', 'costo', 'budget', 'spesa', 'cifra', 'prezzo di', 'costo di', 'prezzo richiesto', 'a un prezzo di', 'con prezzo'];

const YEAR_MIN = ['dal', 'da', 'dall', 'a partire dal', 'a partire da', 'partire dal', 'non prima del', 'non piu vecchia del',
  'non piu vecchio del', 'non piu vecchie del', 'non piu vecchi del', 'non antecedente al', 'non anteriore al', 'non inferiore al',
  'almeno del', 'almeno', 'minimo', 'min', 'immatricolata dal', 'immatricolato dal', 'immatricolate dal', 'immatricolati dal',
  'anno minimo', 'dall anno', 'immatricolazione dal', 'immatricolazione minima', 'non piu vecchia di', 'non piu vecchio di'];
const YEAR_MIN_STRICT = ['dopo il', 'dopo', 'successiva al', 'successivo al', 'successive al', 'successivi al', 'piu recente del',
  'piu recenti del', 'posteriore al', 'piu nuova del', 'piu nuove del', 'piu nuovo del', 'piu recente di', 'immatricolata dopo il',
  'immatricolato dopo il'];
const YEAR_MAX = ['fino al', 'entro il', 'non oltre il', 'al massimo del', 'massimo', 'max', 'non piu recente del',
  'non piu recenti del', 'anno massimo', 'fino all anno', 'immatricolata fino al', 'immatricolato fino al'];
const YEAR_MAX_STRICT = ['prima del', 'antecedente al', 'anteriore al', 'precedente al', 'piu vecchia del', 'piu vecchie del',
  'piu vecchio del', 'piu vecchi del', 'immatricolata prima del', 'immatricolato prima del'];
const YEAR_EXACT = ['del', 'nel', 'anno', 'anno di immatricolazione', 'immatricolata nel', 'immatricolato nel', 'immatricolate nel',
  'immatricolati nel', 'immatricolata', 'immatricolato', 'immatricolazione', 'immatricolazione del', 'modello', 'mod', 'my',
  'model year', 'dell anno', 'annata', 'prodotta nel', 'costruita nel', 'di immatricolazione', 'immatricolazione nel', 'anno di'];
const YEAR_SUFFIX_MIN = ['in poi', 'in su', 'o successiva', 'o successivo', 'o successive', 'o successivi', 'o piu recente',
  'o piu recenti', 'o piu nuova', 'e successivi', 'e successive', 'e seguenti', 'o dopo', 'o oltre', 'o superiore', 'e oltre', 'o piu'];
const YEAR_SUFFIX_MAX = ['o precedente', 'o precedenti', 'o prima', 'e precedenti', 'in giu', 'o inferiore', 'o piu vecchia'];

const NEAR_PREPS = ['vicino a', 'vicino ad', 'vicino', 'vicinanze di', 'nelle vicinanze di', 'nei pressi di', 'pressi di',
  'dalle parti di', 'in zona', 'zona', 'area', 'in area', 'dintorni di', 'nei dintorni di', 'intorno a', 'attorno a', 'nei paraggi di',
  'paraggi di', 'provincia di', 'in provincia di', 'nella provincia di', 'prov di', 'prov', 'provincia', 'hinterland di',
  'nell hinterland di', 'non lontano da', 'poco lontano da', 'a due passi da', 'vicinissimo a', 'nei dintorni', 'zona di',
  'in zona di', 'area di', 'circondario di'];
const NEAR_SUFFIXES = ['e dintorni', 'e provincia', 'o provincia', 'o dintorni', 'e o provincia', 'e zona', 'o zona', 'e hinterland', 'e zone limitrofe', 'e limitrofi', 'e limitrofe', 'dintorni',
  'provincia', 'hinterland', 'e vicinanze', 'e circondario', 'e comuni limitrofi'];
const IN_PREPS = ['a', 'ad', 'in', 'di', 'da', 'presso', 'su', 'per', 'citta di', 'comune di', 'nel comune di', 'centro di',
  'a ridosso di', 'in centro a'];
const RADIUS_CUES = ['entro', 'nel raggio di', 'in un raggio di', 'raggio di', 'raggio', 'a', 'max', 'massimo', 'fino a',
  'non oltre', 'al massimo a', 'nel giro di', 'per', 'entro i', 'a non piu di', 'a meno di', 'non piu di', 'non piu lontano di'];
const RADIUS_LINKS = ['da', 'di', 'dal', 'dalla', 'attorno a', 'intorno a', 'intorno', 'attorno', 'vicino a', 'dalla citta di', 'da dove', 'dal centro di'];
const REGION_PREPS = ['in', 'nel', 'nella', 'nelle', 'nell', 'regione', 'in regione', 'tutta la', 'tutto il', 'tutte le'];

const CODE_PREPS = new Set(['provincia', 'prov', 'targa', 'targata', 'targato', 'sigla']);

const NUMERIC_STANDALONE = new Set(['fiat/500', 'peugeot/108', 'peugeot/208', 'peugeot/308', 'peugeot/3008', 'peugeot/5008', 'porsche/911', 'abarth/595', 'abarth/695']);
const QUATTRO_NOT_TRACTION = new Set(['porte', 'posti', 'anni', 'persone', 'cilindri', 'mesi', 'volte', 'stelle', 'ruote', 'gomme', 'pneumatici', 'cerchi', 'airbag', 'figli', 'proprietari']);

/** Trim names that mean a version of the catalogue (and sometimes a make, model or fuel). */
const TRIMS: { words: string[]; version?: string; brand?: string; model?: string; fuel?: string }[] = [
  { words: ['gti'], version: 'GTI', brand: 'volkswagen', model: 'golf' },
  { words: ['gtd'], version: 'GTD', brand: 'volkswagen', model: 'golf', fuel: 'diesel' },
  { words: ['amg', 'mercedes amg'], version: 'AMG', brand: 'mercedes-benz' },
  { words: ['quadrifoglio', 'quadrifoglio verde', 'qv'], version: 'Quadrifoglio', brand: 'alfa-romeo' },
  { words: ['r line', 'rline'], version: 'R-Line', brand: 'volkswagen' },
  { words: ['m sport', 'msport'], version: 'Msport', brand: 'bmw' },
  { words: ['s line', 'sline'], version: 'S line', brand: 'audi' },
];
const TRIM_INDEX = new Map(TRIMS.flatMap((t) => t.words.map((w) => [w, t] as const)));

const MERCEDES_CLASSES: Record<string, string> = { a: 'classe-a', b: 'classe-b', c: 'classe-c', e: 'classe-e', cla: 'cla', gla: 'gla', glc: 'glc', gle: 'gle' };
const TRIM_FUELS: Record<string, string> = { d: 'diesel', cdi: 'diesel', i: 'benzina', e: 'ibrida-plug-in', de: 'ibrida-plug-in' };

const R = {
  emission: rx(`(?:(almeno|minimo|min|da|classe minima) )?(?:(?:classe|omologazione|omologata|normativa) )?euro ?([1-6])(?: ?(d ?temp|temp|b|c|d|e))?(?: (o superiore|o superiori|e superiori|o piu|in su|o migliore|o successiva|o successive|e successive|minimo))?`),
  placeRadiusBefore: (places: string) => rx(`(?:(${alt(RADIUS_CUES)}) )?${NUM} ?(?:km|chilometri|kilometri)(?: (?:${alt(RADIUS_LINKS)}))? (${places})`),
  placeRadiusAfter: (places: string) => rx(`(?:(?:${alt([...NEAR_PREPS, ...IN_PREPS])}) )?(${places})(?: e)?(?: (${alt(RADIUS_CUES.filter((c) => c !== 'a' && c !== 'per'))}))? ${NUM} ?(?:km|chilometri|kilometri)(?: (?:di raggio|intorno|attorno|in giro|di distanza))?`),
  placeNear: (places: string) => rx(`(?:${alt(NEAR_PREPS)}) (${places})|(${places}) (?:${alt(NEAR_SUFFIXES)})`),
  placeIn: (places: string) => rx(`(?:${alt(IN_PREPS)}) (${places})`),
  placeBare: (places: string) => rx(`(${places})`),
  region: (regions: string) => rx(`(?:${alt(REGION_PREPS)}) (${regions})`),
  radiusAlone: rx(`(?:${alt(RADIUS_CUES.filter((c) => c !== 'a' && c !== 'per'))}) ${NUM} ?(?:km|chilometri|kilometri)(?: (?:di raggio|intorno|attorno|in giro|di distanza|da casa|da me|da qui))?`),
  bmwCode: rx('m?([1-8])([1-6]\\d)(d|i|e)'),
  bmwCodeSpaced: rx('m?([1-8])([1-6]\\d) (d|i|e)'),
  bmwDrive: rx('(x|s) ?drive ?(?:([1-6]\\d) ?(d|i|e))?'),
  mercedesCode: rx('(cla|gla|glc|gle|a|b|c|e)(\\d{3})(d|cdi|de|e)?'),
  mercedesCodeSpaced: rx('(?:(cla|gla|glc|gle|a|b|c|e) )?(\\d{3}) ?(d|cdi|de|e)'),
  mercedesCodeSuffixed: rx('(cla|gla|glc|gle|a|b|c|e) ([1-6][0-9]0) (d|cdi|de)'),
  fourXe: rx('4xe|4 xe'),
  lexusHybrid: rx('[1-6][05]0h'),
  displacement: rx('[0-6]\\.\\d(?: (?:[2-6][05]))?|[2-6][05](?= (?:tdi|tfsi|tsi|tfsi e|g tron))'),
  autonomy: rx(`(?:(?:con|almeno|minimo|oltre|sopra|piu di|di|da) )?(?:(?:i|un|una) )?${NUM} ?(?:km|chilometri) (?:di )?autonomia(?: (?:reale|dichiarata|wltp))?|autonomia (?:di )?(?:(?:almeno|minima|oltre|sopra|piu di|superiore a|minimo) )?(?:(?:i|a) )?${NUM} ?(?:km|chilometri)`),
  kmZero: rx('(?:(?:a|con|auto a|vettura a) )?(?:km|chilometri|kilometri|chilometro|kilometro) (?:0|zero)|km0|(?:0|zero) (?:km|chilometri)'),
  fewKm: rx('(?:(?:con|a) )?(?:pochi|pochissimi|bassi|pochini) (?:km|chilometri|kilometri)(?: percorsi)?|(?:basso|poco|bassissimo) chilometraggio|chilometraggio (?:basso|ridotto|bassissimo)|poco chilometrata|poco chilometrate|poco chilometrato|pochi chilometri'),
  neopatentati: rx('(?:(?:per|adatta a|adatte a|adatto a|adatti a|anche per|ok per|guidabile da|guidabili da|per un|per una) )?(?:(?:mio|mia|un|una) )?(?:(?:figlio|figlia|ragazzo|ragazza) )?(?:neopatentat[oaie]|neo patentat[oaie]|neopatentabil[ei]|neopatentato|patentino|neo patentato)'),
  yearsLast: rx(`(?:(?:degli|negli|dagli|negli) )?ultimi ${NUM} anni|(?:(?:con|di|che abbia|che ha|che abbiano) )?(?:meno di|non piu di|massimo|max|al massimo|fino a|entro) ${NUM} anni(?: (?:di vita|di eta|di anzianita|di immatricolazione))?|(?:vecchia|vecchio|eta) (?:massima )?(?:di )?(?:massimo |max )?${NUM} anni|ultimo anno`),
  recent: rx('(?:di )?(?:recente immatricolazione|recentissima|recentissimo|recentissime|recente|recenti|immatricolazione recente|ultimi anni)'),
};

function cue(list: readonly string[]) { return `(${alt(list)})`; }

/** One quantity: "(prezzo) (sotto i) 20000 (euro) (o meno)". */
function single(units: readonly string[], pre: readonly string[], unitRequired: boolean): RegExp {
  return rx(`(?:(${alt(pre)}) )?(?:(?:${cue(MAX_CUES)}|${cue(MIN_CUES)}|${cue(AROUND_CUES)}|${cue(FROM_CUES)})${ART} )?${NUM}(?: (${alt(units)}))${unitRequired ? '' : '?'}(?: (?:${cue(SUFFIX_MAX)}|${cue(SUFFIX_MIN)}))?`);
}
/** A range: "tra 5000 e 8000 euro", "da 10 a 15 mila", "20.000 - 25.000 €". */
function range(units: readonly string[], pre: readonly string[]): RegExp {
  return rx(`(?:(${alt(pre)}) )?(?:(tra|fra|compreso tra|compresa tra|compresi tra|da|dai|dal|dagli)${ART} )?${NUM}(?: (?:${alt(units)}))? (e|a|ai|agli|-|fino a|e i|e gli)${ART} ${NUM}(?: (${alt(units)}))?`);
}

const Q = {
  kmRange: range(KM_UNITS, KM_PRE), kmSingle: single(KM_UNITS, KM_PRE, false),
  kwRange: range(KW_UNITS, POWER_PRE), kwSingle: single(KW_UNITS, POWER_PRE, true),
  cvRange: range(CV_UNITS, POWER_PRE), cvSingle: single(CV_UNITS, POWER_PRE, false),
  priceRange: range(PRICE_UNITS, PRICE_PRE), priceSingle: single(PRICE_UNITS, PRICE_PRE, false),
  currencyFirst: rx(`(?:(${alt(MAX_CUES)})${ART} )?(?:euro|eur) ${NUM}`),
  yearRange: rx(`(?:(tra|fra|dal|da|dall anno|anni|anno|del|nel|immatricolata tra|immatricolata dal|immatricolato tra|immatricolato dal|compreso tra|compresa tra)(?: (?:il|l|gli|i))? )?${YEAR} (e|al|a|-|fino al|e il|o|o del|o nel|oppure|oppure del|o il)(?: (?:il|l))? ${YEAR}`),
  yearCued: rx(`(?:(?:${cue(YEAR_MIN)}|${cue(YEAR_MIN_STRICT)}|${cue(YEAR_MAX)}|${cue(YEAR_MAX_STRICT)}|${cue(YEAR_EXACT)})(?: (?:il|l|nel))? )?${YEAR}(?: (?:${cue(YEAR_SUFFIX_MIN)}|${cue(YEAR_SUFFIX_MAX)}))?`),
  number: rx(NUM),
  yearPair: rx(`${YEAR} ${YEAR}`),
  yearAlone: rx(YEAR),
};

// Indices of capture groups in `single` / `range`.
const S = { pre: 1, max: 2, min: 3, around: 4, from: 5, num: 6, unit: 7, sufMax: 8, sufMin: 9 } as const;
const G = { pre: 1, start: 2, a: 3, link: 4, b: 5, unit: 6 } as const;

/** Words the fuzzy match must never turn into a make or model. */
const KNOWN_WORDS = (() => {
  const words = new Set<string>([...STOP_WORDS, ...PROTECTED_WORDS, ...NEGATIONS, ...INTERIOR_WORDS, ...EXTERIOR_WORDS]);
  for (const phrase of PHRASES.keys()) for (const w of phrase.split(' ')) words.add(w);
  for (const list of [MAX_CUES, MIN_CUES, AROUND_CUES, SUFFIX_MAX, SUFFIX_MIN, KM_UNITS, KM_PRE, CV_UNITS, KW_UNITS, POWER_PRE,
    PRICE_UNITS, PRICE_PRE, YEAR_MIN, YEAR_MIN_STRICT, YEAR_MAX, YEAR_MAX_STRICT, YEAR_EXACT, YEAR_SUFFIX_MIN, YEAR_SUFFIX_MAX,
    NEAR_PREPS, NEAR_SUFFIXES, IN_PREPS, RADIUS_CUES, RADIUS_LINKS, REGION_PREPS]) {
    for (const phrase of list) for (const w of phrase.split(' ')) words.add(w);
  }
  for (const w of ['neopatentato', 'neopatentata', 'neopatentati', 'neopatentate', 'recente', 'recenti', 'ultimi', 'pochi', 'zero', 'euro', 'classe']) words.add(w);
  return words;
})();

// Compiled per catalogue (the alternations depend on it).
const compiled = new WeakMap<AiCatalogue, ReturnType<typeof compile>>();
function compile(catalogue: AiCatalogue) {
  const { places, codes, regions, brands, models } = catalogue.patterns;
  const placeOrCode = `${places}|${codes}`;
  return {
    placeRadiusBefore: R.placeRadiusBefore(placeOrCode),
    placeRadiusAfter: R.placeRadiusAfter(placeOrCode),
    placeNear: R.placeNear(placeOrCode),
    placeIn: R.placeIn(placeOrCode),
    placeBare: R.placeBare(places),
    region: R.region(regions),
    brands: rx(`(${brands})`),
    models: rx(`(${models})`),
    vocab: rx(`(${alt([...PHRASES.keys()])})`),
    trims: rx(`(${alt([...TRIM_INDEX.keys()])})`),
    singlePlaces: [...catalogue.places.entries()].filter(([k]) => !k.includes(' ') && k.length >= 5),
  };
}

// ---------------------------------------------------------------------------------------------
// The parser

/** Parses an Italian query into listing filters, chips and the words it could not use. */
export function parseQuery(query: string, catalogue: AiCatalogue, options: ParseOptions = {}): ParsedQuery {
  const year = options.year ?? new Date().getFullYear();
  const tokens = tokenize(typeof query === 'string' ? query : '');
  const state = new State(tokens);
  const draft: Draft = { multi: new Map(), negated: new Map(), groups: [], numbers: {}, labels: {}, extraUnknown: [], impliedFuels: new Set() };
  let patterns = compiled.get(catalogue);
  if (!patterns) compiled.set(catalogue, (patterns = compile(catalogue)));

  emissionPass(state, draft);
  placePass(state, draft, catalogue, patterns);
  vocabularyPass(state, draft, patterns.vocab);
  makeAndModelPass(state, draft, catalogue, patterns);
  trimPass(state, draft, catalogue, patterns.trims);
  numberPass(state, draft, year);
  standaloneModelPass(state, draft, catalogue);
  bareNumberPass(state, draft, year);
  fuzzyPlacePass(state, draft, patterns.singlePlaces);

  const filters = finish(draft, catalogue);
  const understood = buildChips(filters, draft, catalogue);
  const unknown = leftovers(state, draft);
  return { filters, understood, unknown };
}

function addValues(draft: Draft, key: MultiKey, values: readonly string[]): void {
  const list = draft.multi.get(key) ?? [];
  for (const v of values) if (!list.includes(v)) list.push(v);
  draft.multi.set(key, list);
}
function implyFuel(draft: Draft, fuel: string): void {
  if (!(draft.multi.get('power_type') ?? []).includes(fuel)) draft.impliedFuels.add(fuel);
  addValues(draft, 'power_type', [fuel]);
}
function addNegated(draft: Draft, key: MultiKey, values: readonly string[]): void {
  const list = draft.negated.get(key) ?? [];
  for (const v of values) if (!list.includes(v)) list.push(v);
  draft.negated.set(key, list);
}
function setNumber(draft: Draft, key: NumberKey, value: number, label?: string): void {
  if (!Number.isFinite(value) || value < 0) return;
  if (draft.numbers[key] !== undefined) return; // the first statement wins
  draft.numbers[key] = value;
  if (label) draft.labels[key] = label;
}

/** "non diesel", "niente automatico", "no SUV": the value is excluded, not wanted. */
function negatedAt(state: State, from: number): number {
  for (const back of [1, 2]) {
    const word = state.before(from, back);
    if (word === undefined) return 0;
    if (NEGATIONS.has(word)) return back;
    if (!['a', 'il', 'lo', 'la', 'le', 'i', 'gli', 'un', 'una', 'cambio', 'auto', 'motore', 'alimentazione', 'trazione', 'sia', 'siano', 'con', 'di', 'colore'].includes(word)) return 0;
  }
  return 0;
}

// --- emission classes ------------------------------------------------------------------------

function emissionPass(state: State, draft: Draft): void {
  const all = vocabularySlugs('emission_class');
  state.scan(R.emission, (m) => {
    const n = m[2]!;
    const sub = (m[3] ?? '').replace(/\s+/g, '');
    const atLeast = Boolean(m[1]) || Boolean(m[4]);
    const slug = `euro-${n}${sub === 'dtemp' || sub === 'temp' ? 'd-temp' : sub}`;
    if (!all.includes(slug)) return false;
    if (atLeast) {
      const values = all.slice(all.indexOf(slug));
      addValues(draft, 'emission_class', values);
      draft.groups.push({ key: 'emission_class', values, label: `Classe di emissione: ${vocabularyName('emission_class', slug)} o superiore` });
    } else if (slug === 'euro-6') {
      const values = all.filter((s) => s.startsWith('euro-6'));
      addValues(draft, 'emission_class', values);
      draft.groups.push({ key: 'emission_class', values, label: 'Classe di emissione: Euro 6 (tutte)' });
    } else {
      addValues(draft, 'emission_class', [slug]);
    }
  });
}

// --- places ----------------------------------------------------------------------------------

function resolvePlace(state: State, catalogue: AiCatalogue, key: string, at: number): Place | undefined {
  const place = catalogue.places.get(key);
  if (place) return place;
  const code = catalogue.provinceCodes.get(key);
  if (!code) return undefined;
  // A two-letter code is a place only when written as one ("BO", "MI") or after "provincia".
  const raw = state.tokens[at]?.raw ?? '';
  const before = state.before(at) ?? '';
  const before2 = state.before(at, 2) ?? '';
  if (CODE_PREPS.has(before) || (before === 'di' && CODE_PREPS.has(before2)) || (raw.length === 2 && raw === raw.toUpperCase())) return code;
  return undefined;
}

function setLocation(draft: Draft, place: Place, radius: number, state: State, from: number, to: number): void {
  if (draft.location) {
    if (draft.location.place.name !== place.name) draft.extraUnknown.push(state.raw(from, to));
    return;
  }
  draft.location = { place, radius: Math.min(Math.max(Math.round(radius), 1), MAX_RADIUS_M) };
}

function placePass(state: State, draft: Draft, catalogue: AiCatalogue, p: ReturnType<typeof compile>): void {
  state.scan(p.placeRadiusBefore, (m, from) => {
    const km = readNumber(m[2]!);
    const at = state.groupToken(m, 3);
    const place = resolvePlace(state, catalogue, m[3]!, at);
    if (!place || km.multiplied || km.value <= 0 || km.value > 2000) return false;
    setLocation(draft, place, km.value * 1000, state, from, at + 1);
  });
  state.scan(p.placeRadiusAfter, (m, from) => {
    const km = readNumber(m[3]!);
    // "Torino 50 km" is a radius; "Milano 80000 km" is a mileage.
    if (!m[2] && km.value > 300) return false;
    const at = state.groupToken(m, 1);
    const place = resolvePlace(state, catalogue, m[1]!, at);
    if (!place || km.multiplied || km.value <= 0 || km.value > 2000) return false;
    setLocation(draft, place, km.value * 1000, state, from, at + 1);
  });
  state.scan(p.placeNear, (m, from) => {
    const key = (m[1] ?? m[2])!;
    const at = state.groupToken(m, m[1] ? 1 : 2);
    const place = resolvePlace(state, catalogue, key, at);
    if (!place) return false;
    setLocation(draft, place, AREA_RADIUS_M, state, from, at + key.split(' ').length);
  });
  state.scan(p.region, (m, from) => {
    const place = catalogue.regions.get(m[1]!);
    if (!place) return false;
    setLocation(draft, place, place.radius ?? AREA_RADIUS_M * 4, state, from, state.groupToken(m, 1) + m[1]!.split(' ').length);
  });
  state.scan(p.placeIn, (m, from) => {
    const at = state.groupToken(m, 1);
    const place = resolvePlace(state, catalogue, m[1]!, at);
    if (!place) return false;
    setLocation(draft, place, CITY_RADIUS_M, state, from, at + m[1]!.split(' ').length);
  });
  state.scan(p.placeBare, (m, from) => {
    const place = catalogue.places.get(m[1]!);
    if (!place || place.needsPreposition) return false;
    const before = state.before(from);
    // "Ferrari Roma" is a car.
    if (before && catalogue.brandAliases.has(before) && catalogue.modelAliases.get(m[1]!)?.some((ref) => ref.brand === catalogue.brandAliases.get(before))) return false;
    setLocation(draft, place, CITY_RADIUS_M, state, from, from + m[1]!.split(' ').length);
  });
  // "entro 30 km" with the place said elsewhere ("a Roma, entro 30 km" was handled above).
  state.scan(R.radiusAlone, (m) => {
    const km = readNumber(m[1]!);
    if (km.multiplied || km.value <= 0 || km.value > 2000 || draft.pendingRadius !== undefined) return false;
    draft.pendingRadius = km.value * 1000;
  });
  if (draft.location && draft.pendingRadius !== undefined) draft.location.radius = Math.min(draft.pendingRadius, MAX_RADIUS_M);
}

// --- vocabulary --------------------------------------------------------------------------------

function vocabularyPass(state: State, draft: Draft, vocab: RegExp): void {
  state.scan(vocab, (m, from, to) => {
    const phrase = PHRASES.get(m[1]!);
    if (!phrase) return false;
    const next = state.tokens[to]?.norm;
    // "quattro porte" is a count, not Audi's all-wheel drive.
    if (m[1] === 'quattro' && next && QUATTRO_NOT_TRACTION.has(next)) return false;
    const negation = phrase.key === 'exclude_no_carfax' || phrase.key === 'price_negotiable' ? 0 : negatedAt(state, from);
    switch (phrase.key) {
      case 'exclude_no_carfax':
        if (negatedAt(state, from)) return true;
        draft.exclude_no_carfax = true;
        return true;
      case 'price_negotiable':
        if (negatedAt(state, from)) return true;
        draft.price_negotiable = true;
        return true;
      case 'colour': {
        const key = colourKey(state, from);
        const value = phrase.values[0]!;
        if (key === 'interior_color' && !vocabularySlugs('interior_color').includes(value)) {
          draft.extraUnknown.push(state.raw(from, to));
          return true;
        }
        if (negation) { addNegated(draft, key, [value]); state.consume(from - negation, from); return true; }
        addValues(draft, key, [value]);
        return true;
      }
      case 'power_code':
        if (negation) { addNegated(draft, 'power_type', phrase.values); state.consume(from - negation, from); return true; }
        implyFuel(draft, phrase.values[0]!);
        return true;
      default: {
        const key = phrase.key as MultiKey;
        if (negation) { addNegated(draft, key, phrase.values); state.consume(from - negation, from); return true; }
        addValues(draft, key, phrase.values);
        if (key === 'power_type') for (const v of phrase.values) draft.impliedFuels.delete(v);
        if (phrase.values.length > 1) {
          draft.groups.push({ key, values: [...phrase.values], label: `${KEY_TITLES[key]}: ${phrase.values.map((v) => vocabularyName(key, v)).join(' o ')}` });
        }
        return true;
      }
    }
  });
}


/** A colour is about the interior when the words just before it are ("interni neri", "pelle beige"). */
function colourKey(state: State, from: number): 'exterior_color' | 'interior_color' {
  for (let back = 1; back <= 3; back++) {
    const word = state.before(from, back);
    if (word === undefined) break;
    if (EXTERIOR_WORDS.has(word)) return 'exterior_color';
    if (INTERIOR_WORDS.has(word)) return 'interior_color';
    // Another colour in between: "interni neri e rossi" keeps the context, "nera e ..." does not.
    const phrase = PHRASES.get(word);
    if (phrase && phrase.key !== 'colour' && phrase.key !== 'interior_material') break;
  }
  return 'exterior_color';
}

// --- makes and models ------------------------------------------------------------------------

interface BrandHit { slug: string; from: number; to: number }

function fuzzyLimit(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

function fuzzyCandidate(state: State, i: number, catalogue: AiCatalogue): boolean {
  const word = state.norms[i]!;
  return !state.used[i] && word.length >= 5 && /^[a-z]+$/.test(word) && !KNOWN_WORDS.has(word)
    && !catalogue.places.has(word) && !catalogue.regions.has(word) && !catalogue.modelAliases.has(word) && !catalogue.brandAliases.has(word);
}

function bestFuzzy<T>(word: string, entries: readonly (readonly [string, T])[], accept: (value: T) => boolean): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const [key, value] of entries) {
    const limit = Math.min(fuzzyLimit(key.length), fuzzyLimit(word.length));
    if (limit === 0 || Math.abs(key.length - word.length) > limit) continue;
    const d = editDistance(word, key, limit);
    if (d <= limit && d < bestDistance && accept(value)) {
      best = value;
      bestDistance = d;
    }
  }
  return best;
}

function makeAndModelPass(state: State, draft: Draft, catalogue: AiCatalogue, p: ReturnType<typeof compile>): void {
  // 1. Where makes are named (exact, then misspelt), without consuming yet: models need to know.
  const hits: BrandHit[] = [];
  p.brands.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = p.brands.exec(state.text)) !== null) {
    const slug = catalogue.brandAliases.get(m[1]!);
    const from = state.tokenAt(m.index);
    const to = from + m[1]!.split(' ').length;
    // ("mini suv" was read as a body type by the vocabulary pass and is gone by now.)
    if (slug) hits.push({ slug, from, to });
  }
  for (let i = 0; i < state.norms.length; i++) {
    if (!fuzzyCandidate(state, i, catalogue) || hits.some((h) => i >= h.from && i < h.to)) continue;
    const slug = bestFuzzy(state.norms[i]!, catalogue.fuzzyBrands, () => true);
    if (slug) hits.push({ slug, from: i, to: i + 1 });
  }
  hits.sort((a, b) => a.from - b.from);
  const named = new Set(hits.map((h) => h.slug));

  // 2. Models: exact spellings, filtered by the makes named.
  state.scan(p.models, (match, from, to) => {
    const candidates = catalogue.modelAliases.get(match[1]!) ?? [];
    const fits = candidates.filter((ref) => {
      if (named.size > 0 && !named.has(ref.brand)) return false;
      if (ref.numeric) return hits.some((h) => h.slug === ref.brand && h.to === from);
      if (ref.needsBrand) return named.has(ref.brand);
      return true;
    });
    const chosen = fits[0];
    if (!chosen) return false;
    chooseModel(state, draft, chosen, from, to);
  });

  // "golf7", "clio5": a model with its generation glued on.
  for (let i = 0; i < state.norms.length; i++) {
    const glued = /^([a-z]{3,})([1-9])$/.exec(state.norms[i]!);
    if (state.used[i] || !glued) continue;
    const ref = (catalogue.modelAliases.get(glued[1]!) ?? []).find((r) => (named.size === 0 ? !r.needsBrand : named.has(r.brand)));
    if (ref) { chooseModel(state, draft, ref, i, i + 1); state.consume(i, i + 1); }
  }

  // 3. The makes themselves.
  for (const hit of hits) {
    if (state.used.slice(hit.from, hit.to).some(Boolean)) {
      if (!draft.brand && draft.model?.brand === hit.slug) draft.brand = hit.slug;
      continue;
    }
    state.consume(hit.from, hit.to);
    if (!draft.brand) draft.brand = hit.slug;
    else if (draft.brand !== hit.slug) draft.extraUnknown.push(state.raw(hit.from, hit.to));
  }
  if (!draft.brand && draft.model) draft.brand = draft.model.brand;

  // 4. Misspelt models ("tiguam", "qashkai"), within the make when one is named.
  if (!draft.model) {
    for (let i = 0; i < state.norms.length; i++) {
      if (!fuzzyCandidate(state, i, catalogue)) continue;
      const refs = bestFuzzy(state.norms[i]!, catalogue.fuzzyModels, (list) => list.some((ref) => modelFits(ref, draft.brand)));
      const ref = refs?.find((r) => modelFits(r, draft.brand));
      if (ref) {
        chooseModel(state, draft, ref, i, i + 1);
        state.consume(i, i + 1);
        break;
      }
    }
  }
}

function modelFits(ref: ModelRef, brand: string | undefined): boolean {
  if (brand) return ref.brand === brand;
  return !ref.needsBrand && !ref.numeric;
}

function chooseModel(state: State, draft: Draft, ref: ModelRef, from: number, to: number): void {
  // "Mini Clubman Cooper D": Cooper is also a trim of the other Minis.
  if (draft.model?.brand === 'mini' && ref.brand === 'mini' && ref.slug === 'cooper') return;
  if (draft.model) {
    if (draft.model.slug !== ref.slug || draft.model.brand !== ref.brand) draft.extraUnknown.push(state.raw(from, to));
    return;
  }
  if (draft.brand && draft.brand !== ref.brand) {
    draft.extraUnknown.push(state.raw(from, to));
    return;
  }
  draft.model = ref;
  // "e-208", "mokka-e": the electric version.
  const before = state.tokens[from - 1];
  const after = state.tokens[to];
  if ((before?.norm === 'e' && state.tokens[from]?.hyphen && !state.used[from - 1]) || (after?.norm === 'e' && after.hyphen && !state.used[to])) {
    implyFuel(draft, 'elettrica');
    state.consume(before?.norm === 'e' && state.tokens[from]?.hyphen ? from - 1 : to, before?.norm === 'e' && state.tokens[from]?.hyphen ? from : to + 1);
  }
}

// --- trims -----------------------------------------------------------------------------------

function trimPass(state: State, draft: Draft, catalogue: AiCatalogue, trims: RegExp): void {
  const setModel = (brand: string, model: string | undefined) => {
    if (draft.brand && draft.brand !== brand) return false;
    draft.brand = brand;
    if (model && !draft.model) {
      const ref = catalogue.models.get(`${brand}/${model}`);
      if (ref) draft.model = ref;
    }
    return true;
  };
  const fuel = (suffix: string | undefined) => {
    const f = suffix ? TRIM_FUELS[suffix] : undefined;
    if (f) implyFuel(draft, f);
  };

  state.scan(R.bmwDrive, (m) => {
    if (draft.brand && draft.brand !== 'bmw') return false;
    draft.brand ??= 'bmw';
    if (m[1] === 'x') addValues(draft, 'traction_type', ['integrale']);
    fuel(m[3]);
  });
  const bmw = (m: RegExpExecArray) => {
    if (!setModel('bmw', `serie-${m[1]}`)) return false;
    fuel(m[3]);
    return true;
  };
  state.scan(R.bmwCode, bmw);
  if (draft.brand === 'bmw') state.scan(R.bmwCodeSpaced, bmw);

  state.scan(R.mercedesCode, (m) => {
    if (!setModel('mercedes-benz', MERCEDES_CLASSES[m[1]!])) return false;
    fuel(m[3]);
  });
  state.scan(R.mercedesCodeSuffixed, (m) => {
    if (!setModel('mercedes-benz', MERCEDES_CLASSES[m[1]!])) return false;
    fuel(m[3]);
  });
  if (draft.brand === 'mercedes-benz') {
    state.scan(R.mercedesCodeSpaced, (m) => {
      if (m[1] && !setModel('mercedes-benz', MERCEDES_CLASSES[m[1]])) return false;
      fuel(m[3]);
    });
  }
  // Mini trims: "Cooper D", "One D", "Cooper SD" are diesel, "Cooper SE" electric.
  for (let i = 0; i + 1 < state.tokens.length; i++) {
    const fuelOf: Record<string, string> = { d: 'diesel', sd: 'diesel', se: 'elettrica' };
    const f = fuelOf[state.tokens[i + 1]!.norm];
    if (f && ['cooper', 'one'].includes(state.tokens[i]!.norm) && !state.used[i + 1] && (!draft.brand || draft.brand === 'mini')) {
      implyFuel(draft, f);
      state.consume(i + 1, i + 2);
      if (!state.used[i]) state.consume(i, i + 1);
    }
  }
  // Lexus and Toyota: "300h" hybrid, "450h+" plug-in (the "+" is gone by now).
  state.scan(R.lexusHybrid, () => { implyFuel(draft, 'ibrida'); });
  state.scan(R.fourXe, () => {
    implyFuel(draft, 'ibrida-plug-in');
    addValues(draft, 'traction_type', ['integrale']);
  });
  state.scan(trims, (m) => {
    const trim = TRIM_INDEX.get(m[1]!);
    if (!trim) return false;
    if (trim.brand && draft.brand && draft.brand !== trim.brand) {
      // "polo gti": the model stays; "GTI" is still the trim.
      if (trim.brand !== 'volkswagen') return false;
    }
    if (trim.brand && !draft.brand) setModel(trim.brand, draft.model ? undefined : trim.model);
    else if (trim.brand && draft.brand === trim.brand && !draft.model && trim.model) setModel(trim.brand, trim.model);
    draft.version ??= trim.version;
    if (trim.fuel) implyFuel(draft, trim.fuel);
  });
  // Engine sizes and Audi power classes ("1.6", "2.0", "35 TFSI") say nothing the search can filter on.
  state.scan(R.displacement, () => true);
}

// --- numbers ---------------------------------------------------------------------------------

interface Quantity { min?: number; max?: number }

function readSingle(m: RegExpExecArray, defaultDirection: 'min' | 'max'): Quantity & { value: number; multiplied: boolean } {
  const { value, multiplied } = readNumber(m[S.num]!);
  if (m[S.around]) return { value, multiplied, min: Math.round((value * 0.9) / 100) * 100 || Math.round(value * 0.9), max: Math.round((value * 1.1) / 100) * 100 || Math.round(value * 1.1) };
  if (m[S.max] || m[S.sufMax]) return { value, multiplied, max: value };
  if (m[S.min] || m[S.sufMin]) return { value, multiplied, min: value };
  return defaultDirection === 'min' ? { value, multiplied, min: value } : { value, multiplied, max: value };
}

function readRange(m: RegExpExecArray): Quantity | undefined {
  const start = m[G.start];
  const link = m[G.link]!;
  // "dal 2018 fino a 18000 euro": a year, then a price.
  if ((start === 'dal' || start === 'dall') && /^(19[5-9]|20[0-4])\d$/.test(m[G.a]!)) return undefined;
  if ((link === 'e' || link === 'e i' || link === 'e gli') && !(start && /^(tra|fra|compres)/.test(start))) return undefined;
  if ((link === 'a' || link === 'ai' || link === 'agli' || link === 'fino a') && !(start && /^da/.test(start))) return undefined;
  const a = readNumber(m[G.a]!);
  const b = readNumber(m[G.b]!);
  let low = a.value;
  // "da 10 a 15 mila": the multiplier of the second number applies to the first.
  if (b.multiplied && !a.multiplied && low < 1000 && low * 1000 <= b.value) low *= 1000;
  const high = b.value;
  return { min: Math.min(low, high), max: Math.max(low, high) };
}

function numberPass(state: State, draft: Draft, year: number): void {
  // An electric car's range is no mileage, and no filter the search has.
  state.scan(R.autonomy, (m, from, to) => { draft.extraUnknown.push(state.raw(from, to)); });
  state.scan(R.kmZero, () => { setNumber(draft, 'mileage_max', KM_ZERO_MAX, `Km 0 (fino a ${KM_ZERO_MAX} km)`); });
  state.scan(R.fewKm, () => { setNumber(draft, 'mileage_max', FEW_KM_MAX, `Pochi km (fino a ${formatNumber(FEW_KM_MAX)} km)`); });

  /** One family of quantities: a range first, then single values; a unit (or "km ...", "prezzo ...") is required. */
  const quantity = (rangeRe: RegExp, singleRe: RegExp, units: readonly string[], keys: [NumberKey, NumberKey], defaultDirection: 'min' | 'max') => {
    state.scan(rangeRe, (m) => {
      // The unit may follow either number: "5000 euro - 8000", "tra 50 e 100 mila km".
      if (!m[G.pre] && !m[0].split(' ').some((w) => units.includes(w))) return false;
      const q = readRange(m);
      if (!q) return false;
      setNumber(draft, keys[0], q.min!);
      setNumber(draft, keys[1], q.max!);
    });
    state.scan(singleRe, (m, _from, to) => {
      if (!m[S.unit] && !m[S.pre]) return false;
      // "2020 km 50000": after a year, the unit belongs to the number that follows it.
      if (m[S.unit] && !m[S.pre] && !m[S.max] && !m[S.min] && !m[S.around] && /^(19[5-9]|20[0-4])\d$/.test(m[S.num]!)
        && /^\d/.test(state.tokens[to]?.norm ?? '')) return false;
      const q = readSingle(m, defaultDirection);
      if (m[S.from] && !m[S.sufMin] && !m[S.sufMax]) {
        // "da 150 cv" is "of 150 hp"; "un'auto da 15 mila euro" costs about that much at most.
        setNumber(draft, defaultDirection === 'min' ? keys[0] : keys[1], q.value);
        return;
      }
      if (q.min !== undefined) setNumber(draft, keys[0], q.min);
      if (q.max !== undefined) setNumber(draft, keys[1], q.max);
    });
  };

  quantity(Q.kmRange, Q.kmSingle, KM_UNITS, ['mileage_min', 'mileage_max'], 'max');
  quantity(Q.kwRange, Q.kwSingle, KW_UNITS, ['power_min', 'power_max'], 'min');
  quantity(Q.cvRange, Q.cvSingle, CV_UNITS, ['horsepower_min', 'horsepower_max'], 'min');
  quantity(Q.priceRange, Q.priceSingle, PRICE_UNITS, ['price_min', 'price_max'], 'max');
  // The limits themselves are the search's (queries.ts); an explicit power ("neopatentati con meno di 70 kW") applies too.
  state.scan(R.neopatentati, () => { draft.neopatentati = true; });
  state.scan(Q.currencyFirst, (m) => {
    const { value } = readNumber(m[2]!);
    if (value < 100) return false;
    setNumber(draft, 'price_max', value);
  });

  // Years relative to today.
  state.scan(R.yearsLast, (m) => {
    if (m[0] === 'ultimo anno') { setNumber(draft, 'registration_year_min', year - 1); return; }
    const n = readNumber((m[1] ?? m[2] ?? m[3])!).value;
    if (!(n >= 1 && n <= 60)) return false;
    setNumber(draft, 'registration_year_min', year - n);
  });
  state.scan(R.recent, () => { setNumber(draft, 'registration_year_min', year - RECENT_YEARS, `Recente (dal ${year - RECENT_YEARS})`); });

  // Years with a cue ("dal 2019", "tra il 2018 e il 2021", "2020 in poi").
  state.scan(Q.yearRange, (m) => {
    const start = m[1];
    const link = m[3]!;
    if ((link === 'e' || link === 'e il') && !(start && /^(tra|fra|compres|immatricolat[oa] tra|anni)/.test(start))) return false;
    if ((link === 'al' || link === 'a' || link === 'fino al') && !(start && /^(dal|da|immatricolat[oa] dal|dall)/.test(start))) return false;
    const a = Number(m[2]);
    // "del 2020 o 2021": either year, i.e. the two-year range (only neighbours make sense as a choice).
    if (/^(o|oppure)/.test(link) && Math.abs(Number(m[4]) - a) > 3) return false;
    const b = Number(m[4]);
    setNumber(draft, 'registration_year_min', Math.min(a, b));
    setNumber(draft, 'registration_year_max', Math.max(a, b));
  });
  state.scan(Q.yearCued, (m) => {
    const [, min, minStrict, max, maxStrict, exact, y, sufMin, sufMax] = m;
    const value = Number(y);
    if (min || sufMin) setNumber(draft, 'registration_year_min', value);
    else if (minStrict) setNumber(draft, 'registration_year_min', value + 1);
    else if (max || sufMax) setNumber(draft, 'registration_year_max', value);
    else if (maxStrict) setNumber(draft, 'registration_year_max', value - 1);
    else if (exact) {
      setNumber(draft, 'registration_year_min', value);
      setNumber(draft, 'registration_year_max', value);
    } else return false;
  });

  // Prices with a cue but no unit ("sotto i 20 mila", "budget 12.000", "tra 5000 e 8000").
  state.scan(Q.priceRange, (m) => {
    const q = readRange(m);
    if (!q || (q.max ?? 0) < 500) return false;
    if (!m[G.start] && !m[G.pre] && m[G.link] !== '-') return false;
    if (m[G.link] === '-' && !readNumber(m[G.b]!).multiplied && (q.max ?? 0) < 1000) return false;
    setNumber(draft, 'price_min', q.min!);
    setNumber(draft, 'price_max', q.max!);
  });
  state.scan(Q.priceSingle, (m) => {
    const hasCue = m[S.pre] || m[S.max] || m[S.min] || m[S.around] || m[S.from] || m[S.sufMax] || m[S.sufMin];
    if (!hasCue) return false;
    const q = readSingle(m, 'max');
    if (q.value < 500 && !q.multiplied) return false;
    if (m[S.from] && !m[S.sufMin]) { setNumber(draft, 'price_max', q.value); return; }
    if (q.min !== undefined) setNumber(draft, 'price_min', q.min);
    if (q.max !== undefined) setNumber(draft, 'price_max', q.max);
  });
}

function standaloneModelPass(state: State, draft: Draft, catalogue: AiCatalogue): void {
  if (draft.model) return;
  state.scan(Q.number, (m, from) => {
    if (draft.model) return false;
    const refs = catalogue.modelAliases.get(m[1]!) ?? [];
    const ref = refs.find((r) => NUMERIC_STANDALONE.has(`${r.brand}/${r.slug}`) && (!draft.brand || draft.brand === r.brand));
    if (!ref) return false;
    chooseModel(state, draft, ref, from, from + 1);
    draft.brand ??= ref.brand;
  });
}

function bareNumberPass(state: State, draft: Draft, year: number): void {
  // Two years side by side: "2018 2019", "2018/2019".
  state.scan(Q.yearPair, (m) => {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (Math.abs(a - b) > 5 || Math.max(a, b) > year + 1 || draft.numbers.registration_year_min !== undefined) return false;
    setNumber(draft, 'registration_year_min', Math.min(a, b));
    setNumber(draft, 'registration_year_max', Math.max(a, b));
  });
  // A year on its own: "golf 2019".
  state.scan(Q.yearAlone, (m) => {
    const value = Number(m[1]);
    if (value > year + 1 || draft.numbers.registration_year_min !== undefined || draft.numbers.registration_year_max !== undefined) return false;
    setNumber(draft, 'registration_year_min', value);
    setNumber(draft, 'registration_year_max', value);
  });
  // A price on its own: "golf 20k", "panda 5000".
  state.scan(Q.number, (m) => {
    const { value, multiplied } = readNumber(m[1]!);
    if (draft.numbers.price_max !== undefined || draft.numbers.price_min !== undefined) return false;
    if (value < (multiplied ? 500 : 1000) || value > 10_000_000) return false;
    // 1890 or 2099 alone is a year out of range, not a price.
    if (!multiplied && value >= 1900 && value <= 2100) return false;
    setNumber(draft, 'price_max', value);
  });
}

function fuzzyPlacePass(state: State, draft: Draft, singlePlaces: readonly (readonly [string, Place])[]): void {
  if (draft.location) return;
  const preps = new Set(['a', 'ad', 'in', 'vicino', 'zona', 'provincia', 'presso', 'dintorni', 'pressi', 'di', 'da']);
  for (let i = 1; i < state.norms.length; i++) {
    const word = state.norms[i]!;
    if (state.used[i] || word.length < 5 || !/^[a-z]+$/.test(word) || KNOWN_WORDS.has(word)) continue;
    if (!preps.has(state.tokens[i - 1]!.norm)) continue;
    const place = bestFuzzy(word, singlePlaces, () => true);
    if (!place) continue;
    const nearWords = ['vicino', 'zona', 'provincia', 'dintorni', 'pressi', 'prov'];
    const nearAt = [i - 1, i - 2, i - 3].find((j) => j >= 0 && nearWords.includes(state.tokens[j]!.norm) && !state.used[j]);
    setLocation(draft, place, nearAt !== undefined ? AREA_RADIUS_M : CITY_RADIUS_M, state, i, i + 1);
    state.consume(nearAt ?? i - 1, i + 1);
    return;
  }
}

// --- result ----------------------------------------------------------------------------------

const FILTER_ORDER: (keyof AiFilters)[] = ['brand', 'model', 'version', 'category', 'power_type', 'gearbox_type', 'traction_type',
  'emission_class', 'exterior_color', 'exterior_paint_type', 'interior_color', 'interior_material', 'origin', 'price_negotiable',
  'exclude_no_carfax', 'neopatentati', 'price_min', 'price_max', 'mileage_min', 'mileage_max', 'registration_year_min', 'registration_year_max',
  'power_min', 'power_max', 'horsepower_min', 'horsepower_max', 'location_city', 'latitude', 'longitude', 'radius'];

function finish(draft: Draft, catalogue: AiCatalogue): AiFilters {
  const out: Record<string, unknown> = {};
  // A model of another make than the one named is dropped (the make wins: it is the broader wish).
  if (draft.model && draft.brand && draft.model.brand !== draft.brand) draft.model = undefined;
  const brand = draft.brand ?? draft.model?.brand;
  if (brand) out.brand = brand;
  let model = draft.model;
  // "500 elettrica" is the 500e; "kona elettrica" the Kona Electric.
  const fuels = draft.multi.get('power_type') ?? [];
  if (model && fuels.length === 1 && fuels[0] === 'elettrica' && !model.fuels.includes('elettrica')) {
    const sibling = catalogue.models.get(`${model.brand}/${model.slug}e`) ?? catalogue.models.get(`${model.brand}/${model.slug}-electric`);
    if (sibling && sibling.fuels.length === 1 && sibling.fuels[0] === 'elettrica') model = sibling;
  }
  if (model) out.model = model.slug;
  if (draft.version) out.version = draft.version;

  // A fuel said in words beats one implied by an engine name ("T-GDi mild hybrid" is a hybrid);
  // an implied fuel that refines the word stays ("330e ibrida" is the plug-in).
  const said = (draft.multi.get('power_type') ?? []).filter((f) => !draft.impliedFuels.has(f));
  if (said.length) {
    const refines: Record<string, string> = { 'ibrida-plug-in': 'ibrida', 'ibrida-diesel': 'ibrida' };
    const kept = said.filter((f) => ![...draft.impliedFuels].some((i) => refines[i] === f));
    for (const implied of draft.impliedFuels) if (refines[implied] && said.includes(refines[implied]!)) kept.push(implied);
    draft.multi.set('power_type', kept);
  }
  for (const key of MULTI_KEYS) {
    let values = draft.multi.get(key) ?? [];
    const negated = draft.negated.get(key) ?? [];
    if (negated.length && !values.length) {
      values = vocabularySlugs(key).filter((slug) => !negated.includes(slug));
      draft.groups.push({ key, values, label: `${KEY_TITLES[key]}: non ${negated.map((v) => vocabularyName(key, v)).join(' né ')}` });
    } else if (negated.length) {
      values = values.filter((v) => !negated.includes(v));
    }
    if (values.length) out[key] = values;
  }
  if (draft.price_negotiable) out.price_negotiable = 'true';
  if (draft.exclude_no_carfax) out.exclude_no_carfax = 'true';
  if (draft.neopatentati) out.neopatentati = 'true';

  const n = draft.numbers;
  for (const [minKey, maxKey] of [['price_min', 'price_max'], ['mileage_min', 'mileage_max'], ['registration_year_min', 'registration_year_max'],
    ['power_min', 'power_max'], ['horsepower_min', 'horsepower_max']] as const) {
    const lo = n[minKey];
    const hi = n[maxKey];
    if (lo !== undefined && hi !== undefined && lo > hi) { n[minKey] = hi; n[maxKey] = lo; }
  }
  // The contract's limits of the range keys (those /api/listings validates with).
  const { latitude: _lat, longitude: _lng, radius: _radius, ...bounds } = FILTER_LIMITS;
  for (const key of Object.keys(bounds) as NumberKey[]) {
    const value = n[key];
    if (value === undefined) continue;
    const [lo, hi] = bounds[key];
    if (value >= lo && value <= hi) out[key] = Math.round(value);
  }
  if (draft.location) {
    out.location_city = draft.location.place.name;
    out.latitude = draft.location.place.latitude;
    out.longitude = draft.location.place.longitude;
    out.radius = draft.location.radius;
  }
  const ordered: Record<string, unknown> = {};
  for (const key of FILTER_ORDER) if (out[key] !== undefined) ordered[key] = out[key];
  return ordered as AiFilters;
}

function leftovers(state: State, draft: Draft): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (!word || seen.has(key) || out.length >= 20) return;
    seen.add(key);
    out.push(word.length > 40 ? `${word.slice(0, 40)}…` : word);
  };
  for (const extra of draft.extraUnknown) add(extra);
  state.tokens.forEach((token, i) => {
    if (state.used[i] || STOP_WORDS.has(token.norm) || NEGATIONS.has(token.norm)) return;
    if (!/[\p{L}\p{N}]/u.test(token.norm)) return;
    add(token.raw);
  });
  return out;
}
