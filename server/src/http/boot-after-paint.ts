import { createHash } from 'node:crypto';
import { FIRST_VIEW_ELEMENT_ID } from '@automercato/api-sdk';

/**
 * On a page drawn by the server (a first view), the shell's entry script is started once the page
 * has painted, with its photos, instead of as a `defer` script. A deferred script that is ready
 * when the stylesheets arrive runs before the first paint, and the boot's tasks (the federation
 * runtime's set-up, React, the models: 100–250 ms each at 4× CPU) then kept a photo that arrived
 * meanwhile from painting: the page's largest paint waited for the JavaScript. Now the boot waits
 * for the first frame, and for the drawn page's photos shown at once (loaded or failed, at most
 * 2 s), then for the frame that paints them. A tab opened in the background (no frames) starts it
 * at once, as before. The entry's address is the element's `data-entry`.
 *
 * Inline, so it costs no request; the Content-Security-Policy allows it by its hash, and no
 * other inline script.
 */
export const BOOT_AFTER_PAINT_SCRIPT = [
  '(function(entry){',
  'var started=false;',
  'function go(){if(started)return;started=true;var s=document.createElement("script");s.src=entry;document.head.appendChild(s)}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}',
  'if(document.hidden)return go();',
  'requestAnimationFrame(function(){',
  `var photos=[].filter.call(document.querySelectorAll("#${FIRST_VIEW_ELEMENT_ID} img"),function(i){return i.loading!=="lazy"&&!i.complete});`,
  'var left=photos.length;',
  'if(!left)return setTimeout(go,0);',
  'function arrived(){if(--left===0)afterPaint()}',
  'photos.forEach(function(i){i.addEventListener("load",arrived);i.addEventListener("error",arrived)});',
  'setTimeout(go,2000)',
  '})',
  '})(document.currentScript.dataset.entry)',
].join('');

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
