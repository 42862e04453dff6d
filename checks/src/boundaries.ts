/**
 * The import rule of ARCHITECTURE.md: an app (shell, mf-*) imports `packages/*` by package name,
 * never another app's source; what one area shows of another comes over federation
 * (`loadRemote`), never from a static `import 'mf_x/…'`.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** Every module specifier a source file names (static and dynamic imports, re-exports, require). */
export function specifiersOf(source: string): string[] {
  // Comments may quote an import (`a static import('mf_x/y') caches…`); they are not code.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g,
    /\brequire\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.push(m[2]!);
  return found;
}

const packageNameOf = (spec: string) => {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

export interface Violation {
  file: string;
  specifier: string;
  why: string;
}

/**
 * What a file of `ownDir` may not import: a relative path that leaves `ownDir`, another app by
 * its package name, or a federation container (`mf_search/…`) statically.
 */
export function violationsIn(file: string, source: string, ownDir: string, apps: readonly string[], ownName: string | null): Violation[] {
  const out: Violation[] = [];
  for (const specifier of specifiersOf(source)) {
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      if (target !== ownDir && !target.startsWith(ownDir + path.sep)) {
        out.push({ file, specifier, why: `leaves ${path.basename(ownDir)}/ (import the code from a package under packages/ instead)` });
      }
      continue;
    }
    const name = packageNameOf(specifier);
    if (apps.includes(name) && name !== ownName) out.push({ file, specifier, why: `imports the app ${name}` });
    else if (/^mf_[a-z]+$/.test(name)) out.push({ file, specifier, why: 'a remote is loaded with loadRemote(), never imported' });
  }
  return out;
}

/** Source files under `dir`, without node_modules and build output. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}
