/**
 * The built shell as the server sends it for page addresses: its index.html (with a head of our
 * own for search engines) and its route table's addresses (`routes.json`, written by the shell's
 * build from shell/src/routing/table.ts), so any other address answers 404 with the same page
 * instead of a "soft 404" (200 with "Pagina non trovata" drawn by the client).
 */
import fs from 'node:fs';
import path from 'node:path';
import { entryAfterPaint } from './boot-after-paint.js';
import { FAVICON_LINK, withFavicon } from './favicon.js';

const FALLBACK_PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>AutoMercato</title>${FAVICON_LINK}</head><body><div id="root"></div></body></html>`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A file of the build, read again only when it changes (a new build), not on every request. */
function cachedFile<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T | null => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` matches a react-router pattern (`/risultati/:make?/:model?`, `*`) the way
 * the shell's router matches it: case-insensitive literals, optional segments, trailing slash.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname).map(decode);
  const at = (p: number, s: number): boolean => {
    if (p === want.length) return s === have.length;
    const part = want[p]!;
    if (part === '*') return true;
    const optional = part.endsWith('?');
    const name = optional ? part.slice(0, -1) : part;
    const fits = s < have.length && (name.startsWith(':') || name.toLowerCase() === have[s]!.toLowerCase());
    return (fits && at(p + 1, s + 1)) || (optional && at(p + 1, s));
  };
  return at(0, 0);
}

export interface ShellPage {
  /**
   * index.html of the build (a bare page when the shell is not built), always with the site's icon.
   * `drawn`: the page paints from its HTML (a first view), so the shell's entry and boot files are
   * asked for once it has painted.
   */
  html(options?: { drawn?: boolean }): string;
  /**
   * Whether the shell has a page for this address; true when the build publishes no
   * routes.json (an older shell): better a soft 404 than a real page answered 404.
   */
  hasRoute(pathname: string): boolean;
  /** boot-files.json of the build (nothing when the shell is not built or has none). */
  bootFiles(): BootFiles;
}

/**
 * Preloads of the files every page loads at boot (`boot-files.json`, written by the shell's build):
 * they download with the entry script instead of after it has run.
 */
export function bootPreloads(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${escapeHtml(file)}">`)
    .join('');
}

/** What boot-files.json says: the files loaded at boot, the files of each shared module the shell provides. */
export interface BootFiles { files: string[]; provided: Record<string, string[]> }

const FILE = /^[\w./-]+\.(js|css)$/;
const filesIn = (list: unknown) => (Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && FILE.test(f)) : []);

export function parseBootFiles(text: string): BootFiles {
  try {
    const json = JSON.parse(text) as { files?: unknown; provided?: unknown };
    const provided = json.provided && typeof json.provided === 'object' ? (json.provided as Record<string, unknown>) : {};
    return { files: filesIn(json.files), provided: Object.fromEntries(Object.entries(provided).map(([name, list]) => [name, filesIn(list)])) };
  } catch {
    return { files: [], provided: {} };
  }
}

export function shellPage(webRoot: string): ShellPage {
  const dist = path.join(webRoot, 'shell', 'dist');
  const boot = cachedFile(path.join(dist, 'boot-files.json'), (text) => {
    const files = parseBootFiles(text);
    return { ...files, preloads: bootPreloads(files.files) };
  });
  const index = cachedFile(path.join(dist, 'index.html'), withFavicon);
  const routes = cachedFile(path.join(dist, 'routes.json'), (text) => {
    try {
      const patterns = (JSON.parse(text) as { patterns?: unknown }).patterns;
      return Array.isArray(patterns) ? patterns.filter((p): p is string => typeof p === 'string') : null;
    } catch {
      return null;
    }
  });
  return {
    html: (options) => {
      const page = index();
      if (!page) return FALLBACK_PAGE;
      // A drawn page asks for its JavaScript once it has painted (boot-after-paint.ts).
      if (options?.drawn) return entryAfterPaint(page, boot()?.files ?? []);
      const preloads = boot()?.preloads;
      return preloads ? addToHead(page, preloads) : page;
    },
    bootFiles: () => boot() ?? { files: [], provided: {} },
    hasRoute(pathname) {
      const patterns = routes();
      return !patterns || patterns.some((pattern) => matchesRoutePattern(pattern, pathname));
    },
  };
}

/**
 * The page with `head` added at the end of its <head>. The replacements are functions: `head`
 * holds what dealers and buyers wrote, and a replacement string would read its `$&`, `$'`, `` $` ``.
 */
export function addToHead(html: string, head: string): string {
  if (html.includes('</head>')) return html.replace('</head>', () => `${head}\n</head>`);
  return html.replace(/<html[^>]*>/, (tag) => `${tag}<head>${head}</head>`);
}

/** The page with `markup` before the shell's root (`<div id="root">`), where the page draws before its JavaScript runs. */
export function addToBody(html: string, markup: string): string {
  return html.replace(/<div id="root">/, (root) => `${markup}${root}`);
}

/** The page with `head` in place of its <title> (our title, description, robots…). */
export function withHead(html: string, head: string): string {
  return addToHead(html.replace(/<title>[\s\S]*?<\/title>/, ''), head);
}
