import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

/** The admin back-office's users: list, CSV, panel, create, edit, roles, enable/disable, delete. */
let t: TestApp;
let admin: TestClient;
let superAdmin: TestClient;
const STRONG = 'Officina#Blu2026';

/** A sign-in that may be refused: the client and the answer's status and body. */
async function signIn(email: string, password: string) {
  const client = t.client();
  const res = await client.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  return Object.assign(client, { status: res.statusCode, body: res.body });
}

let serial = 0;
/** A fresh user made by the super-admin (with a password, e-mail verified unless told). */
async function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const body = {
    email: `utente.test${serial}@esempio.it`, name: `Nome${serial}`, surname: `Cognome${serial}`, phone: '+39 333 1234567',
    roles: ['customer'], password: STRONG, email_verified: true, ...overrides,
  };
  const res = await superAdmin.request({ method: 'POST', url: '/api/admin/users', payload: body });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { uuid: string; email: string; roles: string[]; enabled: boolean };
}

const auditOf = async (id: string) => (await admin.request({ method: 'GET', url: `/api/admin/audit?entity_type=user&entity_id=${id}` })).body.data.items as
  { action: string; actor: { email: string }; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];

async function outbox(to: string) {
  return (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { subject: string; text: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
  superAdmin = await t.signIn('superadmin@automercato.example', 'Super#Demo2026');
});
afterAll(async () => { await t?.close(); });

describe('the users list', () => {
  it('pages newest first, with roles and a capped total, never a password hash', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/admin/users?per_page=2' });
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.body.data;
    expect(items).toHaveLength(2);
    expect(meta).toMatchObject({ page: 1, per_page: 2, total_capped: false });
    expect(meta.total).toBeGreaterThanOrEqual(5);
    expect(new Date(items[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(items[1].created_at).getTime());
    expect(items[0]).toHaveProperty('roles');
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|\$argon|\$scrypt/);
  });

  it('searches by e-mail prefix, name and surname, and "name surname"', async () => {
    const list = async (query: string) => (await admin.request({ method: 'GET', url: `/api/admin/users?${query}` })).body.data.items.map((u: { email: string }) => u.email);
    expect(await list('q=CLIENTE@auto')).toEqual(['cliente@automercato.example']);
    expect(await list('q=giulia')).toContain('cliente@automercato.example');
    expect(await list('q=Bianchi')).toContain('cliente@automercato.example');
    expect(await list(`q=${encodeURIComponent('Giulia Bianchi')}`)).toEqual(['cliente@automercato.example']);
    // LIKE's own characters are literal, not wildcards; and a middle-of-the-word fragment is not a prefix.
    expect(await list('q=%25automercato')).toEqual([]);
    expect(await list('q=automercato.example')).toEqual([]);
  });

  it('filters by role, status and verification, and sorts by e-mail', async () => {
    const admins = (await admin.request({ method: 'GET', url: '/api/admin/users?role=super-admin' })).body.data.items;
    expect(admins.map((u: { email: string }) => u.email)).toEqual(['superadmin@automercato.example']);
    // The database's collation decides the finer order; ascending is descending reversed, 'admin@' before 'superadmin@'.
    const byEmail = async (direction: string) => (await admin.request({ method: 'GET', url: `/api/admin/users?sort_by=email&sort_direction=${direction}&per_page=100` }))
      .body.data.items.map((u: { email: string }) => u.email) as string[];
    const ascending = await byEmail('asc');
    expect(ascending[0]).toBe('admin@automercato.example');
    expect(ascending.indexOf('cliente@automercato.example')).toBeLessThan(ascending.indexOf('superadmin@automercato.example'));
    expect(await byEmail('desc')).toEqual([...ascending].reverse());
    const unverified = await newUser({ email_verified: false });
    const found = (await admin.request({ method: 'GET', url: '/api/admin/users?verified=no&per_page=100' })).body.data.items.map((u: { uuid: string }) => u.uuid);
    expect(found).toContain(unverified.uuid);
    const verified = (await admin.request({ method: 'GET', url: '/api/admin/users?verified=yes&status=enabled&per_page=100' })).body.data.items.map((u: { uuid: string }) => u.uuid);
    expect(verified).not.toContain(unverified.uuid);
    expect((await admin.request({ method: 'GET', url: '/api/admin/users?status=paused' })).statusCode).toBe(422);
    expect((await admin.request({ method: 'GET', url: '/api/admin/users?sort_by=password_hash' })).statusCode).toBe(422);
  });

  it('exports the same filter as CSV with Italian headers', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/admin/users/export.csv?q=cliente%40' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('utenti.csv');
    const lines = res.payload.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID;Email;Nome;Cognome;Telefono;Ruoli;Stato;Email verificata il;Registrato il');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';cliente@automercato.example;Giulia;Bianchi;');
    expect(lines[1]).toContain(';abilitato;');
  });
});

