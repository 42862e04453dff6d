import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { APPS as LINT_APPS } from '../lint/boundaries.mjs';
import textsPlugin from '../lint/texts.mjs';
import { APPS, ROOT } from './apps';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file: string) => path.join(ROOT, file);

describe('the import boundaries (ESLint rules of checks/lint/boundaries.mjs)', () => {
  it('know every app of the front end', () => {
    expect([...LINT_APPS].sort()).toEqual([...APPS].sort());
  });

  tester.run('app-boundaries', plugin.rules['app-boundaries'], {
    valid: [
      { filename: at('mf-listing/src/pages/x.tsx'), code: "import { a } from '../lib/a';\nimport { Card } from '@automercato/ui/card';\nimport React from 'react';" },
      { filename: at('packages/ui/src/x.ts'), code: "import { i18n } from '@automercato/i18n';" },
      // An app's build configuration may read the workspace's shared config.
      { filename: at('shell/vitest.config.ts'), code: "import shared from '../vitest.shared.js';" },
      { filename: at('server/src/app.ts'), code: "import x from '../../shell/src/x';" },
    ],
    invalid: [
      { filename: at('mf-listing/src/pages/x.tsx'), code: "import { ListingCard } from '../../../mf-search/src/components/ListingCard';", errors: [{ messageId: 'leaves' }] },
      { filename: at('mf-listing/src/pages/x.tsx'), code: "import { x } from 'mf-search/src/x';", errors: [{ messageId: 'app' }] },
      { filename: at('mf-listing/src/pages/x.tsx'), code: "const shell = await import('shell');", errors: [{ messageId: 'app' }] },
      { filename: at('mf-listing/src/pages/x.tsx'), code: "import routes from 'mf_search/routes';", errors: [{ messageId: 'container' }] },
      { filename: at('packages/ui/src/x.ts'), code: "export * from '../../../shell/src/session';", errors: [{ messageId: 'leaves' }] },
    ],
  });

  tester.run('feature-internals', plugin.rules['feature-internals'], {
    valid: [
      { filename: at('mf-dealer/src/features/listing-editor/model/editor.ts'), code: "import { $plan } from '../../plan';\nimport { x } from '../api/x';\nimport { y } from '../../../lib/y';" },
      { filename: at('mf-dealer/src/features/listing-editor/model/editor.ts'), code: "import { $plan } from '../../plan/index';" },
      { filename: at('mf-dealer/src/pages/buy-plan/BuyPlanPage.tsx'), code: "import { $plan } from '../../features/plan/model/plan';" },
      { filename: at('mf-dealer/src/features/listing-editor/model/editor.test.ts'), code: "import { fixture } from '../../dealer-listings/model/fixtures';" },
    ],
    invalid: [
      { filename: at('mf-dealer/src/features/listing-editor/model/editor.ts'), code: "import { $plan } from '../../plan/model/plan';", errors: [{ messageId: 'internals' }] },
      { filename: at('mf-admin/src/features/admin-users/ui/UserPanel.tsx'), code: "export { AuditTrail } from '../../admin-table/ui/AuditTrail';", errors: [{ messageId: 'internals' }] },
    ],
  });

  tester.run('area-queries', plugin.rules['area-queries'], {
    valid: [
      { filename: at('server/src/areas/platform/seo/service.ts'), code: "import { listingQueries } from '../../listings/public/index.js';\nimport { seoQueries } from './queries.js';" },
      { filename: at('server/src/areas/area.ts'), code: "import type { IssueInvoice } from './billing/checkout/queries.js';" },
      { filename: at('server/test/seo.test.ts'), code: "import { listingQueries } from '../src/areas/listings/public/queries.js';" },
    ],
    invalid: [
      { filename: at('server/src/areas/platform/seo/service.ts'), code: "import { listingQueries } from '../../listings/public/queries.js';", errors: [{ messageId: 'queries' }] },
      { filename: at('server/src/areas/listings/favourites/queries.ts'), code: "import { onSale } from '../public/queries';", errors: [{ messageId: 'queries' }] },
    ],
  });
});

describe('apps depend on no other app', () => {
  it.each(APPS)('%s lists no other app in package.json', (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const deps = Object.keys({ ...pkg['dependencies'], ...pkg['devDependencies'], ...pkg['peerDependencies'] });
    expect(deps.filter((d) => APPS.includes(d))).toEqual([]);
  });
});

describe('texts through i18next (checks/lint/texts.mjs)', () => {
  const jsx = new RuleTester({
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
  });
  const file = at('mf-carfax/src/features/x/ui/X.tsx');
  jsx.run('no-inline-text', textsPlugin.rules['no-inline-text'], {
    valid: [
      { filename: file, code: "const a = <p>{t('title')}</p>;" },
      { filename: file, code: "const a = <button aria-label={t('close')} className=\"btn primary\" type=\"button\">×</button>;" },
      { filename: file, code: 'const a = <p>{count} · {price} €</p>;' },
      { filename: file, code: 'const a = <span>AutoMercato</span>;' },
      { filename: file, code: "const a = <Field name=\"plate\" autoComplete=\"off\" id=\"plate-input\" />;" },
    ],
    invalid: [
      { filename: file, code: 'const a = <h1>Report Carfax</h1>;', errors: [{ messageId: 'inline' }] },
      { filename: file, code: "const a = <p>{ready ? 'Pronto' : 'In attesa'}</p>;", errors: [{ messageId: 'inline' }, { messageId: 'inline' }] },
      { filename: file, code: 'const a = <p>{`${n} annunci`}</p>;', errors: [{ messageId: 'inline' }] },
      { filename: file, code: "const a = <input placeholder=\"Targa\" aria-label={'Cerca per targa'} />;", errors: [{ messageId: 'inline' }, { messageId: 'inline' }] },
      { filename: file, code: 'const a = <Dialog confirmLabel="Elimina" />;', errors: [{ messageId: 'inline' }] },
    ],
  });
});
