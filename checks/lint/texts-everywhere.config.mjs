// The text rule alone, on every app's JSX: `npx eslint -c checks/lint/texts-everywhere.config.mjs mf-dealer/src`
// lists what is still inline while an app moves onto i18next.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import texts from './texts.mjs';

export default [
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/src/test/**', '**/src/bootstrap.tsx'],
    languageOptions: { parser: tseslint.parser },
    // react-hooks only so the sources' disable comments name a known rule.
    plugins: { texts, 'react-hooks': reactHooks },
    rules: { 'texts/no-inline-text': 'error' },
  },
];
