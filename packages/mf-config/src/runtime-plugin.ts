/**
 * Module Federation runtime plugin used by every app.
 *
 * Without it, a remote whose server accepts the connection and never answers keeps the
 * manifest fetch pending forever, and the area spins instead of showing its fallback.
 * - manifest (and any other runtime `fetch`): aborted after MANIFEST_TIMEOUT_MS, body included;
 * - remote entry `<script>`: fails after ENTRY_SCRIPT_TIMEOUT_MS (the SDK default is 20 s).
 * It also keeps the runtime from adding a stylesheet the page already has (a page the server drew).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 5_000;
export const ENTRY_SCRIPT_TIMEOUT_MS = 10_000;

export class ManifestTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`Module Federation: no answer from ${url} within ${ms} ms`);
    this.name = 'ManifestTimeoutError';
  }
}

/** fetch() whose headers AND body must arrive within `ms`; resolves to a fully read Response. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  ms: number = MANIFEST_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  const timer = setTimeout(() => controller.abort(new ManifestTimeoutError(url, ms)), ms);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    const body = await res.arrayBuffer();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  } catch (err) {
    if (controller.signal.aborted && controller.signal.reason instanceof ManifestTimeoutError) {
      throw controller.signal.reason;
    }
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Whether `doc` already has the stylesheet at `url` (absolute, as the runtime asks for it) as a
 * `<link rel="stylesheet">`, whatever spelling its href has. If so, the link also gets `url` as
 * `data-href`: the spelling by which a remote's chunk loader (public path 'auto': absolute) looks
 * for a stylesheet already on the page before it adds one.
 */
export function adoptStylesheetOnPage(doc: Pick<Document, 'querySelectorAll'>, url: string): boolean {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href !== url) continue;
    if (!link.hasAttribute('data-href')) link.setAttribute('data-href', url);
    return true;
  }
  return false;
}

export default function automercatoRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'automercato-timeouts',
    async fetch(url, init) {
      const res = await fetchWithTimeout(url, init);
      // The runtime calls res.json() without checking the status: turn an HTTP error
      // (e.g. a 404 for a remote that is not deployed) into a clear failure instead.
      if (!res.ok) throw new Error(`Module Federation: ${url} answered HTTP ${res.status}`);
      return res;
    },
    createScript() {
      return { timeout: ENTRY_SCRIPT_TIMEOUT_MS };
    },
    // On loading an expose the runtime (then the remote's chunk loader) adds its stylesheets as
    // <link>s, after looking for them by their href as written: a page the server drew has them as
    // "/mf/…", both ask for the absolute address, and the second copy's arrival restyled the whole
    // page in the middle of the takeover. Those already on the page are left out of the runtime's
    // list and marked for the chunk loader (this runs before the expose's chunks load). A link
    // handed back by the createLink hook instead is moved to the end of the head, which reloads it.
    beforePreloadRemote({ preloadOps }) {
      if (typeof document === 'undefined') return;
      for (const op of preloadOps) {
        const given = op.filter;
        op.filter = (url) => !adoptStylesheetOnPage(document, url) && (!given || given(url));
      }
    },
  };
}
