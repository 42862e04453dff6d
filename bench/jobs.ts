// Does a slow background job starve the API on PGlite's single connection?
// `pnpm --filter @automercato/bench run bench:jobs [-- --listings N] [--duration S] [--job-seconds S]`
//
// Starts the API on embedded PGlite (lib/jobs-server.ts, a temporary data folder) three times —
// no job, a slow job made of many short statements, a job that is one long statement — and loads
// the same search mix (10 connections, autocannon) each time. Prints p50/p95/p99 and req/s per
// case. No budget: a measurement to read (the numbers of the last run are in the main README).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, installExitHandlers, runMain, spawnChild, stopChild, waitForHttp } from './lib/children.js';
import { runLoad } from './lib/load.js';
import { pickDetailIds, searchMixes } from './lib/mixes.js';
import { say } from './lib/console.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

runMain(async () => {
  installExitHandlers();
  const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: {
    listings: { type: 'string', default: '5000' }, duration: { type: 'string', default: '10' }, 'job-seconds': { type: 'string', default: '2' },
  } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-bench-jobs-'));
  const rows: string[] = [];
  try {
    for (const job of ['none', 'chunked', 'blocking']) {
      const port = await freePort();
      const child = spawnChild(`api+${job}`, ['--import', 'tsx', 'lib/jobs-server.ts'], {
        cwd: benchDir,
        env: { ...process.env, DATA_DIR: dataDir, SEED_LISTINGS: values.listings, PORT: String(port), HOST: '127.0.0.1', BENCH_JOB: job, JOB_SECONDS: values['job-seconds'], WEB_ROOT: '/nonexistent' },
      });
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/api/listings/count`, child, 300_000);
      const mixes = searchMixes(await pickDetailIds(url));
      await runLoad({ url, mixes, connections: 10, durationS: 2, discard: true });
      const load = await runLoad({ url, mixes, connections: 10, durationS: Number(values.duration) });
      child.process.kill('SIGTERM');
      await child.exited;
      const jobs = child.tail().find((line) => line.startsWith('JOBS '))?.slice(5) ?? '{}';
      const l = load.latencyMs;
      const row = `| ${job} | ${Math.round(load.reqPerSec)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.p99.toFixed(1)} | ${l.max.toFixed(0)} | ${load.non2xx} | ${jobs} |`;
      say(row);
      rows.push(row);
      await stopChild(child).catch(() => undefined);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  say('');
  say('| job during the load | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | job work |');
  say('|---|---|---|---|---|---|---|---|');
  for (const row of rows) say(row);
  return 0;
});
