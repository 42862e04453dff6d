/**
 * The site's icon, the same on every page: the shell's index.html links it (rsbuild, from
 * shell/public/favicon.svg) and so does every page the server writes itself (plan management,
 * its error pages, the bare page of an unbuilt shell). Without a link a browser asks for
 * /favicon.ico, which is answered with the same icon.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's copy (server/src/http → the root), for a WEB_ROOT that holds no shell.
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell/public/favicon.svg');

export const FAVICON_PATH = '/favicon.svg';
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

/** The icon as built with the shell, or its source when the shell is not built (API tests, a fresh clone). */
export function faviconFile(webRoot: string): string | null {
  for (const candidate of [path.join(webRoot, 'shell', 'dist', 'favicon.svg'), path.join(webRoot, 'shell', 'public', 'favicon.svg'), SOURCE]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** The page with the icon's link in its <head>, unless it has one. */
export function withFavicon(html: string): string {
  if (/<link\b[^>]*\brel=["']?(?:shortcut )?icon\b/i.test(html)) return html;
  if (html.includes('</head>')) return html.replace('</head>', () => `${FAVICON_LINK}</head>`);
  return html.replace(/<html[^>]*>/, (tag) => `${tag}<head>${FAVICON_LINK}</head>`);
}
