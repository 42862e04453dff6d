/**
 * Answers the server sent with the page (the first view's GETs, `<script type="application/json"
 * id="am-primed">{"<url>": <envelope>}</script>`), so the first search or listing does not wait for
 * the JavaScript chain before it asks. Each answer is used once, by the first GET of exactly that
 * URL; later GETs ask the server. Shared through a global: every bundle of this package on the
 * page (the shell's, each remote's) takes from the same answers.
 */
export const PRIMED_ELEMENT_ID = 'am-primed';

type Primed = Map<string, unknown>;
const KEY = '__automercatoPrimed';

function primed(): Primed {
  const holder = globalThis as typeof globalThis & { [KEY]?: Primed };
  if (holder[KEY]) return holder[KEY];
  const answers: Primed = new Map();
  // No page (the server, a test in Node): nothing was sent with it.
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(PRIMED_ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [url, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) answers.set(url, body);
    } catch {
      /* a damaged block: the page asks the server as usual */
    }
    element.remove();
  }
  holder[KEY] = answers;
  return answers;
}

/** The answer sent with the page for this GET, once; undefined when there is none (left). */
export function takePrimed(url: string): unknown {
  const answers = primed();
  if (!answers.has(url)) return undefined;
  const body = answers.get(url);
  answers.delete(url);
  return body;
}

/** The block to put in a page for these answers (`<` escaped: a text cannot end the element). */
export function primedScript(answers: Readonly<Record<string, unknown>>): string {
  return `<script type="application/json" id="${PRIMED_ELEMENT_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page the server drew for the first view (results, a listing: `<div id="am-first-view">`
 * before the shell's root, which stays hidden while it is there), so cards paint before the
 * JavaScript has run.
 */
export const FIRST_VIEW_ELEMENT_ID = 'am-first-view';

/** Where a drawn page lists the remote's files (manifest, entry, chunks) for the shell to prefetch once it runs. */
export const REMOTE_FILES_ELEMENT_ID = 'am-remote-files';

/**
 * The page drawn by the server gives way to the one the JavaScript drew: called by a page once it
 * shows its own content (or its error), and by the shell when the page cannot say so (another
 * address, a remote that failed or predates this call). Once; later calls do nothing. No photo of
 * the drawn page is swapped for an empty frame: no JavaScript runs before they have painted
 * (the server's boot starter, `boot-after-paint.ts`).
 */
export function firstViewReplaced(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}
