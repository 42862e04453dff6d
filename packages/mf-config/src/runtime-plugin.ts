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

/** A `<link rel="stylesheet">` of `doc` whose address, resolved, is `url`. */
export function stylesheetOnPage(doc: Pick<Document, 'querySelectorAll'>, url: string): HTMLLinkElement | undefined {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url) return link;
  }
  return undefined;
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
    // On loading an expose the runtime adds its stylesheets as <link>s, after looking for them by
    // their href as written: a page the server drew has them as "/mf/…", the runtime asks for the
    // absolute address and added each one a second time, whose arrival restyled the whole page in
    // the middle of the takeover. (A link handed back by its createLink hook is moved to the end of
    // the head, which reloads it too.) Those already on the page are left out of its list.
    beforePreloadRemote({ preloadOps }) {
      if (typeof document === 'undefined') return;
      for (const op of preloadOps) {
        const given = op.filter;
        op.filter = (url) => !stylesheetOnPage(document, url) && (!given || given(url));
      }
    },
  };
}
