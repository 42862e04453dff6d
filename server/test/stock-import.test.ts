import http from 'node:http';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../src/media-storage/index.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let owner: TestClient;
let ownDealer: string;
let otherDealer: string;
let server: http.Server;
let base: string;
/** What the local "dealer system" serves: path → [content type, body]. */
const served = new Map<string, [string, Buffer]>();
/** A loopback-only service that is NOT allow-listed: what the SSRF guard protects (every request it gets is noted). */
let internal: http.Server;
let internalPort: number;
let closedPort: number;
const internalHits: string[] = [];
const internalServed = new Map<string, [string, Buffer]>();

const HEADER = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;descrizione;foto';
const golf = (ref: string, price = '19.900', extra: Partial<Record<'foto' | 'descrizione' | 'marca', string>> = {}) =>
  `${ref};${extra.marca ?? 'Volkswagen'};Golf;1.5 TSI Life;2021;3;42.000;${price};Benzina;Manuale;96;Grigio;${extra.descrizione ?? 'Tagliandata'};${extra.foto ?? ''}`;

function multipart(filename: string, body: Buffer) {
  const boundary = `----am${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importsUrl = (dealer = ownDealer) => `/api/dealers/${dealer}/imports`;

async function upload(csv: string | Buffer, client = owner, dealer = ownDealer) {
  const { payload, headers } = multipart('stock.csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'));
  return client.request({ method: 'POST', url: importsUrl(dealer), payload, headers });
}

/** Polls the import until its status is one of `statuses` (the jobs run in-process). */
async function until(importId: string, statuses: string[], query = '') {
  return eventually(async () => {
    const res = await owner.request({ method: 'GET', url: `${importsUrl()}/${importId}${query}` });
    return statuses.includes(res.body.data?.import?.status) ? res.body.data : null;
  }, `import ${importId} to reach ${statuses.join('/')}`, 30_000);
}

/** Upload + dry run; returns the report. */
async function dryRun(csv: string | Buffer, query = '?per_page=200') {
  const res = await upload(csv);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.status).toBe('analysing');
  return until(res.body.data.id, ['ready', 'failed'], query);
}

async function applyImport(importId: string, withdrawMissing = false) {
  const res = await owner.request({ method: 'POST', url: `${importsUrl()}/${importId}/apply`, payload: { withdraw_missing: withdrawMissing } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return until(importId, ['applied'], '?per_page=200');
}

const byRef = (reference: string) => t.database.db.selectFrom('listings').selectAll().where('dealer_id', '=', ownDealer)
  .where('reference', '=', reference).executeTakeFirst();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // /go?to=<url>: the dealer's server redirects elsewhere.
    const to = req.url?.startsWith('/go?') ? new URL(req.url, 'http://x').searchParams.get('to') : null;
    if (to) { res.writeHead(302, { location: to }).end(); return; }
    const file = served.get(req.url ?? '');
    if (!file) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? '');
    const file = internalServed.get(req.url ?? '') ?? served.get('/auto.png')!;
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  // Only this server is allowed although it is on loopback: the SSRF guard stays on for the rest.
  // More uploads than a dealer's hourly limit: that limit has its own test (stock-import-limits).
  t = await createTestApp({ mediaStorage: memoryStorage(), env: { IMPORT_FETCH_ALLOW_HOSTS: `127.0.0.1:${port}`, IMPORT_RATE_LIMIT: '1000' } });
  const db = t.database.db;
  const memberships = await db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.dealer_id', 'm.role', 'u.email']).execute();
  ownDealer = memberships.find((m) => m.email === 'concessionario@automercato.example' && m.role === 'owner')!.dealer_id;
  const mine = new Set(memberships.filter((m) => m.email === 'concessionario@automercato.example').map((m) => m.dealer_id));
  otherDealer = (await db.selectFrom('dealers').select('id').where('id', 'not in', [...mine]).orderBy('id').executeTakeFirstOrThrow()).id;
  owner = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
  served.set('/auto.png', ['image/png', await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer()]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => internal?.close(resolve));
});

describe('who may import', () => {
  it('guest 401, customer 403, another dealer 403 code 6, unverified owner 403 on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = (client: TestClient, dealer: string) => [
      upload(golf('X1'), client, dealer),
      client.request({ method: 'GET', url: `${importsUrl(dealer)}/${id}` }),
      client.request({ method: 'POST', url: `${importsUrl(dealer)}/${id}/apply`, payload: { withdraw_missing: false } }),
      client.request({ method: 'GET', url: `/api/dealers/${dealer}/import-feed` }),
      client.request({ method: 'PUT', url: `/api/dealers/${dealer}/import-feed`, payload: { url: 'https://example.com/feed.xml' } }),
    ];
    for (const res of await Promise.all(calls(t.client(), ownDealer))) expect(res.statusCode).toBe(401);
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    for (const res of await Promise.all(calls(customer, ownDealer))) expect([res.statusCode, res.body.error_code]).toEqual([403, '6']);
    for (const res of await Promise.all(calls(owner, otherDealer))) expect([res.statusCode, res.body.error_code]).toEqual([403, '6']);
    const db = t.database.db;
    const user = await db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', 'concessionario@automercato.example').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    try {
      for (const res of await Promise.all(calls(owner, ownDealer))) expect(res.statusCode).toBe(403);
    } finally {
      await db.updateTable('users').set({ email_verified_at: user.email_verified_at }).where('id', '=', user.id).execute();
    }
    expect(await db.selectFrom('stock_imports').select('id').execute()).toHaveLength(0);
  });
});

describe('dry run', () => {
  it('reports per-row Italian errors with a suggestion, and writes no listing', async () => {
    const before = await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', ownDealer).execute();
    const csv = [HEADER, golf('D1'), golf('D2', '19.900', { marca: 'Wolksvagen' }), 'D3;Fiat;Pandina;;2022;1;100;9000;Benzina;Manuale;51;Blu;;',
      'D4;Fiat;Panda;;2040;1;100;9000;Sabbia;Manuale;51;Blu;;', golf('D1'), 'D6;Volkswagen;Golf;;2021;3;42.000;19.900;Benzina;Manuale;96;Grigio;;'].join('\n');
    const report = await dryRun(csv);
    expect(report.import.counts).toMatchObject({ new: 1, error: 5 });
    const messages = report.rows.items.flatMap((r: { messages: string[] }) => r.messages);
    // Rows as the spreadsheet shows them: the header is row 1, the first vehicle row 2.
    expect(messages).toContain("riga 3: marca 'Wolksvagen' sconosciuta — forse Volkswagen?");
    expect(messages).toContain("riga 4: modello 'Pandina' sconosciuto per Fiat — forse Panda?");
    expect(messages.some((m: string) => m.startsWith("riga 5: anno '2040' non valido"))).toBe(true);
    expect(messages.some((m: string) => m.startsWith("riga 5: carburante 'Sabbia' non riconosciuto"))).toBe(true);
    expect(messages).toContain("riga 6: riferimento 'D1' ripetuto (già alla riga 2)");
    // The shared listing rules (packages/validation) apply too: a version is required.
    expect(messages.some((m: string) => m.startsWith('riga 7: ') && /versione/i.test(m))).toBe(true);
    // Each row names its vehicle as the file does.
    const byLine = new Map(report.rows.items.map((r: { line: number; vehicle: string | null }) => [r.line, r.vehicle]));
    expect(byLine.get(3)).toBe('Wolksvagen Golf 1.5 TSI Life · rif. D2');
    expect(byLine.get(4)).toBe('Fiat Pandina · rif. D3');
    // Only the errors, as the page shows them.
    const issues = await until(report.import.id, ['ready'], '?outcome=issues');
    expect(issues.rows.total).toBe(5);
    const after = await t.database.db.selectFrom('listings').select('id').where('dealer_id', '=', ownDealer).execute();
    expect(after.length).toBe(before.length);
  });

  it('counts rows as the spreadsheet does (empty rows too) and names the plate when the file has one', async () => {
    const header = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;targa';
    const csv = [header, '', 'E1;Fiat;Pandina;Easy;2022;1;100;9000;Benzina;Manuale;51;Blu;GH 123 KL', ';;;;;;;;;;;;', 'E2;Fiat;Panda;;2040;1;100;9000;Benzina;Manuale;51;Blu;'].join('\r\n');
    const report = await dryRun(csv);
    const rows = report.rows.items as { line: number; vehicle: string | null; messages: string[] }[];
    expect(rows.map((r) => r.line)).toEqual([3, 5]);
    expect(rows[0]!.vehicle).toBe('Fiat Pandina Easy · targa GH 123 KL · rif. E1');
    expect(rows[0]!.messages[0]).toMatch(/^riga 3: modello 'Pandina'/);
    expect(rows[1]!.messages.every((m) => m.startsWith('riga 5: '))).toBe(true);
  });

  it('reads a Windows-1252 file with commas and accents; a file without «riferimento» fails in Italian', async () => {
    const csv = 'riferimento,marca,modello,versione,anno,km,prezzo,carburante,cambio,cavalli,colore,descrizione\r\n'
      + 'W1,Renault,Clio,1.5 dCi 90 CV Zen,2018,"96.300","9.800",Diesel,Manuale,90,Rosso,"Perfetta, è più bella così"\r\n';
    const bytes = iconv.encode(csv, 'win1252');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const report = await dryRun(bytes);
    expect(report.import.counts).toMatchObject({ new: 1, error: 0 });
    await applyImport(report.import.id);
    const listing = await byRef('W1');
    expect(listing?.description).toBe('Perfetta, è più bella così');
    expect(listing?.power_kw).toBe(66);
    expect(listing?.mileage).toBe(96300);

    const bad = await dryRun('marca;modello\nFiat;Panda\n');
    expect(bad.import.status).toBe('failed');
    expect(bad.import.message).toContain('Manca la colonna «riferimento»');
  });

  it('the sample CSV downloads and imports without errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock-import/sample.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const report = await dryRun(res.rawPayload);
    expect(report.import.counts).toMatchObject({ new: 3, error: 0 });
  });
});

describe('apply', () => {
  it('creates, updates, withdraws the missing, and a second run of the same file changes nothing', async () => {
    const first = await dryRun([HEADER, golf('A1'), golf('A2'), golf('A3')].join('\n'));
    expect(first.import.counts).toMatchObject({ new: 3, changed: 0 });
    // Nothing is written until confirmed.
    expect(await byRef('A1')).toBeUndefined();
    const applied = await applyImport(first.import.id);
    expect(applied.import.processed_rows).toBe(3);
    expect((await byRef('A1'))?.state).toBe('published');
    expect((await byRef('A1'))?.price).toBe(19900);

    const second = [HEADER, golf('A1', '18.500'), golf('A2')].join('\n');
    const report = await dryRun(second);
    // W1 and the sample's rows are missing too: only this file's references matter here.
    expect(report.import.counts).toMatchObject({ new: 0, changed: 1, unchanged: 1 });
    const missing = report.rows.items.filter((r: { outcome: string }) => r.outcome === 'missing').map((r: { reference: string }) => r.reference);
    expect(missing).toContain('A3');
    await applyImport(report.import.id, true);
    expect((await byRef('A1'))?.price).toBe(18500);
    expect((await byRef('A3'))?.state).toBe('withdrawn');

    const stamp = (await byRef('A1'))!.updated_at;
    const again = await dryRun(second);
    expect(again.import.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2, missing: 0 });
    await applyImport(again.import.id, true);
    expect((await byRef('A1'))!.updated_at).toEqual(stamp);
    expect((await byRef('A2'))?.state).toBe('published');
    // An applied import cannot be applied twice.
    const twice = await owner.request({ method: 'POST', url: `${importsUrl()}/${again.import.id}/apply`, payload: { withdraw_missing: true } });
    expect(twice.statusCode).toBe(409);
  });

  it('fetches photos by URL into the listing, skips a broken one and refuses a private address with a row warning', async () => {
    const foto = `${base}/auto.png|${base}/manca.png|http://10.1.2.3/auto.jpg`;
    const report = await dryRun([HEADER, golf('P1', '15.000', { foto })].join('\n'));
    const done = await applyImport(report.import.id);
    const listing = await byRef('P1');
    expect(listing?.photo_count).toBe(1);
    const messages = done.rows.items.find((r: { reference: string }) => r.reference === 'P1').messages as string[];
    expect(messages.some((m) => m.includes('manca.png') && m.includes('404'))).toBe(true);
    expect(messages.some((m) => m.includes('10.1.2.3') && m.includes('non consentito'))).toBe(true);
    // The same list again: not fetched twice.
    const again = await dryRun([HEADER, golf('P1', '15.000', { foto })].join('\n'));
    expect(again.import.counts).toMatchObject({ unchanged: 1 });
  });

  it('never fetches a photo from our own network, whatever the spelling or the redirect, and does not tell a refused target from a closed port', async () => {
    const urls = [
      `http://[::ffff:127.0.0.1]:${internalPort}/a.png`,
      `http://[::ffff:7f00:1]:${internalPort}/b.png`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${internalPort}/c.png`,
      `http://2130706433:${internalPort}/d.png`,
      `http://localhost:${internalPort}/e.png`,
      `${base}/go?to=${encodeURIComponent(`http://[::ffff:127.0.0.1]:${internalPort}/f.png`)}`,
      `http://[::ffff:127.0.0.1]:${closedPort}/g.png`,
    ];
    const report = await dryRun([HEADER, golf('P2', '15.000', { foto: urls.join('|') })].join('\n'));
    const done = await applyImport(report.import.id);
    expect(internalHits).toEqual([]);
    expect((await byRef('P2'))?.photo_count).toBe(0);
    const messages = done.rows.items.find((r: { reference: string }) => r.reference === 'P2').messages as string[];
    const reasons = messages.filter((m) => m.includes('foto')).map((m) => m.replace(/^.*non importata: /, ''));
    expect(reasons).toEqual(urls.map(() => 'indirizzo non raggiungibile o non consentito'));
  });
});

