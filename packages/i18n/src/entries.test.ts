import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { common } from './resources/common.js';
import * as format from './format.js';
import * as index from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module specifier reachable from `file` through relative imports. */
function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.flatMap((spec) =>
    spec.startsWith('.') ? importsOf(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')), seen) : [spec],
  );
}

describe('entry points', () => {
  it('./format imports no package at all (no i18next on the home page)', () => {
    expect(importsOf(path.join(here, 'format.ts'))).toEqual([]);
    // …while the main entry does bring them in (the check above sees imports).
    expect(importsOf(path.join(here, 'index.ts'))).toEqual(expect.arrayContaining(['i18next', 'react-i18next']));
  });
  it('the main entry exports the formatters as well', () => {
    for (const name of Object.keys(format)) expect(index).toHaveProperty(name);
  });
});

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe('common namespace', () => {
  it('holds only non-empty strings with well-formed {{placeholders}}', () => {
    for (const [key, text] of leaves(common)) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      const opened = (text as string).split('{{').length;
      expect((text as string).split('}}').length, key).toBe(opened);
    }
  });
  it('spells every plural with one, many and other forms', () => {
    const keys = leaves(common).map(([key]) => key);
    for (const key of keys.filter((k) => k.endsWith('_other'))) {
      const base = key.slice(0, -'_other'.length);
      expect(keys).toContain(`${base}_one`);
      expect(keys).toContain(`${base}_many`);
    }
  });
});
