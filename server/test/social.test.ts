import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import type { Config } from '../src/config.js';
import { errorHandlerPlugin } from '../src/http/error-handler.js';
import { sessionPlugin, SESSION_COOKIE } from '../src/http/session.js';
import { parseQueryString } from '../src/http/query-string.js';
import { ok } from '../src/http/envelope.js';
import { safeRedirectPath, socialPlugin } from '../src/areas/accounts/social/index.js';
import { accessPlugin } from '../src/http/access.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { Browser, startTestProvider, type TestAccount, type TestProvider } from './support/oidc-provider.js';

const CLIENT_ID = 'automercato-test';
const CLIENT_SECRET = 'test-secret-0123456789';
const DEMO_CUSTOMER = 'cliente@automercato.example';
const DEMO_DEALER = 'concessionario@automercato.example';

const accounts: TestAccount[] = [
  { sub: 'g-new-1001', email: 'marco.rossi@gmail.example', email_verified: true, given_name: 'Marco', family_name: 'Rossi' },
  // The demo buyer's address in other letter case: linked only because Google says it is verified.
  { sub: 'g-giulia-2002', email: 'Cliente@AutoMercato.example', email_verified: true, given_name: 'Giulia', family_name: 'B.' },
  // Someone claiming the demo dealer's address without Google having verified it.
  { sub: 'g-squatter-3003', email: DEMO_DEALER, email_verified: false, given_name: 'Finto', family_name: 'Dealer' },
  { sub: 'g-unverified-4004', email: 'nuovo.non.verificato@example.org', email_verified: false, given_name: 'Nuovo', family_name: 'Utente' },
  { sub: 'g-disabled-5005', email: 'sospeso@gmail.example', email_verified: true, given_name: 'Sara', family_name: 'Sospesa' },
  { sub: 'g-disabled-link-6006', email: 'da.collegare@gmail.example', email_verified: true, given_name: 'Luca', family_name: 'Bloccato' },
];

let t: TestApp;
let db: Kysely<DB>;
let provider: TestProvider;
let appServer: http.Server;
let app: FastifyInstance;
let appOrigin: string;

/** The pieces of the real app a sign-in needs, plus a probe that shows the session's user. */
async function socialApp(options: {
  db: Kysely<DB>; google: Config['google']; appUrl: string; server?: http.Server; logs?: string[];
}) {
  const { server, logs, ...pluginOptions } = options;
  const instance = Fastify({
    logger: logs ? { level: 'info', stream: { write: (line: string) => void logs.push(line) } } : false,
    routerOptions: { querystringParser: parseQueryString },
    // The test provider must redirect to a port known before the app is built: reuse a listening server.
    ...(server ? { serverFactory: (handler: http.RequestListener) => server.on('request', handler) } : {}),
  });
  await instance.register(errorHandlerPlugin);
  await instance.register(fastifyCookie);
  await instance.register(sessionPlugin, { db: options.db, secureCookies: false, ttlHours: 1 });
  // Route declarations (access, personal → no-store) are applied by this platform plugin.
  await instance.register(accessPlugin, { devOutbox: false });
  await instance.register(socialPlugin, { ...pluginOptions, secureCookies: false });
  instance.get('/test/whoami', async (request) => ok(request.session?.user ?? null));
  await instance.ready();
  return instance;
}

interface FlowResult {
  /** Status and Location of the app's last answer (the one that leaves the /social/ routes). */
  status: number;
  location: string | null;
  /** Every URL visited, in order. */
  visited: string[];
}

/**
 * Drives a browser from /social/redirect/google through the provider's login and consent and back to
 * the callback, stopping at the app's answer that leaves /social/ (a redirect to the site or /signin).
 */
