import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient, createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const STRONG = 'Giardino#Verde42';
const CUSTOMER = { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' };

/** Mail kept in the dev outbox for an address, newest first. */
async function outbox(to: string) {
  return (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { subject: string; text: string; html: string }[];
}

/** The link of the newest mail to an address (other than `not`), as a path on this site. */
async function linkIn(to: string, subject: RegExp, not?: string) {
  return eventually(async () => {
    const mail = (await outbox(to)).find((m) => subject.test(m.subject));
    const url = mail?.text.match(/https?:\/\/[^\s]+/)?.[0];
    return url && new URL(url).pathname !== not ? new URL(url).pathname : undefined;
  }, `mail "${subject}" to ${to}`);
}

async function signIn(email: string, password: string, client: TestClient = t.client()) {
  const res = await client.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  return { client, res };
}

describe('sign-up', () => {
  const base = { name: 'Anna', surname: 'Verdi', email: 'anna.verdi@example.it', password: STRONG, password_confirmation: STRONG, terms: true };

  it.each([
    ['Cort1!a', 'almeno 8'],
    ['tuttominuscole1!', 'maiuscola'],
    ['TUTTOMAIUSCOLE1!', 'minuscola'],
    ['SenzaNumeri!!', 'numero'],
    ['SenzaSpeciali12', 'speciale'],
    ['P@ssw0rd', 'più usate'],
    ['Juventus1897!', 'più usate'],
    ['AnnaVerdi1990!', 'tuo nome'],
  ])('refuses the password %s with an Italian reason', async (weak, reason) => {
    const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, password: weak, password_confirmation: weak } });
    expect(res.statusCode).toBe(422);
    expect(res.body.error_code).toBe('2');
    expect(res.body.data.errors.password[0]).toMatch(new RegExp(reason, 'i'));
  });

  it('accepts up to 128 characters and refuses 129', async () => {
    // Random letters, not a repeated one: the length is what is tested, not guessability.
    const long = `Aa1!${crypto.randomBytes(100).toString('base64url').slice(0, 125)}`;
    const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email: 'lunga@example.it', password: long, password_confirmation: long } });
    expect(res.statusCode).toBe(422);
    const ok = long.slice(0, 128);
    const accepted = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email: 'lunga@example.it', password: ok, password_confirmation: ok } });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a confirmation that differs, a bad e-mail and missing names', async () => {
    const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, password_confirmation: `${STRONG}x` } });
    expect(res.body.data.errors.password_confirmation).toEqual(['Il campo conferma password non corrisponde.']);
    const bad = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email: 'non-una-email', name: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.data.errors.email).toEqual(['Il campo email deve essere un indirizzo email valido']);
    expect(bad.body.data.errors.name).toEqual(['Il campo nome è richiesto']);
  });

  it('refuses a sign-up without the terms accepted, and creates nothing', async () => {
    const email = 'senza.consenso@example.it';
    for (const terms of [undefined, false, 'true']) {
      const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email, terms } });
      expect(res.statusCode, String(terms)).toBe(422);
      expect(res.body.data.errors.terms, String(terms)).toEqual(['Il campo accettazione dei termini è richiesto']);
    }
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('records when the terms were accepted', async () => {
    const email = 'con.consenso@example.it';
    const before = Date.now();
    const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email } });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db.selectFrom('users').select('terms_accepted_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.terms_accepted_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('creates a customer, signs them in unverified and mails a verification link', async () => {
    const client = t.client();
    const res = await client.request({ method: 'POST', url: '/api/register-customer', payload: base });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ email: base.email, role: 'customer', roles: ['customer'], email_verified_at: null });
    const me = await client.request({ method: 'GET', url: '/api/user' });
    expect(me.body.data.email).toBe(base.email);
    const link = await linkIn(base.email, /Conferma il tuo indirizzo email/);
    expect(link).toMatch(/^\/api\/email\/verify\/[A-Za-z0-9_-]{40,}$/);
    const mail = (await outbox(base.email))[0]!;
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.text).toContain('60 minuti');
  });

  it('refuses an e-mail already used, whatever its case (A3)', async () => {
    const res = await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { ...base, email: 'CLIENTE@automercato.example' } });
    expect(res.statusCode).toBe(409);
    expect(res.body.error_code).toBe('A3');
  });
});

