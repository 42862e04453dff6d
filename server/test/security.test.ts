import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { cookieClient, createTestApp, eventually, type TestApp } from './support/test-app.js';

/** Refusals found by the security review of the running platform. */
let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

/** Another app over the same database, configured like a real start (no test overrides). */
async function appWith(env: Record<string, string> = {}) {
  const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x', ...env }), logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

const CUSTOMER = { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' };
const ADMIN = { email: 'admin@automercato.example', password: 'Admin#Demo2026' };
const SUPER_ADMIN = 'superadmin@automercato.example';
const HIDDEN_LINK = '[link riservato al destinatario]';

async function signedIn(app: FastifyInstance, who: { email: string; password: string }, remoteAddress = '127.0.0.1') {
  const client = cookieClient(app);
  const res = await client.request({ method: 'POST', url: '/api/login', payload: who, remoteAddress });
  expect(res.statusCode, `sign-in of ${who.email}`).toBe(200);
  return client;
}

function expectEnvelope(body: any, code: string) {
  expect(body.error).toBe(true);
  expect(body.error_code).toBe(code);
  expect(body.error_message).toMatch(/\S/);
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'error_code', 'error_message']);
}

describe('LIKE wildcards in user text', () => {
  it('?city=% matches no dealer, a real city still does (any case)', async () => {
    const cities = (await t.request('/api/dealer-list')).body.data.map((d: { city: string }) => d.city) as string[];
    const city = cities[0]!;
    for (const pattern of ['%', '_%', '%25', '\\']) {
      const res = await t.request(`/api/dealers?city=${encodeURIComponent(pattern)}`);
      expect(res.statusCode, pattern).toBe(200);
      expect(res.body.data.meta.total, pattern).toBe(0);
    }
    const real = await t.request(`/api/dealers?city=${encodeURIComponent(city.toUpperCase())}`);
    expect(real.body.data.meta.total).toBeGreaterThan(0);
    expect(real.body.data.items.every((d: { city: string }) => d.city === city)).toBe(true);
  });

  it('a search for version "%" finds no listing', async () => {
    const res = await t.request('/api/listings?version=%25&include_no_photos=true');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.meta.total).toBe(0);
  });
});

describe('the dev outbox (GET /api/dev/outbox)', () => {
  it('is closed by default to a guest, even on loopback: 401 in the envelope, with the security headers', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(401);
    expectEnvelope(res.json(), '3');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is refused to a signed-in customer (403 code 6) and readable by a verified admin from anywhere', async () => {
    const app = await appWith();
    const customer = await signedIn(app, CUSTOMER, '203.0.113.9');
    const refused = await customer.request({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);
    expectEnvelope(refused.body, '6');
    const admin = await signedIn(app, ADMIN, '203.0.113.9');
    const allowed = await admin.request({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(allowed.statusCode).toBe(200);
    expect(Array.isArray(allowed.body.data)).toBe(true);
  });

  it('with DEV_OUTBOX=true opens to loopback only: the socket address counts, not X-Forwarded-For', async () => {
    const app = await appWith({ DEV_OUTBOX: 'true', TRUST_PROXY: '203.0.113.9' });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    const remote = await app.inject({ url: '/api/dev/outbox', remoteAddress: '198.51.100.4' });
    expect(remote.statusCode).toBe(401);
    expectEnvelope(remote.json(), '3');
    const spoofed = await app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(401);
  });
});

describe('secret links meant for one person', () => {
  type Mail = { id: number; subject: string; text: string; html: string };
  const resetToken = (mail: Mail) => /\/password-reset\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1];

  it('a plain admin asks a reset for the super-admin and reads the outbox: no usable link', async () => {
    const admin = await signedIn(t.app, ADMIN, '203.0.113.9');
    const asked = await admin.request({ method: 'POST', url: '/api/forgot-password', payload: { email: SUPER_ADMIN }, remoteAddress: '203.0.113.9' });
    expect(asked.statusCode).toBe(200);
    // This machine with DEV_OUTBOX=true (the test app, like the e2e suite) sees the whole mail: the link works.
    const whole = await eventually(async () => ((await t.request(`/api/dev/outbox?to=${SUPER_ADMIN}`)).body.data as Mail[])
      .find((m) => /Reimposta/.test(m.subject) && resetToken(m)), 'the reset mail');
    const token = resetToken(whole)!;
    expect((await t.client().request({ method: 'POST', url: '/api/validate-reset-token', payload: { token } })).body.data).toEqual({ valid: true });
    // Once sent, the job's stored payload (kept a week for /horizon) no longer holds the link.
    await eventually(async () => {
      const jobs = await sql<{ data: unknown }>`select data from pgboss.job where name = 'mail' and data->>'to' = ${SUPER_ADMIN}`.execute(t.database.db);
      return jobs.rows.length > 0 && jobs.rows.every((row) => !JSON.stringify(row.data).includes(token));
    }, 'the sent mail\'s job without the link');

    // The admin from elsewhere: the mail is there, its link is not.
    const seen = ((await admin.request({ method: 'GET', url: `/api/dev/outbox?to=${SUPER_ADMIN}`, remoteAddress: '203.0.113.9' })).body.data as Mail[])
      .find((m) => m.id === whole.id)!;
    expect(seen.subject).toBe(whole.subject);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(seen.text).toContain(HIDDEN_LINK);
    expect(seen.html).toContain(`href="${HIDDEN_LINK}"`);
    // The same admin on this machine's loopback, on a server without DEV_OUTBOX: hidden too.
    const local = await signedIn(await appWith(), ADMIN);
    const there = ((await local.request({ method: 'GET', url: `/api/dev/outbox?to=${SUPER_ADMIN}` })).body.data as Mail[]).find((m) => m.id === whole.id)!;
    expect(JSON.stringify(there)).not.toContain(token);
  });

  it('the request log never writes a token of a secret link', async () => {
    const lines: string[] = [];
    const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logStream: { write: (line) => { lines.push(line); } } });
    await app.ready();
    apps.push(app);
    const token = 'SegretoDiProva1234567890abcdefghij';
    for (const url of [`/password-reset/${token}`, `/api/email/verify/${token}`, `/carfax/report/${token}`, `/api/carfax-reports/shared/${token}`, `/social/callback/google?code=${token}&state=${token}`]) {
      await app.inject({ url });
    }
    await app.inject({ url: '/api/listings?make=fiat' });
    const log = lines.join('');
    expect(log).toContain('"url":"/password-reset/:token"');
    expect(log).toContain('"url":"/api/carfax-reports/shared/:token"');
    expect(log).toContain('"url":"/api/listings?make=fiat"');
    expect(log).not.toContain(token);
  });
});

