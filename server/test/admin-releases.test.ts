import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { HEALTH_BEACONS_PER_MINUTE } from '../src/areas/releases/admin/routes.js';

/**
 * The admins' side of the releases of the remotes: the overview, promotion, rollback and
 * canary behind the compatibility gate, publish tokens, the shell's health beacon and the automatic
 * rollback of a failing canary. Versions are rows and manifest files written here (publishing is
 * areas/releases/publish' part).
 */
let t: TestApp;
let dataDir: string;
let webRoot: string;
const clients = {} as Record<'guest' | 'customer' | 'dealer' | 'admin' | 'superAdmin', TestClient>;

const SHELL = { needs: { mf_search: ['routes', 'home'], mf_listing: ['routes'] }, provides: { react: '19.3.1', 'react-dom': '19.3.1' } };

interface ManifestOptions { exposes?: string[]; react?: string }
const manifest = (remote: string, { exposes = SHELL.needs[remote as 'mf_search'] ?? ['routes'], react = '^19.0.0' }: ManifestOptions = {}) => ({
  name: remote,
  exposes: exposes.map((name) => ({ name, path: `./${name}` })),
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
    { name: 'date-fns', version: '4.1.0', requiredVersion: '^4.0.0', singleton: false },
  ],
});

let seq = 0;
/** A published version as areas/releases/publish leaves it: the row, and its files under DATA_DIR/releases. */
async function publish(remote: string, version: string, options: ManifestOptions & { removed?: boolean; servedAt?: Date } = {}) {
  const folder = path.join(dataDir, 'releases', remote.slice(3), version);
  if (!options.removed) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest(remote, options)));
  }
  seq += 1;
  await t.database.db.insertInto('remote_versions').values({
    remote, version, seq, content_hash: crypto.randomBytes(16).toString('hex'), published_by: 'test', channel: 'developer',
    size_bytes: 1234, file_count: 3, exposes: JSON.stringify(options.exposes ?? ['routes', 'home']), shared: JSON.stringify([]),
    compatibility: JSON.stringify({ ok: true, problems: [] }), removed_at: options.removed ? new Date() : null,
    last_served_at: options.servedAt ?? null,
  } as never).execute();
}

const mapOf = (remote: string) => t.database.db.selectFrom('remote_map').selectAll().where('remote', '=', remote).executeTakeFirst();
const trail = (remote: string) => t.database.db.selectFrom('audit_log').selectAll()
  .where('entity_type', '=', 'remote').where('entity_id', '=', remote).orderBy('id').execute();