async function signIn(browser: Browser, options: { redirectTo?: string; rewriteCallback?: (url: URL) => URL } = {}): Promise<FlowResult> {
  let url = new URL('/social/redirect/google', appOrigin);
  if (options.redirectTo !== undefined) url.searchParams.set('redirect_to', options.redirectTo);
  const visited: string[] = [];
  for (let hop = 0; hop < 20; hop++) {
    visited.push(url.href);
    const response = await browser.get(url);
    const location = response.headers.get('location');
    await response.arrayBuffer();
    if (response.status < 300 || response.status >= 400 || !location) {
      return { status: response.status, location, visited };
    }
    const next = new URL(location, url);
    if (url.origin === appOrigin && !next.href.startsWith(`${appOrigin}/social/`) && !next.href.startsWith(provider.issuer)) {
      return { status: response.status, location, visited };
    }
    url = next.href.startsWith(`${appOrigin}/social/callback/`) && options.rewriteCallback ? options.rewriteCallback(next) : next;
  }
  throw new Error(`too many redirects: ${visited.join(' → ')}`);
}

async function whoami(browser: Browser) {
  const response = await browser.get(new URL('/test/whoami', appOrigin));
  return ((await response.json()) as { data: { id: string; email: string; role: string } | null }).data;
}

const userByEmail = (email: string) => db.selectFrom('users').selectAll()
  .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  appServer = http.createServer();
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', () => resolve()));
  appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  provider = await startTestProvider({
    clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: `${appOrigin}/social/callback/google`, accounts,
  });
  app = await socialApp({
    db, appUrl: appOrigin, server: appServer,
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: provider.issuer },
  });
});

afterAll(async () => {
  await app?.close();
  appServer?.closeAllConnections();
  await new Promise<void>((resolve) => (appServer ? appServer.close(() => resolve()) : resolve()));
  await provider?.close();
  await t?.close();
});

beforeEach(() => {
  provider.choice = { accountId: 'g-new-1001', consent: true };
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths and refuses everything that can leave the site', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/annunci/abc?page=2#foto')).toBe('/annunci/abc?page=2#foto');
    for (const bad of ['//evil.example', 'https://evil.example', 'http://evil.example/x', '/\\evil.example', '\\\\evil.example',
      'evil.example', 'javascript:alert(1)', '/\t/evil.example', '/%0d%0aSet-Cookie:x', '', ['/a', '/b'], 42, undefined]) {
      const kept = safeRedirectPath(bad);
      if (kept !== null) {
        // Only percent-encoded text may survive, and it must stay on the site.
        expect(kept.startsWith('/') && !kept.startsWith('//'), String(bad)).toBe(true);
        expect(new URL(kept, 'https://automercato.it').origin, String(bad)).toBe('https://automercato.it');
      }
    }
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });
});

describe('Google sign-in: configuration', () => {
  let bare: FastifyInstance;
  beforeAll(async () => { bare = await socialApp({ db, google: null, appUrl: 'http://localhost:3000' }); });
  afterAll(async () => { await bare?.close(); });

  it('tells the client whether the Google button should show', async () => {
    const on = await app.inject('/api/auth/providers');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ error: false, error_code: '0', data: { google: true }, error_message: null });
    const off = await bare.inject('/api/auth/providers');
    expect(off.json()).toEqual({ error: false, error_code: '0', data: { google: false }, error_message: null });
  });

  it('answers 404 code 4 in Italian when Google is not configured', async () => {
    for (const url of ['/social/redirect/google', '/social/callback/google?code=x&state=y']) {
      const res = await bare.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: true, error_code: '4', data: null, error_message: 'Accesso con Google non configurato.',
      });
    }
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and a signed short-lived cookie', async () => {
    const res = await app.inject('/social/redirect/google');
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      client_id: CLIENT_ID, response_type: 'code', scope: 'openid email profile', code_challenge_method: 'S256',
      redirect_uri: `${appOrigin}/social/callback/google`,
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).toMatch(/^[\w-]{20,}$/);
    expect(query.nonce).toMatch(/^[\w-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/social/);
    // The verifier and the state are not readable as such by whoever can see the URL.
    expect(cookie).not.toContain(query.state);
    // Two requests never share a state.
    const again = new URL(String((await app.inject('/social/redirect/google')).headers.location));
    expect(again.searchParams.get('state')).not.toBe(query.state);
  });

  it('sends the browser to /signin?error=google when the provider cannot be discovered', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const deadIssuer = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const cases = [
      deadIssuer,
      // Plain http is allowed for a loopback issuer only: this one is refused before any request is made.
      'http://accounts.example.test',
    ];
    for (const issuer of cases) {
      const logs: string[] = [];
      const broken = await socialApp({ db, logs, appUrl: 'http://localhost:3000', google: { clientId: 'x', clientSecret: 'y', issuer } });
      try {
        const res = await broken.inject('/social/redirect/google');
        expect(res.statusCode, issuer).toBe(302);
        expect(res.headers.location, issuer).toBe('/signin?error=google');
        expect(res.headers['set-cookie'], issuer).toBeUndefined();
        const callback = await broken.inject({ url: '/social/callback/google?code=a&state=b', cookies: {} });
        expect(callback.headers.location, issuer).toBe('/signin?error=google');
        const failures = logs.map((line) => JSON.parse(line) as { msg: string; cause?: { message?: string } })
          .filter((entry) => entry.msg.includes('OpenID discovery failed'));
        expect(failures.length, issuer).toBeGreaterThan(0);
        if (issuer.startsWith('http://accounts.')) expect(failures[0]!.cause?.message).toMatch(/HTTPS/);
      } finally {
        await broken.close();
      }
    }
  });
});

