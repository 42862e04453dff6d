// The second pass of texts-to-i18n.mjs: texts written as strings outside JSX (labels in tables, toasts,
// confirm dialogs, messages set by effector models) move to the folder's texts.ts too.
// `node scripts/codemods/strings-to-i18n.mjs <namespace> <folder> [--section name]`. A string counts as a text
// when it has two words or ends a sentence; a table (object or array literal) with one such value moves
// whole. Comparisons, keys, module paths, class names, unit names and errors for developers are left.
import fs from 'node:fs';
import path from 'node:path';
import { camel, keyOf as keyIn, literal, ts } from './keys.mjs';

const [ns, folder, ...rest] = process.argv.slice(2);
const sectionArg = rest.includes('--section') ? rest[rest.indexOf('--section') + 1] : undefined;
if (!ns || !folder) throw new Error('usage: strings-to-i18n.mjs <namespace> <folder> [--section name]');

const WORDS = /\p{L}{2,}[\s\u00a0]+[\p{L}\d(«"'’]/u;
const SENTENCE = /\p{L}{2,}.*[.!?…:]$/u;
const WORD = /\p{L}{2,}/u;
const technical = (s) => /^(https?:|\/|\.|#|@|[a-z][\w-]*(\.[\w-]+)+$)|[{}<>=;]|^[a-z0-9_-]+$|^\s*$/.test(s);
const isText = (s) => !technical(s) && (WORDS.test(s) || SENTENCE.test(s));
const isLabel = (s) => WORD.test(s) && !technical(s);

const SKIP_CALLS = new Set(['includes', 'startsWith', 'endsWith', 'test', 'match', 'replace', 'replaceAll', 'split', 'get', 'set', 'has', 'delete', 'getAll', 'append',
  'addEventListener', 'removeEventListener', 'querySelector', 'querySelectorAll', 'getItem', 'setItem', 'removeItem', 'createEvent', 'createStore', 'createEffect',
  'createDomain', 'error', 'warn', 'log', 'info', 'debug', 't', 'tx', 'require', 'matchMedia', 'closest', 'getElementById', 'indexOf', 'call', 'pathOf']);
const SKIP_PROPS = new Set(['name', 'sid', 'className', 'class', 'id', 'key', 'type', 'method', 'to', 'href', 'path', 'pathname', 'url', 'role', 'variant', 'tone', 'kind', 'status', 'code', 'field', 'value', 'slug', 'icon', 'size', 'testId', 'autoComplete', 'inputMode', 'mode']);

function skipContext(node) {
  const p = node.parent;
  if (!p) return true;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p) || ts.isLiteralTypeNode(p)) return true;
  if (ts.isJsxAttribute(p)) return true; // attributes were the first pass's (the ones people read)
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p) || ts.isEnumMember(p)) && p.name === node) return true;
  if (ts.isPropertyAssignment(p) && SKIP_PROPS.has(p.name.getText())) return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === node) return true;
  if (ts.isCaseClause(p)) return true;
  if (ts.isBinaryExpression(p) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken, ts.SyntaxKind.InKeyword].includes(p.operatorToken.kind)) return true;
  if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression) {
    const callee = p.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (SKIP_CALLS.has(name) || /Error$/.test(name) || name === 'URL' || name === 'RegExp' || name === 'Intl') return true;
  }
  if (ts.isAsExpression(p) && p.parent && ts.isVariableDeclaration(p.parent)) return false;
  return false;
}

const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (e.name !== 'test') walk(p); }
    else if (/\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && !['texts.ts', 'bootstrap.tsx'].includes(e.name)) files.push(p);
  }
})(folder);