describe('the nightly feed', () => {
  const feed = (refs: string[]) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><annunci>${refs.map((r) => `<annuncio><riferimento>${r}</riferimento><marca>Fiat</marca><modello>Panda</modello><versione>1.2 Easy</versione><anno>2016</anno><km>80000</km><prezzo>7500</prezzo><carburante>Benzina</carburante><cambio>Manuale</cambio><colore>Bianco</colore></annuncio>`).join('')}</annunci>`);

  const putFeed = (url: string | null) => owner.request({ method: 'PUT', url: `/api/dealers/${ownDealer}/import-feed`, payload: { url } });

  it('refuses, when saved, a URL that is not http(s) and a feed on our own network; an unresolvable name is saved', async () => {
    const bad = await putFeed('ftp://example.com/x.xml');
    expect(bad.statusCode).toBe(422);
    expect(bad.body.data.errors.url[0]).toContain('http');
    const { port } = server.address() as AddressInfo;
    // localhost resolves only to loopback: refused, although the allow-listed test server is on 127.0.0.1:port.
    for (const url of [`http://localhost:${port}/feed.xml`, `http://[::ffff:127.0.0.1]:${internalPort}/feed.xml`, 'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://0x7f.1/feed.xml', 'http://[64:ff9b::a00:1]/feed.xml', 'https://[fd00::1]/feed.xml']) {
      const res = await putFeed(url);
      expect([res.statusCode, res.body.error_code], url).toEqual([422, '2']);
      expect(res.body.data.errors.url[0], url).toContain('rete privata o locale');
    }
    // DNS may not be live yet for a new feed: saved, and checked again at every pull.
    const pending = await putFeed('http://feed.invalid/stock.xml');
    expect([pending.statusCode, pending.body.data?.url]).toEqual([200, 'http://feed.invalid/stock.xml']);
    expect(internalHits).toEqual([]);
    await putFeed(null);
  });

  it('a feed saved before the check (or whose name moved) is refused at the pull with the generic message, and the internal service is not called', async () => {
    internalServed.set('/feed.xml', ['application/xml', feed(['S1'])]);
    await t.database.db.updateTable('dealers').set({ import_feed_url: `http://[::ffff:127.0.0.1]:${internalPort}/feed.xml` }).where('id', '=', ownDealer).execute();
    await t.app.jobs.enqueue('stock-feed-pull', { dealerId: ownDealer });
    const run = await eventually(async () => {
      const res = await owner.request({ method: 'GET', url: `/api/dealers/${ownDealer}/import-feed` });
      // The failed run is written first and its message just after.
      return res.body.data.runs.find((r: { source: string; message: string | null }) => r.source === 'feed' && r.message);
    }, 'the feed run');
    expect([run.status, run.message]).toEqual(['failed', 'Feed non scaricato: indirizzo non raggiungibile o non consentito.']);
    expect(internalHits).toEqual([]);
    expect(await byRef('S1')).toBeUndefined();
    await putFeed(null);
  });

  it('applies a normal night, holds one that shrinks by more than 30 % until the dealer confirms', async () => {
    const db = t.database.db;
    // Start from no referenced stock but the feed's.
    await db.updateTable('listings').set({ reference: null }).where('dealer_id', '=', ownDealer).execute();
    served.set('/feed.xml', ['application/xml', feed(['F1', 'F2', 'F3', 'F4', 'F5'])]);
    await owner.request({ method: 'PUT', url: `/api/dealers/${ownDealer}/import-feed`, payload: { url: `${base}/feed.xml` } });
    await t.app.jobs.enqueue('stock-feed-pull', { dealerId: ownDealer });
    await eventually(async () => (await byRef('F5'))?.state === 'published', 'the first feed applied');

    served.set('/feed.xml', ['application/xml', feed(['F1', 'F2'])]);
    await t.app.jobs.enqueue('stock-feed-pull', { dealerId: ownDealer });
    const held = await eventually(async () => {
      const res = await owner.request({ method: 'GET', url: `/api/dealers/${ownDealer}/import-feed` });
      return res.body.data.runs.find((r: { status: string }) => r.status === 'held');
    }, 'the held feed');
    expect(held.message).toContain('In attesa di conferma');
    expect(held.message).toContain('da 5 a 2');
    expect((await byRef('F5'))?.state).toBe('published');
    await applyImport(held.id, true);
    expect((await byRef('F5'))?.state).toBe('withdrawn');
    await owner.request({ method: 'PUT', url: `/api/dealers/${ownDealer}/import-feed`, payload: { url: null } });
  });
});

describe('plan limits', () => {
  it('rows beyond the published-listing limit are created as drafts with a warning', async () => {
    const db = t.database.db;
    const published = (await db.selectFrom('listings').select('id').where('dealer_id', '=', ownDealer).where('state', '=', 'published').execute()).length;
    // Whatever plan the demo dealer is on now allows one more listing.
    await db.updateTable('subscription_plans').set({ max_active_listings: published + 1 }).execute();
    const report = await dryRun([HEADER, golf('L1'), golf('L2'), golf('L3')].join('\n'));
    expect(report.import.counts.warnings).toBe(2);
    const done = await applyImport(report.import.id);
    expect((await byRef('L1'))?.state).toBe('published');
    expect((await byRef('L2'))?.state).toBe('draft');
    expect((await byRef('L3'))?.state).toBe('draft');
    const l3 = done.rows.items.find((r: { reference: string }) => r.reference === 'L3');
    expect(l3.messages.join(' ')).toContain('oltre il limite del piano');
  });
});
