import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp, readCookie, toSearchParams } from './http.js';
import { ApiError, errorMessages, errorTexts } from './errors.js';
import { cookies, fail, fakeFetch, json, noContent, ok, type Call } from './test-utils.js';

/** A fake Sanctum back end: /sanctum/csrf-cookie sets XSRF-TOKEN (URL-encoded) to token-N. */
function sanctum(jar: Map<string, string>, rest: (call: Call) => Response = () => ok({ done: true })) {
  let issued = 0;
  return (call: Call) => {
    if (call.path === '/sanctum/csrf-cookie') {
      issued += 1;
      jar.set('XSRF-TOKEN', encodeURIComponent(`token=${issued}`));
      return noContent();
    }
    return rest(call);
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('every request', () => {
  it('sends credentials include and Accept: application/json, and returns data', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ hello: 'mondo' }));
    const http = createHttp({ fetch, getCookie: () => undefined });
    await expect(http.get('/api/counters')).resolves.toEqual({ hello: 'mondo' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.headers.Accept).toBe('application/json');
    expect(calls[0]!.method).toBe('GET');
  });

  it('sends a JSON body with its content type', async () => {
    const { jar, getCookie } = cookies({ 'XSRF-TOKEN': 't' });
    const { fetch, calls } = fakeFetch(sanctum(jar));
    await createHttp({ fetch, getCookie }).post('/api/login', { email: 'a@b.it', password: 'x' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ email: 'a@b.it', password: 'x' });
  });

  it('passes FormData as is, without a JSON content type', async () => {
    const { jar, getCookie } = cookies({ 'XSRF-TOKEN': 't' });
    const { fetch, calls } = fakeFetch(sanctum(jar));
    const form = new FormData();
    form.append('file', 'x');
    await createHttp({ fetch, getCookie }).post('/api/upload', form);
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('prefixes baseUrl and writes arrays as key[]', async () => {
    const { fetch, calls } = fakeFetch();
    const http = createHttp({ fetch, getCookie: () => undefined, baseUrl: 'https://api.automercato.it' });
    await http.get('/api/x', { a: 1, b: ['p', 'q'], 'c[]': ['r'], skip: null, gone: undefined, on: true });
    expect(calls[0]!.url).toBe('https://api.automercato.it/api/x?a=1&b%5B%5D=p&b%5B%5D=q&c%5B%5D=r&on=true');
    expect(http.url('/social/redirect/google')).toBe('https://api.automercato.it/social/redirect/google');
    expect(toSearchParams(new URLSearchParams('z=1')).toString()).toBe('z=1');
  });

  it('answers an empty 204 with null', async () => {
    const { fetch } = fakeFetch(() => noContent());
    await expect(createHttp({ fetch, getCookie: () => 'x' }).del('/api/x')).resolves.toBeNull();
  });
});

describe('XSRF dance', () => {
  it('fetches the token before the first non-GET call and sends it URL-decoded', async () => {
    const { jar, getCookie } = cookies();
    const { fetch, calls } = fakeFetch(sanctum(jar));
    const http = createHttp({ fetch, getCookie });
    await http.post('/api/logout');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/logout']);
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[1]!.headers['X-XSRF-TOKEN']).toBe('token=1');
  });

  it('fetches it only once: later and concurrent calls reuse the cookie', async () => {
    const { jar, getCookie } = cookies();
    const { fetch, calls } = fakeFetch(sanctum(jar));
    const http = createHttp({ fetch, getCookie });
    await Promise.all([http.post('/api/a'), http.put('/api/b'), http.del('/api/c')]);
    await http.post('/api/d');
    expect(calls.filter((c) => c.path === '/sanctum/csrf-cookie')).toHaveLength(1);
    expect(calls.filter((c) => c.method !== 'GET').every((c) => c.headers['X-XSRF-TOKEN'] === 'token=1')).toBe(true);
  });

  it('never fetches it for GET, and sends no XSRF header with GET', async () => {
    const { getCookie } = cookies({ 'XSRF-TOKEN': 'abc' });
    const { fetch, calls } = fakeFetch();
    await createHttp({ fetch, getCookie: () => undefined }).get('/api/user');
    await createHttp({ fetch, getCookie }).get('/api/user');
    expect(calls.map((c) => c.path)).toEqual(['/api/user', '/api/user']);
    expect(calls.every((c) => c.headers['X-XSRF-TOKEN'] === undefined)).toBe(true);
  });

  it('does not fetch it when the cookie is already there', async () => {
    const { jar, getCookie } = cookies({ 'XSRF-TOKEN': 'gi%C3%A0' });
    const { fetch, calls } = fakeFetch(sanctum(jar));
    await createHttp({ fetch, getCookie }).post('/api/x');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('già');
  });

  it('on a 419 refreshes the token once and retries once', async () => {
    const { jar, getCookie } = cookies({ 'XSRF-TOKEN': 'stale' });
    const { fetch, calls } = fakeFetch(sanctum(jar, (call) =>
      call.headers['X-XSRF-TOKEN'] === 'stale' ? fail(419, '1', 'Sessione scaduta') : ok('fatto')));
    await expect(createHttp({ fetch, getCookie }).post('/api/x', { a: 1 })).resolves.toBe('fatto');
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers['X-XSRF-TOKEN'] ?? ''}`)).toEqual([
      'POST /api/x stale', 'GET /sanctum/csrf-cookie ', 'POST /api/x token=1',
    ]);
    expect(calls[2]!.body).toEqual({ a: 1 });
  });

  it('gives up after one retry: a second 419 is an ApiError', async () => {
    const { jar, getCookie } = cookies({ 'XSRF-TOKEN': 'stale' });
    const { fetch, calls } = fakeFetch(sanctum(jar, () => fail(419, '1', 'Sessione scaduta')));
    const error = await createHttp({ fetch, getCookie }).post('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(calls.map((c) => c.path)).toEqual(['/api/x', '/sanctum/csrf-cookie', '/api/x']);
  });

  it('a failing csrf-cookie call is an ApiError', async () => {
    const { fetch } = fakeFetch(() => fail(500, '1', null));
    await expect(createHttp({ fetch, getCookie: () => undefined }).post('/api/x')).rejects.toMatchObject({ code: '1', status: 500 });
  });

  it('reads document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'foo=bar; XSRF-TOKEN=ab%3Dcd; other=1' });
    expect(readCookie('XSRF-TOKEN')).toBe('ab%3Dcd');
    expect(readCookie('missing')).toBeUndefined();
    const { fetch, calls } = fakeFetch();
    await createHttp({ fetch }).post('/api/x');
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('ab=cd');
  });

  it('reads no cookie outside a browser', () => {
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();
  });
});

describe('302 navigation', () => {
  it('a 302 answer navigates to data.url and resolves with data', async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(() => json({ error: false, error_code: '0', data: { url: '/dealer/target' }, error_message: null }, 302));
    await expect(createHttp({ fetch, navigate }).get('/api/x')).resolves.toEqual({ url: '/dealer/target' });
    expect(navigate).toHaveBeenCalledWith('/dealer/target');
  });

  it('a 302 without data.url navigates to /', async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(() => json({ error: true, error_code: '1', data: null, error_message: null }, 302));
    await createHttp({ fetch, navigate }).get('/api/x');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('an envelope whose data says status 302 and url navigates too', async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(() => ok({ status: 302, url: 'https://checkout.example/pay' }));
    await createHttp({ fetch, navigate }).get('/api/x');
    expect(navigate).toHaveBeenCalledWith('https://checkout.example/pay');
  });

  it('data with a url but no 302 is plain data', async () => {
    const navigate = vi.fn();
    const { fetch } = fakeFetch(() => ok({ url: '/annunci/x' }));
    await expect(createHttp({ fetch, navigate }).get('/api/x')).resolves.toEqual({ url: '/annunci/x' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses location.assign by default', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const { fetch } = fakeFetch(() => json({ data: { url: '/signin' } }, 302));
    await createHttp({ fetch }).get('/api/x');
    expect(assign).toHaveBeenCalledWith('/signin');
  });
});

describe('failures', () => {
  it('an envelope with error true is an ApiError even with status 200', async () => {
    const { fetch } = fakeFetch(() => fail(200, 'S5', 'già usata'));
    await expect(createHttp({ fetch }).get('/api/x')).rejects.toMatchObject({
      name: 'ApiError', code: 'S5', status: 200, message: errorMessages.S5,
    });
  });

  it('a 422 carries the per-field messages', async () => {
    const { fetch } = fakeFetch(() => fail(422, '2', 'Il campo email è richiesto', { errors: { email: ['Il campo email è richiesto'] } }));
    const error = await createHttp({ fetch, getCookie: () => 't' }).post<never>('/api/x', {}).catch((e: unknown) => e as ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Il campo email è richiesto'] });
    expect(error.status).toBe(422);
    expect(error.message).toBe(errorMessages['2']);
  });

  it('a failure without an envelope (proxy HTML) gives the generic message', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createHttp({ fetch }).get('/api/x')).rejects.toMatchObject({ code: '1', status: 502, message: errorMessages['1'] });
  });

  it('a network failure is code 1 with the connection message', async () => {
    const fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof globalThis.fetch;
    const error = await createHttp({ fetch }).get<never>('/api/x').catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '1', status: 0, message: errorTexts.network });
    expect(errorTexts.network).toBe('Impossibile contattare il server. Controlla la connessione e riprova.');
    expect(error.screenStatus).toBe(500);
  });

  const hanging = fakeFetch((call) => new Promise<Response>((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('Interrotto', 'AbortError')));
  }));

  it('times out after 15 s by default with "Timeout scaduto"', async () => {
    vi.useFakeTimers();
    const pending = createHttp({ fetch: hanging.fetch }).get<never>('/api/x').catch((e: unknown) => e as ApiError);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '1', message: 'Timeout scaduto' });
  });

  it('the timeout can be set per client and per call', async () => {
    await expect(createHttp({ fetch: hanging.fetch, timeout: 10 }).get('/api/x')).rejects.toMatchObject({ message: 'Timeout scaduto' });
    await expect(createHttp({ fetch: hanging.fetch }).get('/api/x', undefined, { timeout: 10 }))
      .rejects.toMatchObject({ message: 'Timeout scaduto' });
  });

  it('a call cancelled by its caller rethrows the AbortError, not an ApiError', async () => {
    const controller = new AbortController();
    const pending = createHttp({ fetch: hanging.fetch }).get('/api/x', undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
