// Admin back-office load bench: `npm run bench:admin [-- --listings N --users N --duration S]`.
//
// The API (server/src/main.ts) on PostgreSQL with back-office-sized data — 1,000,000 listings,
// 100,000 users, their dealers, memberships, messages and an audit trail, grown with set-based SQL
// (lib/admin-seed.ts) on top of the ordinary demo seed — signed in as the demo admin and loaded with
// autocannon over the admin lists (lib/admin-mixes.ts). Budget: p95 ≤ 50 ms for every list shape and
// overall, and no non-2xx answer; exit 1 otherwise. PostgreSQL only: BENCH_DATABASE_URL's server
// (the bench creates and keeps a database automercato_bench_admin_<size> there) or a throw-away one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { installExitHandlers, readMemory, runMain, shutdown, stopChild, UsageError } from './lib/children.js';
import { benchDir, fmt, fmtInt, openPostgres, runSeedCli, seededDatabase, serverDir, sizeTag, startApi, type SeedInfo } from './lib/api.js';
import { runLoad, summarize, type Latency, type LoadResult, type Mix } from './lib/load.js';
import { getJson } from './lib/mixes.js';
import { adminMixes, signIn } from './lib/admin-mixes.js';
import { adminSamples, growForAdmin, type AdminSeedSize } from './lib/admin-seed.js';
import { bold, green, red, reportResults, say } from './lib/console.js';