describe('cookies and HSTS follow APP_URL', () => {
  it('an https APP_URL gives Secure cookies and HSTS without SECURE_COOKIES; http gives neither', async () => {
    const https = await appWith({ APP_URL: 'https://www.automercato.example' });
    const secure = await https.inject({ url: '/sanctum/csrf-cookie' });
    expect(secure.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'automercato_session']);
    for (const cookie of secure.cookies) expect(cookie.secure, cookie.name).toBe(true);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const http = await appWith({ APP_URL: 'http://localhost:3000' });
    const plain = await http.inject({ url: '/sanctum/csrf-cookie' });
    expect(plain.cookies.length).toBe(2);
    for (const cookie of plain.cookies) expect(cookie.secure, cookie.name).toBeFalsy();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the client address', () => {
  /** 30 failed sign-ins from one address (the per-address limit), written directly: no hashing. */
  async function exhaust(ip: string) {
    await t.database.db.insertInto('login_attempts')
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `probe${i}@example.it`, ip, succeeded: false }))).execute();
  }

  /** A failed sign-in from `remoteAddress` that claims, through X-Forwarded-For, to come from `forwardedFor`. */
  function forwardedLogin(app: Parameters<typeof cookieClient>[0], remoteAddress: string, forwardedFor: string) {
    return cookieClient(app).request({
      method: 'POST', url: '/api/login', remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor }, payload: { email: 'nessuno@example.it', password: 'x' },
    });
  }

  it('by default X-Forwarded-For is ignored: a new header value does not reset the per-address sign-in limit', async () => {
    const app = await appWith();
    await exhaust('203.0.113.20');
    const limited = await forwardedLogin(app, '203.0.113.20', '198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expectEnvelope(limited.body, '1');
  });

  it('behind a configured proxy (TRUST_PROXY) the forwarded address is the client', async () => {
    const app = await appWith({ TRUST_PROXY: '203.0.113.21' });
    await exhaust('198.51.100.78');
    const res = await forwardedLogin(app, '203.0.113.21', '198.51.100.78');
    expect(res.statusCode).toBe(429);
  });
});

