import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION, SHARED, packageNameOf, sharedFor } from './shared';
import { REMOTES } from './remotes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const APPS = ['shell', ...Object.keys(REMOTES).map((k) => `mf-${k}`)];

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** Our ranges are all carets: same major, at least the given version. */
function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^\^/, '').split('-')[0]!.split('.').map(Number) as [number, number, number];
  const v = parse(version);
  const r = parse(range);
  return v[0] === r[0] && (v[1] - r[1] || v[2] - r[2]) >= 0;
}

describe('shared map', () => {
  it('names packages of requests', () => {
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
    expect(packageNameOf('@automercato/ui')).toBe('@automercato/ui');
    expect(packageNameOf('@scope/pkg/sub/path')).toBe('@scope/pkg');
  });

  it('gives every entry an explicit caret requiredVersion', () => {
    for (const [request, entry] of Object.entries(SHARED)) {
      expect(entry.requiredVersion, request).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it('only shares the packages an app depends on, as non-eager singletons', () => {
    const shared = sharedFor({ dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' } });
    expect(Object.keys(shared).sort()).toEqual(
      ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime'].sort(),
    );
    for (const config of Object.values(shared)) {
      expect(config).toMatchObject({ singleton: true, eager: false });
    }
  });

  it('shares the entries of @automercato/entities that hold state, and not the card', () => {
    const entities = Object.keys(SHARED).filter((request) => packageNameOf(request) === '@automercato/entities');
    // The API client and the favourites model: one instance for every remote on the page.
    // The card and the results link hold no state: each remote bundles them (as ui's
    // subpaths), so the home page needs no chunk of its own for them.
    expect(entities.sort()).toEqual(['@automercato/entities/api', '@automercato/entities/favourites']);
  });

  it.each(APPS)('%s: installed versions satisfy the shared map', (app) => {
    const pkg = readJson(join(root, app, 'package.json')) as { dependencies?: Record<string, string> };
    const shared = sharedFor(pkg);
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@automercato/router']));
    for (const [request, config] of Object.entries(shared)) {
      const name = packageNameOf(request);
      const installed = readJson(join(root, app, 'node_modules', name, 'package.json'))['version'] as string;
      expect(satisfiesCaret(installed, config.requiredVersion), `${app}: ${name}@${installed} vs ${config.requiredVersion}`).toBe(true);
      if (name.startsWith('@automercato/')) {
        expect(installed, `${name} version`).toBe(PLATFORM_VERSION);
        expect(config.version).toBe(PLATFORM_VERSION);
      }
    }
  });
});
