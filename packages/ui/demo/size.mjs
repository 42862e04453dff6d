// Bundle size check (not shipped): bundles entries with esbuild 0.25 (react external, minified)
// and prints raw and gzip bytes. `pnpm --filter @automercato/ui size`
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, '..', 'src');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'am-ui-size-'));

// Each entry uses what it imports, so nothing is tree-shaken away.
const entries = {
  'typical set (Button, Card, Dialog, Pagination — subpaths)': `
    export { Button } from '${src}/Button.tsx';
    export { Card } from '${src}/Card.tsx';
    export { Dialog } from '${src}/Dialog.tsx';
    export { Pagination } from '${src}/Pagination.tsx';`,
  'same set from the root entry (tree-shaken)': `
    export { Button, Card, Dialog, Pagination } from '${src}/index.ts';`,
  'everything (root entry, all exports)': `export * from '${src}/index.ts';`,
  'ComingSoon only': `export { ComingSoon } from '${src}/ComingSoon.tsx';`,
  'Button': `export * from '${src}/Button.tsx';`,
  'forms': `export * from '${src}/forms.ts';`,
  'Dialog + ConfirmDialogView + Drawer': `export * from '${src}/Dialog.tsx'; export * from '${src}/ConfirmDialogView.tsx'; export * from '${src}/Drawer.tsx';`,
  'Toast': `export * from '${src}/Toast.tsx';`,
  'Card + Skeleton + Badge': `export * from '${src}/Card.tsx'; export * from '${src}/Skeleton.tsx';`,
  'Tabs': `export * from '${src}/Tabs.tsx';`,
  'Table': `export * from '${src}/Table.tsx';`,
};

const rows = [];
for (const [name, code] of Object.entries(entries)) {
  const entry = path.join(tmp, 'entry.js');
  const out = path.join(tmp, 'out.js');
  fs.writeFileSync(entry, code);
  execFileSync(
    'npx',
    ['-y', 'esbuild@0.25', entry, '--bundle', '--minify', '--format=esm', '--jsx=automatic', '--external:react', '--external:react-dom', `--outfile=${out}`, '--log-level=error'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const buf = fs.readFileSync(out);
  if (!/from"react\/jsx-runtime"/.test(buf.toString())) throw new Error(`${name}: react was bundled`);
  rows.push([name, buf.length, zlib.gzipSync(buf, { level: 9 }).length]);
}
const css = fs.readFileSync(path.join(src, 'styles.css'));
const cssMin = css.toString().replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
rows.push(['styles.css (comments/whitespace stripped)', cssMin.length, zlib.gzipSync(cssMin, { level: 9 }).length]);
fs.rmSync(tmp, { recursive: true, force: true });

const w = Math.max(...rows.map((r) => r[0].length));
console.log(`${'bundle'.padEnd(w)}  ${'min'.padStart(8)}  ${'gzip'.padStart(8)}`);
for (const [name, raw, gz] of rows) console.log(`${name.padEnd(w)}  ${String(raw).padStart(8)}  ${String(gz).padStart(8)}`);
