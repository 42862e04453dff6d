// AI search parser bench: `npm run bench:ai [-- --iterations N]` (from bench/).
//
// Parses every query of server/test/fixtures/ai-search-labelled.json many times in this process
// (no server, no database: the parser is pure CPU) and prints the latency of one parse as
// p50/p95/p99/max, the accuracy over the labelled set (exact filter sets and per-field
// precision/recall), the cost of building the catalogue at boot and the worst adversarial input.
// Budget: p95 ≤ 20 ms per parse. Exits 1 when the budget or the accuracy floor fails.
// Not part of `npm test`: timed assertions are flaky on a shared machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAiCatalogue } from '../server/src/ai-search/catalogue.js';
import { parseQuery } from '../server/src/ai-search/parser.js';
import { evaluate, formatEvaluation, type LabelledSet } from '../server/src/ai-search/evaluate.js';

const BUDGET = { p95Ms: 20, exactRate: 0.9 } as const;

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' } } });
const iterations = Math.max(1, Number(values.iterations));
const warmup = Math.max(0, Number(values.warmup));

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(benchDir, '..', 'server', 'test', 'fixtures', 'ai-search-labelled.json');
const set = JSON.parse(fs.readFileSync(fixture, 'utf8')) as LabelledSet;
const queries = set.queries.map((q) => q.query);
const say = (line = '') => process.stdout.write(`${line}\n`);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (x: number) => `${x.toFixed(3)} ms`;

// Boot cost: indexing makes, models and provinces once.
let started = performance.now();
const catalogue = createAiCatalogue();
const bootMs = performance.now() - started;
started = performance.now();
parseQuery('golf', catalogue);
const firstParseMs = performance.now() - started; // includes compiling the per-catalogue patterns

for (let i = 0; i < warmup; i++) for (const q of queries) parseQuery(q, catalogue, { year: set.reference_year });

const samples = new Float64Array(iterations * queries.length);
let n = 0;
const wall = performance.now();
for (let i = 0; i < iterations; i++) {
  for (const q of queries) {
    const t0 = performance.now();
    parseQuery(q, catalogue, { year: set.reference_year });
    samples[n++] = performance.now() - t0;
  }
}
const wallMs = performance.now() - wall;
const sorted = samples.slice(0, n).sort();
const p50 = percentile(sorted, 50);
const p95 = percentile(sorted, 95);
const p99 = percentile(sorted, 99);
const max = sorted[sorted.length - 1] ?? 0;
const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;

// Worst cases the route can receive (it caps queries at 300 characters; the parser at 1,000).
const adversarial: [string, string][] = [
  ['300 characters of a real query', 'suv diesel automatico sotto i 25.000 euro vicino a Bologna dal 2019 '.repeat(5).slice(0, 300)],
  ['5,000 letters', 'a'.repeat(5000)],
  ['1,000 numbers', '12345 '.repeat(1000)],
  ['1,000 place names', 'roma milano '.repeat(500)],
];
const worst = adversarial.map(([name, q]) => {
  const runs = new Float64Array(50);
  for (let i = 0; i < runs.length; i++) {
    const t0 = performance.now();
    parseQuery(q, catalogue);
    runs[i] = performance.now() - t0;
  }
  runs.sort();
  return { name, p95: percentile(runs, 95) };
});

const all = evaluate(set.queries, (q) => parseQuery(q, catalogue, { year: set.reference_year }).filters);
const holdout = evaluate(set.queries.filter((q) => q.holdout), (q) => parseQuery(q, catalogue, { year: set.reference_year }).filters);

say(`AI search parser — ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
say(`catalogue built in ${ms(bootMs)}; first parse (compiles patterns) ${ms(firstParseMs)}`);
say(`${queries.length} labelled queries × ${iterations} iterations = ${n} parses in ${(wallMs / 1000).toFixed(2)} s (${Math.round(n / (wallMs / 1000))} parses/s)`);
say();
say('| parse latency | mean | p50 | p95 | p99 | max |');
say('| --- | ---: | ---: | ---: | ---: | ---: |');
say(`| labelled set | ${ms(mean)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} |`);
for (const w of worst) say(`| ${w.name} (p95 of 50) | | | ${ms(w.p95)} | | |`);
say();
say(formatEvaluation('accuracy, all labelled queries', all));
say(formatEvaluation('accuracy, holdout queries', holdout));
for (const miss of all.misses) say(`  miss: ${miss.query}\n    expected ${JSON.stringify(miss.expected)}\n    got      ${JSON.stringify(miss.got)}`);
say();

const failures: string[] = [];
if (p95 > BUDGET.p95Ms) failures.push(`p95 ${ms(p95)} > ${BUDGET.p95Ms} ms`);
for (const w of worst) if (w.p95 > BUDGET.p95Ms) failures.push(`${w.name}: p95 ${ms(w.p95)} > ${BUDGET.p95Ms} ms`);
if (all.exactRate < BUDGET.exactRate) failures.push(`exact ${(all.exactRate * 100).toFixed(1)}% < ${BUDGET.exactRate * 100}%`);
if (failures.length) {
  say(`BUDGET FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
say(`all budgets pass (p95 ≤ ${BUDGET.p95Ms} ms per parse, ≥ ${BUDGET.exactRate * 100}% exact)`);
