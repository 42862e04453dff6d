import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The AI search inside the real app, on the seeded fixture. Its `listings` must be exactly what
 * `/api/listings` answers for the same filters. Skipped (with a message) until the route is
 * registered in the listings plugin.
 */
let t: TestApp;
let wired = false;

beforeAll(async () => {
  t = await createTestApp();
  wired = t.app.hasRoute({ method: 'GET', url: '/api/listings/ai-search' });
});
afterAll(async () => { await t?.close(); });

/** Filters → the query string the web client sends (`key[]=v` for arrays). */
function toQueryString(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'location_city') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  return params.toString();
}

describe('GET /api/listings/ai-search in the app', () => {
  const queries = [
    'SUV diesel automatico sotto i 25.000 euro vicino a Bologna',
    'volkswagen golf',
    'utilitaria benzina a Milano',
    'station wagon 4x4 dal 2018',
    'qualcosa di bello',
  ];
  for (const query of queries) it(`${query} → the same first page as /api/listings with the parsed filters`, async (context) => {
    if (!wired) {
      console.warn('ai-search route not registered yet: see src/ai-search/route.ts (registerAiSearch)');
      context.skip();
    }
    const res = await t.request(`/api/listings/ai-search?query=${encodeURIComponent(query)}`);
    expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.error).toBe(false);
    const { filters, understood, unknown, listings } = res.body.data;
    expect(Array.isArray(understood)).toBe(true);
    expect(Array.isArray(unknown)).toBe(true);
    const direct = await t.request(`/api/listings?${toQueryString(filters)}`);
    expect(direct.statusCode).toBe(200);
    expect(listings).toEqual(direct.body.data);
  });

  it('refuses a missing or too long query with 422 and an Italian message', async (context) => {
    if (!wired) context.skip();
    const missing = await t.request('/api/listings/ai-search');
    expect(missing.statusCode).toBe(422);
    expect(missing.body.error_message).toBe('Il campo ricerca è richiesto');
    const long = await t.request(`/api/listings/ai-search?query=${'a'.repeat(301)}`);
    expect(long.statusCode).toBe(422);
    expect(long.body.error_code).toBe('2');
  });

  it('finds what it says it found: every listing matches the make and fuel asked for', async (context) => {
    if (!wired) context.skip();
    const res = await t.request(`/api/listings/ai-search?query=${encodeURIComponent('fiat panda a benzina')}`);
    expect(res.body.data.filters).toMatchObject({ brand: 'fiat', model: 'panda', power_type: ['benzina'] });
    const direct = await t.request(`/api/listings?${toQueryString(res.body.data.filters)}&per_page=50`);
    for (const item of direct.body.data.items) expect(JSON.stringify(item)).toContain('panda');
  });
});
