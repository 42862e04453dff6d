// What the two text codemods share: the TypeScript compiler, key names made from the text, and how
// a table of texts is written into texts.ts.
import path from 'node:path';
import { createRequire } from 'node:module';

export const ts = createRequire(path.resolve('shell/package.json'))('typescript');

const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const camel = (s) => s.replace(/[-_. ]+(\w)/g, (_, c) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());

/** A key from the text's first words ("Elenco dei report" → elencoDeiReport), unique within `used`. */
export function keyOf(text, used) {
  const words = fold(text).replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z0-9]+/g) ?? ['text'];
  let base = words.slice(0, 4).map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
  if (/^[0-9]/.test(base)) base = `n${base}`;
  let key = base;
  for (let n = 2; used.has(key) && used.get(key) !== text; n++) key = `${base}${n}`;
  used.set(key, text);
  return key;
}

/** A nested table of texts as TypeScript source. */
export function literal(v, indent = '') {
  return typeof v === 'string'
    ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
    : `{\n${Object.entries(v).map(([k, x]) => `${indent}  ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(x, `${indent}  `)},`).join('\n')}\n${indent}}`;
}
