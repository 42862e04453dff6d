import { addNamespace, COMMON_NS, i18n, initI18n, type NamespaceResources } from './i18n.js';
import type { HomeTable } from './home.js';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key of a nested text table, dot-joined, with plural forms named once ("found", not "found_one"). */
export type TextKey<R> = {
  [K in keyof R & string]: R[K] extends string ? WithoutPlural<K> : `${K}.${TextKey<R[K]>}`;
}[keyof R & string];

/** Values for `{{name}}` placeholders; `count` picks the plural form. */
export type TextValues = Record<string, unknown> & { count?: number };

/** A translate function whose keys are checked by the compiler against the table it was made from. */
export type Texts<R> = (key: TextKey<R>, values?: TextValues) => string;

/**
 * Registers a feature's texts as one section of its app's namespace and returns its `t`.
 * Each feature owns a `texts.ts` (`defineTexts('search', 'filters', {...})`); i18next merges
 * the sections, so an app's namespace is built by its own modules and ships with its build.
 * The language never changes at run time (it-IT only), so a plain function serves React and
 * effector code alike; plurals (`_one`/`_other`) and formatters (`{{n, price}}`) are i18next's.
 */
export function defineTexts<const R extends NamespaceResources>(ns: string, section: string, texts: R): Texts<R> {
  if (ns === COMMON_NS) throw new Error('defineTexts: "common" appartiene a @automercato/i18n');
  addNamespace(ns, { [section]: texts });
  const fixed = i18n.getFixedT(null, ns, section) as unknown as (key: string, values?: TextValues) => string;
  return (key, values) => fixed(key, values);
}

/** The shared texts (`common` namespace: buttons, states, counts) as a plain function. */
export function commonText(key: string, values?: TextValues): string {
  initI18n();
  return (i18n.t as unknown as (key: string, values?: TextValues) => string)(`${COMMON_NS}:${key}`, values);
}

/**
 * What i18next would say differently from the home path's reader (`defineHomeTexts`): for each
 * key of each table, with counts and values, both texts. Empty when the reader keeps i18next's contract.
 */
export function homeTextsDiffer(
  tables: readonly HomeTable[],
  values: readonly TextValues[] = [{}, { count: 0 }, { count: 1 }, { count: 2, value: 12500 }],
): string[] {
  const differ: string[] = [];
  const keys = (table: NamespaceResources, prefix = ''): string[] =>
    Object.entries(table).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(v, `${prefix}${k}.`),
    );
  for (const { ns, section, texts, t: ours } of tables) {
    const theirs = defineTexts(`${ns}-home-check`, section, texts) as (key: string, values?: TextValues) => string;
    for (const key of new Set(keys(texts))) {
      for (const v of values) {
        if (ours(key, v) !== theirs(key, v)) differ.push(`${ns}:${section}.${key} ${JSON.stringify(v)}: «${ours(key, v)}» ≠ «${theirs(key, v)}»`);
      }
    }
  }
  return differ;
}
