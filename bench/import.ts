// Stock import at dealer scale on embedded PGlite: `pnpm --filter @automercato/bench run bench:import [-- --rows N]`.
//
// Seeds a temporary PGlite folder (5,000 demo listings), writes a CSV of N rows (default 10,000)
// from the catalogue's versions, then times the import's two steps as the job runs them: the dry
// run (parse, map, compare, report rows) and the apply (create every listing), then a second dry
// run of the same file (all unchanged). Budget: dry run + apply under 60 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.js';
import { prepareDatabase } from '../server/src/boot.js';
import { Lookups } from '../server/src/catalog/lookups.js';
import { makes } from '../server/src/catalog/vehicles.js';
import type { Jobs } from '../server/src/jobs/index.js';
import { memoryStorage } from '../server/src/media-storage/index.js';
import { listingPhotoQueries } from '../server/src/areas/listings/photos/queries.js';
import { listingPhotoService } from '../server/src/areas/listings/photos/service.js';
import { stockImportQueries } from '../server/src/areas/listings/import/queries.js';
import { stockImportService } from '../server/src/areas/listings/import/service.js';
import { say } from './lib/console.js';
import { Events } from '../server/src/http/events.js';

const BUDGET_S = 60;
const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);

const versions = makes.flatMap((make) => make.models.flatMap((model) => model.versions.map((version) => ({ make, model, version }))));
const header = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;descrizione';
const lines = [header];
for (let i = 0; i < rows; i++) {
  const { make, model, version } = versions[i % versions.length]!;
  const year = version.years[0] + (i % (version.years[1] - version.years[0] + 1));
  lines.push([`B-${i}`, make.name, model.name, version.name, year, 1 + (i % 10), 5000 + ((i * 7919) % 180_000),
    Math.max(1500, Math.round(version.newPrice * 0.6)), '', '', '', ['Bianco', 'Nero', 'Grigio', 'Blu'][i % 4], `Veicolo ${i}`].join(';'));
}
const csv = Buffer.from(lines.join('\n'), 'utf8');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-bench-import-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_LISTINGS: '5000' } as NodeJS.ProcessEnv);
const database = await prepareDatabase(config, say);
try {
  const db = database.db;
  // The import enqueues nothing in these steps (the bench calls them as the job would).
  const jobs = { enqueue: async () => null } as unknown as Jobs;
  const lookups = await Lookups.load(db);
  const queries = stockImportQueries(db, jobs);
  // Nobody listens here: the bench has no caches to clear.
  const events = new Events();
  const service = stockImportService({
    queries, listingLimit: async () => null, events,
    photos: listingPhotoService({ queries: listingPhotoQueries(db), storage: memoryStorage(), lookups, events }),
    fetchOptions: { feed: { maxBytes: 1, timeoutMs: 1 }, photo: { maxBytes: 1, timeoutMs: 1 } },
  });
  const dealer = (await db.selectFrom('dealers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  const run = async () => {
    // Stored as the upload stores it: in chunks of 256 KB, then the import row.
    const id = crypto.randomUUID();
    const bytes = Buffer.from(csv);
    for (let seq = 0, at = 0; at < bytes.length; seq += 1, at += 256 * 1024) {
      await queries.insertFileChunk(id, seq, bytes.subarray(at, at + 256 * 1024));
    }
    const created = await queries.createImport({ id, dealer_id: dealer, source: 'csv', filename: 'bench.csv', encoding: 'utf-8', status: 'analysing' });
    const t0 = performance.now();
    await service.analyse(created.id);
    const analysed = (await queries.findImport(created.id))!;
    const t1 = performance.now();
    await queries.moveImport(created.id, ['ready'], 'applying');
    await service.apply(created.id);
    const t2 = performance.now();
    return { counts: analysed.counts, dry: (t1 - t0) / 1000, apply: (t2 - t1) / 1000 };
  };
  const first = await run();
  say(`${rows} righe, prima importazione: ${JSON.stringify(first.counts)}; dry run ${first.dry.toFixed(1)} s, apply ${first.apply.toFixed(1)} s`);
  const second = await run();
  say(`stesso file di nuovo: ${JSON.stringify(second.counts)}; dry run ${second.dry.toFixed(1)} s, apply ${second.apply.toFixed(1)} s`);
  const total = first.dry + first.apply;
  say(`| ${rows.toLocaleString('en')} rows, PGlite | ${first.dry.toFixed(1)} s | ${first.apply.toFixed(1)} s | ${total.toFixed(1)} s | ${second.dry.toFixed(1)} s + ${second.apply.toFixed(1)} s | ≤ ${BUDGET_S} s |`);
  process.exitCode = total <= BUDGET_S && first.counts.error === 0 && second.counts.unchanged === first.counts.new ? 0 : 1;
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
