import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessPlugin } from '../src/http/access.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ok } from '../src/http/envelope.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let app: FastifyInstance;

/** Routes declaring each access level, on the real app with the real session and users. */
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x' }), logger: false });
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

describe('dealer access: the caller owns or administers the dealer in the path', () => {
  let dealerIds: { own1: string; shared: string };
  beforeAll(async () => {
    // The test above disabled the first demo owner.
    await t.database.db.updateTable('users').set({ enabled: true }).where('email', '=', 'concessionario@automercato.example').execute();
    // The demo owner holds dealers 0 and 1 and administers dealer 2, which the second owner owns.
    const rows = await t.database.db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.dealer_id', 'm.role', 'u.email']).where('u.email', 'in', ['concessionario@automercato.example', 'concessionario2@automercato.example'])
      .execute();
    const shared = rows.find((r) => r.email === 'concessionario2@automercato.example' && r.role === 'owner')!.dealer_id;
    const own1 = rows.find((r) => r.email === 'concessionario@automercato.example' && r.role === 'owner')!.dealer_id;
    expect(rows.some((r) => r.email === 'concessionario@automercato.example' && r.role === 'admin' && r.dealer_id === shared)).toBe(true);
    dealerIds = { own1, shared };
  });

  async function settingsAs(email: string | null, password: string, dealerId: string) {
    const client = cookieClient(app);
    if (email) expect((await client.request({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
    return client.request({ method: 'GET', url: `/api/dealers/${dealerId}/settings` });
  }

  it('a guest gets 401 code 3', async () => {
    const res = await settingsAs(null, '', dealerIds.shared);
    expect(res.statusCode).toBe(401);
    expect(res.body.error_code).toBe('3');
  });

  it('a customer, and the owner of another dealer, get 403 code 6', async () => {
    const customer = await settingsAs('cliente@automercato.example', 'Cliente#Demo2026', dealerIds.shared);
    expect(customer.statusCode).toBe(403);
    expect(customer.body.error_code).toBe('6');
    const other = await settingsAs('concessionario2@automercato.example', 'Dealer2#Demo2026', dealerIds.own1);
    expect(other.statusCode).toBe(403);
    expect(other.body.error_code).toBe('6');
    const notUuid = await settingsAs('concessionario2@automercato.example', 'Dealer2#Demo2026', 'not-a-uuid');
    expect(notUuid.statusCode).toBe(403);
  });

  it('the owner reads the settings; an administrator of the dealer too; never with no-store missing', async () => {
    const owner = await settingsAs('concessionario2@automercato.example', 'Dealer2#Demo2026', dealerIds.shared);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
    expect(owner.body.data).toMatchObject({ uuid: dealerIds.shared, name: expect.any(String), slug: expect.any(String), email: expect.any(String) });
    expect(owner.body.data).toHaveProperty('lead_notification_email_addresses');
    expect(owner.body.data).toHaveProperty('auto_approve_carfax_requests');
    const admin = await settingsAs('concessionario@automercato.example', 'Dealer#Demo2026', dealerIds.shared);
    expect(admin.statusCode).toBe(200);
    expect(admin.body.data.uuid).toBe(dealerIds.shared);
  });

  it('an owner whose e-mail is not verified is refused (403)', async () => {
    const client = cookieClient(app);
    expect((await client.request({ method: 'POST', url: '/api/login', payload: { email: 'concessionario2@automercato.example', password: 'Dealer2#Demo2026' } })).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'concessionario2@automercato.example').execute();
    const res = await client.request({ method: 'GET', url: `/api/dealers/${dealerIds.shared}/settings` });
    expect(res.statusCode).toBe(403);
    expect(res.body.error_code).toBe('6');
  });
});

describe('the platform refuses a route that forgot who may call it', () => {
  it('a route under /api/dealers/:dealerUuid/ or /dealers/:dealerUuid/ without access dealer, or under /api/admin/ without admin, stops the start', async () => {
    const bare = Fastify();
    await bare.register(fp(async () => {}, { name: 'session' })); // access runs after the session; not needed here
    await bare.register(accessPlugin, { devOutbox: false });
    expect(() => bare.get('/api/dealers/:dealerUuid/forgotten', async () => ok(1))).toThrow(/needs access 'dealer'/);
    expect(() => bare.get('/dealers/:dealerUuid/subscription/forgotten', { config: { access: 'user' } }, async () => ok(1))).toThrow(/needs access 'dealer'/);
    expect(() => bare.get('/api/admin/forgotten', { config: { access: 'verified' } }, async () => ok(1))).toThrow(/needs access 'admin'/);
    expect(() => bare.get('/api/dealers/:dealerUuid/declared', { config: { access: 'dealer' } }, async () => ok(1))).not.toThrow();
    await bare.close();
  });
});
