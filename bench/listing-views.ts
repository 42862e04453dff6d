// Does counting listing views slow the listing page down? `pnpm --filter @automercato/bench run bench:views [-- --listings 1000 --requests 2000]`
//
// One process, the API on embedded PGlite in a temporary data folder (seeded), requests through
// app.inject (the server's own work, no network), 10 at a time. Two cases, each with every request
// from an existing guest session (as a browser on the listing page has):
//   without   the page's detail call only: GET /api/listings/{id}
//   with      the detail call and then the view beacon POST /api/listings/{id}/view, every view a
//             new one (worst case: nothing is a repeat), the recorder flushing as in production
// Prints p50/p95/p99 of the detail call in both cases, the beacon's own latency, and how long one
// batch write of 500 views takes. No budget: a measurement to read (numbers in server/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.js';
import { prepareDatabase } from '../server/src/boot.js';
import { buildApp } from '../server/src/app.js';
import { romeDay } from '../server/src/areas/listings/stats/index.js';
import { summarize } from './lib/load.js';
import { say } from './lib/console.js';

const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: {
  listings: { type: 'string', default: '1000' }, requests: { type: 'string', default: '2000' },
} });
const requests = Number(values.requests);
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-bench-views-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_LISTINGS: values.listings, WEB_ROOT: '/nonexistent', LOG_LEVEL: 'warn' });
const database = await prepareDatabase(config, () => undefined);
const app = await buildApp({ database, config, logger: false });
await app.ready();

try {
  const page = await app.inject({ method: 'GET', url: '/api/listings?per_page=50' });
  const ids: string[] = page.json().data.items.map((l: { uuid?: string; id?: string }) => l.uuid ?? l.id);
  // Guest sessions, made before the clock starts (a visitor has one before the beacon).
  const sessions: { cookie: string; xsrf: string }[] = [];
  for (let i = 0; i < 400; i += 1) {
    const res = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const jar = Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
    sessions.push({ cookie: `automercato_session=${jar['automercato_session']}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`, xsrf: decodeURIComponent(jar['XSRF-TOKEN']!) });
  }

  async function run(withBeacon: boolean) {
    const detail: number[] = [];
    const beacon: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        const i = next++;
        const s = sessions[i % sessions.length]!;
        const id = ids[(i * 7) % ids.length]!;
        let t = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: { cookie: s.cookie, 'user-agent': BROWSER } });
        detail.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`detail ${res.statusCode}`);
        if (!withBeacon) continue;
        t = performance.now();
        const view = await app.inject({ method: 'POST', url: `/api/listings/${id}/view`, headers: { cookie: s.cookie, 'x-xsrf-token': s.xsrf, 'user-agent': BROWSER },
          // Each session its own address: the beacon is limited per address (120 a minute).
          remoteAddress: `198.51.100.${i % sessions.length % 250}` });
        beacon.push(performance.now() - t);
        if (view.statusCode !== 202) throw new Error(`beacon ${view.statusCode}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    return { detail: summarize(detail), beacon: beacon.length ? summarize(beacon) : null };
  }

  await run(false); // warm-up
  const without = await run(false);
  const withViews = await run(true);
  await app.listingViews.flush();

  // One batch write of 500 new views, five times.
  const flushes: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (let i = 0; i < 500; i += 1) app.listingViews.record({ listingId: ids[i % ids.length]!, day: romeDay(new Date()), visitor: `bench-${round}-${i}`, address: `bench-a-${round}-${i}` });
    const t = performance.now();
    await app.listingViews.flush();
    flushes.push(performance.now() - t);
  }
  const f = (n: number) => n.toFixed(2);
  say('| listing detail (GET /api/listings/{id}), 10 at a time | p50 ms | p95 ms | p99 ms |');
  say('|---|---|---|---|');
  say(`| without counting | ${f(without.detail.p50)} | ${f(without.detail.p95)} | ${f(without.detail.p99)} |`);
  say(`| with the view beacon after every detail | ${f(withViews.detail.p50)} | ${f(withViews.detail.p95)} | ${f(withViews.detail.p99)} |`);
  say(`| the beacon itself (POST …/view) | ${f(withViews.beacon!.p50)} | ${f(withViews.beacon!.p95)} | ${f(withViews.beacon!.p99)} |`);
  const fl = summarize(flushes);
  say(`\none batch write of 500 views: p50 ${f(fl.p50)} ms, max ${f(fl.max)} ms (${requests} requests per case, ${values.listings} listings)`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
