/**
 * Source files of a folder, for the checks that read the apps' code. The import boundaries
 * themselves are ESLint rules now (checks/lint/boundaries.mjs, run by `npm run lint`).
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

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