describe('e-mail verification links', () => {
  it('verify once → /email-verified?verified=1; again → /email-token-expired', async () => {
    const email = 'verifica@example.it';
    const client = t.client();
    await client.request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Vera', surname: 'Fica', email, password: STRONG, terms: true } });
    const link = await linkIn(email, /Conferma/);
    const first = await t.app.inject(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/email-verified?verified=1');
    expect((await client.request({ method: 'GET', url: '/api/user' })).body.data.email_verified_at).not.toBeNull();
    const again = await t.app.inject(link);
    expect(again.headers.location).toBe('/email-token-expired');
    expect((await t.app.inject('/api/email/verify/forged-token-forged-token-1234')).headers.location).toBe('/email-token-expired');
  });

  it('an expired link leads to /email-token-expired, and a new one can be asked for', async () => {
    const email = 'scaduto@example.it';
    const client = t.client();
    await client.request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Sca', surname: 'Duto', email, password: STRONG, terms: true } });
    const link = await linkIn(email, /Conferma/);
    await t.database.db.updateTable('email_verification_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await t.app.inject(link)).headers.location).toBe('/email-token-expired');
    const renew = await client.request({ method: 'POST', url: '/api/email/verification-notification' });
    expect(renew.body.data.already_verified).toBe(false);
    const fresh = await linkIn(email, /Conferma/, link);
    expect(fresh).not.toBe(link);
    expect((await t.app.inject(fresh)).headers.location).toBe('/email-verified?verified=1');
  });

  it('asking for a new link as a guest answers the same for any address', async () => {
    const known = await t.client().request({ method: 'POST', url: '/api/verify-email/renew', payload: { email: CUSTOMER.email } });
    const unknown = await t.client().request({ method: 'POST', url: '/api/verify-email/renew', payload: { email: 'nessuno@example.it' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('a guest cannot ask for the verification mail of the signed-in flow', async () => {
    const res = await t.client().request({ method: 'POST', url: '/api/email/verification-notification' });
    expect(res.statusCode).toBe(401);
    expect(res.body.error_code).toBe('3');
  });
});

describe('sign-in', () => {
  it('answers A1 for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = (await signIn(CUSTOMER.email, 'Sbagliata#1234')).res;
    const unknown = (await signIn('nessuno@automercato.example', 'Sbagliata#1234')).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ error_code: 'A1', error_message: 'Email o password non corretti.' });
  });

  it('"Resta connesso": a remembered session outlives the browser, one that is not ends with it or after 12 h idle', async () => {
    const sessionCookieOf = (res: { cookies: unknown }) =>
      (res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]).find((c) => c.name === 'automercato_session')!;
    const rowOf = async (value: string) => t.database.db.selectFrom('sessions').select(['remember', 'expires_at'])
      .where('id_hash', '=', crypto.createHash('sha256').update(value).digest('hex')).executeTakeFirstOrThrow();
    const hours = (date: Date) => (date.getTime() - Date.now()) / 3600_000;

    for (const [remember, persistent] of [[true, true], [undefined, true], [false, false]] as const) {
      const client = t.client();
      const res = await client.request({ method: 'POST', url: '/api/login', payload: { email: CUSTOMER.email, password: CUSTOMER.password, remember } });
      expect(res.statusCode, String(remember)).toBe(200);
      const cookie = sessionCookieOf(res);
      const row = await rowOf(cookie.value);
      expect(row.remember, String(remember)).toBe(persistent);
      if (persistent) {
        expect(hours(cookie.expires!), String(remember)).toBeGreaterThan(24 * 13);
        expect(hours(row.expires_at)).toBeGreaterThan(24 * 13);
      } else {
        expect(cookie.expires, 'a browser-session cookie').toBeUndefined();
        expect(cookie.maxAge).toBeUndefined();
        expect(hours(row.expires_at)).toBeGreaterThan(11.9);
        expect(hours(row.expires_at)).toBeLessThanOrEqual(12);
      }
      expect((await client.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    }
    const odd = await t.client().request({ method: 'POST', url: '/api/login', payload: { email: CUSTOMER.email, password: CUSTOMER.password, remember: 'sì' } });
    expect(odd.statusCode).toBe(422);
    expect(odd.body.data.errors.remember).toHaveLength(1);
  });

  it('a remembered session slides with activity on the API, never on public assets (no cookie on cacheable answers)', async () => {
    const client = t.client();
    await client.request({ method: 'POST', url: '/api/login', payload: { email: CUSTOMER.email, password: CUSTOMER.password, remember: true } });
    const raw = client.cookies.get('automercato_session')!;
    const idHash = crypto.createHash('sha256').update(raw).digest('hex');
    // Last seen 10 minutes ago: the next answer that reads the session slides it.
    await t.database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 10 * 60_000) }).where('id_hash', '=', idHash).execute();
    for (const url of ['/static/js/index.0123abcd.js', '/mf/search/mf-manifest.json', '/media/vehicles/suv/rosso/1.svg']) {
      const res = await t.app.inject({ url, cookies: { automercato_session: raw } });
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const api = await t.app.inject({ url: '/api/user', cookies: { automercato_session: raw } });
    expect(api.statusCode).toBe(200);
    expect(String(api.headers['set-cookie'])).toMatch(/automercato_session=.*Expires=/);
  });

  it('signs in with a new session id and the old cookie no longer works', async () => {
    const client = t.client();
    await client.csrf();
    const guestCookie = client.cookies.get('automercato_session')!;
    const { res } = await signIn(CUSTOMER.email, CUSTOMER.password, client);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ email: CUSTOMER.email, role: 'customer' });
    expect(client.cookies.get('automercato_session')).not.toBe(guestCookie);
    const stale = await t.app.inject({ url: '/api/user', cookies: { automercato_session: guestCookie } });
    expect(stale.statusCode).toBe(401);
    expect((await client.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('refuses a disabled user with code 5 (only with the right password)', async () => {
    await t.database.db.updateTable('users').set({ enabled: false }).where('email', '=', 'concessionario2@automercato.example').execute();
    expect((await signIn('concessionario2@automercato.example', 'nope#Nope123')).res.body.error_code).toBe('A1');
    const res = (await signIn('concessionario2@automercato.example', 'Dealer2#Demo2026')).res;
    expect(res.statusCode).toBe(403);
    expect(res.body.error_code).toBe('5');
  });

  it('slows down guessing: after 5 failures for one account, 429 even with the right password', async () => {
    const email = 'admin@automercato.example';
    for (let i = 0; i < 5; i++) expect((await signIn(email, `Tentativo#${i}xx`)).res.statusCode).toBe(401);
    const blocked = (await signIn(email, 'Admin#Demo2026')).res;
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.error_message).toMatch(/Troppi tentativi/);
    // Other accounts are not affected.
    expect((await signIn('superadmin@automercato.example', 'Super#Demo2026')).res.statusCode).toBe(200);
  });

  it('slows down one address trying many accounts', async () => {
    // The socket address: X-Forwarded-For counts only from a configured proxy (TRUST_PROXY).
    const remoteAddress = '203.0.113.9';
    const client = t.client();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await client.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email: `probe${i}@example.it`, password: 'x' } })).statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);

  it('signing out ends the session', async () => {
    const { client } = await signIn(CUSTOMER.email, CUSTOMER.password);
    expect((await client.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await client.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const email = 'recupero@example.it';
  beforeAll(async () => {
    await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Rita', surname: 'Cupero', email, password: STRONG, terms: true } });
  });

  it('answers the same whether or not the address is registered', async () => {
    const known = await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const unknown = await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'fantasma@example.it' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox('fantasma@example.it')).toEqual([]);
  });

  it('reset link: valid, then used; the new password works, the old does not; every session ends', async () => {
    const { client: elsewhere } = await signIn(email, STRONG);
    await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const link = await linkIn(email, /Reimposta/);
    expect(link).toMatch(/^\/password-reset\/[A-Za-z0-9_-]+$/);
    const token = link.split('/').pop()!;
    expect((await t.client().request({ method: 'POST', url: '/api/validate-reset-token', payload: { token } })).body.data).toEqual({ valid: true });
    const weak = await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'debole', password_confirmation: 'debole' } });
    expect(weak.statusCode).toBe(422);
    const chosen = 'Nuova#Strada2026';
    const done = await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token, password: chosen, password_confirmation: chosen } });
    expect(done.statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await signIn(email, STRONG)).res.statusCode).toBe(401);
    expect((await signIn(email, chosen)).res.statusCode).toBe(200);
    const reused = await t.client().request({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'Altra#Strada2026', password_confirmation: 'Altra#Strada2026' } });
    expect(reused.statusCode).toBe(410);
    expect((await t.client().request({ method: 'POST', url: '/api/validate-reset-token', payload: { token } })).statusCode).toBe(410);
    await eventually(async () => (await outbox(email)).some((m) => /password è stata cambiata/.test(m.subject)), 'the password-changed mail');
  });

  it('an expired or unknown reset token is refused', async () => {
    await t.client().request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = (await linkIn(email, /Reimposta/)).split('/').pop()!;
    await t.database.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('used_at', 'is', null).execute();
    expect((await t.client().request({ method: 'POST', url: '/api/validate-reset-token', payload: { token } })).statusCode).toBe(410);
    const unknown = await t.client().request({ method: 'POST', url: '/api/validate-reset-token', payload: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error_message).toMatch(/non è valido/);
  });
});

