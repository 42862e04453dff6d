import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the server (server/README.md): one folder per domain under src/areas, one per audience inside it, SQL only in
 * an area's queries.ts, routes that never reach the database themselves. Read from the source,
 * so the rule holds for the areas still to come.
 */
const src = path.resolve(import.meta.dirname, '../src');
const areasDir = path.join(src, 'areas');
const dirsOf = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
/** The domains (listings, dealers, …) and, inside each, one folder per audience or part: `listings/public`. */
const domains = dirsOf(areasDir);
const areas = domains.flatMap((domain) => dirsOf(path.join(areasDir, domain)).map((part) => `${domain}/${part}`));

function filesOf(area: string): string[] {
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : []);
  return walk(path.join(areasDir, area));
}

/** Kysely at work: a query builder, raw sql, a transaction. */
const KYSELY_CALL = /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with)\(|\bsql\s*(<[^>]*>)?\s*`|\.transaction\(\)/;
/** An import of Kysely or of the database modules (a value import, or with `import type`). */
const DB_IMPORT = /^import\s+(type\s+)?[^;]*from\s+'(kysely|[./]+\/db\/[^']+)'/m;
const VALUE_DB_IMPORT = /^import\s+(?!type\b)[^;]*from\s+'(kysely|[./]+\/db\/(database|migrate)\.js)'/m;

const rel = (file: string) => path.relative(src, file);

describe('the server in areas', () => {
  it('groups the areas by domain, each part an index.ts plugin with its routes.ts', () => {
    expect(domains).toEqual(['accounts', 'billing', 'carfax', 'dealers', 'leads', 'listings', 'platform', 'releases']);
    expect(areas).toEqual(expect.arrayContaining([
      'accounts/auth', 'dealers/public', 'leads/buyer', 'listings/public', 'listings/favourites', 'platform/lookups', 'platform/web',
    ]));
    for (const area of areas) {
      expect(fs.existsSync(path.join(areasDir, area, 'index.ts')), `${area}/index.ts`).toBe(true);
      expect(fs.existsSync(path.join(areasDir, area, 'routes.ts')), `${area}/routes.ts`).toBe(true);
    }
  });

  it('keeps SQL in queries.ts: no query builder, raw sql or transaction in any other file of an area', () => {
    const offenders = areas.flatMap(filesOf)
      .filter((file) => path.basename(file) !== 'queries.ts')
      .filter((file) => KYSELY_CALL.test(fs.readFileSync(file, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('keeps routes away from the database: a routes file imports neither Kysely nor src/db', () => {
    const routeFiles = [...areas.flatMap(filesOf).filter((file) => path.basename(file) === 'routes.ts'), path.join(src, 'ai-search/route.ts')];
    expect(routeFiles.length).toBeGreaterThan(areas.length);
    const offenders = routeFiles.filter((file) => DB_IMPORT.test(fs.readFileSync(file, 'utf8'))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('lets services and the rest use the database only through queries (type imports of Kysely are fine)', () => {
    const offenders = areas.flatMap(filesOf)
      .filter((file) => path.basename(file) !== 'queries.ts')
      .filter((file) => VALUE_DB_IMPORT.test(fs.readFileSync(file, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('lists every area once in src/areas/index.ts, declared as `area` by its index.ts and named for its folder', async () => {
    const { areas: listed } = await import('../src/areas/index.js');
    const declared = await Promise.all(areas.map(async (area) => ({ folder: area, area: (await import(path.join(areasDir, area, 'index.ts'))).area })));
    for (const { folder, area } of declared) {
      expect(area?.name, `${folder}/index.ts exports its declaration as \`area\``).toBe(folder);
      expect(listed.filter((entry) => entry === area).length, `${folder} in the list of src/areas/index.ts`).toBe(1);
    }
    expect(listed.length).toBe(areas.length);
    const app = fs.readFileSync(path.join(src, 'app.ts'), 'utf8');
    expect(app).not.toMatch(KYSELY_CALL);
  });

  it('catches what it is meant to catch', () => {
    expect(KYSELY_CALL.test("await db.selectFrom('users').selectAll().execute()")).toBe(true);
    expect(KYSELY_CALL.test('const n = sql<number>`count(*)`')).toBe(true);
    expect(KYSELY_CALL.test('await db.transaction().execute(fn)')).toBe(true);
    expect(KYSELY_CALL.test('await queries.transaction(async (q) => q.setRole(id, role))')).toBe(false);
    expect(DB_IMPORT.test("import type { Kysely } from 'kysely';")).toBe(true);
    expect(DB_IMPORT.test("import type { DB } from '../../db/schema.js';")).toBe(true);
    expect(DB_IMPORT.test("import { ok } from '../../http/envelope.js';")).toBe(false);
    expect(VALUE_DB_IMPORT.test("import { sql } from 'kysely';")).toBe(true);
    expect(VALUE_DB_IMPORT.test("import type { Kysely } from 'kysely';")).toBe(false);
  });
});

