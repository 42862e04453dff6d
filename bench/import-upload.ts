// Does a big stock upload hold up everyone else? `npm run bench:import-upload [-- --shape over|full|both --rate 100]`
//
// `server/src/main.ts` in a child process on embedded PGlite (a temporary data folder, 2,000
// listings, the Node flags of `npm start`), signed in as the demo dealer. For each file shape, while
// `GET /api/counters` is called `--rate` times a second (open loop), the dealer uploads a generated
// 20 MB CSV and the bench waits for the dry run to end (`ready` or `failed`):
//   over   ~20 MB of short rows (about 200,000, far over the 20,000-row cap): must be refused
//   full   20,000 rows of ~1 KB (long descriptions): the biggest file the import accepts, a whole dry run
// Measured: p95 of the counters calls during the upload and the dry run (against the same calls with
// no upload, just before), and the API process's peak resident memory over its resident memory
// before the upload (VmHWM reset through /proc/<pid>/clear_refs, else sampled VmRSS).
// Budget (exit code 1): p95 ≤ 50 ms and peak − before ≤ 100 MiB for every shape .
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makes } from '../server/src/catalog/vehicles.js';
import { signIn } from './lib/admin-mixes.js';
import { startApi } from './lib/api.js';
import { installExitHandlers, onCleanup, readMemory, runMain, shutdown, stopChild, UsageError } from './lib/children.js';
import { summarize, type Latency } from './lib/load.js';
import { bold, green, red, say } from './lib/console.js';

const BUDGET = { p95Ms: 50, peakMiB: 100 } as const;
const FILE_BYTES = 20 * 1024 * 1024 - 64 * 1024; // under the 20 MB upload limit with the multipart framing
const HEADER = 'riferimento;marca;modello;versione;anno;mese;km;prezzo;carburante;cambio;potenza_kw;colore;descrizione';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { shape: { type: 'string', default: 'both' }, rate: { type: 'string', default: '100' }, idle: { type: 'string', default: '3' } },
});
const shapes = values.shape === 'both' ? ['over', 'full'] as const : [values.shape as 'over' | 'full'];
if (!shapes.every((s) => s === 'over' || s === 'full')) throw new UsageError('--shape over | full | both');
const rate = Number(values.rate);

const versions = makes.flatMap((make) => make.models.flatMap((model) => model.versions.map((version) => ({ make, model, version }))));

