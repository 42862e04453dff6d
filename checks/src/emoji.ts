/**
 * Emoji and pictographic symbols in what the product shows. Without an emoji font (a Linux desktop,
 * a kiosk, a locked-down office PC) they are drawn as empty boxes; icons come from
 * `@automercato/ui/icons` (SVG) instead. Only text a person sees is read: string literals, template
 * text and JSX text of .ts/.tsx, and .css/.html files outside comments. Arrows (← → ↑ ↓), © ® ™
 * and the bullet are in every text font and stay allowed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Emoji, the symbol and dingbat blocks (✓ ✉ ⚠ ✦ ✕ ⚖), emoji planes and the emoji variation selector. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{1F000}-\u{1FAFF}\u{FE0F}]/gu;
const ALWAYS_ALLOWED = new Set(['©', '®', '™']);
const isArrow = (c: string) => c.codePointAt(0)! >= 0x2190 && c.codePointAt(0)! <= 0x21ff;

export function pictographsIn(text: string): string[] {
  return [...text.matchAll(PICTOGRAPH)].map((m) => m[0]).filter((c) => !ALWAYS_ALLOWED.has(c) && !isArrow(c));
}

export interface Finding {
  file: string;
  line: number;
  chars: string[];
  text: string;
}

/** The texts of a TypeScript/TSX source a person may see (comments and code are skipped). */
export function shownTexts(fileName: string, source: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      out.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: node.getText(file) });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return out;
}

export function findingsIn(file: string, source: string): Finding[] {
  if (pictographsIn(source).length === 0) return []; // most files: no parse needed
  const texts = /\.tsx?$/.test(file)
    ? shownTexts(file, source)
    : source.replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' ')).split('\n').map((text, i) => ({ line: i + 1, text }));
  return texts.flatMap(({ line, text }) => {
    const chars = pictographsIn(text);
    return chars.length ? [{ file, line, chars, text: text.trim().slice(0, 100) }] : [];
  });
}

const UI_FILE = /\.(tsx?|css|html)$/;
const NOT_UI = /(\.test\.tsx?|\.d\.ts)$/;

/** The UI sources under `dir`: no tests, test helpers or build output. */
export function uiFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test', 'testing', '__tests__'].includes(entry.name) ? [] : uiFiles(full);
    return UI_FILE.test(entry.name) && !NOT_UI.test(entry.name) ? [full] : [];
  });
}
