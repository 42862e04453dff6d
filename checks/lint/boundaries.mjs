/**
 * AutoMercato's import boundaries as ESLint rules (eslint.config.js turns them on):
 * - `app-boundaries`: a front-end app (shell, mf-*) or a package imports no other app, by path or by
 *   name, and never a federation container statically (a remote comes through loadRemote());
 * - `feature-internals`: inside a remote's features/<x>/, nothing of another feature's folder;
 * - `area-queries`: on the server, an area's queries.ts is imported only by its own folder; the rest
 *   of the server reaches an area through its index.ts.
 * Paths are resolved from the importing file, so `../../x` and `x` spellings are judged alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = ['shell', 'mf-search', 'mf-listing', 'mf-carfax', 'mf-dealer', 'mf-admin'];

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const packageNameOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** The folder a file belongs to for the app rule: `mf-search`, `packages/ui`, or null (server, e2e…). */
function ownerOf(file) {
  // Source only: an app's build and test configuration may read the workspace's shared config.
  const parts = rel(file).split('/');
  if (APPS.includes(parts[0]) && parts[1] === 'src') return { dir: parts[0], name: parts[0] };
  if (parts[0] === 'packages' && parts[1] && parts[2] === 'src') return { dir: `packages/${parts[1]}`, name: null };
  return null;
}

/** Calls `check(node, specifier)` for every import, re-export, dynamic import and require of a file. */
function onImports(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') literal(node, node.arguments[0]);
    },
  };
}

const appBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'an app or package imports no other app, and no federation container statically' },
    messages: {
      leaves: "'{{spec}}' leaves {{dir}}/: import the code from a package under packages/ instead",
      app: "'{{spec}}' imports the app {{app}}",
      container: "'{{spec}}': a remote is loaded with loadRemote(), never imported",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const owner = ownerOf(file);
    if (!owner) return {};
    const ownDir = path.join(ROOT, owner.dir);
    return onImports((node, spec) => {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (target !== ownDir && !target.startsWith(ownDir + path.sep)) {
          context.report({ node, messageId: 'leaves', data: { spec, dir: owner.dir } });
        }
        return;
      }
      const name = packageNameOf(spec);
      if (APPS.includes(name) && name !== owner.name) context.report({ node, messageId: 'app', data: { spec, app: name } });
      else if (/^mf_[a-z]+$/.test(name)) context.report({ node, messageId: 'container', data: { spec } });
    });
  },
};

/** `<app>/src/features/<name>/…` → { root: '<app>/src/features', name } */
function featureOf(relPath) {
  const m = /^([^/]+\/src\/features)\/([^/]+)\//.exec(relPath);
  return m ? { root: m[1], name: m[2] } : null;
}

const featureInternals = {
  meta: {
    type: 'problem',
    docs: { description: "a remote's feature does not import another feature's internals" },
    messages: { internals: "'{{spec}}': features/{{from}} reaches into features/{{to}}; import what features/{{to}}/index.ts exports" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(rel(file));
    if (!own || /\.test\.[jt]sx?$/.test(file)) return {}; // a test may build from a neighbour's fixtures
    return onImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const resolved = rel(path.resolve(path.dirname(file), spec));
      const target = featureOf(resolved + '/');
      // The feature's folder itself is its public entry (features/<x>/index.ts).
      const entry = target && (resolved === `${target.root}/${target.name}` || resolved === `${target.root}/${target.name}/index`);
      if (target && !entry && target.root === own.root && target.name !== own.name) {
        context.report({ node, messageId: 'internals', data: { spec, from: own.name, to: target.name } });
      }
    });
  },
};

/** `server/src/areas/<domain>/<part>/queries(.js|.ts)` → the area's folder */
const QUERIES = /^(server\/src\/areas\/[^/]+\/[^/]+)\/queries(?:\.[jt]s)?$/;

const areaQueries = {
  meta: {
    type: 'problem',
    docs: { description: "no server area reaches into another area's queries" },
    messages: { queries: "'{{spec}}' is {{area}}'s queries: use what {{area}}/index.ts exports" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = rel(file);
    // Only an area's own files: tests and the composition (app.ts, areas/area.ts) may read any queries.
    if (!/^server\/src\/areas\/[^/]+\/[^/]+\//.test(own)) return {};
    return onImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const m = QUERIES.exec(rel(path.resolve(path.dirname(file), spec)));
      if (m && !own.startsWith(m[1] + '/')) {
        context.report({ node, messageId: 'queries', data: { spec, area: m[1].replace('server/src/', '') } });
      }
    });
  },
};

export default {
  meta: { name: 'automercato' },
  rules: { 'app-boundaries': appBoundaries, 'feature-internals': featureInternals, 'area-queries': areaQueries },
};
