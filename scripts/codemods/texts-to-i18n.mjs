// Moves the inline texts of JSX into a folder's texts.ts (defineTexts) and replaces them with t() calls.
// `node scripts/codemods/texts-to-i18n.mjs <namespace> <folder> [--section name] [--files A.tsx,B.tsx]`: every .tsx
// under the folder (tests and bootstrap aside; only the named files of the folder itself with --files) gets its texts moved to <folder>/texts.ts, one group of keys per file.
// What it does not rewrite (texts in TS tables, JSX built in helper functions the rule cannot see) is left
// for a person: `npx eslint -c checks/lint/texts-everywhere.config.mjs <folder>` lists it.
import fs from 'node:fs';
import path from 'node:path';
import { camel, keyOf, literal, ts } from './keys.mjs';

const [ns, folder, ...rest] = process.argv.slice(2);
const option = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const sectionArg = option('--section');
const only = option('--files')?.split(',');
// --home: the home page's path, read without i18next (home-texts.ts, defineHomeTexts; see @automercato/i18n/home).
const home = rest.includes('--home');
const base = home ? 'home-texts' : 'texts';
if (!ns || !folder) throw new Error('usage: texts-to-i18n.mjs <namespace> <folder> [--section name] [--files A.tsx,B.tsx] [--home]');

const WORD = /\p{L}{2,}/u;
const NAMES = new Set(['AutoMercato', 'Carfax', 'CARFAX', 'AutoMercato Pro', 'Stripe', 'Google', 'Apple']);
const READ_ATTRIBUTES = /^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|text|lead|subtitle|tooltip|summary|hint|description|message|heading|caption|legend|[a-z]+(Label|Text|Title|Message|Hint|Description))$/;
const ENTITIES = { apos: "'", quot: '"', amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', hellip: '…', ndash: '–', mdash: '—', rsquo: '’', laquo: '«', raquo: '»', euro: '€', middot: '·' };
const isText = (s) => WORD.test(s) && !NAMES.has(s.trim());
const decode = (s) => s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e) => {
  if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  if (!(e in ENTITIES)) throw new Error(`unknown entity ${m}`);
  return ENTITIES[e];
});
/** What React renders for a JSX text (Babel's rule: lines trimmed at their inner ends, blank ones dropped, joined by a space). */
function jsxTextValue(raw) {
  const lines = raw.split(/\r\n|\n|\r/);
  let out = '';
  lines.forEach((line, i) => {
    let l = line.replace(/\t/g, ' ');
    if (i !== 0) l = l.replace(/^[ ]+/, '');
    if (i !== lines.length - 1) l = l.replace(/[ ]+$/, '');
    if (l) out += (out ? ' ' : '') + l;
  });
  return decode(out);
}
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (e.name !== 'test') walk(p); }
    else if (/\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) && e.name !== 'bootstrap.tsx') files.push(p);
  }
})(folder);
if (only) files.splice(0, files.length, ...only.map((f) => path.join(folder, f)));

const textsFile = path.join(folder, `${base}.ts`);
if (fs.existsSync(textsFile)) throw new Error(`${textsFile} exists already`);
const section = sectionArg ?? camel(path.basename(folder));
const table = {};
let moved = 0;

for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const group = camel(path.basename(file, '.tsx'));
  const used = new Map();
  const edits = [];
  let declaresT = false;
  const tName = () => (declaresT ? 'tx' : 't');
  (function scan(node) {
    if ((ts.isIdentifier(node) && node.text === 't' && node.parent && (ts.isParameter(node.parent) || ts.isVariableDeclaration(node.parent) || ts.isBindingElement(node.parent)))) declaresT = true;
    ts.forEachChild(node, scan);
  })(sf);
  const add = (text) => keyOf(text, used);
  /** `'…'` or a template: the t() call that gives the same string, or null when it cannot. */
  function callFor(expr) {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      if (!isText(expr.text)) return null;
      return `${tName()}('${group}.${add(expr.text)}')`;
    }
    if (ts.isTemplateExpression(expr)) {
      let text = expr.head.text;
      const values = [];
      const names = new Set();
      for (const span of expr.templateSpans) {
        const e = span.expression;
        let name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.arguments.length === 1 && ts.isIdentifier(e.arguments[0]) ? e.arguments[0].text : `v${values.length}`;
        if (name === 't' || name === 'count') name = `${name}Value`;
        while (names.has(name)) name = `${name}${values.length}`;
        names.add(name);
        values.push(name === e.getText(sf) ? name : `${name}: ${e.getText(sf)}`);
        text += `{{${name}}}` + span.literal.text;
      }
      if (!isText(text.replace(/\{\{[^}]*\}\}/g, ''))) return null;
      return `${tName()}('${group}.${add(text)}', { ${values.join(', ')} })`;
    }
    return null;
  }
  /** Rewrites the literals an expression can show (also through ?: and &&). */
  function rewriteShown(expr) {
    if (ts.isParenthesizedExpression(expr)) return rewriteShown(expr.expression);
    if (ts.isConditionalExpression(expr)) { rewriteShown(expr.whenTrue); rewriteShown(expr.whenFalse); return; }
    if (ts.isBinaryExpression(expr) && (expr.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || expr.operatorToken.kind === ts.SyntaxKind.BarBarToken || expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) { rewriteShown(expr.right); return; }
    const call = callFor(expr);
    if (call) edits.push([expr.getStart(sf), expr.getEnd(), call]);
  }
  const attrName = (a) => (ts.isIdentifier(a.name) ? a.name.text : a.name.getText(sf));
  (function visit(node) {
    if (ts.isJsxText(node)) {
      const value = jsxTextValue(node.text);
      if (isText(value)) {
        // Leading/trailing spaces that touch a sibling on the same line are part of what React renders.
        edits.push([node.pos, node.end, `{${tName()}('${group}.${add(value)}')}`]);
      }
      return;
    }
    if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.test(attrName(node))) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) {
        const value = decode(init.text);
        if (isText(value)) edits.push([init.getStart(sf), init.getEnd(), `{${tName()}('${group}.${add(value)}')}`]);
      } else if (ts.isJsxExpression(init) && init.expression) rewriteShown(init.expression);
      return;
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      rewriteShown(node.expression);
    }
    ts.forEachChild(node, visit);
  })(sf);
  if (edits.length === 0) continue;
  edits.sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  let rel = path.relative(path.dirname(file), path.join(folder, base)).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const importLine = `import { t${declaresT ? ' as tx' : ''} } from '${rel}';\n`;
  // After the last import statement.
  const imports = sf.statements.filter((s) => ts.isImportDeclaration(s));
  const at = imports.length ? imports[imports.length - 1].getEnd() + 1 : 0;
  out = out.slice(0, at) + importLine + out.slice(at);
  fs.writeFileSync(file, out);
  table[group] = Object.fromEntries(used);
  moved += edits.length;
}

if (moved > 0) {
  fs.writeFileSync(textsFile, `import { ${home ? 'defineHomeTexts' : 'defineTexts'} } from '@automercato/i18n${home ? '/home' : ''}';\n\n/** The texts of ${path.basename(folder)}${home ? ' on the home page\'s path' : ''} (namespace \`${ns}\`, section \`${section}\`), one group per component file. */\nexport const t = ${home ? 'defineHomeTexts' : 'defineTexts'}('${ns}', '${section}', ${literal(table)});\n`);
}
console.log(`${folder}: ${moved} texts moved from ${Object.keys(table).length} files`);
