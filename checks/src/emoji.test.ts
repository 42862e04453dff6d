import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, ROOT } from './apps';
import { findingsIn, pictographsIn, uiFiles } from './emoji';

/**
 * Where an emoji is what a person wrote (user content shown as is), not an icon: `file` relative to
 * the root and why. Empty today.
 */
const ALLOWED: { file: string; why: string }[] = [];

const packages = fs.readdirSync(path.join(ROOT, 'packages')).map((name) => path.join('packages', name, 'src'));
const SOURCES = [...APPS.map((app) => path.join(app, 'src')), ...packages, path.join('server', 'src')];

describe('no emoji as icons (they show as empty boxes without an emoji font)', () => {
  it('tells emoji and symbols from the arrows and marks every font has', () => {
    expect(pictographsIn('🚗 ✉ ⚠ ✓ ✦ ✕ ⚖ ❤️')).toEqual(['🚗', '✉', '⚠', '✓', '✦', '✕', '⚖', '❤', '\u{FE0F}']);
    expect(pictographsIn('← Tutti i report → ↑ ↓ ↕ ↔ © 2026 ® ™ • 15.900 € ▲ ▼')).toEqual([]);
  });

  it('reads what a person sees, not comments', () => {
    const tsx = `// a chip "Marca ✕"\n/** 😀 is one character */\nconst a = <p>Controlla la posta ✉</p>;\nconst b = \`tocca \${x} ✕\`;\nconst c = { icon: '🛡' };`;
    expect(findingsIn('x.tsx', tsx).map((f) => [f.line, f.chars])).toEqual([[3, ['✉']], [4, ['✕']], [5, ['🛡']]]);
    expect(findingsIn('x.css', '/* ✓ */\n.a::before { content: "✓"; }').map((f) => f.line)).toEqual([2]);
  });

  it('no UI source of the shell, the remotes, the packages and the server\'s pages has one', () => {
    const allowed = new Set(ALLOWED.map((a) => a.file));
    const findings = SOURCES.flatMap((dir) => uiFiles(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !allowed.has(file))
      .flatMap((file) => findingsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .map((f) => `${f.file}:${f.line} ${f.chars.join(' ')}  ${f.text}  → an icon of @automercato/ui/icons`);
    expect(findings).toEqual([]);
  }, 60_000);
});
