/**
 * Versions of mf-search made for the releases journey, derived from the built
 * `mf-search/dist` instead of building again (seconds, not a build per variant): a copy, one text
 * literal or the manifest patched, published with the release CLI's own functions
 * (scripts/lib/release.mjs) and a publish token.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { collectFiles, publishBody, publishVersion, type PublishResult } from '../../scripts/lib/release.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SEARCH_DIST = path.resolve(here, '../../mf-search/dist');

/** Every file under a folder, relative paths. */
function filesUnder(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, child) : [child];
  });
}

/** Writes a file of the copy and its precompressed siblings (the server prefers them when they exist). */
function rewrite(dir: string, rel: string, content: string): void {
  const file = path.join(dir, rel);
  fs.writeFileSync(file, content);
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A copy of mf-search/dist that can live in one page beside the original: its JSONP chunk global
 * gets a suffix of its own in every script, as a build with another AM_BUILD_ID would (two builds
 * sharing that array would take each other's chunks for their own).
 */
export function copySearchDist(tag: string): string {
  expect(fs.existsSync(path.join(SEARCH_DIST, 'mf-manifest.json')), 'mf-search/dist is built').toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-release-${tag}-`));
  fs.cpSync(SEARCH_DIST, dir, { recursive: true });
  const entry = fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  // `self.chunk_mf_search=self.chunk_mf_search||[]` or `self["…"]=self["…"]||[]`.
  const found = /(?:self|globalThis|window)(?:\.([A-Za-z_$][\w$]*)|\["([^"\]]+)"\])\s*=\s*(?:self|globalThis|window)/.exec(entry);
  const global = found?.[1] ?? found?.[2];
  expect(global, 'the chunk loading global of remoteEntry.js').toBeTruthy();
  const renamed = `${global}_e2e${tag}`;
  const word = new RegExp(`(?<![\\w$])${escape(global!)}(?![\\w$])`, 'g');
  for (const rel of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    const next = text.replace(word, () => renamed);
    if (next !== text) rewrite(dir, rel, next);
  }
  return dir;
}

/**
 * Replaces a JavaScript string literal (in whichever quotes the minifier chose) by an expression, in
 * the one script that holds it; the script must stay valid (`node --check`).
 */
export function patchLiteral(dir: string, literal: string, expression: string): string {
  const quoted = new RegExp(`(["'\`])${escape(literal)}\\1`, 'g');
  const holds = new RegExp(quoted.source); // no 'g': test() keeps no position between files
  const holders = filesUnder(dir).filter((f) => f.endsWith('.js') && holds.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  expect(holders, `one script holds "${literal}"`).toHaveLength(1);
  const rel = holders[0]!;
  const text = fs.readFileSync(path.join(dir, rel), 'utf8');
  rewrite(dir, rel, text.replace(quoted, () => expression));
  const check = spawnSync(process.execPath, ['--check', path.join(dir, rel)], { encoding: 'utf8' });
  expect(check.status, `node --check ${rel}: ${check.stderr}`).toBe(0);
  return rel;
}

/** Changes the copy's mf-manifest.json. */
export function patchManifest(dir: string, change: (manifest: { shared: { name: string; requiredVersion?: string }[] }) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof change>[0];
  change(manifest);
  rewrite(dir, 'mf-manifest.json', JSON.stringify(manifest));
}

/** Publishes a folder as a version of mf_search, as `npm run release -- mf-search --dist DIR --token T` does. */
export async function publishSearch(platform: string, dir: string, token: string | null): Promise<PublishResult> {
  const { files } = collectFiles(dir);
  return publishVersion({ platform, remote: 'mf_search', token, body: publishBody({ files, gitCommit: null }) });
}

/** X-XSRF-TOKEN for the context's session (every non-GET API request echoes it). */
export async function xsrf(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/** `/remotes.json` as RELEASES.md describes it. */
export interface RemoteMap {
  remotes: Record<string, string>;
  versions: Record<string, string>;
  preview: Record<string, string>;
  health?: { url: string; sample: number };
}

/** The part of GET /api/admin/releases the journey reads. */
export interface SearchRelease {
  remote: string;
  pinned_url: string | null;
  active_version: string | null;
  canary: { version: string; percent: number } | null;
  last_auto_rollback: { version: string; reason: string } | null;
  versions: { version: string; seq: number; status: string; health: { sessions: number; error_sessions: number } }[];
}