/** Imports between src files, type imports included: a circle through types still ties the folders together (accounts → jobs → dealer-signup → accounts was one). */
function importGraph(): Map<string, string[]> {
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path.join(dir, e.name)] : []);
  const graph = new Map<string, string[]>();
  for (const file of walk(src)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\s+(?:[^;]*?\sfrom\s+)?'(\.[^']+)'/gm)]
      .map((m) => path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')))
      .filter((target) => fs.existsSync(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Imports of app.ts and worker.ts that reach into an area instead of its list. */
function directAreaImports(graph: Map<string, string[]>): string[] {
  const composers = new Set(['app.ts', 'worker.ts']);
  return [...graph].filter(([file]) => composers.has(rel(file)))
    .flatMap(([file, targets]) => targets.filter((t) => rel(t).startsWith('areas/') && rel(t) !== 'areas/index.ts').map((t) => `${rel(file)} → ${rel(t)}`));
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map(rel));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the composition', () => {
  it('has no import circle among the src files, and src/jobs imports no area', () => {
    const graph = importGraph();
    expect(cycles(graph)).toEqual([]);
    const jobsToAreas = [...graph].filter(([file]) => rel(file).startsWith('jobs/'))
      .flatMap(([file, targets]) => targets.filter((t) => rel(t).startsWith('areas/')).map((t) => `${rel(file)} → ${rel(t)}`));
    expect(jobsToAreas).toEqual([]);
  });

  it('lets app.ts and worker.ts take the areas only through their list (src/areas/index.ts)', () => {
    expect(directAreaImports(importGraph())).toEqual([]);
  });

  it('finds a direct import of an area and a circle when there is one', () => {
    const app = path.join(src, 'app.ts');
    expect(directAreaImports(new Map([[app, [path.join(areasDir, 'index.ts'), path.join(areasDir, 'listings/public/index.ts')]]])))
      .toEqual(['app.ts → areas/listings/public/index.ts']);
    expect(cycles(new Map([['/a', ['/b']], ['/b', ['/c']], ['/c', ['/a']]])).length).toBe(1);
  });

  it("gives every queue one handler: the platform's own in src/jobs, every other one by exactly one area", async () => {
    const { areas: listed, registerAreaWork, areaSchedules } = await import('../src/areas/index.js');
    const { QUEUES, SCHEDULES } = await import('../src/jobs/index.js');
    const own = [...fs.readFileSync(path.join(src, 'jobs/index.ts'), 'utf8').matchAll(/jobs\.work\('([^']+)'/g)].map((m) => m[1]);
    // The handlers are only built here, never run: the parts they close over may be stand-ins.
    const registered: string[] = [];
    const stub = {} as never;
    registerAreaWork({
      db: stub, jobs: { work: (name: string) => { registered.push(name); } } as never, appUrl: 'http://localhost', vies: null, carfaxProvider: stub,
      releaseHealth: { canaryMinSessions: 1, canaryMarginPercent: 1, sample: 1 }, lookups: stub, storage: stub, fetchAllowHosts: [], dataDir: '/tmp',
      retention: { keepLast: 1, activeHours: 1 }, events: { emit: () => {} }, log: console, payments: () => stub,
    });
    expect([...own, ...registered].sort()).toEqual(Object.keys(QUEUES).sort());
    for (const queue of Object.keys({ ...SCHEDULES, ...areaSchedules })) expect([...own, ...registered], `a handler for the cron of ${queue}`).toContain(queue);
    expect(listed.filter((area) => area.jobs).length).toBeGreaterThan(0);
  });

  it('has one transaction(work) wrapper (src/db/transaction.ts), not one per queries.ts', () => {
    const copies = areas.flatMap(filesOf).filter((file) => /db\.transaction\(\)\.execute\(\(trx\) => work\(/.test(fs.readFileSync(file, 'utf8')));
    expect(copies.map(rel)).toEqual([]);
  });
});