/** A CSV of about FILE_BYTES: short rows (over the cap) or 20,000 rows padded with a long description. */
function generate(shape: 'over' | 'full'): Buffer {
  const parts: string[] = [HEADER];
  let size = HEADER.length + 1;
  const filler = 'Tagliandi regolari, gomme nuove, unico proprietario, garanzia 12 mesi. ';
  for (let i = 0; size < FILE_BYTES && (shape === 'over' || i < 20_000); i++) {
    const { make, model, version } = versions[i % versions.length]!;
    const year = version.years[0] + (i % (version.years[1] - version.years[0] + 1));
    const description = shape === 'full' ? `Veicolo ${i}. ${filler.repeat(13)}`.slice(0, 960) : `Veicolo ${i}`;
    const line = [`U-${i}`, make.name, model.name, version.name, year, 1 + (i % 10), 5000 + ((i * 7919) % 180_000),
      Math.max(1500, Math.round(version.newPrice * 0.6)), '', '', '', ['Bianco', 'Nero', 'Grigio', 'Blu'][i % 4], description].join(';');
    parts.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return Buffer.from(parts.join('\n'), 'utf8');
}

/**
 * GET /api/counters at a steady `rate` per second until stopped, each call sent on time whether or
 * not the previous ones have answered (open loop): a stalled event loop delays every call made
 * meanwhile, as it does for real visitors, instead of only the few a closed loop would have waiting.
 */
function counterLoad(url: string) {
  const samples: number[] = [];
  const pending = new Set<Promise<void>>();
  let failures = 0;
  const call = async () => {
    const t = performance.now();
    try {
      const res = await fetch(`${url}/api/counters`);
      await res.arrayBuffer();
      if (!res.ok) failures++;
    } catch {
      failures++;
    }
    samples.push(performance.now() - t);
  };
  const timer = setInterval(() => {
    const p = call().finally(() => pending.delete(p));
    pending.add(p);
  }, 1000 / rate);
  return { stop: async () => { clearInterval(timer); await Promise.all(pending); return { latency: summarize(samples), failures }; } };
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0); false where /proc does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface ShapeResult { shape: string; rows: number; mib: number; status: string; message: string | null; seconds: number; idle: Latency; during: Latency; failures: number; rssBefore: number; peak: number; rssAfter: number }

async function main(): Promise<number> {
  installExitHandlers();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-bench-import-upload-'));
  onCleanup('temporary data folder', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The demo dealer uploads more than the hourly import limit allows a real one.
  const { child, url } = await startApi('api', { DATA_DIR: dataDir, SEED_LISTINGS: '2000', IMPORT_RATE_LIMIT: '1000' });
  const cookie = await signIn(url, { email: 'concessionario@automercato.example', password: 'Dealer#Demo2026' });
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const user = await (await fetch(`${url}/api/user`, { headers: { cookie } })).json() as { data: { dealers: { uuid: string; membership: string }[] } };
  const dealer = user.data.dealers.find((d) => d.membership === 'owner')!.uuid;
  const results: ShapeResult[] = [];

  for (const shape of shapes) {
    const file = generate(shape);
    const rows = file.toString('latin1').split('\n').length - 1;
    say(bold(`\n${shape}: ${rows.toLocaleString('en')} rows, ${(file.length / 1048576).toFixed(1)} MiB`));
    // Calls with no upload: this machine's reference at this moment.
    let load = counterLoad(url);
    await new Promise((r) => setTimeout(r, Number(values.idle) * 1000));
    const idle = (await load.stop()).latency;
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = readMemory(child.pid)!.rssMiB;
    const hwmReset = resetPeak(child.pid);
    let sampled = rssBefore;
    const sampler = setInterval(() => { sampled = Math.max(sampled, readMemory(child.pid)?.rssMiB ?? 0); }, 20);

    load = counterLoad(url);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'stock.csv');
    const res = await fetch(`${url}/api/dealers/${dealer}/imports`, { method: 'POST', body: form, headers: { cookie, 'x-xsrf-token': xsrf } });
    const created = await res.json() as { data?: { id: string }; message?: string };
    if (res.status !== 201) throw new Error(`upload → HTTP ${res.status}: ${JSON.stringify(created).slice(0, 300)}`);
    let report: { status: string; message: string | null };
    for (;;) {
      const poll = await (await fetch(`${url}/api/dealers/${dealer}/imports/${created.data!.id}?per_page=1`, { headers: { cookie } })).json() as
        { data: { import: { status: string; message: string | null } } };
      report = poll.data.import;
      if (report.status !== 'analysing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const { latency: during, failures } = await load.stop();
    clearInterval(sampler);
    const memory = readMemory(child.pid)!;
    const peak = hwmReset ? Math.max(memory.hwmMiB, sampled) : sampled;
    results.push({ shape, rows, mib: file.length / 1048576, status: report.status, message: report.message, seconds, idle, during, failures, rssBefore, peak, rssAfter: memory.rssMiB });
    say(`  ${report.status}${report.message ? ` («${report.message}»)` : ''} after ${seconds.toFixed(1)} s`);
    say(`  GET /api/counters: idle p95 ${idle.p95.toFixed(1)} ms; during p50 ${during.p50.toFixed(1)} / p95 ${during.p95.toFixed(1)} / max ${during.max.toFixed(1)} ms (${during.count} calls, ${failures} failed)`);
    say(`  RSS ${rssBefore.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (+${(peak - rssBefore).toFixed(0)}), ${memory.rssMiB.toFixed(0)} MiB after`);
  }
  await stopChild(child);
  await shutdown();

  say(bold('\nMarkdown for the README:\n'));
  say('| 20 MB CSV upload, PGlite | Rows | Outcome | Dry run | Counters p95 idle → during (max) | RSS before → peak (Δ) → after | Budget |');
  say('| --- | ---: | --- | ---: | ---: | ---: | --- |');
  let pass = true;
  for (const r of results) {
    const ok = r.during.p95 <= BUDGET.p95Ms && r.peak - r.rssBefore <= BUDGET.peakMiB && r.failures === 0
      && (r.shape === 'over' ? r.status === 'failed' : r.status === 'ready');
    pass &&= ok;
    say(`| ${r.shape === 'over' ? 'over the row cap' : 'at the row cap'} | ${r.rows.toLocaleString('en')} | ${r.status} | ${r.seconds.toFixed(1)} s | ${r.idle.p95.toFixed(1)} → ${r.during.p95.toFixed(1)} ms (${r.during.max.toFixed(0)}) | ${r.rssBefore.toFixed(0)} → ${r.peak.toFixed(0)} (+${(r.peak - r.rssBefore).toFixed(0)}) → ${r.rssAfter.toFixed(0)} MiB | p95 ≤ ${BUDGET.p95Ms} ms, Δ ≤ ${BUDGET.peakMiB} MiB ${ok ? green(' ok ') : red(' FAIL ')} |`);
  }
  return pass ? 0 : 1;
}

runMain(main);
