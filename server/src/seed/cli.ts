import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { syncCatalog } from '../catalog/sync.js';
import { Jobs } from '../jobs/index.js';
import { areaSchedules } from '../areas/index.js';
import { hasDemoData, seedDemo } from './demo.js';

/**
 * `npm run seed -- --listings 1000000 [--reset]`: fills the configured database (DATA_DIR or
 * DATABASE_URL) with the demo marketplace; --reset first empties the demo tables.
 */
async function main() {
  const { values } = parseArgs({
    options: { listings: { type: 'string' }, reset: { type: 'boolean', default: false }, seed: { type: 'string' } },
  });
  const config = loadConfig();
  const listings = values.listings === undefined ? config.seedListings : Number(values.listings.replace(/[_.]/g, ''));
  if (!Number.isInteger(listings) || listings < 0 || listings > 5_000_000) {
    throw new ConfigError('--listings deve essere un numero intero tra 0 e 5000000');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await syncCatalog(database.db);
    if (await hasDemoData(database.db)) {
      if (!values.reset) throw new ConfigError('Il database contiene già dati: aggiungi --reset per sostituirli.');
      await sql`truncate users, dealers, listings, carfax_reports, payments, mail_outbox, login_attempts cascade`.execute(database.db);
    }
    const started = Date.now();
    await seedDemo(database.db, {
      listings, seed: values.seed ? Number(values.seed) : undefined, log: (m) => process.stdout.write(`${m}\n`),
    });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`Creati ${listings.toLocaleString('it-IT')} annunci in ${seconds.toFixed(1)} s (${Math.round(listings / seconds).toLocaleString('it-IT')}/s)\n`);
    // The job queue's schema and queues too, as the API's first start would create them: a seeded
    // database is complete. On PGlite that big DDL grows the engine's memory for the life of the
    // process that runs it — here the seed, not the API (search bench: ~50 MiB less RSS).
    const jobs = new Jobs({ database, workers: false, schedules: areaSchedules, log: { warn: (o, m) => process.stderr.write(`${m}\n`), error: (o, m) => process.stderr.write(`${m}\n`) } });
    await jobs.start();
    await jobs.stop();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
