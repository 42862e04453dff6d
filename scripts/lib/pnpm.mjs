// Finds pnpm 10 (or fetches it through npx) and makes sure the workspace is installed.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

let cached;
/** The command that runs pnpm here: a global pnpm 10, or `npx pnpm@<pinned>`. */
export function pnpmCommand() {
  if (cached) return cached;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return (cached = ['pnpm']);
  console.log(`pnpm 10 non trovato: uso npx pnpm@${PNPM_VERSION}`);
  return (cached = ['npx', '--yes', `pnpm@${PNPM_VERSION}`]);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, shell: process.platform === 'win32', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

export function pnpmOrExit(args, options = {}) {
  const status = pnpm(args, options);
  if (status !== 0) process.exit(status);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installo le dipendenze…');
  pnpmOrExit(['install', '--frozen-lockfile']);
}

const APPS = ['shell', 'mf-search', 'mf-listing', 'mf-dealer', 'mf-carfax', 'mf-admin'];

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the shell and the remotes whose sources (or shared packages) changed since their last build. */
export function ensureBuilt({ force = false } = {}) {
  const packagesTime = newest(path.join(root, 'packages'));
  const stale = APPS.filter((app) => {
    const stamp = path.join(root, app, 'dist', 'index.html');
    const manifest = path.join(root, app, 'dist', 'mf-manifest.json');
    const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
    return force || built < Math.max(newest(path.join(root, app)), packagesTime);
  });
  if (!stale.length) return;
  console.log(`Compilo: ${stale.join(', ')}…`);
  pnpmOrExit(['--workspace-concurrency=2', ...stale.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
}

/** Runs a long-lived child and passes Ctrl-C / SIGTERM to it; resolves with its exit code. */
export function supervise(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)));
  });
}
