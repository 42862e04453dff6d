import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The design tokens of @automercato/ui (the `:root` block of its styles.css), read once at start:
 * pages the server renders itself (billing) use the site's own colours, never a copy of them.
 */
const css = fs.readFileSync(createRequire(import.meta.url).resolve('@automercato/ui/styles.css'), 'utf8');
const root = /:root\s*\{([^}]*)\}/.exec(css);
if (!root) throw new Error('@automercato/ui/styles.css has no :root tokens');

export const UI_TOKENS = `:root{${root[1]!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim()}}`;

/** A token's value as styles.css sets it (tests; pages write `var(--am-…)`). */
export function uiToken(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(UI_TOKENS)?.[1]?.trim();
}
