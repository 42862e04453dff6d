// What the API benches share: the server's environment, the seed CLI, starting main.ts, a PostgreSQL
// server (BENCH_DATABASE_URL or a throw-away one) and a database on it that is kept while its
// fingerprint holds, and number formats.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../../server/node-flags.mjs';
import { freePort, onCleanup, runChild, spawnChild, waitForHttp, type Child } from './children.js';
import { red, say } from './console.js';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
export const serverDir = path.join(repoRoot, 'server');

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
export const fmtInt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
/** 100000 → "100k", for folder and database names. */
export const sizeTag = (n: number) => (n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** Fresh environment for a server or seed child: none of the caller's database settings leak in. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'SEED_LISTINGS', 'PORT', 'HOST', 'LOG_LEVEL']) delete env[key];
  return { ...env, ...extra };
}

export interface SeedInfo { cached: boolean; seededAt: string; wallSeconds: number; seedSeconds: number | null }

/** Runs the seed CLI; its own timing line ("Creati N annunci in X s") is the pure insert time. */
export async function runSeedCli(name: string, env: Record<string, string>, listings: number): Promise<SeedInfo> {
  let seedSeconds: number | null = null;
  const started = Date.now();
  await runChild(name, ['--import', 'tsx', 'src/seed/cli.ts', '--listings', String(listings)], {
    cwd: serverDir,
    env: childEnv(env),
    echo: (line) => {
      const m = /^Creati .* in ([\d.]+) s/.exec(line);
      if (m) seedSeconds = Number(m[1]);
      return true;
    },
  });
  return { cached: false, seededAt: new Date().toISOString(), wallSeconds: (Date.now() - started) / 1000, seedSeconds };
}

/** server/src/main.ts in a child process on a free port, with the Node flags of `npm start`. */
export async function startApi(name: string, env: Record<string, string>): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = spawnChild(name, [...serverNodeFlags, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitForHttp(`${url}/api/listings/count`, child, 600_000);
  say(`  ${name} ready on ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${child.pid})`);
  return { child, url };
}

export interface PostgresTarget {
  /** The server's URL (its own database: only used to create and drop the bench's). */
  serverUrl: string;
  version: string;
  external: boolean;
  stop(): void;
}

/** BENCH_DATABASE_URL's server, else a throw-away one (scripts/lib/postgres.mjs, fsync off); null when neither exists. */
export async function openPostgres(): Promise<PostgresTarget | null> {
  const external = process.env.BENCH_DATABASE_URL?.trim() || null;
  let serverUrl: string;
  let stop = () => {};
  if (external) {
    serverUrl = external;
    say(`  using the server of BENCH_DATABASE_URL (${external.replace(/:[^:@/]*@/, ':***@')})`);
  } else {
    const { startPostgres } = (await import('../../scripts/lib/postgres.mjs')) as {
      startPostgres(): Promise<{ url: string; version?: string; stop(): void } | null>;
    };
    const started = Date.now();
    const server = await startPostgres();
    if (!server) {
      say(red(' SKIPPED: no PostgreSQL installed (initdb not found) and BENCH_DATABASE_URL is not set '));
      say('');
      return null;
    }
    const remove = onCleanup('PostgreSQL server', () => server.stop());
    stop = () => { remove(); server.stop(); };
    serverUrl = server.url;
    say(`  throw-away PostgreSQL ${server.version ?? ''} started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const v = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    return { serverUrl, version: v.split(' ')[0]!, external: Boolean(external), stop };
  } finally {
    await client.end();
  }
}

/**
 * The database `name` on the target, seeded by `seed` unless a copy with the same fingerprint is
 * already there (the fingerprint and the seed's timing live in the database's comment). Never
 * touches any other database. Returns its URL and how it was seeded.
 */
export async function seededDatabase(target: PostgresTarget, name: string, fingerprint: string,
  seed: (databaseUrl: string) => Promise<SeedInfo>): Promise<{ url: string; seed: SeedInfo }> {
  const dbUrl = new URL(target.serverUrl);
  dbUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name]);
    let kept: (SeedInfo & { fingerprint?: string }) | null = null;
    try {
      kept = existing.rows[0]?.comment ? JSON.parse(existing.rows[0].comment) as SeedInfo & { fingerprint?: string } : null;
    } catch {
      /* a comment that is not ours */
    }
    if (kept?.fingerprint === fingerprint) {
      say(`  reusing database ${name} (seeded ${kept.seededAt}, in ${fmt(kept.wallSeconds)} s)`);
      return { url: dbUrl.toString(), seed: { ...kept, cached: true } };
    }
    if (existing.rowCount) await admin.query(`drop database "${name}"`);
    await admin.query(`create database "${name}"`);
    const info = await seed(dbUrl.toString());
    const comment = JSON.stringify({ ...info, fingerprint }).replace(/'/g, "''");
    await admin.query(`comment on database "${name}" is '${comment}'`);
    return { url: dbUrl.toString(), seed: info };
  } finally {
    await admin.end();
  }
}
