import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { cookieClient, createTestApp, type TestApp } from './support/test-app.js';

/** Refusals found by the security review of the running platform (issue 9). */
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
  const app = await buildApp({ db: t.database.db, config: loadConfig({ WEB_ROOT: '/x', ...env }), logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

const CUSTOMER = { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' };
const ADMIN = { email: 'admin@automercato.example', password: 'Admin#Demo2026' };

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
