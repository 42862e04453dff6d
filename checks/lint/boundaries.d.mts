import type { ESLint } from 'eslint';

export const ROOT: string;
export const APPS: string[];
declare const plugin: ESLint.Plugin & { rules: Record<'app-boundaries' | 'feature-internals' | 'area-queries', import('eslint').Rule.RuleModule> };
export default plugin;
