import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@automercato/api-contract';
import { hashPassword } from '../src/areas/accounts/auth/password.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

/**
 * Every admin route of the contract, present and future: a guest is refused 401, a
 * customer, a dealer and an admin whose e-mail is not verified 403, before any input is read.
 * The routes come from the contract's keys, so a new admin route is covered without editing this.
 */
let t: TestApp;
const clients: Record<'guest' | 'customer' | 'dealer' | 'unverifiedAdmin', TestClient> = {} as never;
const UNVERIFIED = { email: 'admin-non-verificato@automercato.example', password: 'Controllo#Accesso42' };

const adminRoutes = Object.keys(routes).filter((key) => key.split(' ')[1]!.startsWith('/api/admin/'));

beforeAll(async () => {
  t = await createTestApp();
  // An admin account that never proved its mailbox: written here so this test depends on no admin route.
  const { db } = t.database;
  const { id } = await db.insertInto('users').values({
    email: UNVERIFIED.email, password_hash: await hashPassword(UNVERIFIED.password), name: 'Ada', surname: 'Verdi',
    role: 'automercato-admin', email_verified_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values([{ user_id: id, role: 'automercato-admin' }, { user_id: id, role: 'customer' }]).execute();
  clients.guest = t.client();
  clients.customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
  clients.dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
  clients.unverifiedAdmin = await t.signIn(UNVERIFIED.email, UNVERIFIED.password);
});
afterAll(async () => { await t?.close(); });

/** The route's path with every parameter a random uuid, and a minimal body for writes. */
function requestOf(key: string) {
  const [method, path] = key.split(' ') as [string, string];
  const url = path.replace(/:[A-Za-z_]+/g, () => crypto.randomUUID());
  return { method: method as 'GET', url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) };
}

describe('every /api/admin route of the contract', () => {
  it('are many (the list is read from the contract)', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    expect(adminRoutes).toContain('GET /api/admin/audit');
    expect(adminRoutes).toContain('POST /api/admin/users/:userId/disable');
  });

  it.each(adminRoutes)('%s: guest 401, customer 403, dealer 403, unverified admin 403', async (key) => {
    const expected = [['guest', 401, '3'], ['customer', 403, '6'], ['dealer', 403, '6'], ['unverifiedAdmin', 403, '6']] as const;
    for (const [who, status, code] of expected) {
      const res = await clients[who].request(requestOf(key));
      expect(res.statusCode, `${key} as ${who}`).toBe(status);
      expect(res.body.error_code, `${key} as ${who}`).toBe(code);
    }
  });
});
