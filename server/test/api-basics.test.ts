import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const envelopeKeys = ['data', 'error', 'error_code', 'error_message'];

describe('response envelope and error catalogue', () => {
  it('wraps a success as { error: false, error_code: "0", data }', async () => {
    const res = await t.request('/api/counters');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(envelopeKeys);
    expect(res.body).toMatchObject({ error: false, error_code: '0', error_message: null });
  });

  it('answers an unknown /api route with 404 code 4 in Italian', async () => {
    for (const url of ['/api/nope', '/api/listings/x/y/z', '/api/vehicles/unicorns']) {
      const res = await t.request(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatchObject({ error: true, error_code: '4', data: null });
      expect(res.body.error_message).toMatch(/non esiste/);
    }
  });

  it('refuses bad query input with 422 code 2 and Italian per-field messages', async () => {
    const res = await t.request('/api/listings?page=abc&price_min=-5&sort_by=colour');
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.data.errors).toEqual({
      page: ['Il campo pagina deve essere un numero intero'],
      price_min: ['Il campo prezzo minimo deve essere maggiore o uguale a 0'],
      sort_by: [expect.stringContaining('Il valore del campo ordinamento non è valido')],
    });
    expect(Object.values(res.body.data.errors).flat()).toContain(res.body.error_message);
  });

  it('never leaks a stack trace or SQL for hostile input', async () => {
    const hostile = [
      "/api/listings?brand=fiat'%20or%201=1--",
      '/api/listings?version=%25%27%3B%20drop%20table%20listings%3B--',
      '/api/listings?power_type[]=diesel&power_type[]=%27%29%3B',
      '/api/listings?price_min=1e400',
      '/api/listings?registration_year_min=99999',
      '/api/listings?page=-1',
      '/api/listings?per_page=0',
      '/api/listings?latitude=abc&longitude=12&radius=5000',
      '/api/listings?radius=5000',
      '/api/listings?__proto__=x&constructor=y',
      '/api/listings/not-a-uuid',
      '/api/listings/%27%20or%201=1',
      '/api/dealers/%00',
      '/api/vehicles/brands/%27%3B--/models',
    ];
    for (const url of hostile) {
      const res = await t.request(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, url).toBeLessThan(500);
      const text = JSON.stringify(res.body);
      expect(text, url).not.toMatch(/at .*\.(ts|js):\d+|stack|syntax error|relation "|SELECT /i);
      if (res.statusCode >= 400) expect(res.body.error_message, url).toMatch(/[a-zà-ù]/);
    }
    // The table is still there.
    expect((await t.request('/api/listings/count')).body.data.count).toBeGreaterThan(0);
  });

  it('treats a version full of SQL wildcards as text, not as a pattern', async () => {
    const res = await t.request('/api/listings?version=%25');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.meta.total).toBe(0);
  });

  it('caps a huge per_page instead of dumping the table', async () => {
    const res = await t.request('/api/listings?per_page=100000');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.meta.per_page).toBe(50);
    expect(res.body.data.items).toHaveLength(50);
  });

  it('gives a radius without a place a clear Italian message', async () => {
    const res = await t.request('/api/listings?radius=10000');
    expect(res.statusCode).toBe(422);
    expect(res.body.data.errors.radius[0]).toMatch(/indica anche una località/);
  });
});

describe('session and XSRF (Sanctum style)', () => {
  it('answers GET /api/user with 401 code 3 to a guest', async () => {
    const res = await t.request('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ error: true, error_code: '3' });
  });

  it('sets an HttpOnly SameSite=Lax session cookie and a readable XSRF-TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[];
    const session = cookies.find((c) => c.name === 'automercato_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf).toMatchObject({ sameSite: 'Lax' });
  });

  it('refuses a non-GET request without the token with 419', async () => {
    const res = await t.request({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(419);
    expect(res.body.error).toBe(true);
    expect(res.body.error_message).toMatch(/Ricarica la pagina/);
  });

  it('refuses a token that does not belong to the session with 419', async () => {
    const client = t.client();
    await client.csrf();
    const res = await client.request({ method: 'POST', url: '/api/logout', headers: { 'x-xsrf-token': 'forged' } });
    expect(res.statusCode).toBe(419);
    const other = t.client();
    const otherToken = await other.csrf();
    const crossed = await client.request({ method: 'POST', url: '/api/logout', headers: { 'x-xsrf-token': otherToken } });
    expect(crossed.statusCode).toBe(419);
  });

  it('accepts a non-GET request that echoes the token, then forgets the session', async () => {
    const client = t.client();
    const res = await client.request({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: null });
    expect(client.cookies.has('automercato_session')).toBe(false);
    // The old token is worthless now.
    const again = await t.request({ method: 'POST', url: '/api/logout', headers: { 'x-xsrf-token': 'x' } });
    expect(again.statusCode).toBe(419);
  });

  it('keeps the XSRF check on unknown routes too (no probing around it)', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/whatever' });
    expect(res.statusCode).toBe(419);
  });

  it('marks cookies Secure when configured for HTTPS', async () => {
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const app = await buildApp({ database: t.database, config: loadConfig({ SECURE_COOKIES: 'true', WEB_ROOT: '/nonexistent' }), logger: false });
    const res = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const session = (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'automercato_session');
    expect(session?.secure).toBe(true);
    await app.close();
  });
});
