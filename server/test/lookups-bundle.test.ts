import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_KINDS } from '@automercato/api-contract';
import { createTestApp, type TestApp } from './support/test-app.js';
import { newDealer } from './support/dealers.js';
import { noneMatch } from '../src/areas/platform/lookups/service.js';

/** GET /api/lookups: every list of the search filters in one answer, cached by browsers and a CDN. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
const LISTS = [
  'brands', ...LOOKUP_KINDS.map((kind) => kind.replaceAll('-', '_')), 'provinces', 'dealers',
].sort();

describe('GET /api/lookups', () => {
  it('answers every list, each the same as its own route gives', async () => {
    const res = await t.request('/api/lookups');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.error).toBe(false);
    const lists = res.body.data as Record<string, unknown[]>;
    expect(Object.keys(lists).sort()).toEqual(LISTS);
    for (const list of Object.values(lists)) expect(list.length).toBeGreaterThan(0);

    expect(lists.brands).toEqual((await t.request('/api/vehicles/brands')).body.data);
    for (const kind of LOOKUP_KINDS) {
      expect(lists[kind.replaceAll('-', '_')], kind).toEqual((await t.request(`/api/vehicles/${kind}`)).body.data);
    }
    expect(lists.provinces).toEqual((await t.request('/api/locations/italian-provinces')).body.data);
    expect(lists.provinces).toHaveLength(107);
    expect(lists.dealers).toEqual((await t.request('/api/dealer-list')).body.data);
  });

  it('may be kept by browsers and a CDN: public, five minutes, stale while revalidating; no cookie set', async () => {
    const res = await t.request('/api/lookups');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The per-list routes keep their hour.
    expect((await t.request('/api/vehicles/brands')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has a strong ETag of its body: the same body the same tag; If-None-Match with it gets 304 and no body', async () => {
    const first = await t.request('/api/lookups');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await t.request('/api/lookups')).headers.etag).toBe(etag);

    const again = await t.request({ method: 'GET', url: '/api/lookups', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(CACHE_CONTROL);

    // A list of tags with ours among them (a CDN may send its weak copy's), or another tag.
    const listed = await t.request({ method: 'GET', url: '/api/lookups', headers: { 'if-none-match': `"altro", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await t.request({ method: 'GET', url: '/api/lookups', headers: { 'if-none-match': '"altro"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body.data.brands.length).toBeGreaterThan(0);
  });

  it('a new public dealer changes the body and its tag: the old tag gets the lists again', async () => {
    const before = await t.request('/api/lookups');
    const { dealerId } = await newDealer(t);
    const after = await t.request({ method: 'GET', url: '/api/lookups', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.dealers.map((d: { uuid: string }) => d.uuid)).toContain(dealerId);
    expect(after.body.data.dealers).toEqual((await t.request('/api/dealer-list')).body.data);
  });
});

describe('If-None-Match', () => {
  it('matches the tag, one of a list, a weak copy of it, or *; nothing else', () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch(['"x"', '"abc"'], '"abc"')).toBe(true);
    expect(noneMatch(undefined, '"abc"')).toBe(false);
    expect(noneMatch('', '"abc"')).toBe(false);
    expect(noneMatch('"abcd"', '"abc"')).toBe(false);
    expect(noneMatch('abc', '"abc"')).toBe(false);
  });
});
