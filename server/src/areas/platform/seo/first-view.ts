import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { primedScript, routeStateToFilters, urlOfCall, type Api } from '@automercato/api-sdk';
import { escapeHtml } from '../../../http/shell-page.js';

type Call = (api: Api) => Promise<unknown>;

/** What the build's mf-manifest.json says of one exposed module: its files, to load before it runs. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The remote that draws each page the server sends a first view for (the shell's route table). */
const PAGE_REMOTES = { results: 'mf_search', listing: 'mf_listing' } as const;

/**
 * The first view's data sent with the page: the answers the results and listing pages ask for
 * first, under exactly the URLs the client will ask (the client's own functions build them), so
 * the page does not wait for its JavaScript chain to ask. Asked as a guest through the API itself
 * (the same answer, access and presenters); only public, impersonal routes, and only a 200 is sent.
 */
export function firstView(app: FastifyInstance) {
  // A version's files never change (their address holds the version): each manifest is read once.
  const manifests = new Map<string, Promise<Manifest | null>>();
  const manifestAt = (url: string) => {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = app.inject({ method: 'GET', url }).then((res) => (res.statusCode === 200 ? res.json<Manifest>() : null), () => null);
      manifest.then((m) => { if (!m) manifests.delete(url); }, () => undefined);
      manifests.set(url, manifest);
    }
    return manifest;
  };

  /**
   * Preload hints for the files of the remote that draws the page, in the version /remotes.json gives
   * this browser (its canary cookie; a new cookie is handed to the page, so the map agrees): its
   * entry and the chunks of its routes start downloading with the shell's, not after it.
   */
  async function remoteFiles(remote: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const map = await app.inject({ method: 'GET', url: '/remotes.json', headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
    if (map.statusCode !== 200) return '';
    const given = map.headers['set-cookie'];
    if (given) reply.header('set-cookie', given);
    const manifestUrl = (map.json<{ remotes?: Record<string, unknown> }>().remotes ?? {})[remote];
    // A remote pinned to another address (a dev server) is the browser's business.
    if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return '';
    const manifest = await manifestAt(manifestUrl);
    const routes = manifest?.exposes?.find((e) => e.name === 'routes');
    if (!manifest || !routes) return '';
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`;
    const link = (file: string, as: 'script' | 'style' | 'fetch') =>
      `<link rel="preload" as="${as}" href="${escapeHtml(base + file)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;
    return [
      `<link rel="preload" as="fetch" href="${escapeHtml(manifestUrl)}" crossorigin="anonymous">`,
      link(entry, 'script'),
      ...(routes.assets?.js?.sync ?? []).map((file) => link(file, 'script')),
      ...(routes.assets?.css?.sync ?? []).map((file) => link(file, 'style')),
    ].join('\n');
  }

  async function primed(calls: readonly Call[]): Promise<string> {
    const answers: Record<string, unknown> = {};
    for (const call of calls) {
      const url = await urlOfCall(call);
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (res.statusCode === 200) answers[url] = res.json();
    }
    return Object.keys(answers).length > 0 ? primedScript(answers) : '';
  }

  const both = async (...parts: Promise<string>[]) => (await Promise.all(parts)).filter(Boolean).join('\n');

  return {
    /** /risultati[/:make[/:model]]?…: the search the page makes first (an AI search asks its parser first: not sent). */
    results(request: FastifyRequest<{ Params: { make?: string; model?: string } }>, reply: FastifyReply): Promise<string> {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const files = remoteFiles(PAGE_REMOTES.results, request, reply);
      if (new URLSearchParams(search).has('ai')) return both(files);
      return both(files, primed([(api) => api.listings.search(routeStateToFilters(request.params, search))]));
    },
    /** A listing's page: the listing. */
    listing: (uuid: string, request: FastifyRequest, reply: FastifyReply): Promise<string> =>
      both(remoteFiles(PAGE_REMOTES.listing, request, reply), primed([(api) => api.listings.get(uuid)])),
  };
}

export type FirstView = ReturnType<typeof firstView>;
