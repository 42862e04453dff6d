import { describe, expect, expectTypeOf, it } from 'vitest';
import { createHttp } from './http.js';
import { keyedCall, pathOf, type ParamsOf } from './keyed.js';
import { ok } from './test-utils.js';
import type { Reply } from './types.js';

function recorder() {
  const calls: string[] = [];
  const http = createHttp({
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}${init?.body ? ` ${String(init.body)}` : ''}`);
      return ok(null);
    },
    getCookie: () => 'xsrf',
  });
  return { call: keyedCall(http), calls };
}

describe('one typed call per contract key', () => {
  it('builds the URL from the key, each parameter segment-encoded', () => {
    expect(pathOf('GET /api/dealers/:dealerUuid/listings/:listingId', { dealerUuid: 'a/b', listingId: 7 }))
      .toBe('/api/dealers/a%2Fb/listings/7');
    expect(pathOf('GET /api/listings')).toBe('/api/listings');
    expect(() => pathOf('GET /api/listings/:id', {})).toThrow('id');
  });

  it('sends the key\'s method with the query or the body', async () => {
    const { call, calls } = recorder();
    await call('GET /api/listings', { query: { page: 2 } });
    await call('DELETE /api/listings/favourites/:id', { params: { id: 'x y' } });
    await call('PUT /api/user/profile-information', { body: { name: 'Ada' } });
    expect(calls).toEqual([
      'GET /api/listings?page=2',
      'DELETE /api/listings/favourites/x%20y',
      'PUT /api/user/profile-information {"name":"Ada"}',
    ]);
  });

  it('types the parameters and the answer from the contract', () => {
    expectTypeOf<ParamsOf<'GET /api/dealers/:dealerUuid/listings/:listingId'>>().toEqualTypeOf<{ readonly dealerUuid: string | number; readonly listingId: string | number }>();
    expectTypeOf<ReturnType<ReturnType<typeof keyedCall>>>().toMatchTypeOf<Promise<unknown>>();
    const { call } = recorder();
    expectTypeOf(call('GET /api/listings/showcased')).toEqualTypeOf<Promise<Reply<'GET /api/listings/showcased'>>>();
    // Never run: only the compiler reads it.
    const withoutParams = () =>
      // @ts-expect-error a key with parameters needs them
      call('GET /api/listings/:id');
    expect(typeof withoutParams).toBe('function');
  });
});
