import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, ROOT } from './apps';
import { sourceFiles, specifiersOf, violationsIn } from './boundaries';

const PACKAGES = path.join(ROOT, 'packages');
const shown = (vs: ReturnType<typeof violationsIn>) => vs.map((v) => `${path.relative(ROOT, v.file)}: '${v.specifier}' ${v.why}`);

describe('import boundaries between apps', () => {
  it.each(APPS)('%s/src imports no other app and nothing outside its folder', (app) => {
    const dir = path.join(ROOT, app, 'src');
    const files = sourceFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => violationsIn(file, fs.readFileSync(file, 'utf8'), path.join(ROOT, app), APPS, app));
    expect(shown(found)).toEqual([]);
  });

  it.each(APPS)('%s depends on no other app in package.json', (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const deps = Object.keys({ ...pkg['dependencies'], ...pkg['devDependencies'], ...pkg['peerDependencies'] });
    expect(deps.filter((d) => APPS.includes(d))).toEqual([]);
  });

  it('packages/* import no app', () => {
    const found = fs
      .readdirSync(PACKAGES)
      .filter((name) => fs.existsSync(path.join(PACKAGES, name, 'src')))
      .flatMap((name) =>
        sourceFiles(path.join(PACKAGES, name, 'src')).flatMap((file) =>
          violationsIn(file, fs.readFileSync(file, 'utf8'), path.join(PACKAGES, name), APPS, null),
        ),
      );
    expect(shown(found)).toEqual([]);
  });
});

describe('the check itself', () => {
  const app = path.join(ROOT, 'mf-listing');
  const file = path.join(app, 'src/pages/x.tsx');

  it('reads static, type-only, side-effect and dynamic imports, re-exports and require', () => {
    expect(
      specifiersOf(`import a from 'a';\nimport type { B } from "b";\nimport './c.css';\nexport * from './d';\nexport { e } from 'e';\nconst f = await import('f');\nrequire('g');\nimport {\n  h,\n} from 'h';`),
    ).toEqual(['a', 'b', './c.css', './d', 'e', 'h', 'f', 'g']);
    expect(specifiersOf("/** a static `import('mf_x/y')` caches the failure */\n// import x from 'y';\nimport z from 'z';")).toEqual(['z']);
  });

  it('refuses another remote or the shell, by path or by name, and a static federation import', () => {
    const source = [
      "import { ListingCard } from '../../../mf-search/src/components/ListingCard';",
      "import { api } from '../../../shell/src/session/fullApi';",
      "import { x } from 'mf-search/src/x';",
      "import shell from 'shell';",
      "import routes from 'mf_search/routes';",
    ].join('\n');
    expect(violationsIn(file, source, app, APPS, 'mf-listing').map((v) => v.specifier)).toEqual([
      '../../../mf-search/src/components/ListingCard',
      '../../../shell/src/session/fullApi',
      'mf-search/src/x',
      'shell',
      'mf_search/routes',
    ]);
  });

  it('lets an app import its own files and the platform packages', () => {
    const source = "import { a } from '../lib/a';\nimport { ListingCard } from '@automercato/entities/listing';\nimport { Card } from '@automercato/ui/card';\nimport React from 'react';";
    expect(violationsIn(file, source, app, APPS, 'mf-listing')).toEqual([]);
  });
});