describe('profile', () => {
  it('names the dealers a user owns or administers, and none for a buyer', async () => {
    const { client } = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    const dealers = (await client.request({ method: 'GET', url: '/api/user' })).body.data.dealers as { uuid: string; name: string; membership: string; enabled: boolean }[];
    expect(dealers.map((d) => d.membership).sort()).toEqual(['admin', 'owner', 'owner']);
    const stored = await t.database.db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.dealer_id').where('u.email', '=', 'concessionario@automercato.example').execute();
    expect(dealers.map((d) => d.uuid).sort()).toEqual(stored.map((r) => r.dealer_id).sort());
    expect(dealers.every((d) => typeof d.name === 'string' && d.name !== '' && d.enabled)).toBe(true);
    const buyer = (await signIn(CUSTOMER.email, CUSTOMER.password)).client;
    expect((await buyer.request({ method: 'GET', url: '/api/user' })).body.data.dealers).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    for (const [method, url] of [['PUT', '/api/user/profile-information'], ['POST', '/api/private/profile/role'], ['POST', '/api/private/profile/password']] as const) {
      const res = await t.client().request({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('updates personal data; a new e-mail must be verified again; a taken one is refused', async () => {
    const email = 'profilo@example.it';
    const client = t.client();
    await client.request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Pia', surname: 'Rofilo', email, password: STRONG, terms: true } });
    await t.app.inject(await linkIn(email, /Conferma/));
    const res = await client.request({ method: 'PUT', url: '/api/user/profile-information', payload: { name: 'Pia Maria', surname: 'Rofilo', email, phone: '+39 333 1234567' } });
    expect(res.body.data).toMatchObject({ name: 'Pia Maria', phone: '+39 333 1234567' });
    expect(res.body.data.email_verified_at).not.toBeNull();
    const taken = await client.request({ method: 'PUT', url: '/api/user/profile-information', payload: { name: 'Pia', surname: 'R', email: CUSTOMER.email } });
    expect(taken.body.error_code).toBe('A3');
    const moved = await client.request({ method: 'PUT', url: '/api/user/profile-information', payload: { name: 'Pia', surname: 'R', email: 'nuova.pia@example.it' } });
    expect(moved.body.data).toMatchObject({ email: 'nuova.pia@example.it', email_verified_at: null });
    expect(await linkIn('nuova.pia@example.it', /Conferma/)).toMatch(/^\/api\/email\/verify\//);
  });

  it('chooses only a role the user holds', async () => {
    const { client } = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    const toCustomer = await client.request({ method: 'POST', url: '/api/private/profile/role', payload: { role: 'customer' } });
    expect(toCustomer.body.data).toMatchObject({ role: 'customer', roles: ['customer', 'dealer'] });
    const toAdmin = await client.request({ method: 'POST', url: '/api/private/profile/role', payload: { role: 'super-admin' } });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.body.error_code).toBe('6');
  });

  it('changes the password: A7 for a wrong current one; other sessions end, this one stays', async () => {
    const email = 'cambio@example.it';
    await t.client().request({ method: 'POST', url: '/api/register-customer', payload: { name: 'Cam', surname: 'Bio', email, password: STRONG, terms: true } });
    const { client: here } = await signIn(email, STRONG);
    const { client: there } = await signIn(email, STRONG);
    const wrong = await here.request({ method: 'POST', url: '/api/private/profile/password', payload: { current_password: 'Sbagliata#1', password: 'Nuovissima#2026', password_confirmation: 'Nuovissima#2026' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.error_code).toBe('A7');
    const done = await here.request({ method: 'POST', url: '/api/private/profile/password', payload: { current_password: STRONG, password: 'Nuovissima#2026', password_confirmation: 'Nuovissima#2026' } });
    expect(done.statusCode).toBe(200);
    expect((await here.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await there.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('probing from one address', () => {
  it('limits sign-ups and recovery mails per address, with an Italian 429, across a restart', async () => {
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const start = () => buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x', MAIL_RATE_LIMIT: '3' }), logger: false });
    const app = await start();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `x${i}@example.it` }, headers: { 'x-xsrf-token': 'none' }, remoteAddress: '203.0.113.7' });
      codes.push(res.statusCode);
    }
    // Without a session the XSRF check answers first; with one, the limiter does.
    expect(codes).toEqual([419, 419, 419, 419]);
    const client = cookieClient(app);
    const from = (remoteAddress: string, c = client) => c.request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'qualcuno@example.it' }, remoteAddress });
    expect([(await from('203.0.113.7')).statusCode, (await from('203.0.113.7')).statusCode, (await from('203.0.113.7')).statusCode]).toEqual([200, 200, 200]);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.error_message).toMatch(/Troppe richieste. Riprova tra 15 minuti/);
    expect((await from('198.51.100.20')).statusCode).toBe(200);
    await app.close();

    // The hits are in the database: a restarted API keeps the limit.
    const restarted = await start();
    const again = cookieClient(restarted);
    expect((await from('203.0.113.7', again)).statusCode).toBe(429);
    expect((await from('198.51.100.20', again)).statusCode).toBe(200);
    await restarted.close();
  });
});

describe('the session check of every page load (GET /api/session)', () => {
  it('answers a guest 200 with data null (no failed request in the browser), while /api/user stays 401', async () => {
    const guest = t.client();
    const res = await guest.request({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ error: false, data: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await guest.request({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('answers a signed-in user with the same user as /api/user', async () => {
    const { client } = await signIn(CUSTOMER.email, CUSTOMER.password);
    const session = await client.request({ method: 'GET', url: '/api/session' });
    expect(session.statusCode).toBe(200);
    expect(session.body.data).toEqual((await client.request({ method: 'GET', url: '/api/user' })).body.data);
    expect(session.body.data.email).toBe(CUSTOMER.email);
  });

  it('refuses a user disabled after signing in with code 5, still not cacheable', async () => {
    const { client } = await signIn('concessionario@automercato.example', 'Dealer#Demo2026');
    await t.database.db.updateTable('users').set({ enabled: false }).where('email', '=', 'concessionario@automercato.example').execute();
    try {
      const res = await client.request({ method: 'GET', url: '/api/session' });
      expect(res.statusCode).toBe(403);
      expect(res.body.error_code).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.database.db.updateTable('users').set({ enabled: true }).where('email', '=', 'concessionario@automercato.example').execute();
    }
  });
});
