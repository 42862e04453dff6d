import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: Record<'no-inline-text', import('eslint').Rule.RuleModule> };
export default plugin;