describe('per-account limits key on the normalised e-mail', () => {
  it('after 5 wrong passwords, padded and upper-case spellings of the address are refused too (429)', async () => {
    const app = await appWith();
    const client = cookieClient(app);
    const attempt = (email: string) => client.request({
      method: 'POST', url: '/api/login', remoteAddress: '203.0.113.30', payload: { email, password: 'Sbagliata#2026' },
    });
    for (let i = 0; i < 5; i++) expect((await attempt(CUSTOMER.email)).statusCode).toBe(401);
    for (const variant of [CUSTOMER.email, ` ${CUSTOMER.email}`, `${CUSTOMER.email.toUpperCase()} `, `\t${CUSTOMER.email}\n`]) {
      const res = await attempt(variant);
      expect(res.statusCode, JSON.stringify(variant)).toBe(429);
      expectEnvelope(res.body, '1');
    }
    // The other tests sign this customer in.
    await t.database.db.deleteFrom('login_attempts').execute();
  });
});

describe('request bodies and addresses outside the rules', () => {
  it('deeply nested JSON is refused with 400 code 2 before it is walked', async () => {
    const client = t.client();
    const deep = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    // Sign-in and sign-up, and a route outside them (a message to a dealer): the parser is every route's.
    for (const url of ['/api/login', '/api/forgot-password', '/api/register-customer', '/api/user-messages']) {
      const res = await client.request({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.body, '2');
      expect(res.body.error_message).toMatch(/annidat/);
    }
    // 33 levels is one too many; brackets inside strings (escaped quotes too) are text, not nesting.
    const tooDeep = `{"email":${'['.repeat(32)}${']'.repeat(32)}}`;
    expect((await client.request({ method: 'POST', url: '/api/forgot-password', payload: tooDeep, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    const text = JSON.stringify({ email: `\\"${'['.repeat(500)}{{{"` });
    const res = await client.request({ method: 'POST', url: '/api/forgot-password', payload: text, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(422);
    expect(res.body.data.errors.email).toBeDefined();
  });

  it('a malformed URL under /api answers the envelope with the security headers', async () => {
    for (const url of ['/api/listings/%FF', '/api/dealers/%E0%A4%A', '/%FF']) {
      const res = await t.request(url);
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.json(), '2');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('sessions and private answers', () => {
  it('a guest session gets browser-session cookies and the short idle life', async () => {
    const res = await t.request('/sanctum/csrf-cookie');
    const cookies = res.cookies as { name: string; expires?: Date; maxAge?: number; value: string }[];
    for (const name of ['automercato_session', 'XSRF-TOKEN']) {
      const cookie = cookies.find((c) => c.name === name)!;
      expect(cookie, name).toBeDefined();
      expect(cookie.expires, name).toBeUndefined();
      expect(cookie.maxAge, name).toBeUndefined();
    }
    const row = await t.database.db.selectFrom('sessions').select(['expires_at', 'remember'])
      .where('user_id', 'is', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row.remember).toBe(false);
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 12 * 3600_000 + 60_000);
  });

  it('answers about the signed-in user are never stored by a cache; public reads may be', async () => {
    const client = await signedIn(t.app, CUSTOMER);
    const answers = {
      user: await client.request({ method: 'GET', url: '/api/user' }),
      guest: await t.request('/api/user'),
      role: await client.request({ method: 'POST', url: '/api/private/profile/role', payload: { role: 'customer' } }),
      favourites: await client.request({ method: 'GET', url: '/api/listings/favourites' }),
    };
    for (const [what, res] of Object.entries(answers)) expect(res.headers['cache-control'], what).toBe('no-store');
    expect((await client.request({ method: 'GET', url: '/api/vehicles/brands' })).headers['cache-control']).not.toBe('no-store');
  });

  it('an e-mail change that would reveal another account is limited like sign-up (same budget)', async () => {
    const app = await appWith({ MAIL_RATE_LIMIT: '2' });
    const ip = '198.51.100.60';
    const client = await signedIn(app, CUSTOMER, ip);
    const change = () => client.request({
      method: 'PUT', url: '/api/user/profile-information', remoteAddress: ip,
      payload: { name: 'Giulia', surname: 'Bianchi', email: ADMIN.email },
    });
    expect((await change()).statusCode).toBe(409);
    expect((await change()).statusCode).toBe(409);
    const limited = await change();
    expect(limited.statusCode).toBe(429);
    expectEnvelope(limited.body, '1');
    // The same budget as sign-up: this address has no sign-ups left either.
    const signUp = await cookieClient(app).request({
      method: 'POST', url: '/api/register-customer', remoteAddress: ip,
      payload: { name: 'Nuovo', surname: 'Utente', email: 'nuovo.utente@example.it', password: 'Lettera#Rossa77', terms: true },
    });
    expect(signUp.statusCode).toBe(429);
    // Name and phone changes are not limited.
    const rename = await client.request({
      method: 'PUT', url: '/api/user/profile-information', remoteAddress: ip,
      payload: { name: 'Giulia', surname: 'Bianchi', email: CUSTOMER.email },
    });
    expect(rename.statusCode).toBe(200);
  });
});
