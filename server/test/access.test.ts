import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok } from '../src/http/envelope.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let app: FastifyInstance;

/** Routes declaring each access level, on the real app with the real session and users. */
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ db: t.database.db, config: loadConfig({ WEB_ROOT: '/x' }), logger: false });
  for (const access of ['user', 'verified', 'admin'] as const) {
    app.get(`/api/test-access/${access}`, { config: { access } }, async () => ok(access));
  }
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function as(email: string | null, password = '') {
  const client = cookieClient(app);
  if (email) expect((await client.request({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
  return async (level: string) => (await client.request({ method: 'GET', url: `/api/test-access/${level}` }));
}

describe('declared access on routes', () => {
  it('a guest gets 401 code 3 everywhere', async () => {
    const get = await as(null);
    for (const level of ['user', 'verified', 'admin']) {
      const res = await get(level);
      expect(res.statusCode, level).toBe(401);
      expect(res.body.error_code).toBe('3');
    }
  });

  it('a customer passes user and verified, but the admin area is 403 code 6', async () => {
    const get = await as('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await get('user')).statusCode).toBe(200);
    expect((await get('verified')).statusCode).toBe(200);
    const admin = await get('admin');
    expect(admin.statusCode).toBe(403);
    expect(admin.body.error_code).toBe('6');
  });

  it('an admin with an unverified e-mail is refused the admin area', async () => {
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'admin@automercato.example').execute();
    const get = await as('admin@automercato.example', 'Admin#Demo2026');
    expect((await get('user')).statusCode).toBe(200);
    const verified = await get('verified');
    expect(verified.statusCode).toBe(403);
    expect(verified.body.error_message).toMatch(/verificare il tuo indirizzo email/);
    expect((await get('admin')).statusCode).toBe(403);
  });

  it('a verified super-admin reaches the admin area', async () => {
    const get = await as('superadmin@automercato.example', 'Super#Demo2026');
    expect((await get('admin')).statusCode).toBe(200);
  });

  it('a user disabled after signing in is refused at once with code 5', async () => {
    const get = await as('concessionario@automercato.example', 'Dealer#Demo2026');
    expect((await get('user')).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ enabled: false }).where('email', '=', 'concessionario@automercato.example').execute();
    const res = await get('user');
    expect(res.statusCode).toBe(403);
    expect(res.body.error_code).toBe('5');
  });
});
