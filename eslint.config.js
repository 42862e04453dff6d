// npm test's lint leg (`npm run lint`): the import boundaries of ARCHITECTURE.md and a small set of
// rules that catch real mistakes; style is left to the review.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './checks/lint/boundaries.mjs';
import texts from './checks/lint/texts.mjs';

// Where every user-visible text lives in a texts table (defineTexts + t()): no inline text in JSX.
const TRANSLATED = ['shell/src', 'mf-search/src', 'mf-listing/src', 'mf-carfax/src', 'mf-dealer/src', 'mf-admin/src', 'packages/forms/src', 'packages/ui/src'];
// The home page's first view loads no i18next (15 KB gzip its budget cannot pay): these files read their
// tables through their folder's home-texts.ts (@automercato/i18n/home), and only they may.
const HOME_PATH = [
  'shell/src/layout/Header.tsx', 'shell/src/layout/Footer.tsx', 'shell/src/layout/DefaultLayout.tsx', 'shell/src/pages/HomePage.tsx',
  'shell/src/routing/routes.tsx', 'shell/src/services/ServiceHosts.tsx', 'shell/src/federation/*.tsx',
  'mf-search/src/pages/home/*.tsx', 'mf-search/src/features/location/ui/*.tsx', 'packages/ui/src/*.tsx', 'packages/api-sdk/src/errors.ts',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tmp/**', '.tools/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'bench/results/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { automercato: boundaries, '@typescript-eslint': tseslint.plugin },
    rules: {
      'automercato/app-boundaries': 'error',
      'automercato/feature-internals': 'error',
      'automercato/area-queries': 'error',
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-self-compare': 'error',
      'no-unsafe-finally': 'error',
      'no-cond-assign': ['error', 'except-parens'],
      'no-fallthrough': 'error',
      'no-sparse-arrays': 'error',
      'no-unreachable': 'error',
      'no-unsafe-negation': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
      'no-var': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true, caughtErrors: 'none', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{shell,mf-*,packages}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['{shell,mf-*,packages}/**/*.{ts,tsx}'],
    ignores: [...HOME_PATH, '**/home-texts.ts', '**/*.test.{ts,tsx}', 'packages/i18n/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@automercato/i18n/home', message: 'Solo il percorso della home legge i testi senza i18next: usa defineTexts.' }],
        patterns: [{ group: ['**/home-texts'], message: 'Solo il percorso della home usa home-texts: usa texts.ts (defineTexts).' }],
      }],
    },
  },
  {
    files: TRANSLATED.map((dir) => `${dir}/**/*.tsx`),
    ignores: ["**/*.test.tsx", "**/src/test/**", "**/src/bootstrap.tsx"],
    plugins: { texts },
    rules: { 'texts/no-inline-text': 'error' },
  },
);
