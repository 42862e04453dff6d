import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, eventually, type TestApp } from './support/test-app.js';

/**
 * Releases of the remotes, the platform side: publishing (tokens, developers), the stored
 * versions at /mf/<key>/<version>/, /remotes.json (sticky canary, preview, ETag), the boot import of
 * local builds, retention.
 */
let t: TestApp;
let dataDir: string;
let webRoot: string;
const OUTSIDE = '203.0.113.20';
const BIG = 'export const marca = "Alfa Romeo";\n'.repeat(300);

const manifest = (name: string, exposes = ['routes', 'home']) => JSON.stringify({
  name, metaData: { publicPath: 'auto' }, exposes: exposes.map((e) => ({ name: e, path: `./${e}` })),
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' }],
});
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
/** A build of `remote`: its manifest, one chunk whose content is `marker`, a big chunk with its .br copy. */
const build = (remote: string, marker: string) => [
  { path: 'mf-manifest.json', content_base64: b64(manifest(remote)) },
  { path: 'static/js/app.1234abcd.js', content_base64: b64(`console.log(${JSON.stringify(marker)})`) },
  { path: 'static/js/big.cafebabe12.js', content_base64: b64(BIG) },
  { path: 'static/js/big.cafebabe12.js.br', content_base64: b64(zlib.brotliCompressSync(BIG)) },
];

async function insertToken(remote: string, label: string, revoked = false): Promise<string> {
  const secret = `amr_${crypto.randomBytes(32).toString('base64url')}`;
  await t.database.db.insertInto('remote_publish_tokens').values({
    id: crypto.randomUUID(), remote, label, token_hash: crypto.createHash('sha256').update(secret).digest('hex'),
    created_at: new Date(), revoked_at: revoked ? new Date() : null,
  }).execute();
  return secret;
}

const publishWithToken = (remote: string, secret: string, payload: object, remoteAddress = OUTSIDE) => t.request({
  method: 'POST', url: `/api/releases/${remote}/versions`, payload, remoteAddress, headers: { authorization: `Bearer ${secret}` },
});
/** A developer on this machine (loopback, DEV_OUTBOX on): no token, the XSRF header of a session. */
const publishAsDeveloper = (remote: string, payload: object) => t.client().request({ method: 'POST', url: `/api/releases/${remote}/versions`, payload });
const versionRow = (remote: string, version: string) => t.database.db.selectFrom('remote_versions').selectAll()
  .where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'am_rs')?.value;
const waitForMapCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-releases-data-'));
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'am-releases-web-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, WEB_ROOT: webRoot, RELEASES_KEEP_LAST: '2' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('publishing a version', () => {
  let searchToken: string;
  beforeAll(async () => { searchToken = await insertToken('mf_search', 'CI ricerca'); });

  it('a token of the remote publishes it: 201, the files served immutable with their bytes, the .br copy when accepted', async () => {
    const res = await publishWithToken('mf_search', searchToken, { files: build('mf_search', 'uno'), git_commit: 'abc1234' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.version).toMatchObject({
      remote: 'mf_search', version: '1', seq: 1, status: 'active', published_by: 'CI ricerca', git_commit: 'abc1234',
      file_count: 4, exposes: ['routes', 'home'], manifest_url: '/mf/search/1/mf-manifest.json',
      shared: [{ name: 'react', version: '19.3.1', required_version: '^19.2.0', singleton: true }],
      compatibility: { ok: true, problems: [] }, health: { sessions: 0 },
    });
    const chunk = await t.request('/mf/search/1/static/js/app.1234abcd.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("uno")');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await t.request('/mf/search/1/mf-manifest.json');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(stored.payload).name).toBe('mf_search');
    const br = await t.app.inject({ url: '/mf/search/1/static/js/big.cafebabe12.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const token = await t.database.db.selectFrom('remote_publish_tokens').select('last_used_at').where('label', '=', 'CI ricerca').executeTakeFirstOrThrow();
    expect(token.last_used_at).not.toBeNull();
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'remote').where('entity_id', '=', 'mf_search').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'remote.publish', actor_id: null, actor_email: 'token: CI ricerca', ip: OUTSIDE });
  });

  it('never overwrites: the same label again, or the same files under another label, is 409 saying which version', async () => {
    const again = await publishWithToken('mf_search', searchToken, { version: '1', files: build('mf_search', 'altro') });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ error: true, error_code: '2' });
    expect(again.body.error_message).toMatch(/versione 1 di Ricerca esiste già/);
    const same = await publishWithToken('mf_search', searchToken, { version: '7', files: build('mf_search', 'uno') });
    expect(same.statusCode).toBe(409);
    expect(same.body.error_message).toMatch(/già pubblicati come versione 1/);
    expect(await versionRow('mf_search', '7')).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'releases', 'search', '7'))).toBe(false);
    expect((await t.request('/mf/search/1/static/js/app.1234abcd.js')).body).toBe('console.log("uno")');
  });

  it('a label is free text within the pattern; absent, the next whole number after the highest', async () => {
    const named = await publishWithToken('mf_search', searchToken, { version: '1.5.0-rc.1', files: build('mf_search', 'rc') });
    expect(named.statusCode).toBe(201);
    expect(named.body.data.version).toMatchObject({ version: '1.5.0-rc.1', seq: 2, status: 'available' });
    const next = await publishWithToken('mf_search', searchToken, { files: build('mf_search', 'due') });
    expect(next.body.data.version).toMatchObject({ version: '2', seq: 3 });
  });

  it('refuses a token of another remote (403), a revoked or unknown token (401), a guest (401), a customer (403)', async () => {
    const listingToken = await insertToken('mf_listing', 'CI annuncio');
    const other = await publishWithToken('mf_search', listingToken, { files: build('mf_search', 'x1') });
    expect(other.statusCode).toBe(403);
    expect(other.body.error_code).toBe('6');
    // Even from this machine: a token that is sent is the one that counts.
    expect((await publishWithToken('mf_search', listingToken, { files: build('mf_search', 'x1') }, '127.0.0.1')).statusCode).toBe(403);
    const revoked = await insertToken('mf_search', 'vecchio', true);
    const gone = await publishWithToken('mf_search', revoked, { files: build('mf_search', 'x2') });
    expect(gone.statusCode).toBe(401);
    expect(gone.body.error_code).toBe('3');
    expect((await publishWithToken('mf_search', 'amr_inventato', { files: build('mf_search', 'x3') })).statusCode).toBe(401);
    const guest = await t.client().request({ method: 'POST', url: '/api/releases/mf_search/versions', payload: { files: build('mf_search', 'x4') }, remoteAddress: OUTSIDE });
    expect(guest.statusCode).toBe(401);
    expect(guest.body.error_code).toBe('3');
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    const refused = await customer.request({ method: 'POST', url: '/api/releases/mf_search/versions', payload: { files: build('mf_search', 'x5') }, remoteAddress: OUTSIDE });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.error_code).toBe('6');
    // A token opens nothing else.
    const elsewhere = await t.request({ url: '/api/admin/audit?entity_type=remote&entity_id=mf_search', remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${listingToken}` } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('a developer publishes without a token: from this machine with DEV_OUTBOX on, or an admin from anywhere', async () => {
    const local = await publishAsDeveloper('mf_listing', { files: build('mf_listing', 'dev') });
    expect(local.statusCode, JSON.stringify(local.body)).toBe(201);
    expect(local.body.data.version).toMatchObject({ remote: 'mf_listing', version: '1', published_by: 'sviluppo locale', status: 'active' });
    expect((await versionRow('mf_listing', '1'))?.channel).toBe('developer');
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const res = await admin.request({ method: 'POST', url: '/api/releases/mf_listing/versions', payload: { files: build('mf_listing', 'admin') }, remoteAddress: OUTSIDE });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.version).toMatchObject({ version: '2', published_by: 'admin@automercato.example', status: 'available' });
  });

  it('refuses unsafe paths, a missing or foreign manifest, bad base64 (422 code 2)', async () => {
    const token = await insertToken('mf_carfax', 'CI carfax');
    const base = build('mf_carfax', 'safe');
    for (const bad of ['../evil.js', '/etc/passwd', 'static/../../evil.js', 'static//x.js', 'static\\x.js', 'spazio vuoto.js', './x.js']) {
      const res = await publishWithToken('mf_carfax', token, { files: [...base, { path: bad, content_base64: b64('x') }] });
      expect(res.statusCode, bad).toBe(422);
      expect(res.body.error_code, bad).toBe('2');
    }
    const noManifest = await publishWithToken('mf_carfax', token, { files: base.slice(1) });
    expect(noManifest.statusCode).toBe(422);
    expect(noManifest.body.error_message).toMatch(/mf-manifest\.json/);
    const foreign = await publishWithToken('mf_carfax', token, { files: build('mf_search', 'foreign') });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.error_message).toMatch(/appartiene a "mf_search"/);
    const garbled = await publishWithToken('mf_carfax', token, { files: [...base, { path: 'x.js', content_base64: '@@@' }] });
    expect(garbled.statusCode).toBe(422);
    expect(fs.existsSync(path.join(dataDir, 'releases', 'carfax'))).toBe(false);
  });

  it('takes a build far larger than the API\'s usual 1 MB body (the route has its own limit)', async () => {
    const big = crypto.randomBytes(3 * 1024 * 1024);
    const res = await publishAsDeveloper('mf_carfax', { files: [...build('mf_carfax', 'grande'), { path: 'static/js/vendor.0badcafe.js', content_base64: b64(big) }] });
    expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.data.version.size_bytes).toBeGreaterThan(big.length);
    const served = await t.app.inject('/mf/carfax/1/static/js/vendor.0badcafe.js');
    expect(served.rawPayload.equals(big)).toBe(true);
  });

  it('records the verdict against the shell that is live (its federation.json)', async () => {
    const shellDist = path.join(webRoot, 'shell', 'dist');
    fs.mkdirSync(shellDist, { recursive: true });
    fs.writeFileSync(path.join(shellDist, 'federation.json'), JSON.stringify({ needs: { mf_search: ['routes', 'home', 'widget'] }, provides: { react: '18.3.1' } }));
    try {
      const token = await insertToken('mf_search', 'CI verdetto');
      const res = await publishWithToken('mf_search', token, { files: build('mf_search', 'verdetto') });
      expect(res.statusCode).toBe(201);
      expect(res.body.data.version.compatibility).toEqual({
        ok: false, problems: ['Manca il modulo ./widget, che la shell carica.', 'Richiede react ^19.2.0, la shell fornisce 18.3.1.'],
      });
    } finally {
      fs.rmSync(path.join(webRoot, 'shell'), { recursive: true, force: true });
    }
  });

  it('unknown versions and remotes are 404 code 4', async () => {
    for (const url of ['/mf/search/99/mf-manifest.json', '/mf/nessuno/1/mf-manifest.json', '/mf/search/1/nope.js', '/mf/search/.staging/x', '/mf/search/1/..%2f..%2flisting/1/mf-manifest.json']) {
      const res = await t.request(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toMatchObject({ error: true, error_code: '4' });
    }
  });
});

describe('/remotes.json', () => {
  it('sets the browser-session cookie, answers the map privately with an ETag, 304 when unchanged', async () => {
    const first = await t.request('/remotes.json');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^am_rs=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.body).toMatchObject({
      remotes: { mf_search: '/mf/search/1/mf-manifest.json', mf_listing: '/mf/listing/1/mf-manifest.json' },
      versions: { mf_search: '1', mf_listing: '1' }, preview: {}, health: { url: '/api/remote-health', sample: 1 },
    });
    const cookie = cookieOf(first)!;
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.request({ url: '/remotes.json', cookies: { am_rs: cookie }, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.payload).toBe('');
    // Serving is recorded (retention keeps what was handed out).
    await eventually(async () => (await versionRow('mf_search', '1'))?.last_served_at, 'last_served_at');
  });

  it('a canary goes to its share of sessions, each session always on the same side', async () => {
    await t.database.db.updateTable('remote_map').set({ canary_version: '2', canary_percent: 50, canary_started_at: new Date() })
      .where('remote', '=', 'mf_listing').execute();
    await waitForMapCache();
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i += 1) {
      const res = await t.request('/remotes.json');
      seen.set(cookieOf(res)!, res.body.versions.mf_listing);
    }
    expect(new Set(seen.values())).toEqual(new Set(['1', '2']));
    for (const [cookie, version] of [...seen].slice(0, 15)) {
      const res = await t.request({ url: '/remotes.json', cookies: { am_rs: cookie } });
      expect(res.body.versions.mf_listing).toBe(version);
      expect(res.body.remotes.mf_listing).toBe(`/mf/listing/${version}/mf-manifest.json`);
    }
  });

  it('honours ?preview= for an admin only; an unknown version is not previewed', async () => {
    const url = '/remotes.json?preview=mf_search@2,mf_listing@99&preview=mf_carfax@5';
    const admin = await t.signIn('admin@automercato.example', 'Admin#Demo2026');
    const previewed = await admin.request({ url });
    expect(previewed.body.preview).toEqual({ mf_search: '2' });
    expect(previewed.body.versions.mf_search).toBe('2');
    expect(previewed.body.remotes.mf_search).toBe('/mf/search/2/mf-manifest.json');
    for (const who of [t.client(), await t.signIn('cliente@automercato.example', 'Cliente#Demo2026')]) {
      const res = await who.request({ url });
      expect(res.body.preview).toEqual({});
      expect(res.body.versions.mf_search).toBe('1');
    }
  });
});

describe('boot import of the local builds', () => {
  const dist = () => path.join(webRoot, 'mf-dealer', 'dist');
  const writeDist = (marker: string) => {
    fs.rmSync(dist(), { recursive: true, force: true });
    fs.mkdirSync(path.join(dist(), 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dist(), 'mf-manifest.json'), manifest('mf_dealer'));
    fs.writeFileSync(path.join(dist(), 'static', 'js', 'main.abcdef12.js'), marker);
  };
  const boot = async () => {
    const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: webRoot, DATA_DIR: dataDir }), logger: false });
    await app.ready();
    return app;
  };
  const mapRow = () => t.database.db.selectFrom('remote_map').selectAll().where('remote', '=', 'mf_dealer').executeTakeFirst();
  afterAll(() => fs.rmSync(path.join(webRoot, 'mf-dealer'), { recursive: true, force: true }));

  it('publishes dist as version 1, active; a changed dist becomes version 2 and active while the active one is local', async () => {
    writeDist('primo');
    let app = await boot();
    try {
      expect(await versionRow('mf_dealer', '1')).toMatchObject({ channel: 'local', published_by: 'avvio locale' });
      expect((await mapRow())?.active_version).toBe('1');
      expect((await app.inject('/mf/dealer/1/static/js/main.abcdef12.js')).body).toBe('primo');
      expect((await app.inject('/remotes.json')).json().versions.mf_dealer).toBe('1');
    } finally {
      await app.close();
    }
    // The same build again: nothing new.
    app = await boot();
    await app.close();
    expect(await versionRow('mf_dealer', '2')).toBeUndefined();

    writeDist('secondo');
    app = await boot();
    try {
      expect((await versionRow('mf_dealer', '2'))?.channel).toBe('local');
      expect((await mapRow())?.active_version).toBe('2');
      expect((await app.inject('/remotes.json')).json().versions.mf_dealer).toBe('2');
    } finally {
      await app.close();
    }
  });

  it('once an admin made a published version active, a new local build is only added', async () => {
    const token = await insertToken('mf_dealer', 'CI concessionario');
    const published = await publishWithToken('mf_dealer', token, { files: build('mf_dealer', 'ci') });
    expect(published.body.data.version).toMatchObject({ version: '3', status: 'available' });
    await t.database.db.updateTable('remote_map').set({ active_version: '3' }).where('remote', '=', 'mf_dealer').execute();
    writeDist('terzo');
    const app = await boot();
    await app.close();
    expect((await versionRow('mf_dealer', '4'))?.channel).toBe('local');
    expect((await mapRow())?.active_version).toBe('3');
  });
});

describe('retention', () => {
  it('removes only versions outside the rule (last N, active, canary, served recently); removed versions are 404', async () => {
    // mf_admin: 1 (active) … 5; RELEASES_KEEP_LAST=2 in this file.
    for (let i = 1; i <= 5; i += 1) expect((await publishAsDeveloper('mf_admin', { files: build('mf_admin', `v${i}`) })).statusCode).toBe(201);
    const served = (version: string, hoursAgo: number) => t.database.db.updateTable('remote_versions')
      .set({ last_served_at: new Date(Date.now() - hoursAgo * 3_600_000) }).where('remote', '=', 'mf_admin').where('version', '=', version).execute();
    await served('2', 1);
    await served('3', 48);
    expect((await t.request('/mf/admin/3/mf-manifest.json')).statusCode).toBe(200);
    await t.app.jobs.enqueue('releases-retention', {});
    // The job marks the row, deletes the files, then forgets what it knew was servable.
    const gone = await eventually(async () => {
      const res = await t.request('/mf/admin/3/mf-manifest.json');
      return res.statusCode === 404 && res;
    }, 'version 3 no longer served');
    expect(gone.body.error_code).toBe('4');
    expect((await versionRow('mf_admin', '3'))?.removed_at).not.toBeNull();
    for (const version of ['1', '2', '4', '5']) expect((await versionRow('mf_admin', version))?.removed_at, version).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'releases', 'admin', '3'))).toBe(false);
    expect((await t.request('/mf/admin/1/mf-manifest.json')).statusCode).toBe(200);
    // The canary of mf_listing (version 2 of 2) and everything recent elsewhere is untouched.
    expect((await versionRow('mf_listing', '2'))?.removed_at).toBeNull();
  });
});
