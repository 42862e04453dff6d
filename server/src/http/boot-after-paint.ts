import { createHash } from 'node:crypto';

/**
 * On a page drawn by the server (a first view), the shell's entry script is started after the
 * page's first paint instead of as a `defer` script: a deferred script that is ready when the
 * stylesheets arrive runs before the first paint, so a slow phone painted the drawn page only
 * after the federation runtime's set-up (100–250 ms at 4× CPU). A tab opened in the background
 * (no frames) starts it at once, as before. The entry's address is the element's `data-entry`.
 *
 * Inline, so it costs no request; the Content-Security-Policy allows it by its hash, and no
 * other inline script.
 */
export const BOOT_AFTER_PAINT_SCRIPT =
  '(function(e){function go(){var s=document.createElement("script");s.src=e;document.head.appendChild(s)}'
  + 'if(document.hidden)go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript.dataset.entry)';

/** The CSP source that allows exactly that script. */
export const BOOT_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer src="(\/static\/js\/index\.[\w.-]+\.js)"><\/script>/;

/**
 * index.html with its entry script started after the first paint (preloaded at low priority, so
 * it is in the cache by then). A page without the usual entry tag is left as it is.
 */
export function entryAfterPaint(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) =>
    `<link rel="preload" as="script" href="${src}" fetchpriority="low"><script data-entry="${src}">${BOOT_AFTER_PAINT_SCRIPT}</script>`);
}