const textsFile = path.join(folder, 'texts.ts');
const existing = fs.existsSync(textsFile) ? fs.readFileSync(textsFile, 'utf8') : null;
const section = existing ? /defineTexts\('[^']+', '([^']+)'/.exec(existing)[1] : (sectionArg ?? camel(path.basename(folder)));
const groupsTaken = new Set(existing ? [...existing.matchAll(/^  ([A-Za-z_$][\w$]*): \{$/gm)].map((m) => m[1]) : []);
const table = {};
let moved = 0;

for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let group = camel(path.basename(file).replace(/\.tsx?$/, ''));
  const reuse = [...source.matchAll(/import \{ t( as tx)? \} from '([^']*texts)';/g)][0];
  if (!reuse && groupsTaken.has(group)) group = `${group}Texts`;
  if (reuse && existing && !groupsTaken.has(group)) { /* the file's first-pass group is its own */ }
  let declaresT = false;
  (function scan(n) {
    if (ts.isIdentifier(n) && n.text === 't' && n.parent && (ts.isParameter(n.parent) || ts.isVariableDeclaration(n.parent) || ts.isBindingElement(n.parent))) declaresT = true;
    ts.forEachChild(n, scan);
  })(sf);
  const tName = reuse ? (reuse[1] ? 'tx' : 't') : declaresT ? 'tx' : 't';
  const groupName = reuse && groupsTaken.has(group) ? `${group}Strings` : group;
  const used = new Map();
  const keyOf = (text) => keyIn(text, used);
  const edits = [];
  const done = new Set();
  function callFor(expr, force) {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      if (!(force ? isLabel(expr.text) : isText(expr.text))) return null;
      return `${tName}('${groupName}.${keyOf(expr.text)}')`;
    }
    if (ts.isTemplateExpression(expr)) {
      let text = expr.head.text;
      let bare = expr.head.text;
      const values = [];
      const names = new Set();
      for (const span of expr.templateSpans) {
        const e = span.expression;
        let name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : `v${values.length}`;
        if (name === 't' || name === 'count') name = `${name}Value`;
        while (names.has(name)) name = `${name}${values.length}`;
        names.add(name);
        values.push(name === e.getText(sf) ? name : `${name}: ${e.getText(sf)}`);
        text += `{{${name}}}` + span.literal.text;
        bare += ' x ' + span.literal.text;
      }
      if (!isText(bare) && !(force && isLabel(bare))) return null;
      return `${tName}('${groupName}.${keyOf(text)}', { ${values.join(', ')} })`;
    }
    return null;
  }
  const literalKinds = (n) => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);
  (function visit(node) {
    if (ts.isJsxText(node)) return;
    // A table of labels moves whole when one of its values is a text.
    if ((ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) && !skipContext(node)) {
      const values = ts.isObjectLiteralExpression(node)
        ? node.properties.filter((p) => ts.isPropertyAssignment(p)).map((p) => p.initializer)
        : [...node.elements];
      const strings = values.filter(literalKinds);
      // Every value a string and most of them words: a table of labels (not options like { type: 'button' }).
      const labels = strings.filter((s) => isLabel(s.text ?? s.getText(sf)));
      if (strings.length >= 2 && strings.length === values.length && labels.length * 2 > strings.length && strings.some((s) => isText(s.text ?? s.getText(sf)))) {
        for (const s of strings) {
          const call = callFor(s, true);
          if (call) { edits.push([s.getStart(sf), s.getEnd(), call]); done.add(s); }
        }
      }
    }
    if (literalKinds(node) && !done.has(node) && !skipContext(node)) {
      const call = callFor(node, false);
      if (call) edits.push([node.getStart(sf), node.getEnd(), call]);
      return;
    }
    ts.forEachChild(node, visit);
  })(sf);
  if (edits.length === 0) continue;
  edits.sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  if (!reuse) {
    let rel = path.relative(path.dirname(file), path.join(folder, 'texts')).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    const imports = sf.statements.filter((s) => ts.isImportDeclaration(s));
    const at = imports.length ? imports[imports.length - 1].getEnd() + 1 : 0;
    out = out.slice(0, at) + `import { t${tName === 'tx' ? ' as tx' : ''} } from '${rel}';\n` + out.slice(at);
  }
  fs.writeFileSync(file, out);
  table[groupName] = Object.fromEntries(used);
  groupsTaken.add(groupName);
  moved += edits.length;
}

if (moved > 0) {
  const groups = Object.entries(table).map(([g, v]) => `  ${g}: ${literal(v, '  ')},`).join('\n');
  if (existing) {
    const end = existing.lastIndexOf('});');
    fs.writeFileSync(textsFile, `${existing.slice(0, end)}${groups.replace(/^/, '')}\n${existing.slice(end)}`);
  } else {
    fs.writeFileSync(textsFile, `import { defineTexts } from '@automercato/i18n';\n\n/** The texts of ${path.basename(folder)} (namespace \`${ns}\`, section \`${section}\`), one group per file. */\nexport const t = defineTexts('${ns}', '${section}', {\n${groups}\n});\n`);
  }
}
console.log(`${folder}: ${moved} strings moved from ${Object.keys(table).length} files`);
