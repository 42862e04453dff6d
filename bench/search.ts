// Search API load bench: `npm run bench [-- --only pglite,postgres,ping] [--listings N] [--duration S]`.
//
// Three targets, one after the other, each in its own child process and loaded from this process
// with autocannon (10 connections, a warm-up, then the measured run):
//   ping      a trivial Fastify route: the ceiling of this machine right now;
//   pglite    the real API on embedded PGlite with N listings (seeded once, cached in .tmp/);
//   postgres  the real API on PostgreSQL: BENCH_DATABASE_URL's server if set (the bench creates and
//             keeps a database automercato_bench_<N> there), else a throw-away server.
// Prints req/s and p50/p95/p99 per target and per request mix, checks the budgets, writes
// results/search-latest.json and a Markdown table for the README. Exits 1 when a budget fails or
// any response is not 2xx. Not part of `npm test`: a timed assertion in a test would be flaky.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  freePort, installExitHandlers, onCleanup, readMemory, runMain, shutdown, spawnChild, stopChild, UsageError,
  waitForHttp, type Child, type Memory,
} from './lib/children.js';
import {
  benchDir, childEnv, fmt, fmtInt, openPostgres, repoRoot, runSeedCli, seededDatabase, serverDir, sizeTag, startApi, type SeedInfo,
} from './lib/api.js';
import { runLoad, type LoadResult, type Mix } from './lib/load.js';
import { pickDetailIds, precheck, searchMixes } from './lib/mixes.js';
import { bold, green, red, reportResults, say } from './lib/console.js';

const resultsFile = path.join(benchDir, 'results', 'search-latest.json');

const CONNECTIONS = 10;
const BUDGET = { postgresP95Ms: 30, pgliteP95Ms: 60, pgliteMemoryMiB: 400 } as const;
const TARGETS = ['ping', 'pglite', 'postgres'] as const;
type TargetName = (typeof TARGETS)[number];


// ---------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      listings: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    say('npm run bench -- [--only ping|pglite|postgres[,…]] [--listings N] [--duration S] [--warmup S]');
    say('BENCH_DATABASE_URL=postgres://… uses that server (needs CREATEDB) instead of a throw-away one.');
    process.exit(0);
  }
  const only = values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : [...TARGETS];
  for (const name of only) {
    if (!TARGETS.includes(name as TargetName)) throw new UsageError(`--only: "${name}" is not one of ${TARGETS.join(', ')}`);
  }
  const listings = Number(values.listings.replace(/[_.,]/g, ''));
  if (!Number.isInteger(listings) || listings < 100 || listings > 5_000_000) {
    throw new UsageError('--listings must be an integer between 100 and 5000000');
  }
  const durationS = Number(values.duration);
  const warmupS = Number(values.warmup);
  if (!(durationS >= 1 && durationS <= 600)) throw new UsageError('--duration must be between 1 and 600 seconds');
  if (!(warmupS >= 0 && warmupS <= 120)) throw new UsageError('--warmup must be between 0 and 120 seconds');
  return { only: new Set(only as TargetName[]), listings, durationS, warmupS };
}
type Options = ReturnType<typeof parseOptions>;

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * What a seeded database depends on: the schema, the seed, catalogue and job-queue code, the PGlite version
 * and the size. A cached database with another fingerprint is seeded again.
 */
