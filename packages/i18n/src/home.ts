/**
 * The texts of the home page's path (header, footer, home, quick search) without i18next.
 * i18next is 15 KB gzip and the home page's JavaScript has 6 KB left of its 200 KB budget, so
 * these files read their tables here: the same shape as `defineTexts` (a namespace section,
 * keys checked by the compiler, `{{value, format}}` with the platform's formatters, `_one`/
 * `_other` plurals by it-IT rules), proved to give i18next's output by `homeTextsDiffer`.
 * Only the home path may import this entry (eslint.config.js); everything else uses defineTexts.
 */
import type { NamespaceResources } from './i18n.js';
import type { Texts, TextValues } from './texts.js';
import { formatDate, formatKm, formatNumber, formatPower, formatPrice } from './format.js';
import { LOCALE } from './locale.js';

const FORMATTERS: Readonly<Record<string, (value: never) => string>> = {
  number: formatNumber,
  price: formatPrice,
  km: formatKm,
  power: formatPower,
  date: formatDate,
};

const plural = new Intl.PluralRules(LOCALE);

export interface HomeTable {
  ns: string;
  section: string;
  texts: NamespaceResources;
  t: (key: string, values?: TextValues) => string;
}

/** Every table registered by the home path, for the check against i18next. */
export const HOME_TABLES: HomeTable[] = [];

function entry(table: NamespaceResources, path: string): string | undefined {
  let node: string | NamespaceResources | undefined = table;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TextValues | undefined): string {
  return text.replace(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (placeholder: string, name: string, format: string | undefined) => {
    const value = values?.[name];
    // As i18next: a value not given leaves its placeholder, so the gap shows in review.
    if (value === undefined || value === null) return placeholder;
    const formatter = format ? FORMATTERS[format] : undefined;
    return formatter ? formatter(value as never) : String(value);
  });
}

/** A home-path feature's texts: `defineTexts`'s contract, read without i18next. */
export function defineHomeTexts<const R extends NamespaceResources>(ns: string, section: string, texts: R): Texts<R> {
  const t = (key: string, values?: TextValues): string => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? (count === 0 ? entry(texts, `${key}_zero`) : undefined) ?? entry(texts, `${key}_${plural.select(count)}`)
        : undefined) ?? entry(texts, key);
    return text === undefined ? `${section}.${key}` : interpolate(text, values);
  };
  HOME_TABLES.push({ ns, section, texts, t });
  return t;
}
