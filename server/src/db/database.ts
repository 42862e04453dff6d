import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { DB } from './schema.js';
import { lockDataDir } from './lock.js';
import { parserTierUpGuard } from './parser-tier-up.js';

// Counts and bigints come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (tests dump it as a fixture). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder; 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  /** PGlite only: start from a dump made by dumpPglite (fast test fixtures). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, admin) must not bring the process
    // down: the pool drops it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL: connessione inattiva chiusa (${error.message})`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, {
      loadDataDir: options.loadDataDir,
      // Without it, Node 24 peaks ~400 MB higher a few seconds after start (see the file).
      extensions: { parserTierUpGuard },
      // PostgreSQL's 128 MB of shared buffers cost ~110 MB of process memory for no gain at
      // this size, and PGlite never trims WAL unless told how much to keep.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
    });
    // Same code path as a served PostgreSQL: node-postgres over PGlite's wire adapter.
    // One connection: PGlite is single-session, and a pool of 1 serialises transactions.
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        await db.destroy();
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