const resultsFile = path.join(benchDir, 'results', 'admin-latest.json');
const CONNECTIONS = 10;
const BUDGET_P95_MS = 50;
/** Realistic listings made by the seed CLI; the rest are SQL clones of them. */
const SAMPLE_LISTINGS = 20_000;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', default: '1000000' },
      users: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      'allow-missing': { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    say('npm run bench:admin -- [--listings N] [--users N] [--duration S] [--warmup S] [--allow-missing] [--only users,listings…]');
    say('BENCH_DATABASE_URL=postgres://… uses that server (needs CREATEDB) and keeps the seeded database for the next run.');
    say('--allow-missing: list routes that answer 404 (not merged yet) are left out instead of failing the bench.');
    say('--only: the calls whose label starts with one of these words (to look at a few; the budget is for the whole mix).');
    process.exit(0);
  }
  const int = (name: string, raw: string, min: number, max: number) => {
    const n = Number(raw.replace(/[_.,]/g, ''));
    if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be an integer between ${min} and ${max}`);
    return n;
  };
  const listings = int('listings', values.listings, 1000, 5_000_000);
  const users = int('users', values.users, 1000, 2_000_000);
  const durationS = Number(values.duration);
  const warmupS = Number(values.warmup);
  if (!(durationS >= 1 && durationS <= 600)) throw new UsageError('--duration must be between 1 and 600 seconds');
  if (!(warmupS >= 0 && warmupS <= 120)) throw new UsageError('--warmup must be between 0 and 120 seconds');
  // One dealer per 25 users (their owners and second admins are dealer users), a message per five listings.
  const size: AdminSeedSize = { users, listings, dealers: Math.ceil(users / 25), messages: Math.ceil(listings / 5), audit: 50_000 };
  const only = values.only ? values.only.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean) : null;
  return { size, durationS, warmupS, allowMissing: values['allow-missing'], only };
}
type Options = ReturnType<typeof parseOptions>;

/** The seed CLI, the catalogue, the SQL growth and the sizes; not the migrations (the server applies new ones at start). */
function fingerprint(size: AdminSeedSize): string {
  const hash = createHash('sha256').update(JSON.stringify({ ...size, sample: SAMPLE_LISTINGS }));
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => !/\.test\.ts$/.test(f));
  const files = [...['src/seed', 'src/catalog'].flatMap((d) => walk(path.join(serverDir, d))), path.join(benchDir, 'lib/admin-seed.ts')].sort();
  for (const file of files) hash.update(path.basename(file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** One request per mix before the load: 2xx, or a 404 of a route that does not exist (yet). Returns each mix's total. */
async function precheck(url: string, mixes: Mix[], cookie: string): Promise<{ totals: Record<string, string>; missing: Mix[] }> {
  const totals: Record<string, string> = {};
  const missing: Mix[] = [];
  for (const mix of mixes) {
    const target = typeof mix.path === 'string' ? mix.path : mix.path();
    const started = performance.now();
    const { status, body } = await getJson(url + target, { cookie });
    const ms = performance.now() - started;
    // A list answers 200 for any valid query (even an empty one): its 404 means the route is not there.
    if (status === 404) {
      missing.push(mix);
      say(`  ${red(' missing ')} ${mix.label}: ${target} → 404 (route not on this branch)`);
      continue;
    }
    if (status < 200 || status >= 300) throw new Error(`precheck: ${mix.label} (${target}) → HTTP ${status}: ${JSON.stringify(body).slice(0, 400)}`);
    const meta = (body as { data?: { meta?: { total?: number; total_capped?: boolean } } }).data?.meta;
    totals[mix.label] = meta ? `${fmtInt(meta.total ?? NaN)}${meta.total_capped ? '+' : ''}` : '—';
    say(`  ${mix.label.padEnd(22)} ${totals[mix.label]!.padStart(8)} rows  first call ${fmt(ms)} ms  ${target}`);
  }
  return { totals, missing };
}

const ALONE_CALLS = 15;

/**
 * Each call on its own, one at a time (ALONE_CALLS each, after the warm-up): what the call costs
 * without the queue of the load, the part indexes and query shapes decide. Not budgeted; it tells a
 * slow query from a busy machine.
 */
async function oneAtATime(url: string, mixes: Mix[], cookie: string): Promise<Record<string, Latency>> {
  const out: Record<string, Latency> = {};
  for (const mix of mixes) {
    const samples: number[] = [];
    for (let i = 0; i < ALONE_CALLS; i++) {
      const started = performance.now();
      const { status } = await getJson(url + (typeof mix.path === 'string' ? mix.path : mix.path()), { cookie });
      samples.push(performance.now() - started);
      if (status < 200 || status >= 300) throw new Error(`${mix.label}: HTTP ${status} on its own`);
    }
    out[mix.label] = summarize(samples);
  }
  return out;
}

interface Result {
  title: string;
  load: LoadResult;
  totals: Record<string, string>;
  /** One call at a time, no load. */
  alone: Record<string, Latency>;
  missing: string[];
  seed: SeedInfo;
  counts: Record<string, number>;
  database: string;
  serverPeakMiB: number | null;
  /** The 1-minute load average at the end of the run (the bench's own load included). */
  loadAverage: number;
}

async function bench(options: Options): Promise<Result | null> {
  const { size } = options;
  const tag = `${sizeTag(size.listings)}_${sizeTag(size.users)}`;
  say(bold(`▶ the API on PostgreSQL: ${fmtInt(size.listings)} listings, ${fmtInt(size.users)} users, ${fmtInt(size.dealers)} dealers`));
  const target = await openPostgres();
  if (!target) return null;
  try {
    const dbName = `automercato_bench_admin_${tag}`;
    const { url: databaseUrl, seed } = await seededDatabase(target, dbName, fingerprint(size), async (url) => {
      const started = Date.now();
      say(`  seeding database ${dbName}: the demo seed with ${fmtInt(Math.min(SAMPLE_LISTINGS, size.listings))} listings…`);
      await runSeedCli('seed', { DATABASE_URL: url }, Math.min(SAMPLE_LISTINGS, size.listings));
      say('  growing it with SQL…');
      await growForAdmin(url, size);
      const wallSeconds = (Date.now() - started) / 1000;
      say(`  seeded in ${fmt(wallSeconds)} s`);
      return { cached: false, seededAt: new Date().toISOString(), wallSeconds, seedSeconds: null };
    });
    const server = await startApi('api', { DATABASE_URL: databaseUrl, SEED_LISTINGS: '0' });
    try {
      const samples = await adminSamples(databaseUrl);
      say(`  data: ${Object.entries(samples.counts).map(([t, n]) => `${t} ${fmtInt(n)}`).join(', ')}`);
      const cookie = await signIn(server.url);
      let mixes = adminMixes(samples).filter((m) => !options.only || options.only.some((w) => m.label.startsWith(w)));
      if (!mixes.length) throw new UsageError(`--only: no call label starts with ${options.only!.join(' or ')}`);
      const { totals, missing } = await precheck(server.url, mixes, cookie);
      if (missing.length && !options.allowMissing) {
        throw new UsageError(`${missing.length} admin list route(s) answer 404: merge their slices, or run with --allow-missing`);
      }
      mixes = mixes.filter((m) => !missing.includes(m));
      const headers = { cookie };
      if (options.warmupS > 0) {
        say(`  warm-up ${options.warmupS} s…`);
        await runLoad({ url: server.url, mixes, connections: CONNECTIONS, durationS: options.warmupS, discard: true, headers });
      }
      const alone = await oneAtATime(server.url, mixes, cookie);
      server.child.resetLines();
      say(`  load: ${CONNECTIONS} connections, ${options.durationS} s, ${mixes.length} list calls…`);
      const load = await runLoad({ url: server.url, mixes, connections: CONNECTIONS, durationS: options.durationS, headers });
      const loadAverage = os.loadavg()[0]!;
      const memory = readMemory(server.child.pid);
      const logged = server.child.linesSince();
      if (logged) {
        say(`  the server logged ${logged} line(s) at warn or above during the load; the last ones:`);
        for (const line of server.child.tail().slice(-Math.min(logged, 15))) say(`    ${line.slice(0, 400)}`);
      }
      return {
        title: `Admin lists on PostgreSQL ${target.version}, ${sizeTag(size.listings)} listings / ${sizeTag(size.users)} users`,
        load, totals, alone, missing: missing.map((m) => m.label), seed, counts: samples.counts, serverPeakMiB: memory?.hwmMiB ?? null, loadAverage,
        database: `PostgreSQL ${target.version}${target.external ? ' (BENCH_DATABASE_URL)' : ' (throw-away, fsync off)'}`,
      };
    } finally {
      await stopChild(server.child);
    }
  } finally {
    target.stop();
  }
}

interface Check { name: string; measured: number; pass: boolean }

function checks(r: Result): Check[] {
  const out: Check[] = [{ name: 'overall p95', measured: r.load.latencyMs.p95, pass: r.load.latencyMs.p95 <= BUDGET_P95_MS }];
  for (const [label, m] of Object.entries(r.load.perMix)) {
    if (m.count) out.push({ name: `${label} p95`, measured: m.p95, pass: m.p95 <= BUDGET_P95_MS });
  }
  const bad = r.load.non2xx + r.load.errors + r.load.timeouts;
  out.push({ name: 'non-2xx, errors, timeouts', measured: bad, pass: bad === 0 });
  return out;
}

function report(r: Result): void {
  const l = r.load;
  say('');
  say(`  ${bold(`${fmtInt(l.reqPerSec)} req/s`)}  p50 ${fmt(l.latencyMs.p50)} ms  p95 ${bold(`${fmt(l.latencyMs.p95)} ms`)}  ` +
    `p99 ${fmt(l.latencyMs.p99)} ms  max ${fmt(l.latencyMs.max)} ms  (${fmtInt(l.requests)} responses)` +
    (r.serverPeakMiB ? `; API peak memory ${fmt(r.serverPeakMiB)} MiB` : ''));
  say('');
  say(`  ${'list call'.padEnd(22)} ${'rows'.padStart(8)} ${'alone p50'.padStart(9)} ${'n'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  non-2xx`);
  for (const [label, m] of Object.entries(l.perMix)) {
    if (!m.count) continue;
    const p95 = fmt(m.p95).padStart(7);
    say(`  ${label.padEnd(22)} ${(r.totals[label] ?? '—').padStart(8)} ${fmt(r.alone[label]?.p50 ?? NaN).padStart(9)} ${fmtInt(m.count).padStart(6)} ${fmt(m.p50).padStart(7)} ` +
      `${m.p95 > BUDGET_P95_MS ? red(p95) : p95} ${fmt(m.p99).padStart(7)} ${fmt(m.max).padStart(7)}  ${m.non2xx ? red(String(m.non2xx)) : '0'}`);
  }
  say('');
}

function markdown(r: Result, options: Options): string {
  const rows = Object.entries(r.load.perMix).filter(([, m]) => m.count)
    .map(([label, m]) => `| ${label} | ${r.totals[label] ?? '—'} | ${fmt(r.alone[label]?.p50 ?? NaN)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${m.p95 <= BUDGET_P95_MS ? 'PASS' : '**FAIL**'} |`);
  const l = r.load.latencyMs;
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    '| Admin list call | Rows | alone p50 (ms) | p50 (ms) | p95 (ms) | p99 (ms) | p95 ≤ 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    `| **all (${fmtInt(r.load.reqPerSec)} req/s)** | | | ${fmt(l.p50)} | **${fmt(l.p95)}** | ${fmt(l.p99)} | ${l.p95 <= BUDGET_P95_MS ? 'PASS' : '**FAIL**'} |`,
    '',
    `${r.database}: ${fmtInt(r.counts.listings ?? NaN)} listings, ${fmtInt(r.counts.users ?? NaN)} users, ${fmtInt(r.counts.dealers ?? NaN)} dealers, ` +
      `${fmtInt(r.counts.user_messages ?? NaN)} messages, ${fmtInt(r.counts.audit_log ?? NaN)} audit rows` +
      `${r.seed.cached ? ` (seeded ${r.seed.seededAt.slice(0, 10)} in ${fmt(r.seed.wallSeconds, 0)} s)` : ` (seeded in ${fmt(r.seed.wallSeconds, 0)} s)`}. ` +
      `Signed in as the demo admin; "alone": ${ALONE_CALLS} calls one at a time; then ${CONNECTIONS} connections, ${options.durationS} s after a ${options.warmupS} s warm-up, cycling through the calls ` +
      `(autocannon in the bench process, same machine); ${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, ` +
      `load average ${fmt(r.loadAverage, 1)} at the end, Node ${process.version}, ` +
      `${new Date().toISOString().slice(0, 10)}.` + (r.missing.length ? ` Not measured (route missing): ${r.missing.join(', ')}.` : ''),
  ].join('\n');
}

async function main(): Promise<number> {
  installExitHandlers();
  const options = parseOptions();
  say(bold(`AutoMercato admin bench: ${fmtInt(options.size.listings)} listings, ${fmtInt(options.size.users)} users, ` +
    `${CONNECTIONS} connections, ${options.durationS} s + ${options.warmupS} s warm-up`));
  const loadBefore = os.loadavg()[0]!;
  say(`  load average now ${fmt(loadBefore, 2)} on ${os.cpus().length} CPUs (other work on the machine moves the numbers)`);
  say('');
  const result = await bench(options);
  await shutdown();
  if (!result) return 1;
  report(result);
  const budget = checks(result);
  say(bold('Budget (p95 ≤ 50 ms per call and overall, no failed answer)'));
  for (const c of budget) say(`  ${c.pass ? green('PASS') : red(' FAIL ')}  ${c.name}: ${c.name.includes('p95') ? `${fmt(c.measured)} ms` : c.measured}`);
  if (result.missing.length) say(red(`  SKIP  not measured, route missing: ${result.missing.join(', ')} `));
  say('');
  const json = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model.trim(), totalMemGiB: os.totalmem() / 2 ** 30, node: process.version },
    options: { ...options.size, connections: CONNECTIONS, durationS: options.durationS, warmupS: options.warmupS },
    budgetP95Ms: BUDGET_P95_MS,
    checks: budget,
    result,
  };
  reportResults(resultsFile, json, markdown(result, options));
  return budget.some((c) => !c.pass) ? 1 : 0;
}

runMain(main);
