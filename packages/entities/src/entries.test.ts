/**
 * The package's three entries and what each may pull in (a federated build loads a shared entry
 * whole): the home page imports `./listing` and `./api`, so neither may reach effector or the
 * favourites model; state (the API client, the favourites model) lives in one entry each, and
 * another entry reaches it through the package name, so federation hands it the shared module
 * instead of bundling a second copy.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };

const specifiers = (file: string) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\s+'([^']+)'/g)].map((m) => m[1] ?? m[2]!);
const sources = (dir: string) =>
  readdirSync(join(src, dir)).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx')).map((f) => `${dir}/${f}`);

describe('entries of @automercato/entities', () => {
  it('has no root entry, one per part', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(['./api', './area-nav', './carfax', './favourites', './listing', './testing']);
  });

  it.each([...sources('listing'), ...sources('api'), ...sources('area-nav'), ...sources('carfax')])('%s: no effector, no favourites', (file) => {
    for (const spec of specifiers(file)) {
      expect(spec, file).not.toMatch(/^effector|favourites/);
    }
  });

  it.each([...sources('listing'), ...sources('favourites')])('%s: the API client only through @automercato/entities/api', (file) => {
    for (const spec of specifiers(file)) {
      expect(spec, file).not.toMatch(/^\.\.\//);
    }
  });
});
