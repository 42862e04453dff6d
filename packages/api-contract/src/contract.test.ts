import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, FILTER_LIMITS, FilterProperties, routes, SearchQuery } from './index.js';

describe('api-contract', () => {
  it('constants import nothing: the front end gets them without the schema builder', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('the filter schemas carry the limits of the constants', () => {
    expect(Object.keys(FilterProperties).sort()).toEqual([...FILTER_KEYS].sort());
    for (const [key, [minimum, maximum, whole]] of Object.entries(FILTER_LIMITS)) {
      const schema = FilterProperties[key as keyof typeof FilterProperties] as { minimum?: number; maximum?: number; type?: string };
      expect({ key, minimum: schema.minimum, maximum: schema.maximum, type: schema.type })
        .toEqual({ key, minimum, maximum, type: whole ? 'integer' : 'number' });
    }
    expect(SearchQuery.properties.sort_by).toMatchObject({ type: 'string', enum: expect.arrayContaining(['price', 'relevance']) });
  });

  it('every route answers the envelope on success', () => {
    for (const [key, schema] of Object.entries(routes)) {
      const statuses = Object.keys(schema.response);
      expect(statuses.length, key).toBeGreaterThan(0);
      for (const status of statuses.filter((s) => s.startsWith('2'))) {
        const answer = (schema.response as Record<string, { properties?: Record<string, unknown> }>)[status]!;
        if (status === '204') continue; // no body
        // A download (invoice PDF and XML) answers the file itself, and says so with its content types.
        const produces = (schema as { produces?: string[] }).produces;
        if (produces) {
          expect(produces.includes('application/json'), key).toBe(false);
          expect(answer, key).toMatchObject({ type: 'string', format: 'binary' });
          continue;
        }
        expect(Object.keys(answer.properties ?? {}), `${key} ${status}`).toEqual(['error', 'error_code', 'data', 'error_message']);
      }
    }
  });
});
