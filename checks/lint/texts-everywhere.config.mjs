// The text rule alone, on every app's JSX: `npx eslint -c checks/lint/texts-everywhere.config.mjs mf-dealer/src`
// lists what is still inline while an app moves onto i18next.
import tseslint from 'typescript-eslint';
import texts from './texts.mjs';

export default [
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/src/test/**', '**/src/bootstrap.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { texts },
    rules: { 'texts/no-inline-text': 'error' },
  },
];