describe('Google sign-in: accounts', () => {
  it('creates a verified customer for a new Google identity and signs them in', async () => {
    const browser = new Browser();
    const result = await signIn(browser);
    expect(result.visited.some((url) => url.startsWith(`${provider.issuer}/interaction/`))).toBe(true);
    expect(result).toMatchObject({ status: 302, location: '/' });

    const [user, ...others] = await userByEmail('marco.rossi@gmail.example');
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({
      name: 'Marco', surname: 'Rossi', role: 'customer', google_subject: 'g-new-1001', password_hash: null, enabled: true,
    });
    expect(user!.email_verified_at).toBeInstanceOf(Date);
    expect(Date.now() - user!.email_verified_at!.getTime()).toBeLessThan(60_000);
    expect(Date.now() - user!.terms_accepted_at!.getTime()).toBeLessThan(60_000);
    const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user!.id).execute();
    expect(roles).toEqual([{ role: 'customer' }]);

    expect(await whoami(browser)).toMatchObject({ id: user!.id, email: 'marco.rossi@gmail.example', role: 'customer' });
    const sessions = await db.selectFrom('sessions').select('user_id').where('user_id', '=', user!.id).execute();
    expect(sessions).toHaveLength(1);
    // The one-time state cookie is gone; the session cookies are set.
    const jar = browser.jar(appOrigin);
    expect(jar.has(SESSION_COOKIE)).toBe(true);
    expect([...jar.keys()].filter((name) => name.startsWith('automercato_oauth'))).toEqual([]);
  });

  it('signs the same Google identity in again by its subject, without a new account', async () => {
    const before = await userByEmail('marco.rossi@gmail.example');
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ status: 302, location: '/' });
    expect(await whoami(browser)).toMatchObject({ id: before[0]!.id });
    expect(await userByEmail('marco.rossi@gmail.example')).toHaveLength(1);
  });

  it('links a verified Google e-mail to the existing account (any letter case) and keeps its verification date', async () => {
    const [demo] = await userByEmail(DEMO_CUSTOMER);
    expect(demo?.google_subject).toBeNull();
    expect(demo?.email_verified_at).toBeInstanceOf(Date);
    const usersBefore = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    provider.choice = { accountId: 'g-giulia-2002', consent: true };
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ status: 302, location: '/' });
    expect(await whoami(browser)).toMatchObject({ id: demo!.id, email: DEMO_CUSTOMER });

    const [linked, ...duplicates] = await userByEmail(DEMO_CUSTOMER);
    expect(duplicates).toHaveLength(0);
    expect(linked).toMatchObject({ id: demo!.id, google_subject: 'g-giulia-2002', name: demo!.name, surname: demo!.surname });
    expect(linked!.password_hash).toBe(demo!.password_hash);
    expect(linked!.email_verified_at!.getTime()).toBe(demo!.email_verified_at!.getTime());
    const usersAfter = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(usersAfter.n)).toBe(Number(usersBefore.n));

    // Next time the subject alone finds the account.
    const again = new Browser();
    expect(await signIn(again)).toMatchObject({ location: '/' });
    expect(await whoami(again)).toMatchObject({ id: demo!.id });
  });

  it('sets email_verified_at when it links an account whose e-mail was not verified yet', async () => {
    const [created] = await db.insertInto('users').values({
      email: 'da.verificare@gmail.example', name: 'Anna', surname: 'Verdi', role: 'customer', email_verified_at: null,
    }).returning('id').execute();
    provider.accounts.set('g-anna-7007', {
      sub: 'g-anna-7007', email: 'da.verificare@gmail.example', email_verified: true, given_name: 'Anna', family_name: 'Verdi',
    });
    provider.choice = { accountId: 'g-anna-7007', consent: true };
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ location: '/' });
    const [linked] = await userByEmail('da.verificare@gmail.example');
    expect(linked).toMatchObject({ id: created!.id, google_subject: 'g-anna-7007' });
    expect(linked!.email_verified_at).toBeInstanceOf(Date);
  });

  it('never links an existing account to a Google e-mail that Google has not verified', async () => {
    const [dealer] = await userByEmail(DEMO_DEALER);
    provider.choice = { accountId: 'g-squatter-3003', consent: true };
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ status: 302, location: '/signin?error=google' });
    expect(await whoami(browser)).toBeNull();
    const after = await userByEmail(DEMO_DEALER);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: dealer!.id, google_subject: null });
    expect(await db.selectFrom('users').select('id').where('google_subject', '=', 'g-squatter-3003').execute()).toHaveLength(0);
  });

  it('does not take over an account already linked to another Google identity', async () => {
    const [owner] = await db.insertInto('users').values({
      email: 'gia.collegato@gmail.example', name: 'Paolo', surname: 'Neri', google_subject: 'g-original-8008', email_verified_at: new Date(),
    }).returning('id').execute();
    provider.accounts.set('g-intruder-9009', {
      sub: 'g-intruder-9009', email: 'gia.collegato@gmail.example', email_verified: true, given_name: 'Altro', family_name: 'Account',
    });
    provider.choice = { accountId: 'g-intruder-9009', consent: true };
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ status: 302, location: '/signin?error=google' });
    expect(await whoami(browser)).toBeNull();
    expect(await userByEmail('gia.collegato@gmail.example')).toEqual([
      expect.objectContaining({ id: owner!.id, google_subject: 'g-original-8008' }),
    ]);
  });

  it('creates an account with an unverified e-mail left unverified', async () => {
    provider.choice = { accountId: 'g-unverified-4004', consent: true };
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ location: '/' });
    const [user] = await userByEmail('nuovo.non.verificato@example.org');
    expect(user).toMatchObject({ google_subject: 'g-unverified-4004', role: 'customer', email_verified_at: null });
    expect(await whoami(browser)).toMatchObject({ id: user!.id });
  });

  it('refuses a disabled user, found by subject or by e-mail, and links nothing', async () => {
    provider.choice = { accountId: 'g-disabled-5005', consent: true };
    expect(await signIn(new Browser())).toMatchObject({ location: '/' });
    await db.updateTable('users').set({ enabled: false }).where('google_subject', '=', 'g-disabled-5005').execute();
    const browser = new Browser();
    expect(await signIn(browser)).toMatchObject({ status: 302, location: '/signin?error=disabled' });
    expect(await whoami(browser)).toBeNull();

    const [blocked] = await db.insertInto('users').values({
      email: 'Da.Collegare@gmail.example', name: 'Luca', surname: 'Bloccato', enabled: false, email_verified_at: new Date(),
    }).returning('id').execute();
    provider.choice = { accountId: 'g-disabled-link-6006', consent: true };
    const other = new Browser();
    expect(await signIn(other)).toMatchObject({ location: '/signin?error=disabled' });
    expect(await whoami(other)).toBeNull();
    const rows = await userByEmail('da.collegare@gmail.example');
    expect(rows).toEqual([expect.objectContaining({ id: blocked!.id, google_subject: null })]);
    expect(await db.selectFrom('sessions').select('id_hash').where('user_id', '=', blocked!.id).execute()).toHaveLength(0);
  });
});

