import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { syncCatalog } from './catalog/sync.js';
import { hasDemoData, seedDemo } from './seed/demo.js';
import { placeUntriedDealers } from './geo/dealer-place.js';

/** Opens the configured database and brings it up to date: migrations, catalogue, demo data on first run,
 * every dealer placed on the map. */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database & { seeded: boolean }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(database.db);
    if (applied.length) log(`Migrazioni applicate: ${applied.join(', ')}`);
    await syncCatalog(database.db);
    let seeded = false;
    if (!(await hasDemoData(database.db))) {
      log(`Primo avvio: creo i dati dimostrativi (${config.seedListings.toLocaleString('it-IT')} annunci)…`);
      const started = Date.now();
      await seedDemo(database.db, { listings: config.seedListings, log });
      log(`Dati dimostrativi pronti in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      seeded = true;
    }
    // Dealers never placed (those of before migration 029, the demo ones): after the seed, before serving.
    await placeUntriedDealers(database.db, log);
    return { ...database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
