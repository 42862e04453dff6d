// Counts, per app, the user-visible texts still written inline in JSX and the t() calls:
// `node checks/lint/count-inline-texts.mjs` (the closing notes' before/after).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import texts from './texts.mjs';
import { APPS, ROOT } from './boundaries.mjs';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/src/test/**', '**/src/bootstrap.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { texts },
    rules: { 'texts/no-inline-text': 'error' },
  }],
});

const tCalls = (dir) => {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    n += (fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').match(/\bt\(\s*['"`]/g) ?? []).length;
  }
  return n;
};

for (const dir of [...APPS, 'packages/ui', 'packages/forms']) {
  const results = await eslint.lintFiles([`${dir}/src/**/*.tsx`]);
  const inline = results.reduce((sum, r) => sum + r.messages.filter((m) => m.ruleId === 'texts/no-inline-text').length, 0);
  console.log(`${dir.padEnd(16)} inline texts ${String(inline).padStart(5)}   t() calls ${String(tCalls(path.join(ROOT, dir, 'src'))).padStart(5)}`);
}