const post = (who: TestClient, url: string, payload?: object) => who.request({ method: 'POST', url, payload: payload ?? {} });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-releases-data-'));
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'am-releases-web-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'federation.json'), JSON.stringify(SHELL));
  t = await createTestApp({ env: { DATA_DIR: dataDir, WEB_ROOT: webRoot, RELEASES_CANARY_MIN_SESSIONS: '10' } });
  clients.guest = t.client();
  clients.customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
  clients.dealer = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
  clients.admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
  clients.superAdmin = await t.signIn('superadmin@automercato.example', 'Super#Demo2026');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('who may see and change releases', () => {
  it('guests 401, customers and dealers 403; an admin sees the overview but cannot change anything', async () => {
    expect((await clients.guest.request({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(401);
    expect((await clients.customer.request({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(403);
    expect((await clients.dealer.request({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(403);
    await publish('mf_admin', '1');

    const seen = await clients.admin.request({ method: 'GET', url: '/api/admin/releases' });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.can_manage).toBe(false);
    expect(seen.body.data.remotes.map((r: { remote: string; label: string }) => [r.remote, r.label])).toEqual([
      ['mf_search', 'Ricerca'], ['mf_listing', 'Annuncio'], ['mf_dealer', 'Area concessionario'], ['mf_carfax', 'Report Carfax'], ['mf_admin', 'Amministrazione'],
    ]);
    expect(seen.body.data.rules).toMatchObject({ canary_min_sessions: 10, canary_margin_percent: 5, health_sample: 1, retention_keep_last: 10 });

    for (const [method, url, payload] of [
      ['POST', '/api/admin/releases/mf_admin/promote', { version: '1' }],
      ['POST', '/api/admin/releases/mf_admin/canary', { version: '1', percent: 10 }],
      ['PUT', '/api/admin/releases/mf_admin/canary', { percent: 10 }],
      ['DELETE', '/api/admin/releases/mf_admin/canary', undefined],
      ['POST', '/api/admin/release-tokens', { remote: 'mf_admin', label: 'CI amministrazione' }],
      ['GET', '/api/admin/release-tokens', undefined],
    ] as const) {
      const res = await clients.admin.request({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body.error_code).toBe('6');
      expect(res.body.error_message).toMatch(/Solo un super amministratore/);
    }
    expect(await mapOf('mf_admin')).toBeUndefined();
    expect(await trail('mf_admin')).toEqual([]);
    expect((await clients.superAdmin.request({ method: 'GET', url: '/api/admin/releases' })).body.data.can_manage).toBe(true);
  });
});

describe('promotion, canary and rollback', () => {
  it('promote, canary, share, stop, promote the canary, roll back: each audited with the map before and after', async () => {
    await publish('mf_search', '1');
    await publish('mf_search', '2');
    const su = clients.superAdmin;

    let res = await post(su, '/api/admin/releases/mf_search/promote', { version: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ remote: 'mf_search', label: 'Ricerca', active_version: '1', canary: null, pinned_url: null });
    expect(res.body.data.versions.map((v: { version: string; status: string }) => [v.version, v.status])).toEqual([['2', 'available'], ['1', 'active']]);
    expect(res.body.data.versions[1]).toMatchObject({ manifest_url: '/mf/search/1/mf-manifest.json', health: { sessions: 0, error_rate: null } });

    res = await post(su, '/api/admin/releases/mf_search/canary', { version: '2', percent: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.canary).toMatchObject({ version: '2', percent: 10 });
    expect(res.body.data.versions[0].status).toBe('canary');

    res = await su.request({ method: 'PUT', url: '/api/admin/releases/mf_search/canary', payload: { percent: 50 } });
    expect(res.body.data.canary).toMatchObject({ version: '2', percent: 50 });
    res = await su.request({ method: 'DELETE', url: '/api/admin/releases/mf_search/canary' });
    expect(res.body.data.canary).toBeNull();

    await post(su, '/api/admin/releases/mf_search/canary', { version: '2', percent: 20 });
    res = await post(su, '/api/admin/releases/mf_search/promote', { version: '2' });
    expect(res.body.data).toMatchObject({ active_version: '2', canary: null });

    res = await post(su, '/api/admin/releases/mf_search/rollback', { version: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ active_version: '1', canary: null });

    const rows = await trail('mf_search');
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['remote.promote', { active_version: null }, { active_version: '1' }],
      ['remote.canary_start', { canary_version: null, canary_percent: null }, { canary_version: '2', canary_percent: 10 }],
      ['remote.canary_share', { canary_percent: 10 }, { canary_percent: 50 }],
      ['remote.canary_stop', { canary_version: '2', canary_percent: 50 }, { canary_version: null, canary_percent: null }],
      ['remote.canary_start', { canary_version: null, canary_percent: null }, { canary_version: '2', canary_percent: 20 }],
      ['remote.promote', { active_version: '1', canary_version: '2', canary_percent: 20 }, { active_version: '2', canary_version: null, canary_percent: null }],
      ['remote.rollback', { active_version: '2' }, { active_version: '1' }],
    ]);
    expect(rows.every((r) => r.actor_email === 'superadmin@automercato.example' && r.actor_id)).toBe(true);

    // The trail reads in Italian on the remote's page.
    const page = await su.request({ method: 'GET', url: '/api/admin/audit?entity_type=remote&entity_id=mf_search' });
    expect(page.statusCode).toBe(200);
    const shareLine = page.body.data.items.find((e: { action: string }) => e.action === 'remote.canary_share');
    expect(shareLine.changes).toEqual([{ field: 'canary_percent', label: 'Quota di sessioni in prova', before: '10%', after: '50%' }]);
  });

  it('requests that make no sense are refused 409 and change nothing', async () => {
    const su = clients.superAdmin;
    const before = await trail('mf_search');
    const refusals = [
      [await post(su, '/api/admin/releases/mf_search/promote', { version: '1' }), /è già quella attiva/],
      [await post(su, '/api/admin/releases/mf_search/rollback', { version: '2' }), /non è precedente a quella attiva/],
      [await post(su, '/api/admin/releases/mf_search/canary', { version: '1', percent: 10 }), /non può essere il canary/],
      [await su.request({ method: 'PUT', url: '/api/admin/releases/mf_search/canary', payload: { percent: 30 } }), /non ha una versione in prova/],
      [await su.request({ method: 'DELETE', url: '/api/admin/releases/mf_search/canary' }), /non ha una versione in prova/],
      [await post(su, '/api/admin/releases/mf_carfax/canary', { version: '1', percent: 10 }), /non esiste/],
    ] as const;
    for (const [res, message] of refusals.slice(0, 5)) {
      expect(res.statusCode, res.body.error_message).toBe(409);
      expect(res.body.error_message).toMatch(message);
    }
    expect(refusals[5][0].statusCode).toBe(404);
    expect(refusals[5][0].body.error_code).toBe('4');
    expect(await trail('mf_search')).toEqual(before);
    expect(await mapOf('mf_search')).toMatchObject({ active_version: '1', canary_version: null });
  });

  it('the gate refuses an incompatible version (422 with the reasons in Italian) and nothing changes', async () => {
    const su = clients.superAdmin;
    await publish('mf_search', '3', { exposes: ['routes'] });
    await publish('mf_search', '4', { react: '^20.0.0' });
    const before = await trail('mf_search');

    const missing = await post(su, '/api/admin/releases/mf_search/promote', { version: '3' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.error_code).toBe('2');
    expect(missing.body.error_message).toBe('La versione 3 di Ricerca non è compatibile con la shell: Manca il modulo ./home, che la shell carica.');
    expect(missing.body.data.problems).toEqual(['Manca il modulo ./home, che la shell carica.']);

    const react = await post(su, '/api/admin/releases/mf_search/canary', { version: '4', percent: 5 });
    expect(react.statusCode).toBe(422);
    expect(react.body.data.problems).toEqual(['Richiede react ^20.0.0, la shell fornisce 19.3.1.']);
    expect(react.body.error_message).toMatch(/^La versione 4 di Ricerca non è compatibile con la shell: Richiede react/);

    expect(await trail('mf_search')).toEqual(before);
    expect(await mapOf('mf_search')).toMatchObject({ active_version: '1', canary_version: null });
  });

  it('a removed version cannot go live (410), an unknown one is 404', async () => {
    await publish('mf_listing', '1');
    await publish('mf_listing', '2', { removed: true });
    const su = clients.superAdmin;
    expect((await post(su, '/api/admin/releases/mf_listing/promote', { version: '1' })).statusCode).toBe(200);
    const removed = await post(su, '/api/admin/releases/mf_listing/promote', { version: '2' });
    expect(removed.statusCode).toBe(410);
    expect(removed.body.error_code).toBe('9');
    expect(removed.body.error_message).toBe('La versione 2 di Annuncio è stata rimossa: i suoi file non ci sono più.');
    const unknown = await post(su, '/api/admin/releases/mf_listing/rollback', { version: '77' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error_code).toBe('4');
    const overview = await su.request({ method: 'GET', url: '/api/admin/releases' });
    const listing = overview.body.data.remotes.find((r: { remote: string }) => r.remote === 'mf_listing');
    expect(listing.versions.map((v: { status: string }) => v.status)).toEqual(['removed', 'active']);
  });
});

describe('publish tokens', () => {
  it('issue (the secret once, only its hash stored), list, revoke: audited', async () => {
    const su = clients.superAdmin;
    const issued = await post(su, '/api/admin/release-tokens', { remote: 'mf_dealer', label: 'CI area concessionario' });
    expect(issued.statusCode).toBe(201);
    const { token, secret } = issued.body.data;
    expect(secret).toMatch(/^amr_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ remote: 'mf_dealer', label: 'CI area concessionario', created_by: 'superadmin@automercato.example', revoked_at: null });

    const stored = await t.database.db.selectFrom('remote_publish_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(4));

    const list = await su.request({ method: 'GET', url: '/api/admin/release-tokens' });
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(token.id);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(4));
    expect(JSON.stringify(list.body)).not.toContain(stored.token_hash);

    const revoked = await su.request({ method: 'DELETE', url: `/api/admin/release-tokens/${token.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect((await su.request({ method: 'DELETE', url: `/api/admin/release-tokens/${crypto.randomUUID()}` })).statusCode).toBe(404);

    expect((await trail('mf_dealer')).map((r) => [r.action, r.before, r.after])).toEqual([
      ['remote.token_issue', { token: null }, { token: 'CI area concessionario' }],
      ['remote.token_revoke', { token: 'CI area concessionario' }, { token: null }],
    ]);
  });
});

describe('the health beacon and the automatic rollback', () => {
  const beacon = (cookie: string | null, events: object[]) => t.app.inject({
    method: 'POST', url: '/api/remote-health', payload: { events }, ...(cookie ? { cookies: { am_rs: cookie } } : {}),
  });
  const health = (remote: string) => t.database.db.selectFrom('remote_health').selectAll().where('remote', '=', remote).execute();

  it('204 always; without the canary cookie or for a version nobody was given, nothing is recorded', async () => {
    // mf_listing: 1 active (above), 2 removed; 3 handed out an hour ago by /remotes.json.
    await publish('mf_listing', '3', { servedAt: new Date(Date.now() - 3_600_000) });
    await publish('mf_listing', '4', { servedAt: new Date(Date.now() - 48 * 3_600_000) });

    const none = await beacon(null, [{ remote: 'mf_listing', version: '1', kind: 'load', ms: 120 }]);
    expect(none.statusCode).toBe(204);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(await health('mf_listing')).toEqual([]);

    const cookie = crypto.randomBytes(32).toString('base64url');
    const res = await beacon(cookie, [
      { remote: 'mf_listing', version: '1', kind: 'load', ms: 100 },
      { remote: 'mf_listing', version: '1', kind: 'load', ms: 300 },
      { remote: 'mf_listing', version: '1', kind: 'render_error' },
      { remote: 'mf_listing', version: '3', kind: 'load_error' },
      { remote: 'mf_listing', version: '4', kind: 'load', ms: 1 },
      { remote: 'mf_listing', version: '99', kind: 'load', ms: 1 },
    ]);
    expect(res.statusCode).toBe(204);
    const rows = await health('mf_listing');
    const key = crypto.createHash('sha256').update(cookie).digest('hex');
    expect(rows.map((r) => [r.version, r.session_key, r.loads, r.load_failures, r.render_errors, Number(r.load_ms_total)]).sort()).toEqual([
      ['1', key, 2, 0, 1, 400], ['3', key, 0, 1, 0, 0],
    ]);
    // The same session again adds to its row.
    await beacon(cookie, [{ remote: 'mf_listing', version: '1', kind: 'load', ms: 200 }]);
    const [again] = (await health('mf_listing')).filter((r) => r.version === '1');
    expect(again).toMatchObject({ loads: 3, render_errors: 1 });

    // Malformed input is the contract's 422, not a silent 204.
    expect((await beacon(cookie, [{ remote: 'mf_nope', version: '1', kind: 'load' }])).statusCode).toBe(422);

    const overview = await clients.admin.request({ method: 'GET', url: '/api/admin/releases' });
    const active = overview.body.data.remotes.find((r: { remote: string }) => r.remote === 'mf_listing').versions.find((v: { version: string }) => v.version === '1');
    expect(active.health).toEqual({ sessions: 1, error_sessions: 1, error_rate: 1, load_failures: 0, render_errors: 1, load_ms_p50: 200 });
  });

  it('a canary failing in 8 of 10 sessions against an active version without errors is rolled back by the platform', async () => {
    const su = clients.superAdmin;
    await publish('mf_carfax', '1');
    await publish('mf_carfax', '2');
    await post(su, '/api/admin/releases/mf_carfax/promote', { version: '1' });
    await post(su, '/api/admin/releases/mf_carfax/canary', { version: '2', percent: 50 });
    for (let i = 0; i < 10; i += 1) {
      expect((await beacon(`attiva-${i}`, [{ remote: 'mf_carfax', version: '1', kind: 'load', ms: 80 }])).statusCode).toBe(204);
    }
    for (let i = 0; i < 10; i += 1) {
      await beacon(`canary-${i}`, [{ remote: 'mf_carfax', version: '2', kind: i < 8 ? 'load_error' : 'load', ms: 90 }]);
    }
    await t.app.afterAnswer.idle();

    const reason = "Errori nell'80% delle sessioni (8 su 10) contro lo 0% della versione attiva";
    expect(await mapOf('mf_carfax')).toMatchObject({
      active_version: '1', canary_version: null, canary_percent: null, last_auto_rollback_version: '2', last_auto_rollback_reason: reason,
    });
    const rows = await trail('mf_carfax');
    const auto = rows.filter((r) => r.action === 'remote.auto_rollback');
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({
      actor_id: null, actor_email: 'sistema',
      before: { canary_version: '2', canary_percent: 50 }, after: { canary_version: null, canary_percent: null, reason },
    });
    const overview = await clients.admin.request({ method: 'GET', url: '/api/admin/releases' });
    const carfax = overview.body.data.remotes.find((r: { remote: string }) => r.remote === 'mf_carfax');
    expect(carfax.canary).toBeNull();
    expect(carfax.last_auto_rollback).toMatchObject({ version: '2', reason });
  });

  it('below the minimum of sessions a failing canary is left alone, after a beacon and by the periodic check', async () => {
    const su = clients.superAdmin;
    await publish('mf_dealer', '1');
    await publish('mf_dealer', '2');
    await post(su, '/api/admin/releases/mf_dealer/promote', { version: '1' });
    await post(su, '/api/admin/releases/mf_dealer/canary', { version: '2', percent: 10 });
    for (let i = 0; i < 9; i += 1) await beacon(`pochi-${i}`, [{ remote: 'mf_dealer', version: '2', kind: 'render_error' }]);
    await t.app.afterAnswer.idle();
    const { releaseHealthWork } = await import('../src/areas/releases/admin/index.js');
    const work = releaseHealthWork({ db: t.database.db, releaseHealth: { canaryMinSessions: 10, canaryMarginPercent: 5, sample: 1 }, log: { warn: () => {} } });
    expect(await work.evaluateAll()).toBe(0);
    expect(await mapOf('mf_dealer')).toMatchObject({ canary_version: '2', canary_percent: 10, last_auto_rollback_at: null });
    expect((await trail('mf_dealer')).map((r) => r.action)).not.toContain('remote.auto_rollback');
    // The tenth failing session crosses the line: the periodic check rolls it back too.
    await t.database.db.insertInto('remote_health').values({ remote: 'mf_dealer', version: '2', session_key: 'x'.repeat(64), render_errors: 1, first_seen: new Date(), last_seen: new Date() }).execute();
    expect(await work.evaluateAll()).toBe(1);
    expect(await mapOf('mf_dealer')).toMatchObject({ canary_version: null, last_auto_rollback_version: '2' });
  });

  it('is rate-limited per address', async () => {
    let refused: Awaited<ReturnType<typeof beacon>> | undefined;
    for (let i = 0; i <= HEALTH_BEACONS_PER_MINUTE && !refused; i += 1) {
      const res = await beacon(null, [{ remote: 'mf_search', version: '1', kind: 'load', ms: 10 }]);
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(204);
    }
    expect(refused?.json().error_message).toMatch(/Troppe richieste/);
    expect(refused?.headers['retry-after']).toBeDefined();
  });
});
