import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

/**
 * One rule for every admin route that changes a user — only a super-admin changes
 * another admin (account, state, roles, dealerships), and a plain admin cannot change its own
 * dealerships (it would give itself a dealer's access). A refusal is 403 code 6, changes nothing and
 * writes no audit row; what is allowed is still audited.
 */
let t: TestApp;
let admin: TestClient;
let superAdmin: TestClient;
let ids: Record<'admin' | 'superAdmin' | 'dealer', string>;
let dealerId: string;

const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const memberships = async (id: string) => (await t.database.db.selectFrom('dealer_memberships').select(['dealer_id', 'role'])
  .where('user_id', '=', id).orderBy('dealer_id').execute());
const auditRows = async () => Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const putDealerships = (client: TestClient, id: string, dealerships: { dealer: string; role: 'owner' | 'admin' }[]) =>
  client.request({ method: 'PUT', url: `/api/admin/user-dealerships/${id}`, payload: { dealerships } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
  superAdmin = await t.signIn('superadmin@automercato.example', 'Super#Demo2026');
  ids = {
    admin: await userId('admin@automercato.example'),
    superAdmin: await userId('superadmin@automercato.example'),
    dealer: await userId('concessionario2@automercato.example'),
  };
  dealerId = (await t.database.db.selectFrom('dealers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

/** The call is refused with 403 code 6, and neither the memberships nor the audit trail moved. */
async function refused(call: () => Promise<{ statusCode: number; body: any }>, target: string, message: RegExp) {
  const [before, trail] = [await memberships(target), await auditRows()];
  const res = await call();
  expect(res.statusCode, JSON.stringify(res.body)).toBe(403);
  expect(res.body.error_code).toBe('6');
  expect(res.body.error_message).toMatch(message);
  expect(await memberships(target)).toEqual(before);
  expect(await auditRows()).toBe(trail);
}

describe('PUT /api/admin/user-dealerships/{id}: who may change whose dealerships', () => {
  it('a plain admin cannot change a super-admin\'s dealerships', async () => {
    await refused(() => putDealerships(admin, ids.superAdmin, [{ dealer: dealerId, role: 'owner' }]), ids.superAdmin,
      /Solo un super amministratore può modificare .* un altro amministratore/);
  });

  it('a plain admin cannot make itself owner or admin of a dealer', async () => {
    for (const role of ['owner', 'admin'] as const) {
      await refused(() => putDealerships(admin, ids.admin, [{ dealer: dealerId, role }]), ids.admin, /le tue concessionarie/);
    }
  });

  it('a plain admin cannot change another plain admin\'s dealerships', async () => {
    const made = await superAdmin.request({ method: 'POST', url: '/api/admin/users', payload: {
      email: 'secondo.admin@esempio.it', name: 'Secondo', surname: 'Admin', roles: ['automercato-admin'], password: 'Officina#Blu2026', email_verified: true,
    } });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    await refused(() => putDealerships(admin, made.body.data.uuid, [{ dealer: dealerId, role: 'admin' }]), made.body.data.uuid,
      /Solo un super amministratore/);
  });

  it('a plain admin still manages a dealer account\'s dealerships, audited', async () => {
    const before = await memberships(ids.dealer);
    const another = await t.database.db.selectFrom('dealers').select('id').where('id', 'not in', before.map((m) => m.dealer_id)).orderBy('id').executeTakeFirstOrThrow();
    const wanted = [...before.map((m) => ({ dealer: m.dealer_id, role: m.role })), { dealer: another.id, role: 'admin' as const }];
    const res = await putDealerships(admin, ids.dealer, wanted);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const trail = (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=membership&entity_id=${ids.dealer}` })).body.data.items;
    expect(trail[0]).toMatchObject({ action: 'membership.update', actor: { email: 'admin@automercato.example' } });
  });

  it('a super-admin may change an admin\'s dealerships and its own, audited', async () => {
    const forAdmin = await putDealerships(superAdmin, ids.admin, [{ dealer: dealerId, role: 'admin' }]);
    expect(forAdmin.statusCode, JSON.stringify(forAdmin.body)).toBe(200);
    const own = await putDealerships(superAdmin, ids.superAdmin, [{ dealer: dealerId, role: 'admin' }]);
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    const trail = (await superAdmin.request({ method: 'GET', url: `/api/admin/audit?entity_type=membership&entity_id=${ids.superAdmin}` })).body.data.items;
    expect(trail[0]).toMatchObject({ action: 'membership.update', actor: { email: 'superadmin@automercato.example' } });
    // The plain admin, now a member through the super-admin, still cannot change its own list (not even to leave).
    await refused(() => putDealerships(admin, ids.admin, []), ids.admin, /le tue concessionarie/);
  });
});

describe('/api/admin/users/{id}: the same rule on every route that changes an admin', () => {
  it('a plain admin cannot edit, disable, enable or delete a super-admin (403 code 6, nothing audited)', async () => {
    const payload = { email: 'superadmin@automercato.example', name: 'Paola', surname: 'Cambiata', roles: ['super-admin'] };
    const calls = [
      () => admin.request({ method: 'PUT', url: `/api/admin/users/${ids.superAdmin}`, payload }),
      () => admin.request({ method: 'POST', url: `/api/admin/users/${ids.superAdmin}/disable` }),
      () => admin.request({ method: 'POST', url: `/api/admin/users/${ids.superAdmin}/enable` }),
      () => admin.request({ method: 'DELETE', url: `/api/admin/users/${ids.superAdmin}` }),
    ];
    for (const call of calls) await refused(call, ids.superAdmin, /Solo un super amministratore può modificare l'account di un altro amministratore/);
    const row = await t.database.db.selectFrom('users').select(['surname', 'enabled', 'deleted_at']).where('id', '=', ids.superAdmin).executeTakeFirstOrThrow();
    expect(row).toEqual({ surname: 'Romano', enabled: true, deleted_at: null });
  });
});
