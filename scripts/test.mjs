// npm test: every test there is — unit and API tests on embedded PGlite, the API suite again on a
// PostgreSQL server started here, and the Playwright journeys in Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useNode24 } from './lib/node-version.mjs';
import { ensureBuilt, ensureInstalled, pnpm, root } from './lib/pnpm.mjs';
import { startPostgres } from './lib/postgres.mjs';

await useNode24(); // an older Node fetches Node 24 into the project and runs this again with it

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

console.log('\n══ ESLint (confini tra app, feature e aree; errori comuni)');
leg('lint', pnpm(['exec', 'eslint', '.']));

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
  // The platform's data folder for the journeys: made here so it can be removed afterwards.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'automercato-e2e-'));
  try {
    leg('e2e (Chromium)', pnpm(['--filter', './e2e', 'run', 'test'], {
      env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  if (inCi) leg('e2e (Chromium)', 1);
  else skipped.push('e2e (Chromium)');
  console.log(`e2e: serve Chromium in ${chromium} — su Debian: apt-get install chromium (oppure CHROMIUM_PATH=…)`);
}

// One closing line over every leg, from the runners' JSON reports; failed tests and tests that
// passed only on their retry are named, so the end of the log says what to mend.
let passed = 0;
let failed = 0;
const failedNames = [];
const flakyNames = [];
const firstLine = (messages) => String(messages?.[0] ?? '').split('\n')[0].slice(0, 200);
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  if (report.stats) { // Playwright: a test that failed once and passed on its retry is flaky
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    collectPlaywright(report.suites ?? []);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        const where = `${file.replace(/\.json$/, '')} › ${path.relative(root, suite.name)} › ${test.fullName}`;
        if (test.status === 'failed') failedNames.push(`${where}: ${firstLine(test.failureMessages)}`);
        else if (test.status === 'passed' && test.failureMessages?.length) flakyNames.push(`${where}: ${firstLine(test.failureMessages)}`);
      }
    }
  }
}

function collectPlaywright(suites) {
  for (const suite of suites) {
    collectPlaywright(suite.suites ?? []);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const where = `e2e › ${spec.file}:${spec.line} › ${spec.title}`;
        const error = firstLine([test.results?.find((r) => r.error)?.error?.message]);
        if (test.status === 'unexpected') failedNames.push(`${where}: ${error}`);
        else if (test.status === 'flaky') flakyNames.push(`${where}: ${error}`);
      }
    }
  }
}

const bad = results.filter((r) => !r.ok);
console.log('\n══ Riepilogo');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name}`);
for (const s of skipped) console.log(`  – ${s} (saltato: vedi sopra)`);
if (flakyNames.length) console.log(`\nPassati solo al secondo tentativo (da sistemare):\n${flakyNames.map((n) => `  ~ ${n}`).join('\n')}`);
if (failedNames.length) console.log(`\nFalliti:\n${failedNames.map((n) => `  ✘ ${n}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(bad.length ? 1 : 0);