describe('one user', () => {
  it('shows the panel: sign-in methods, dealers, open sessions; 404 for unknown or malformed ids', async () => {
    const owner = (await admin.request({ method: 'GET', url: '/api/admin/users?q=concessionario%40' })).body.data.items[0];
    const res = await admin.request({ method: 'GET', url: `/api/admin/users/${owner.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'concessionario@automercato.example', has_password: true, has_google: false });
    expect(res.body.data.dealers.length).toBeGreaterThan(0);
    expect((await admin.request({ method: 'GET', url: '/api/admin/users/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await admin.request({ method: 'GET', url: '/api/admin/users/non-un-uuid' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body.error_code).toBe('4');
  });

  it('lists the roles, admin roles assignable by super-admins only', async () => {
    const asAdmin = (await admin.request({ method: 'GET', url: '/api/admin/roles' })).body.data;
    expect(asAdmin.map((r: { name: string }) => r.name)).toEqual(['customer', 'dealer', 'automercato-admin', 'super-admin']);
    expect(asAdmin.filter((r: { assignable: boolean }) => r.assignable).map((r: { name: string }) => r.name)).toEqual(['customer', 'dealer']);
    const asSuper = (await superAdmin.request({ method: 'GET', url: '/api/admin/roles' })).body.data;
    expect(asSuper.every((r: { assignable: boolean }) => r.assignable)).toBe(true);
  });
});

describe('creating a user', () => {
  it('with a password: they can sign in; the creation is audited without the password', async () => {
    const user = await newUser();
    expect(user).toMatchObject({ roles: ['customer'], enabled: true });
    expect((await signIn(user.email, STRONG)).status).toBe(200);
    const [entry] = await auditOf(user.uuid);
    expect(entry).toMatchObject({ action: 'user.create', actor: { email: 'superadmin@automercato.example' }, before: null });
    expect(entry!.after).toMatchObject({ email: user.email, enabled: true });
    expect(JSON.stringify(entry)).not.toContain('password');
  });

  it('without a password: a "choose your password" mail whose link is a working reset link', async () => {
    const res = await admin.request({ method: 'POST', url: '/api/admin/users', payload: {
      email: 'nuovo.venditore@esempio.it', name: 'Piero', surname: 'Neri', roles: ['customer', 'dealer'],
    } });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'dealer', has_password: false, email_verified_at: null });
    const link = await eventually(async () => (await outbox('nuovo.venditore@esempio.it')).find((m) => /account AutoMercato è pronto/.test(m.subject))
      ?.text.match(/https?:\/\/\S+\/password-reset\/(\S+)/)?.[1], 'the account mail');
    const reset = await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token: link, password: STRONG, password_confirmation: STRONG } });
    expect(reset.statusCode).toBe(200);
    const panel = (await admin.request({ method: 'GET', url: `/api/admin/users/${res.body.data.uuid}` })).body.data;
    expect(panel).toMatchObject({ has_password: true });
    expect(panel.email_verified_at).not.toBeNull();
  });

  it('refuses a taken e-mail (A3), a weak password (422) and admin roles from an automercato-admin (403, Italian)', async () => {
    const base = { name: 'Aldo', surname: 'Bassi', roles: ['customer'], password: STRONG };
    const taken = await admin.request({ method: 'POST', url: '/api/admin/users', payload: { ...base, email: 'CLIENTE@automercato.example' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.error_code).toBe('A3');
    const weak = await admin.request({ method: 'POST', url: '/api/admin/users', payload: { ...base, email: 'aldo.bassi@esempio.it', password: 'corta' } });
    expect(weak.statusCode).toBe(422);
    const grant = await admin.request({ method: 'POST', url: '/api/admin/users', payload: { ...base, email: 'aldo.bassi@esempio.it', roles: ['automercato-admin'] } });
    expect(grant.statusCode).toBe(403);
    expect(grant.body.error_code).toBe('6');
    expect(grant.body.error_message).toMatch(/Solo un super amministratore/);
    expect((await admin.request({ method: 'POST', url: '/api/admin/users', payload: { ...base, email: 'aldo.bassi@esempio.it', roles: [] } })).statusCode).toBe(422);
  });
});

describe('editing a user', () => {
  it('changes fields and roles, audits only what changed', async () => {
    const user = await newUser();
    const res = await admin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload: {
      email: user.email, name: 'Rinominato', surname: 'Cognome', phone: null, roles: ['customer', 'dealer'],
    } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Rinominato', phone: null, roles: ['customer', 'dealer'] });
    const [entry] = await auditOf(user.uuid);
    expect(entry).toMatchObject({ action: 'user.update', actor: { email: 'admin@automercato.example' } });
    expect(Object.keys(entry!.after!).sort()).toEqual(['name', 'phone', 'roles', 'surname']);
  });

  it('a failed change (a taken e-mail) changes nothing and leaves no audit row', async () => {
    const user = await newUser();
    const before = (await auditOf(user.uuid)).length;
    const res = await admin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload: {
      email: 'concessionario@automercato.example', name: 'Cambiato', surname: 'Cambiato', roles: ['customer'],
    } });
    expect(res.statusCode).toBe(409);
    expect(res.body.error_code).toBe('A3');
    expect((await auditOf(user.uuid)).length).toBe(before);
    expect((await admin.request({ method: 'GET', url: `/api/admin/users/${user.uuid}` })).body.data.name).not.toBe('Cambiato');
  });

  it('admin roles: only a super-admin grants or removes them; an automercato-admin cannot touch an admin account', async () => {
    const user = await newUser();
    const payload = { email: user.email, name: 'Nuovo', surname: 'Admin', roles: ['customer', 'automercato-admin'] };
    const refused = await admin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.error_message).toMatch(/Solo un super amministratore/);
    const granted = await superAdmin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload });
    expect(granted.statusCode).toBe(200);
    expect(granted.body.data.roles).toEqual(['automercato-admin', 'customer']);
    // Now an admin: the automercato-admin may not disable, edit or delete them.
    expect((await admin.request({ method: 'POST', url: `/api/admin/users/${user.uuid}/disable` })).statusCode).toBe(403);
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${user.uuid}` })).statusCode).toBe(403);
    const removed = await superAdmin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload: { ...payload, roles: ['customer'] } });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data).toMatchObject({ role: 'customer', roles: ['customer'] });
  });

  it('422 for a bad body, 404 for an unknown user', async () => {
    const user = await newUser();
    const bad = await admin.request({ method: 'PUT', url: `/api/admin/users/${user.uuid}`, payload: { email: 'non-una-email', name: '', surname: 'X', roles: ['pilota'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.error_code).toBe('2');
    const unknown = await admin.request({ method: 'PUT', url: '/api/admin/users/00000000-0000-4000-8000-000000000000', payload: { email: 'a@esempio.it', name: 'A', surname: 'B', roles: ['customer'] } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('enabling and disabling', () => {
  it('disabling ends the user\'s sessions at once (next request 401), refuses sign-in, and is audited; enabling restores', async () => {
    const user = await newUser();
    const session = await signIn(user.email, STRONG);
    expect((await session.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    const res = await admin.request({ method: 'POST', url: `/api/admin/users/${user.uuid}/disable` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ enabled: false, active_sessions: 0 });
    expect((await session.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const again = await signIn(user.email, STRONG);
    expect(again.status).toBe(403);
    expect(again.body.error_code).toBe('5');
    expect((await auditOf(user.uuid))[0]).toMatchObject({ action: 'user.disable', before: { enabled: true }, after: { enabled: false } });
    const listed = (await admin.request({ method: 'GET', url: `/api/admin/users?status=disabled&q=${encodeURIComponent(user.email)}` })).body.data.items;
    expect(listed.map((u: { uuid: string }) => u.uuid)).toEqual([user.uuid]);
    expect((await admin.request({ method: 'POST', url: `/api/admin/users/${user.uuid}/enable` })).body.data.enabled).toBe(true);
    expect((await signIn(user.email, STRONG)).status).toBe(200);
    expect((await auditOf(user.uuid))[0]).toMatchObject({ action: 'user.enable' });
  });

  it('an admin cannot disable or delete themselves', async () => {
    const me = (await admin.request({ method: 'GET', url: '/api/user' })).body.data.uuid;
    const disable = await admin.request({ method: 'POST', url: `/api/admin/users/${me}/disable` });
    expect(disable.statusCode).toBe(403);
    expect(disable.body.error_message).toMatch(/Non puoi disabilitare il tuo account/);
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${me}` })).statusCode).toBe(403);
  });
});

describe('deleting a user', () => {
  it('anonymises: personal data, sessions, favourites, memberships go; the row and their messages stay', async () => {
    const user = await newUser();
    const session = await signIn(user.email, STRONG);
    const listing = (await t.request('/api/listings?per_page=1')).body.data.items[0];
    expect((await session.request({ method: 'POST', url: `/api/listings/favourites/${listing.uuid}` })).statusCode).toBe(200);
    const sent = await session.request({ method: 'POST', url: '/api/user-messages', payload: { listing: listing.uuid, message: 'Buongiorno, è ancora disponibile?' } });
    expect(sent.statusCode).toBe(201);

    const res = await admin.request({ method: 'DELETE', url: `/api/admin/users/${user.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: '', surname: '', phone: null, enabled: false, has_password: false, roles: ['customer'], dealers: [], active_sessions: 0 });
    expect(res.body.data.email).not.toContain('utente.test');
    expect(res.body.data.deleted_at).not.toBeNull();
    expect((await session.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await signIn(user.email, STRONG)).status).toBe(401);

    const { db } = t.database;
    expect(await db.selectFrom('favourites').select('listing_id').where('user_id', '=', user.uuid).execute()).toEqual([]);
    const message = await db.selectFrom('user_messages').select('user_id').where('id', '=', sent.body.data.uuid).executeTakeFirst();
    expect(message?.user_id).toBe(user.uuid);

    // Hidden from the list unless asked for; no longer editable; the trail says who deleted and keeps no personal data.
    const byDefault = (await admin.request({ method: 'GET', url: `/api/admin/users?q=${user.uuid}` })).body.data.items;
    expect(byDefault).toEqual([]);
    const deleted = (await admin.request({ method: 'GET', url: `/api/admin/users?deleted=yes&q=${user.uuid}` })).body.data.items;
    expect(deleted).toHaveLength(1);
    expect((await admin.request({ method: 'POST', url: `/api/admin/users/${user.uuid}/enable` })).statusCode).toBe(410);
    const [entry] = await auditOf(user.uuid);
    expect(entry).toMatchObject({ action: 'user.delete', actor: { email: 'admin@automercato.example' } });
    expect(JSON.stringify(entry)).not.toContain(user.email);
  });

  it('counts a role without the deleted users (the role-only count reads user_roles)', async () => {
    const { db } = t.database;
    const live = async () => Number((await db.selectFrom('users as u').innerJoin('user_roles as r', 'r.user_id', 'u.id')
      .where('r.role', '=', 'customer').where('u.deleted_at', 'is', null).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const total = async () => (await admin.request({ method: 'GET', url: '/api/admin/users?role=customer' })).body.data.meta.total;
    const user = await newUser();
    const before = await total();
    expect(before).toBe(await live());
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${user.uuid}` })).statusCode).toBe(200);
    expect(await total()).toBe(before - 1);
    expect(await total()).toBe(await live());
  });

  it('refuses to delete the only owner of a dealer (409, Italian)', async () => {
    const owner = (await admin.request({ method: 'GET', url: '/api/admin/users?q=concessionario2%40' })).body.data.items[0];
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/users/${owner.uuid}` });
    expect(res.statusCode).toBe(409);
    expect(res.body.error_message).toMatch(/unico titolare/);
  });
});

describe('the last enabled super-admin', () => {
  it('cannot lose the role, while a second one makes it possible', async () => {
    const me = (await superAdmin.request({ method: 'GET', url: '/api/user' })).body.data;
    const payload = { email: me.email, name: me.name, surname: me.surname, roles: ['customer'] };
    const refused = await superAdmin.request({ method: 'PUT', url: `/api/admin/users/${me.uuid}`, payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error_message).toMatch(/almeno un super amministratore/);

    const second = await newUser({ roles: ['super-admin'] });
    // The second super-admin, disabled, does not count.
    expect((await superAdmin.request({ method: 'POST', url: `/api/admin/users/${second.uuid}/disable` })).statusCode).toBe(200);
    expect((await superAdmin.request({ method: 'PUT', url: `/api/admin/users/${me.uuid}`, payload })).statusCode).toBe(409);
    expect((await superAdmin.request({ method: 'POST', url: `/api/admin/users/${second.uuid}/enable` })).statusCode).toBe(200);
    // Enabled, it does: the first may step down; then the second is the last and cannot be disabled by anyone.
    const stepped = await superAdmin.request({ method: 'PUT', url: `/api/admin/users/${me.uuid}`, payload: { ...payload, roles: ['customer', 'automercato-admin'] } });
    expect(stepped.statusCode).toBe(200);
    const relogged = await signIn(second.email, STRONG);
    expect(relogged.status).toBe(200);
    const last = await relogged.request({ method: 'PUT', url: `/api/admin/users/${second.uuid}`, payload: { email: second.email, name: 'X', surname: 'Y', roles: ['customer'] } });
    expect(last.statusCode).toBe(409);
  });
});
