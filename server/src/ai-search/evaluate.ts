/**
 * Accuracy of an interpreter over a labelled set, two ways: the whole filter set exactly
 * right per query, and precision/recall per filter key over (key, value) pairs (each value of
 * a multi-value key is one pair). Used by the accuracy test and by bench/ai-search.ts.
 */
import type { AiFilters } from './types.js';

export interface LabelledQuery { query: string; filters: AiFilters; holdout?: boolean }
export interface LabelledSet { reference_year: number; queries: LabelledQuery[] }

export interface FieldScore { key: string; tp: number; fp: number; fn: number; precision: number; recall: number }
export interface Evaluation {
  total: number;
  exact: number;
  exactRate: number;
  fields: FieldScore[];
  micro: { precision: number; recall: number; f1: number };
  misses: { query: string; expected: AiFilters; got: AiFilters }[];
}

function pairs(filters: AiFilters): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.add(`${key}=${String(v)}`);
    else out.add(`${key}=${String(value)}`);
  }
  return out;
}

function same(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((p) => b.has(p));
}

export function evaluate(set: readonly LabelledQuery[], parse: (query: string) => AiFilters): Evaluation {
  const byKey = new Map<string, { tp: number; fp: number; fn: number }>();
  const score = (key: string) => {
    let s = byKey.get(key);
    if (!s) byKey.set(key, (s = { tp: 0, fp: 0, fn: 0 }));
    return s;
  };
  let exact = 0;
  const misses: Evaluation['misses'] = [];
  for (const item of set) {
    const got = parse(item.query);
    const expected = pairs(item.filters);
    const predicted = pairs(got);
    if (same(expected, predicted)) exact++;
    else misses.push({ query: item.query, expected: item.filters, got });
    for (const p of predicted) {
      const key = p.slice(0, p.indexOf('='));
      if (expected.has(p)) score(key).tp++;
      else score(key).fp++;
    }
    for (const p of expected) if (!predicted.has(p)) score(p.slice(0, p.indexOf('='))).fn++;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const fields = [...byKey].map(([key, s]) => ({ key, ...s, precision: ratio(s.tp, s.tp + s.fp), recall: ratio(s.tp, s.tp + s.fn) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const tp = fields.reduce((n, f) => n + f.tp, 0);
  const fp = fields.reduce((n, f) => n + f.fp, 0);
  const fn = fields.reduce((n, f) => n + f.fn, 0);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    total: set.length, exact, exactRate: ratio(exact, set.length), fields,
    micro: { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) },
    misses,
  };
}

/** A fixed-width table of the per-field scores, for test output and the bench. */
export function formatEvaluation(name: string, e: Evaluation): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `${name}: ${e.exact}/${e.total} exactly right (${pct(e.exactRate)}); pairs precision ${pct(e.micro.precision)}, recall ${pct(e.micro.recall)}, F1 ${pct(e.micro.f1)}`,
    `  ${'field'.padEnd(24)}${'tp'.padStart(5)}${'fp'.padStart(5)}${'fn'.padStart(5)}${'precision'.padStart(11)}${'recall'.padStart(9)}`,
    ...e.fields.map((f) => `  ${f.key.padEnd(24)}${String(f.tp).padStart(5)}${String(f.fp).padStart(5)}${String(f.fn).padStart(5)}${pct(f.precision).padStart(11)}${pct(f.recall).padStart(9)}`),
  ];
  return lines.join('\n');
}