describe('Google sign-in: failures and redirects', () => {
  it('refuses a tampered state and signs nobody in', async () => {
    const browser = new Browser();
    const result = await signIn(browser, {
      rewriteCallback: (url) => {
        url.searchParams.set('state', `${url.searchParams.get('state')}x`);
        return url;
      },
    });
    expect(result).toMatchObject({ status: 302, location: '/signin?error=google' });
    expect(await whoami(browser)).toBeNull();
  });

  it('refuses a tampered or missing state cookie, and a replayed callback', async () => {
    let reachedCallback = false;
    const browser = new Browser();
    const result = await signIn(browser, {
      rewriteCallback: (url) => {
        reachedCallback = true;
        const jar = browser.jar(appOrigin);
        const [name, value] = [...jar].find(([key]) => key.startsWith('automercato_oauth'))!;
        // Keep state, nonce and verifier valid but change where the user lands, keeping the old signature.
        const [payload, signature] = value.split('.');
        const pending = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...pending, redirectTo: '/altrove' })).toString('base64url');
        jar.set(name, `${forged}.${signature}`);
        return url;
      },
    });
    expect(reachedCallback).toBe(true);
    expect(result.location).toBe('/signin?error=google');
    expect(await whoami(browser)).toBeNull();

    // A genuine flow, then the same callback URL again: the state cookie was single-use.
    const honest = new Browser();
    let genuine: URL | null = null;
    expect(await signIn(honest, { rewriteCallback: (url) => (genuine = new URL(url)) })).toMatchObject({ location: '/' });
    const replay = await new Browser().get(genuine!);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/signin?error=google');
    const replaySameBrowser = await honest.get(genuine!);
    expect(replaySameBrowser.headers.get('location')).toBe('/signin?error=google');
  });

  it('goes back to /signin?error=google when the user denies consent', async () => {
    provider.choice = { accountId: 'g-new-1001', consent: false };
    const browser = new Browser();
    const result = await signIn(browser);
    const callback = result.visited.find((url) => url.startsWith(`${appOrigin}/social/callback/google`));
    expect(new URL(callback!).searchParams.get('error')).toBe('access_denied');
    expect(result).toMatchObject({ status: 302, location: '/signin?error=google' });
    expect(await whoami(browser)).toBeNull();
  });

  it('never answers the callback with an error page', async () => {
    for (const url of [
      '/social/callback/google',
      '/social/callback/google?error=access_denied',
      '/social/callback/google?error=server_error&error_description=boom&state=abc',
      '/social/callback/google?code=forged&state=forged',
      '/social/callback/google?code[]=a&code[]=b&state=x',
    ]) {
      const res = await app.inject({ url, cookies: { automercato_oauth_google: 'forged.value' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/signin?error=google');
    }
  });

  it('returns to a same-site redirect_to and ignores an off-site one', async () => {
    const kept = new Browser();
    expect(await signIn(kept, { redirectTo: '/annunci/preferiti?ordine=prezzo' }))
      .toMatchObject({ status: 302, location: '/annunci/preferiti?ordine=prezzo' });
    expect(await whoami(kept)).toMatchObject({ email: 'marco.rossi@gmail.example' });

    for (const redirectTo of ['//evil.example', 'https://evil.example', '/\\evil.example', 'https:evil.example']) {
      const browser = new Browser();
      expect(await signIn(browser, { redirectTo }), redirectTo).toMatchObject({ status: 302, location: '/' });
      expect(await whoami(browser), redirectTo).toMatchObject({ email: 'marco.rossi@gmail.example' });
    }
  });

  it('discovers the provider once and reuses it', () => {
    expect(provider.discoveryRequests).toBe(1);
  });
});
