import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn('admin@automercato.example', 'Admin#Demo2026');
});
afterAll(async () => { await t.close(); });

async function signIn(email: string, password: string) {
  const client = t.client();
  expect((await client.request({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
  return client;
}
const get = (url: string, client = admin) => client.request({ method: 'GET', url });
const send = (method: 'POST' | 'PUT', url: string, payload?: object, client = admin) => client.request({ method, url, ...(payload === undefined ? {} : { payload }) });
const auditOf = async (entity: string, id: string) => (await get(`/api/admin/audit?entity_type=${entity}&entity_id=${id}`)).body.data.items;

/** The seeded dealer of the demo dealer account (concessionario@), and another seeded dealer. */
async function demoDealers() {
  const db = t.database.db;
  const own = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
    .select(['d.id', 'd.name', 'd.vat_number', 'd.city']).where('u.email', '=', 'concessionario@automercato.example').where('m.role', '=', 'owner')
    .orderBy('d.name').execute();
  return own;
}

describe('GET /api/admin/dealers', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/admin/dealers')).statusCode).toBe(401);
    const customer = await signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await get('/api/admin/dealers', customer)).statusCode).toBe(403);
    const dealer = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    expect((await get('/api/admin/dealers', dealer)).statusCode).toBe(403);
  });

  it('pages, sorts, searches and filters', async () => {
    const all = await get('/api/admin/dealers?per_page=5&sort_by=name&sort_direction=asc');
    expect(all.statusCode).toBe(200);
    const { items, meta } = all.body.data;
    expect(items).toHaveLength(5);
    expect(meta).toMatchObject({ page: 1, per_page: 5, total_capped: false });
    expect(meta.total).toBeGreaterThan(5);
    const names = items.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(items[0]).toMatchObject({ uuid: expect.any(String), plan: { code: expect.any(String), name: expect.any(String) }, published_listings: expect.any(Number) });

    const [dealer] = await demoDealers();
    const byName = await get(`/api/admin/dealers?q=${encodeURIComponent(dealer!.name.slice(0, 6).toUpperCase())}`);
    expect(byName.body.data.items.map((d: { uuid: string }) => d.uuid)).toContain(dealer!.id);
    const byVat = await get(`/api/admin/dealers?q=IT${dealer!.vat_number}`);
    expect(byVat.body.data.items.map((d: { uuid: string }) => d.uuid)).toEqual([dealer!.id]);
    // A wildcard typed by the admin is a literal character.
    expect((await get('/api/admin/dealers?q=%25')).body.data.meta.total).toBe(0);

    const trial = await get('/api/admin/dealers?plan=trial');
    expect(trial.body.data.items.length).toBeGreaterThan(0);
    expect(trial.body.data.items.every((d: { plan: { code: string } }) => d.plan.code === 'trial')).toBe(true);
    const free = await get('/api/admin/dealers?plan=free&per_page=100');
    expect(free.body.data.items.every((d: { plan: { code: string } }) => d.plan.code === 'free')).toBe(true);

    expect((await get('/api/admin/dealers?plan=gold')).statusCode).toBe(422);
    expect((await get('/api/admin/dealers?sort_by=vat_number')).statusCode).toBe(422);
    expect((await get('/api/admin/dealers?per_page=1000')).body.data.meta.per_page).toBe(100);
  });

  it('filters by the effective plan exactly as the rows show it', async () => {
    const all = (await get('/api/admin/dealers?per_page=100')).body.data;
    expect(all.meta.total).toBeLessThanOrEqual(100);
    const byPlan = new Map<string, number>();
    for (const d of all.items as { plan: { code: string } }[]) byPlan.set(d.plan.code, (byPlan.get(d.plan.code) ?? 0) + 1);
    expect(byPlan.size).toBeGreaterThan(2);
    for (const code of ['free', 'trial', 'base', 'pro', 'premium']) {
      expect((await get(`/api/admin/dealers?plan=${code}&per_page=100`)).body.data.meta.total, code).toBe(byPlan.get(code) ?? 0);
    }
    const unverified = (await get('/api/admin/dealers?verified=no&per_page=100')).body.data.items;
    expect(unverified.every((d: { verified: boolean }) => !d.verified)).toBe(true);
  });

  it('exports the same filter as CSV with Italian headers', async () => {
    const [dealer] = await demoDealers();
    const res = await get(`/api/admin/dealers/export.csv?q=${encodeURIComponent(dealer!.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.payload.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID;Nome;Ragione sociale;Partita IVA;E-mail;Città;Piano;Abilitato;Verificato;Partita IVA confermata;Annunci pubblicati;Registrato il');
    expect(lines.some((l: string) => l.startsWith(`${dealer!.id};`))).toBe(true);
  });
});

describe('GET /api/admin/dealers/:dealerId', () => {
  it('shows plan, usage against limits, listings, payments and members', async () => {
    const [dealer] = await demoDealers();
    const res = await get(`/api/admin/dealers/${dealer!.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ uuid: dealer!.id, name: dealer!.name, enabled: true });
    expect(d.plan).toMatchObject({ code: expect.any(String), tier: expect.any(String) });
    expect(d.limits).toMatchObject({ showcase: expect.any(Number), featured: expect.any(Number) });
    expect(d.usage).toMatchObject({ published: expect.any(Number), carfax_credits: expect.any(Number) });
    expect(d.recent_listings.length).toBeGreaterThan(0);
    expect(d.recent_listings[0]).toMatchObject({ title: expect.any(String), state: expect.any(String) });
    expect(d.memberships.map((m: { user: { email: string } }) => m.user.email)).toContain('concessionario@automercato.example');
    expect(Array.isArray(d.payments)).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get(`/api/admin/dealers/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/admin/dealers/not-a-uuid')).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/dealers/${crypto.randomUUID()}/disable`, { reason: 'Documenti della società da verificare.' })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/dealers/:dealerId', () => {
  it('refuses bad fields with Italian messages and leaves no audit row', async () => {
    const [dealer] = await demoDealers();
    const res = await send('PUT', `/api/admin/dealers/${dealer!.id}`, { vat_number: '12345678901', email: 'no', name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(Object.keys(res.body.data.errors).sort()).toEqual(['email', 'name', 'vat_number']);
    expect(res.body.data.errors.name[0]).toMatch(/richiesto/);
    expect(await auditOf('dealer', dealer!.id)).toEqual([]);
  });

  it('saves a correction with its audit row', async () => {
    const [dealer] = await demoDealers();
    const res = await send('PUT', `/api/admin/dealers/${dealer!.id}`, { city: 'Pavia', sdi_code: 'abc1234' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ city: 'Pavia', sdi_code: 'ABC1234' });
    const [row] = await auditOf('dealer', dealer!.id);
    expect(row).toMatchObject({ action: 'dealer.update', actor: { email: 'admin@automercato.example' }, after: { city: 'Pavia', sdi_code: 'ABC1234' } });
    expect(row.before.city).toBe(dealer!.city);
  });
});

describe('enable / disable', () => {
  it('takes a disabled dealer\'s listings out of public search and the home page at once, and back', async () => {
    // A dealer with a listing in the home page's showcase.
    const showcased = (await t.request('/api/listings/showcased')).body.data;
    expect(showcased.length).toBeGreaterThan(0);
    const dealerId: string = showcased[0].dealer.uuid;
    const count = async () => (await t.request(`/api/listings?dealer=${dealerId}`)).body.data.meta.total;
    const counted = async () => (await t.request(`/api/listings/count?dealer=${dealerId}`)).body.data;
    const onHome = async () => (await t.request('/api/listings/showcased')).body.data.some((l: { dealer: { uuid: string } }) => l.dealer.uuid === dealerId);
    const before = await count();
    const countedBefore = await counted();
    expect(before).toBeGreaterThan(0);
    const counters = (await t.request('/api/counters')).body.data;

    const reason = 'Documenti della società da verificare.';
    const off = await send('POST', `/api/admin/dealers/${dealerId}/disable`, { reason });
    expect(off.statusCode).toBe(200);
    expect(off.body.data.disabled_reason).toBe(reason);
    expect(off.body.data.enabled).toBe(false);
    expect(await count()).toBe(0);
    expect(await onHome()).toBe(false);
    expect(await counted()).not.toEqual(countedBefore);
    expect((await t.request('/api/counters')).body.data).not.toEqual(counters);
    expect((await get(`/api/admin/dealers?status=disabled&q=${dealerId}`)).body.data.items).toHaveLength(1);
    // Twice is once: no second audit row.
    expect((await send('POST', `/api/admin/dealers/${dealerId}/disable`, { reason })).statusCode).toBe(200);

    const on = await send('POST', `/api/admin/dealers/${dealerId}/enable`);
    expect(on.body.data.enabled).toBe(true);
    expect(on.body.data.disabled_reason).toBeNull();
    expect(await count()).toBe(before);
    expect(await onHome()).toBe(true);
    const trail = await auditOf('dealer', dealerId);
    expect(trail.map((r: { action: string }) => r.action)).toEqual(['dealer.enable', 'dealer.disable']);
    expect(trail[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('a disabled dealer is told', () => {
  const outbox = async (to: string) => (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as Array<{ subject: string; text: string }>;

  it('asks a reason (422 in Italian) and refuses anyone but an admin', async () => {
    const [dealer] = await demoDealers();
    const url = `/api/admin/dealers/${dealer!.id}/disable`;
    expect((await send('POST', url, {})).statusCode).toBe(422);
    const short = await send('POST', url, { reason: '         corto    ' });
    expect([short.statusCode, short.body.data.errors.reason[0]]).toEqual([422, expect.stringMatching(/Il campo motivo/)]);
    const owner = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    expect((await send('POST', url, { reason: 'Documenti della società da verificare.' }, owner)).statusCode).toBe(403);
    expect((await get(`/api/admin/dealers/${dealer!.id}`)).body.data.enabled).toBe(true);
  });

  it('the owner gets the reason by mail, sees it in the dealer area and on every listing; enabling clears it', async () => {
    const [dealer] = await demoDealers();
    const reason = 'Partita IVA cessata secondo il registro delle imprese.';
    const res = await send('POST', `/api/admin/dealers/${dealer!.id}/disable`, { reason });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const mail = await eventually(async () => (await outbox('concessionario@automercato.example'))
      .find((m) => m.subject === `Il concessionario ${dealer!.name} è stato disattivato`), 'the disabled mail');
    expect(mail.text).toContain(`Motivo: «${reason}»`);
    expect(mail.text).toContain(`/dealer/${dealer!.id}/listings`);
    expect(mail.text).not.toMatch(/\b(stato|sei) (disattivato|registrato)\b/);

    const owner = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    const own = (await get('/api/user', owner)).body.data.dealers.find((d: { uuid: string }) => d.uuid === dealer!.id);
    expect(own).toMatchObject({ enabled: false, disabled_reason: reason });
    const listings = (await get(`/api/dealers/${dealer!.id}/listings?state=published&per_page=100`, owner)).body.data;
    expect(listings.items.length).toBeGreaterThan(0);
    for (const l of listings.items) expect(l.hidden_because).toBe('dealer_disabled');
    expect(listings.meta.counters.in_search).toBe(0);

    await send('POST', `/api/admin/dealers/${dealer!.id}/enable`);
    await eventually(async () => (await outbox('concessionario@automercato.example'))
      .find((m) => m.subject === `Il concessionario ${dealer!.name} è di nuovo attivo`), 'the enabled mail');
    expect((await get('/api/user', owner)).body.data.dealers.find((d: { uuid: string }) => d.uuid === dealer!.id).disabled_reason).toBeNull();
  });
});

describe('dealer admins: /api/admin/user-dealerships', () => {
  async function userId(email: string) {
    return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  it('lists users with their dealers; searches by e-mail or dealer name; filters by role', async () => {
    const res = await get('/api/admin/user-dealerships?q=concessionario@');
    expect(res.statusCode).toBe(200);
    const row = res.body.data.items.find((r: { user: { email: string } }) => r.user.email === 'concessionario@automercato.example');
    expect(row.dealerships.length).toBeGreaterThan(0);
    expect(row.dealerships[0]).toMatchObject({ dealer: { uuid: expect.any(String), name: expect.any(String) }, role: expect.stringMatching(/owner|admin/) });
    const [dealer] = await demoDealers();
    const byDealer = await get(`/api/admin/user-dealerships?q=${encodeURIComponent(dealer!.name)}`);
    expect(byDealer.body.data.items.map((r: { user: { email: string } }) => r.user.email)).toContain('concessionario@automercato.example');
    const admins = await get('/api/admin/user-dealerships?role=admin&per_page=100');
    for (const r of admins.body.data.items) expect(r.dealerships.some((d: { role: string }) => d.role === 'admin')).toBe(true);
    // Totals: the distinct users of the memberships (of the role), with and without a search.
    const db = t.database.db;
    const distinct = async (role?: 'owner' | 'admin') => (await db.selectFrom('dealer_memberships').select('user_id').distinct()
      .$if(role !== undefined, (q) => q.where('role', '=', role!)).execute()).length;
    expect((await get('/api/admin/user-dealerships')).body.data.meta.total).toBe(await distinct());
    expect(admins.body.data.meta.total).toBe(await distinct('admin'));
    expect((await get('/api/admin/user-dealerships?role=owner')).body.data.meta.total).toBe(await distinct('owner'));
    const sorted = (await get('/api/admin/user-dealerships?per_page=100&sort_direction=desc')).body.data.items.map((r: { user: { email: string } }) => r.user.email);
    const expected = await db.selectFrom('users').select('email').where('id', 'in', db.selectFrom('dealer_memberships').select('user_id'))
      .orderBy(sql`lower(email)`, 'desc').limit(100).execute();
    expect(sorted).toEqual(expected.map((u) => u.email));
    // Customers without dealers are not dealer admins.
    expect((await get('/api/admin/user-dealerships?q=cliente@')).body.data.items).toEqual([]);
  });

  it('adds, changes and removes a user\'s dealerships; the first gives the dealer role', async () => {
    const customerId = await userId('cliente@automercato.example');
    const [dealer] = await demoDealers();
    const customer = await signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await get(`/api/dealers/${dealer!.id}/settings`, customer)).statusCode).toBe(403);

    const empty = await get(`/api/admin/user-dealerships/${customerId}`);
    expect(empty.body.data).toMatchObject({ user: { email: 'cliente@automercato.example' }, dealerships: [] });

    const added = await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [{ dealer: dealer!.id, role: 'admin' }] });
    expect(added.statusCode).toBe(200);
    expect(added.body.data.dealerships).toMatchObject([{ dealer: { uuid: dealer!.id }, role: 'admin' }]);
    const roles = await t.database.db.selectFrom('user_roles').select('role').where('user_id', '=', customerId).execute();
    expect(roles.map((r) => r.role)).toContain('dealer');
    // The membership counts on the user's next request, and the user is now in the dealer admins' list.
    expect((await get(`/api/dealers/${dealer!.id}/settings`, customer)).statusCode).toBe(200);
    const listed = async () => (await get('/api/admin/user-dealerships?q=cliente@')).body.data.items.map((r: { user: { email: string } }) => r.user.email);
    expect(await listed()).toEqual(['cliente@automercato.example']);

    const changed = await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [{ dealer: dealer!.id, role: 'owner' }] });
    expect(changed.body.data.dealerships[0].role).toBe('owner');
    const removed = await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [] });
    expect(removed.body.data.dealerships).toEqual([]);
    expect((await get(`/api/dealers/${dealer!.id}/settings`, customer)).statusCode).toBe(403);
    expect(await listed()).toEqual([]);

    const trail = await auditOf('membership', customerId);
    expect(trail.map((r: { action: string }) => r.action)).toEqual(['membership.update', 'membership.update', 'membership.update']);
    expect(trail[2].after.dealerships).toEqual([`${dealer!.name} (amministratore)`]);
    expect(trail[0]).toMatchObject({ before: { dealerships: [`${dealer!.name} (titolare)`] }, after: { dealerships: [] } });
    // The dealer's own trail shows who joined it, the role change and who left.
    const dealerTrail = await auditOf('dealer', dealer!.id);
    expect(dealerTrail.slice(0, 3).map((r: { action: string; after: Record<string, unknown> }) => [r.action, r.after['cliente@automercato.example']]))
      .toEqual([['membership.remove', null], ['membership.role', 'titolare'], ['membership.add', 'amministratore']]);
  });

  it('keeps at least one owner per dealer, with a clear Italian error and nothing changed', async () => {
    const ownerId = await userId('concessionario@automercato.example');
    const detail = (await get(`/api/admin/user-dealerships/${ownerId}`)).body.data;
    const owned = detail.dealerships.find((d: { role: string }) => d.role === 'owner');
    const others = await t.database.db.selectFrom('dealer_memberships').select('user_id')
      .where('dealer_id', '=', owned.dealer.uuid).where('role', '=', 'owner').where('user_id', '<>', ownerId).execute();
    expect(others).toEqual([]);
    const body = { dealerships: detail.dealerships.filter((d: { dealer: { uuid: string } }) => d.dealer.uuid !== owned.dealer.uuid)
      .map((d: { dealer: { uuid: string }; role: string }) => ({ dealer: d.dealer.uuid, role: d.role })) };
    const res = await send('PUT', `/api/admin/user-dealerships/${ownerId}`, body);
    expect(res.statusCode).toBe(422);
    expect(res.body.error_message).toMatch(/deve avere almeno un titolare/);
    const demoted = await send('PUT', `/api/admin/user-dealerships/${ownerId}`, {
      dealerships: detail.dealerships.map((d: { dealer: { uuid: string }; role: string }) => ({ dealer: d.dealer.uuid, role: d.dealer.uuid === owned.dealer.uuid ? 'admin' : d.role })),
    });
    expect(demoted.statusCode).toBe(422);
    expect((await get(`/api/admin/user-dealerships/${ownerId}`)).body.data).toEqual(detail);
    expect(await auditOf('membership', ownerId)).toEqual([]);
  });

  it('refuses unknown users, unknown or repeated dealers', async () => {
    const customerId = await userId('cliente@automercato.example');
    const [dealer] = await demoDealers();
    expect((await get(`/api/admin/user-dealerships/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/user-dealerships/${crypto.randomUUID()}`, { dealerships: [] })).statusCode).toBe(404);
    const unknown = await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [{ dealer: crypto.randomUUID(), role: 'admin' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.data.errors['dealerships.0.dealer']).toEqual(['Concessionaria non trovata']);
    const twice = await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [{ dealer: dealer!.id, role: 'admin' }, { dealer: dealer!.id, role: 'owner' }] });
    expect(twice.statusCode).toBe(422);
    expect((await send('PUT', `/api/admin/user-dealerships/${customerId}`, { dealerships: [{ dealer: dealer!.id, role: 'boss' }] })).statusCode).toBe(422);
  });

  it('gives no dealership to a deleted (anonymised) user', async () => {
    const [dealer] = await demoDealers();
    const email = `cancellato-${Date.now()}@example.it`;
    const { id } = await t.database.db.insertInto('users').values({ email, name: 'Ex', surname: 'Utente', role: 'customer', deleted_at: new Date() })
      .returning('id').executeTakeFirstOrThrow();
    expect((await get(`/api/admin/user-dealerships/${id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/user-dealerships/${id}`, { dealerships: [{ dealer: dealer!.id, role: 'admin' }] })).statusCode).toBe(404);
  });

  it('exports the dealer admins as CSV', async () => {
    const res = await get('/api/admin/user-dealerships/export.csv?q=concessionario');
    expect(res.statusCode).toBe(200);
    const lines = res.payload.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID utente;E-mail;Nome;Cognome;Abilitato;Concessionarie');
    expect(lines.find((l: string) => l.includes('concessionario@automercato.example'))).toMatch(/\(titolare\)/);
  });
});
