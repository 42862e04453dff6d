import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp, type TestClient } from './support/test-app.js';

// Issue 19 item 7: what a stock upload may cost. The default hourly limit (IMPORT_RATE_LIMIT 10).
let t: TestApp;
let owner: TestClient;
let dealer: string;

const HEADER = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;descrizione';
const GOLF = 'G1;Volkswagen;Golf;1.5 TSI Life;2021;3;42.000;19.900;Benzina;Manuale;96;Grigio;Tagliandata';

function upload(csv: string) {
  const boundary = `----am${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv, 'utf8'), Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return owner.request({ method: 'POST', url: `/api/dealers/${dealer}/imports`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const settled = (importId: string) => eventually(async () => {
  const res = await owner.request({ method: 'GET', url: `/api/dealers/${dealer}/imports/${importId}` });
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
