import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { DB } from './schema.js';
import { lockDataDir } from './lock.js';
import { pulse } from '../pulse/recorder.js';
import { parserTierUpGuard } from './parser-tier-up.js';

// Counts and bigints come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (tests dump it as a fixture). */
  pglite?: PGlite;
  /**
   * What the job queue (src/jobs) connects through: on PostgreSQL its own small pool from the URL
   * (LISTEN/NOTIFY needs a dedicated connection); on PGlite the API's one-connection pool, so a
   * job statement waits its turn like any request instead of landing inside a request's open
   * transaction (PGlite has one session: two clients would share it).
   */
  jobs: { kind: 'postgres'; url: string } | { kind: 'pglite'; pool: pg.Pool };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder; 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  /** PGlite only: start from a dump made by dumpPglite (fast test fixtures). */
  loadDataDir?: Blob;
}

/** Kysely times every query anyway; Pulse keeps the slow ones (a comparison when it is off). */
const log = (event: LogEvent) => {
  if (event.level === 'query') pulse.recordQuery(event.query.sql, event.queryDurationMillis);
};
/**
 * PGlite runs in this thread and answers through promises only: code that queries back to back
 * (a background job) never lets the event loop reach the sockets, and the API stops answering
 * while it runs. Each checkout first yields one macrotask, so waiting requests get in and queue
 * for the connection between two of the job's statements (measured by bench/jobs.ts).
 */
class FairPool extends pg.Pool {
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): any {
    if (callback) {
      setImmediate(() => super.connect(callback as never));
      return undefined;
    }
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => super.connect());
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, admin) must not bring the process
    // down: the pool drops it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL: connessione inattiva chiusa (${error.message})`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: 'postgres', jobs: { kind: 'postgres', url: options.databaseUrl }, close: () => db.destroy() };
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
    const pool = new FairPool({ ...createPgConfig(pglite), max: 1 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return {
      db,
      kind: 'pglite',
      pglite,
      jobs: { kind: 'pglite', pool },
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
