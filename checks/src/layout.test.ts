import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_DIRS, ROOT } from './apps';

/** docs/remote-template.md: what may stand at the top of a remote's src/, and inside a feature. */
const TOP_LEVEL = new Set(['index.ts', 'bootstrap.tsx', 'routes.tsx', 'env.d.ts', 'pages', 'features', 'lib', 'test']);
const FEATURE_PARTS = new Set(['model', 'ui', 'api']);

const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);

describe('one layout for every remote (docs/remote-template.md)', () => {
  it.each(Object.values(REMOTE_DIRS))('%s follows it', (remote) => {
    const src = path.join(ROOT, remote, 'src');
    const problems: string[] = [];
    for (const required of ['index.ts', 'bootstrap.tsx', 'routes.tsx', 'pages']) {
      if (!fs.existsSync(path.join(src, required))) problems.push(`src/${required} is missing`);
    }
    for (const entry of entries(src)) if (!TOP_LEVEL.has(entry.name)) problems.push(`src/${entry.name} is not part of the layout`);
    for (const page of entries(path.join(src, 'pages'))) if (!page.isDirectory()) problems.push(`src/pages/${page.name}: one folder per page`);
    for (const feature of entries(path.join(src, 'features'))) {
      if (!feature.isDirectory()) {
        problems.push(`src/features/${feature.name}: one folder per feature`);
        continue;
      }
      for (const part of entries(path.join(src, 'features', feature.name))) {
        if (part.name === 'index.ts' && part.isFile()) continue; // what other features may use of it
        if (part.name === 'texts.ts' && part.isFile()) continue; // the feature's texts (i18next)
        if (!part.isDirectory() || !FEATURE_PARTS.has(part.name)) problems.push(`src/features/${feature.name}/${part.name}: only model/, ui/, api/, index.ts and texts.ts`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.values(REMOTE_DIRS))('%s exposes ./routes from src/routes.tsx', (remote) => {
    const config = fs.readFileSync(path.join(ROOT, remote, 'rsbuild.config.ts'), 'utf8');
    expect(config).toContain("'./routes': './src/routes.tsx'");
  });
});
