import { createHash } from 'node:crypto';
import { FIRST_VIEW_ELEMENT_ID } from '@automercato/api-sdk';

/**
 * On a page drawn by the server (a first view), the shell's JavaScript is asked for once the page
 * has painted, with its photos, instead of with the page. Asked for at once, its dozen files took
 * a slow phone's bandwidth from the stylesheets and the first photo, and the boot's tasks (the
 * federation runtime's set-up, React, the models: 100–250 ms each at 4× CPU) kept a photo that
 * arrived meanwhile from painting. Now the page waits for its first frame and for the photos it
 * shows at once (loaded or failed, at most 2 s), then, once the frame that paints them is on the
 * screen, preloads the boot scripts (`data-preload`, space-separated) and starts the entry
 * (`data-entry`). A tab opened in the background (no frames) starts at once.
 *
 * Inline, so it costs no request; the Content-Security-Policy allows it by its hash, and no
 * other inline script.
 */
export const BOOT_AFTER_PAINT_SCRIPT = [
  '(function(me){',
  'var started=false;',
  'function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e)}',
  'function go(){if(started)return;started=true;',
  '(me.dataset.preload||"").split(" ").forEach(function(f){if(f)add("link",{rel:"preload",as:"script",href:f})});',
  'add("script",{src:me.dataset.entry})}',
  // The frame that paints is shown a little after its requestAnimationFrame: one frame more.
  'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(go,0)})}',
  'function afterPaint(){requestAnimationFrame(afterNextFrame)}',
  'if(document.hidden)return go();',
  'requestAnimationFrame(function(){',
  `var photos=[].filter.call(document.querySelectorAll("#${FIRST_VIEW_ELEMENT_ID} img"),function(i){return i.loading!=="lazy"&&!i.complete});`,
  'var left=photos.length;',
  'if(!left)return afterNextFrame();',
  'function arrived(){if(--left===0)afterPaint()}',
  'photos.forEach(function(i){i.addEventListener("load",arrived);i.addEventListener("error",arrived)});',
  'setTimeout(go,2000)',
  '})',
  '})(document.currentScript)',
].join('');

/** The CSP source that allows exactly that script. */
export const BOOT_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer src="(\/static\/js\/index\.[\w.-]+\.js)"><\/script>/;

/**
 * index.html with its entry script and the boot files' scripts (`files`: paths under the site's
 * root as `parseBootFiles` keeps them, letters, digits and `./-_` only) asked for after the first
 * paint; the boot's stylesheets are already the drawn page's own. A page without the usual entry
 * tag is left as it is.
 */
export function entryAfterPaint(html: string, files: readonly string[]): string {
  const preload = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`).join(' ');
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) =>
    `<script data-entry="${src}" data-preload="${preload}">${BOOT_AFTER_PAINT_SCRIPT}</script>`);
}