function seedFingerprint(listings: number): string {
  const hash = createHash('sha256').update(`listings=${listings}\n`);
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => !/\.test\.ts$/.test(f));
  const files = ['migrations', 'src/seed', 'src/catalog', 'src/jobs'].flatMap((d) => walk(path.join(serverDir, d))).sort();
  for (const file of files) hash.update(path.relative(serverDir, file)).update(fs.readFileSync(file));
  try {
    const pglite = fs.readFileSync(path.join(serverDir, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
    hash.update(`pglite=${(JSON.parse(pglite) as { version: string }).version}`);
  } catch {
    /* not installed: the server will not start anyway */
  }
  return hash.digest('hex').slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// Measuring one target

interface TargetResult {
  name: TargetName;
  title: string;
  load: LoadResult;
  matches?: Record<string, number>;
  memoryAfterStart?: Memory | null;
  memoryAfterLoad?: Memory | null;
  serverLogLines: number;
  serverLogTail?: string[];
  seed?: SeedInfo;
  database?: string;
}

async function measure(name: TargetName, title: string, server: { child: Child; url: string }, mixes: Mix[], options: Options,
  extra: Partial<TargetResult> = {}): Promise<TargetResult> {
  const memoryAfterStart = readMemory(server.child.pid);
  if (options.warmupS > 0) {
    say(`  warm-up ${options.warmupS} s…`);
    await runLoad({ url: server.url, mixes, connections: CONNECTIONS, durationS: options.warmupS, discard: true });
  }
  server.child.resetLines();
  say(`  load: ${CONNECTIONS} connections, ${options.durationS} s, ${mixes.length} request mix${mixes.length > 1 ? 'es' : ''}…`);
  const load = await runLoad({ url: server.url, mixes, connections: CONNECTIONS, durationS: options.durationS });
  const memoryAfterLoad = readMemory(server.child.pid);
  const serverLogLines = server.child.linesSince();
  const result: TargetResult = {
    name, title, load, memoryAfterStart, memoryAfterLoad, serverLogLines,
    serverLogTail: serverLogLines ? server.child.tail().slice(-Math.min(serverLogLines, 15)) : undefined,
    ...extra,
  };
  report(result);
  return result;
}

function report(r: TargetResult): void {
  const l = r.load;
  say(`  ${bold(`${fmtInt(l.reqPerSec)} req/s`)}  p50 ${fmt(l.latencyMs.p50)} ms  p95 ${bold(`${fmt(l.latencyMs.p95)} ms`)}  ` +
    `p99 ${fmt(l.latencyMs.p99)} ms  max ${fmt(l.latencyMs.max)} ms  (${fmtInt(l.requests)} responses)`);
  if (r.memoryAfterLoad) {
    say(`  server memory: peak (VmHWM) ${fmt(r.memoryAfterLoad.hwmMiB)} MiB, now (VmRSS) ${fmt(r.memoryAfterLoad.rssMiB)} MiB` +
      (r.memoryAfterStart ? ` (RSS ${fmt(r.memoryAfterStart.rssMiB)} MiB before the load)` : ''));
  }
  if (Object.keys(l.perMix).length > 1) {
    say('');
    say(`  ${'mix'.padEnd(24)} ${'matches'.padStart(8)} ${'n'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  non-2xx`);
    for (const [label, m] of Object.entries(l.perMix)) {
      say(`  ${label.padEnd(24)} ${fmtInt(r.matches?.[label] ?? NaN).padStart(8)} ${fmtInt(m.count).padStart(7)} ${fmt(m.p50).padStart(7)} ` +
        `${fmt(m.p95).padStart(7)} ${fmt(m.p99).padStart(7)} ${fmt(m.max).padStart(7)}  ${m.non2xx ? red(String(m.non2xx)) : '0'}`);
    }
  }
  if (l.non2xx || l.errors || l.timeouts) {
    say('');
    say(red(` !!! ${r.title}: ${l.non2xx} non-2xx responses, ${l.errors} connection errors, ${l.timeouts} timeouts !!! `));
    say(red(` status codes: ${JSON.stringify(l.statusCodes)} `));
  }
  if (r.serverLogLines) {
    say(`  the server logged ${r.serverLogLines} line(s) at warn or above during the load; the last ones:`);
    for (const line of r.serverLogTail ?? []) say(`    ${line.slice(0, 400)}`);
  }
  say('');
}

// ---------------------------------------------------------------------------------------------
// The three targets

async function benchPing(options: Options): Promise<TargetResult> {
  say(bold('▶ ping: trivial Fastify route in a child process'));
  const port = await freePort();
  const child = spawnChild('ping', ['--import', 'tsx', 'ping-server.ts'], {
    cwd: benchDir, env: childEnv({ PORT: String(port), HOST: '127.0.0.1' }),
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/ping`, child, 60_000);
    return await measure('ping', 'Trivial Fastify route (`GET /ping`)', { child, url }, [{ label: 'ping', path: '/ping' }], options);
  } finally {
    await stopChild(child);
  }
}

async function benchApi(name: 'pglite' | 'postgres', title: string, env: Record<string, string>, options: Options,
  extra: Partial<TargetResult>): Promise<TargetResult> {
  const server = await startApi(`${name} api`, env);
  try {
    const detailIds = await pickDetailIds(server.url);
    const mixes = searchMixes(detailIds);
    const matches = await precheck(server.url, mixes);
    say(`  precheck: every mix answers 2xx; ${fmtInt(matches['no filter'] ?? NaN)} public listings; ${detailIds.length} ids for the detail mix`);
    return await measure(name, title, server, mixes, options, { matches, ...extra });
  } finally {
    await stopChild(server.child);
  }
}

async function benchPglite(options: Options): Promise<TargetResult> {
  const tag = sizeTag(options.listings);
  say(bold(`▶ pglite: the API on embedded PGlite, ${fmtInt(options.listings)} listings`));
  const cacheDir = path.join(repoRoot, '.tmp', `bench-pglite-${tag}`);
  const metaFile = `${cacheDir}.json`;
  const fingerprint = seedFingerprint(options.listings);
  let seedInfo: SeedInfo;
  let meta: (SeedInfo & { fingerprint: string }) | null = null;
  try {
    meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SeedInfo & { fingerprint: string };
  } catch {
    /* no cache yet */
  }
  if (meta?.fingerprint === fingerprint && fs.existsSync(path.join(cacheDir, 'PG_VERSION'))) {
    seedInfo = { ...meta, cached: true };
    say(`  using the seeded copy in ${path.relative(repoRoot, cacheDir)} (seeded ${meta.seededAt}, in ${fmt(meta.wallSeconds)} s)`);
  } else {
    if (meta) say(`  the cached database in ${path.relative(repoRoot, cacheDir)} is out of date (schema, seed or PGlite changed): seeding again`);
    const partial = `${cacheDir}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(metaFile, { force: true });
    fs.mkdirSync(path.dirname(cacheDir), { recursive: true });
    const forget = onCleanup('partial PGlite seed', () => fs.rmSync(partial, { recursive: true, force: true }));
    say(`  seeding ${fmtInt(options.listings)} listings into PGlite (once; cached in ${path.relative(repoRoot, cacheDir)})…`);
    seedInfo = await runSeedCli('pglite seed', { DATA_DIR: partial }, options.listings);
    fs.rmSync(path.join(partial, 'automercato.lock'), { force: true });
    fs.renameSync(partial, cacheDir);
    forget();
    fs.writeFileSync(metaFile, `${JSON.stringify({ ...seedInfo, fingerprint }, null, 2)}\n`);
    say(`  seeded in ${fmt(seedInfo.wallSeconds)} s (inserts ${fmt(seedInfo.seedSeconds ?? NaN)} s)`);
  }
  // The server runs on a throw-away copy, so the cache stays exactly as seeded.
  const runRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-bench-'));
  const removeCopy = () => fs.rmSync(runRoot, { recursive: true, force: true });
  const forget = onCleanup('PGlite run copy', removeCopy);
  try {
    const dataDir = path.join(runRoot, 'data');
    fs.cpSync(cacheDir, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'automercato.lock'), { force: true });
    return await benchApi('pglite', `API on PGlite (embedded), ${tag} listings`, { DATA_DIR: dataDir, SEED_LISTINGS: '0' }, options,
      { seed: seedInfo, database: 'PGlite (embedded)' });
  } finally {
    removeCopy();
    forget();
  }
}

async function benchPostgres(options: Options): Promise<TargetResult | null> {
  const tag = sizeTag(options.listings);
  say(bold(`▶ postgres: the API on PostgreSQL, ${fmtInt(options.listings)} listings`));
  const target = await openPostgres();
  if (!target) return null;
  try {
    const dbName = `automercato_bench_${tag}`;
    const { url, seed } = await seededDatabase(target, dbName, seedFingerprint(options.listings), async (databaseUrl) => {
      say(`  seeding ${fmtInt(options.listings)} listings into PostgreSQL database ${dbName}…`);
      const info = await runSeedCli('postgres seed', { DATABASE_URL: databaseUrl }, options.listings);
      say(`  seeded in ${fmt(info.wallSeconds)} s (inserts ${fmt(info.seedSeconds ?? NaN)} s)`);
      return info;
    });
    return await benchApi('postgres', `API on PostgreSQL ${target.version}, ${tag} listings`, { DATABASE_URL: url }, options,
      { seed, database: `PostgreSQL ${target.version}${target.external ? ' (BENCH_DATABASE_URL)' : ' (throw-away, fsync off)'}` });
  } finally {
    target.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Budgets, JSON and the README table

interface Check { name: string; measured: number; limit: number; unit: string; pass: boolean }

function checks(results: Partial<Record<TargetName, TargetResult>>): Check[] {
  const out: Check[] = [];
  const p95 = (r: TargetResult) => r.load.latencyMs.p95;
  if (results.postgres) {
    out.push({ name: 'PostgreSQL p95', measured: p95(results.postgres), limit: BUDGET.postgresP95Ms, unit: 'ms', pass: p95(results.postgres) <= BUDGET.postgresP95Ms });
  }
  if (results.pglite) {
    out.push({ name: 'PGlite p95', measured: p95(results.pglite), limit: BUDGET.pgliteP95Ms, unit: 'ms', pass: p95(results.pglite) <= BUDGET.pgliteP95Ms });
    const hwm = results.pglite.memoryAfterLoad?.hwmMiB ?? NaN;
    out.push({ name: 'PGlite API peak memory (VmHWM)', measured: hwm, limit: BUDGET.pgliteMemoryMiB, unit: 'MiB', pass: hwm <= BUDGET.pgliteMemoryMiB });
  }
  for (const r of Object.values(results)) {
    const bad = r.load.non2xx + r.load.errors + r.load.timeouts;
    out.push({ name: `${r.name}: non-2xx, errors, timeouts`, measured: bad, limit: 0, unit: '', pass: bad === 0 });
  }
  return out;
}

function markdown(results: Partial<Record<TargetName, TargetResult>>, budget: Check[], options: Options): string {
  const ping = results.ping?.load.latencyMs.p95;
  const rows = TARGETS.flatMap((name) => {
    const r = results[name];
    if (!r) return [];
    const l = r.load;
    const ratio = ping ? `${fmt(l.latencyMs.p95 / ping)}×` : '—';
    return [`| ${r.title} | ${fmtInt(l.reqPerSec)} | ${fmt(l.latencyMs.p50)} | ${fmt(l.latencyMs.p95)} | ${fmt(l.latencyMs.p99)} | ${ratio} | ${l.non2xx} |`];
  });
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const budgetRows = budget.filter((c) => c.unit)
    .map((c) => `| ${c.name} | ${fmt(c.measured)} ${c.unit} | ≤ ${c.limit} ${c.unit} | ${c.pass ? 'PASS' : '**FAIL**'} |`);
  const lines = [
    '| Target | req/s | p50 (ms) | p95 (ms) | p99 (ms) | p95 ÷ ping p95 | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...(budgetRows.length ? ['| Budget | Measured | Limit | Result |', '| --- | ---: | ---: | --- |', ...budgetRows, ''] : []),
    `${CONNECTIONS} connections, ${options.durationS} s per target after a ${options.warmupS} s warm-up, the API targets cycling through ` +
      `${searchMixes(['-']).length} typical searches (autocannon in the bench process, same machine); ${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, ` +
      `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
  ];
  const seeds = (['pglite', 'postgres'] as const).flatMap((name) => {
    const s = results[name]?.seed;
    return s ? [`${name === 'pglite' ? 'PGlite' : 'PostgreSQL'} seed of ${fmtInt(options.listings)} listings: ${fmt(s.wallSeconds)} s` +
      `${s.cached ? ` (cached from ${s.seededAt.slice(0, 10)})` : ''}`] : [];
  });
  if (seeds.length) lines.push(`${seeds.join('; ')}.`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  installExitHandlers();
  const options = parseOptions();
  say(bold(`AutoMercato search bench: ${fmtInt(options.listings)} listings, ${CONNECTIONS} connections, ` +
    `${options.durationS} s + ${options.warmupS} s warm-up per target (${[...options.only].join(', ')})`));
  say('');
  const results: Partial<Record<TargetName, TargetResult>> = {};
  let skipped = false;
  if (options.only.has('ping')) results.ping = await benchPing(options);
  if (options.only.has('pglite')) results.pglite = await benchPglite(options);
  if (options.only.has('postgres')) {
    const r = await benchPostgres(options);
    if (r) results.postgres = r;
    else skipped = true;
  }
  await shutdown();

  const budget = checks(results);
  const ping = results.ping?.load.latencyMs.p95;
  say(bold('Summary'));
  for (const name of TARGETS) {
    const r = results[name];
    if (!r) continue;
    say(`  ${name.padEnd(9)} ${fmtInt(r.load.reqPerSec).padStart(7)} req/s  p50 ${fmt(r.load.latencyMs.p50).padStart(6)}  p95 ${fmt(r.load.latencyMs.p95).padStart(6)}  ` +
      `p99 ${fmt(r.load.latencyMs.p99).padStart(6)} ms` + (ping ? `  p95 = ${fmt(r.load.latencyMs.p95 / ping)}× ping` : ''));
  }
  say('');
  for (const c of budget) {
    const measured = c.unit ? `${fmt(c.measured)} ${c.unit} (limit ${c.limit} ${c.unit})` : `${c.measured}`;
    say(`  ${c.pass ? green('PASS') : red(' FAIL ')}  ${c.name}: ${measured}`);
  }
  if (skipped) say(red('  SKIP  PostgreSQL: no server available, its budget was not checked '));
  say('');

  const json = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model.trim(), totalMemGiB: os.totalmem() / 2 ** 30, node: process.version },
    options: { listings: options.listings, connections: CONNECTIONS, durationS: options.durationS, warmupS: options.warmupS, only: [...options.only] },
    budgets: BUDGET,
    checks: budget,
    targets: Object.fromEntries(Object.entries(results).map(([name, r]) => [name, {
      ...r, p95VsPing: ping ? r.load.latencyMs.p95 / ping : null,
    }])),
  };
  reportResults(resultsFile, json, markdown(results, budget, options));
  const failed = budget.some((c) => !c.pass) || (skipped && options.only.size === 1);
  return failed ? 1 : 0;
}

runMain(main);
