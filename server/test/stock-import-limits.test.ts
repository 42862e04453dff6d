import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newDealer } from './support/dealers.js';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

// What a stock upload may cost. The default hourly limit (IMPORT_RATE_LIMIT 10).
let t: TestApp;
let owner: TestClient;
let dealer: string;

const HEADER = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;descrizione';
const GOLF = 'G1;Volkswagen;Golf;1.5 TSI Life;2021;3;42.000;19.900;Benzina;Manuale;96;Grigio;Tagliandata';

/** The CSV as a multipart upload by `as` (default the demo dealer); `cut`: the body ends in the middle of the file. */
function upload(csv: string, as: { client: TestClient; dealerId: string } = { client: owner, dealerId: dealer }, cut = false) {
  const boundary = `----am${Math.random().toString(16).slice(2)}`;
  const file = Buffer.from(csv, 'utf8');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    ...(cut ? [file.subarray(0, file.length >> 1)] : [file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  ]);
  return as.client.request({ method: 'POST', url: `/api/dealers/${as.dealerId}/imports`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const settled = (importId: string, as: { client: TestClient; dealerId: string } = { client: owner, dealerId: dealer }) => eventually(async () => {
  const res = await as.client.request({ method: 'GET', url: `/api/dealers/${as.dealerId}/imports/${importId}` });
  return ['ready', 'failed'].includes(res.body.data?.import?.status) ? res.body.data.import : null;
}, `import ${importId} analysed`, 30_000);

/** What is left of an import's file in the database (bytes null: nothing). */
const stored = async (importId: string) => ({ bytes: (await t.database.db.selectFrom('stock_import_chunks')
  .select((eb) => eb.fn.sum<string | null>(eb.fn('octet_length', [eb.ref('bytes')])).as('bytes')).where('import_id', '=', importId).executeTakeFirstOrThrow()).bytes });

beforeAll(async () => {
  t = await createTestApp();
  const membership = await t.database.db.selectFrom('dealer_memberships as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.dealer_id').where('u.email', '=', 'concessionario@automercato.example').where('m.role', '=', 'owner').executeTakeFirstOrThrow();
  dealer = membership.dealer_id;
  owner = await t.signIn('concessionario@automercato.example', 'Dealer#Demo2026');
}, 60_000);

afterAll(async () => { await t?.close(); });

describe('a stock file stays only as long as its dry run', () => {
  it('a refused file leaves its message and no content nor report rows in the database; an analysed one no content either', async () => {
    const bad = await upload('marca;modello\nFiat;Panda\n');
    expect(bad.statusCode).toBe(201);
    const failed = await settled(bad.body.data.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Manca la colonna «riferimento»');
    expect((await stored(failed.id)).bytes).toBeNull();
    const rows = await t.database.db.selectFrom('stock_import_rows').select('line').where('import_id', '=', failed.id).execute();
    expect(rows).toHaveLength(0);

    const good = await upload([HEADER, GOLF].join('\n'));
    const ready = await settled(good.body.data.id);
    expect([ready.status, ready.counts.new, ready.total_rows]).toEqual(['ready', 1, 1]);
    expect((await stored(ready.id)).bytes).toBeNull();
  });
});

/** A CSV of `rows` vehicles of about 1 KB each (a long description). */
const bigCsv = (rows: number) => [HEADER, ...Array.from({ length: rows }, (_, i) =>
  `B${i};Volkswagen;Golf;1.5 TSI Life;2021;3;42.000;19.900;Benzina;Manuale;96;Grigio;${`Veicolo ${i}, tagliandi regolari, unico proprietario. `.repeat(18)}`)].join('\n');

describe('a big stock file does not hold up the other requests', () => {
  // On PGlite every statement runs on the API's event loop: a statement carrying the whole file
  // (20 MB allowed) stalled every visitor for ~0.4 s. The file goes to the database in pieces.
  it('no statement of the upload or its dry run carries more than 256 KB of the file, and the dry run reads it whole', async () => {
    const other = await newDealer(t);
    const csv = bigCsv(3000);
    expect(csv.length).toBeGreaterThan(3_000_000);
    let largest = 0;
    const size = (value: unknown) => (Buffer.isBuffer(value) ? value.length : typeof value === 'string' ? Buffer.byteLength(value) : 0);
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const values = Array.isArray(args[1]) ? args[1] : (args[0] as { values?: unknown[] } | undefined)?.values;
      for (const value of values ?? []) largest = Math.max(largest, size(value));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    try {
      const res = await upload(csv, other);
      expect(res.statusCode).toBe(201);
      const done = await settled(res.body.data.id, other);
      expect([done.status, done.total_rows, done.counts.new]).toEqual(['ready', 3000, 3000]);
    } finally {
      spy.mockRestore();
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(256 * 1024 + 64 * 1024);
  }, 60_000);

  it('an upload cut short leaves no import and none of its file behind', async () => {
    const other = await newDealer(t);
    const res = await upload(bigCsv(1000), other, true);
    expect(res.statusCode).toBe(422);
    // Half a megabyte arrived first: at least one piece was stored before the body ended.
    expect(res.body.data.errors.file[0]).toContain('Il caricamento si è interrotto');
    const imports = await t.database.db.selectFrom('stock_imports').select('id').where('dealer_id', '=', other.dealerId).execute();
    expect(imports).toHaveLength(0);
    const orphans = await t.database.db.selectFrom('stock_import_chunks as c').select('c.import_id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('stock_imports as i').select('i.id').whereRef('i.id', '=', 'c.import_id')))).execute();
    expect(orphans).toHaveLength(0);
  });
});

describe('uploads per dealer per hour', () => {
  it('the 11th upload in an hour answers 429 with the rate-limit envelope, before the file is stored', async () => {
    const before = await t.database.db.selectFrom('stock_imports').select('id').where('dealer_id', '=', dealer).execute();
    // The two uploads of the test above count too: eight more reach the limit of ten.
    for (let i = before.length; i < 10; i++) expect((await upload([HEADER, GOLF].join('\n'))).statusCode).toBe(201);
    const refused = await upload([HEADER, GOLF].join('\n'));
    expect(refused.statusCode).toBe(429);
    expect(refused.body.error_code).toBe('1');
    expect(refused.body.error_message).toMatch(/^Troppe richieste\. Riprova tra 60 minuti\.$/);
    const after = await t.database.db.selectFrom('stock_imports').select('id').where('dealer_id', '=', dealer).execute();
    expect(after).toHaveLength(10);
    // The hits are rows in the database: another API process sees the same count.
    const hits = await t.database.db.selectFrom('rate_limit_hits').select('key').where('key', '=', `stock-import:${dealer}`).execute();
    expect(hits).toHaveLength(10);
  });
});
