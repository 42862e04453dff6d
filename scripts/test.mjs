// npm test: every test there is — unit and API tests on embedded PGlite, the API suite again on a
// PostgreSQL server started here, and the Playwright journeys in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, pnpm, pnpmOrExit, root } from './lib/pnpm.mjs';
import { startPostgres } from './lib/postgres.mjs';

const inCi = Boolean(process.env.CI);
const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const results = [];
const skipped = [];

function leg(name, status) {
  results.push({ name, ok: status === 0 });
  console.log(`\n── ${name}: ${status === 0 ? 'OK' : 'FALLITO'}\n`);
}

ensureInstalled();
ensureBuilt();

console.log('\n══ Controllo dei tipi (TypeScript strict)');
leg('typecheck', pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));

console.log('\n══ Test unitari e API su PGlite incorporato');
const withReports = { ...process.env, VITEST_REPORT_DIR: reports };
delete withReports.TEST_DATABASE_URL;
// e2e has its own leg below.
leg('unit + API (PGlite)', pnpm(['-r', '--workspace-concurrency=1', '--filter', '!./e2e', 'run', 'test'], { env: withReports }));

console.log('\n══ Test API su PostgreSQL');
let pg = null;
if (process.env.TEST_DATABASE_URL) {
  pg = { url: process.env.TEST_DATABASE_URL, version: 'esterno', stop() {} };
} else {
  try {
    pg = await startPostgres();
  } catch (error) {
    console.error(String(error.message ?? error));
  }
}
if (pg) {
  console.log(`PostgreSQL ${pg.version} su ${pg.url}`);
  try {
    leg('API (PostgreSQL)', pnpm(['--filter', '@automercato/server', 'run', 'test:api'], {
      env: { ...withReports, TEST_DATABASE_URL: pg.url },
    }));
  } finally {
    pg.stop();
  }
} else {
  const message = 'Leg PostgreSQL: servono i programmi del server PostgreSQL (initdb, pg_ctl) — su Debian: apt-get install postgresql — oppure TEST_DATABASE_URL=postgres://… verso un server di prova.';
  if (inCi) leg('API (PostgreSQL)', 1);
  else skipped.push('API (PostgreSQL)');
  console.log(message);
}

console.log('\n══ Percorsi end-to-end (Playwright, Chromium)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  leg('e2e (Chromium)', pnpm(['--filter', './e2e', 'run', 'test'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  }));
} else {
  if (inCi) leg('e2e (Chromium)', 1);
  else skipped.push('e2e (Chromium)');
  console.log(`e2e: serve Chromium in ${chromium} — su Debian: apt-get install chromium (oppure CHROMIUM_PATH=…)`);
}

// One closing line over every leg, from the runners' JSON reports.
let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  if (report.stats) { // Playwright: a test that failed once and passed on its retry is flaky
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    flaky += report.stats.flaky ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
const bad = results.filter((r) => !r.ok);
console.log('\n══ Riepilogo');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name}`);
for (const s of skipped) console.log(`  – ${s} (saltato: vedi sopra)`);
if (flaky) console.log(`\n${flaky} e2e test(s) passed only on retry: see the e2e leg above`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(bad.length ? 1 : 0);
