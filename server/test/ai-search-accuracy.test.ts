import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAiCatalogue, parseQuery } from '../src/ai-search/index.js';
import { evaluate, formatEvaluation, type LabelledSet } from '../src/ai-search/evaluate.js';
import { vocabularySlugs, MULTI_KEYS } from '../src/ai-search/lexicon.js';
import { provinces } from '../src/catalog/provinces.js';

const set = JSON.parse(fs.readFileSync(new URL('./fixtures/ai-search-labelled.json', import.meta.url), 'utf8')) as LabelledSet;
const catalogue = createAiCatalogue();
const parse = (query: string) => parseQuery(query, catalogue, { year: set.reference_year }).filters;

/**
 * Floors, not targets. The set was written by the parser's author, so a perfect score measures
 * agreement with the documented conventions (src/ai-search/README.md) more than open-world
 * accuracy. The holdout queries are the better guide to unseen phrasing: each batch was labelled
 * before the parser first ran on it, and scored 39/41 (95.1%), 37/40 (92.5%) and 36/40 (90.0%)
 * exact on that first run (the misses were then fixed, so they are no longer unseen).
 */
const FLOORS = { exact: 0.9, holdoutExact: 0.85, precision: 0.95, recall: 0.95 } as const;

describe('labelled Italian queries (test/fixtures/ai-search-labelled.json)', () => {
  it('is a sound set: at least 150 distinct queries, valid slugs, places with their chief town', () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(set.queries.map((q) => q.query.toLowerCase())).size).toBe(set.queries.length);
    for (const { query, filters } of set.queries) {
      for (const key of MULTI_KEYS) {
        for (const value of filters[key] ?? []) expect(vocabularySlugs(key), `${query}: ${key}=${value}`).toContain(value);
      }
      if (filters.brand) expect(catalogue.brandNames.has(filters.brand), query).toBe(true);
      if (filters.model) expect(catalogue.models.has(`${filters.brand}/${filters.model}`), query).toBe(true);
      if (filters.location_city) {
        const province = provinces.find((p) => p.name === filters.location_city);
        expect(province, query).toBeDefined();
        expect([filters.latitude, filters.longitude], query).toEqual([province!.latitude, province!.longitude]);
        expect(filters.radius, query).toBeGreaterThan(0);
      }
    }
  });

  it(`gets at least ${FLOORS.exact * 100}% of the whole filter sets exactly right, and each field's pairs with high precision and recall`, () => {
    const all = evaluate(set.queries, parse);
    const holdout = evaluate(set.queries.filter((q) => q.holdout), parse);
    console.log(`${formatEvaluation('all labelled queries', all)}\n${formatEvaluation('holdout only', holdout)}`);
    for (const miss of all.misses) console.log(`  miss: ${miss.query}\n    expected ${JSON.stringify(miss.expected)}\n    got      ${JSON.stringify(miss.got)}`);
    expect(all.exactRate).toBeGreaterThanOrEqual(FLOORS.exact);
    expect(holdout.exactRate).toBeGreaterThanOrEqual(FLOORS.holdoutExact);
    expect(all.micro.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(all.micro.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    // No single field may be much worse than the rest.
    for (const field of all.fields) {
      expect(field.precision, `${field.key} precision`).toBeGreaterThanOrEqual(0.85);
      expect(field.recall, `${field.key} recall`).toBeGreaterThanOrEqual(0.85);
    }
  });
});
