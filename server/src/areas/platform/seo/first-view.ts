import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_SIZES, photoSrcSet, primedScript, routeStateToFilters, urlOfCall, type Api, type PhotoVariants } from '@automercato/api-sdk';
import { escapeHtml, type ShellPage } from '../../../http/shell-page.js';

type Call = (api: Api) => Promise<unknown>;
type Photo = PhotoVariants & { url?: string };
/** Where the first view's largest photo is, in the answer it came with, and the `sizes` its <img> has. */
type LargestPhoto = (answer: unknown) => { src?: string | null; photo?: Photo; sizes: string } | null;

/**
 * The photo that paints last and largest (LCP), asked for from the HTML with the same `src`,
 * `srcset` and `sizes` as its <img>, so the browser uses this download for it.
 */
function photoPreload(found: ReturnType<LargestPhoto>): string {
  const src = found?.src ?? found?.photo?.url;
  if (!found || !src) return '';
  const srcSet = photoSrcSet(found.photo);
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(found.sizes)}"` : ''} fetchpriority="high">`;
}

/** The results list's first card (ListingCard, horizontal): its cover. */
const firstCard: LargestPhoto = (answer) => {
  const first = (answer as { data?: { items?: { cover_photo?: string | null; photos?: Photo[] }[] } }).data?.items?.[0];
  return first ? { src: first.cover_photo ?? first.photos?.[0]?.url, photo: first.photos?.[0], sizes: PHOTO_SIZES.cardHorizontal } : null;
};
/** The listing page's gallery: its first photo, inline. */
const firstPhoto: LargestPhoto = (answer) => {
  const photo = (answer as { data?: { photos?: Photo[] } }).data?.photos?.[0];
  return photo ? { photo, sizes: PHOTO_SIZES.viewer } : null;
};

/** What the build's mf-manifest.json says of one exposed module: its files, to load before it runs. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string }[];
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
export function firstView(app: FastifyInstance, shell: Pick<ShellPage, 'bootFiles'>) {
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
   * Hints for the files of the remote that draws the page, in the version /remotes.json gives this
   * browser (its canary cookie; a new cookie is handed to the page, so the map agrees): its entry and
   * the chunks of its routes download while the shell boots, not after it. Prefetch, not preload: a
   * preload that failed (the remote down) would answer the remote's own script tags with its failure,
   * and "Riprova" could never recover; a prefetched file is only a copy in the cache (they are immutable).
   */
  async function remoteFiles(remote: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const map = await app.inject({ method: 'GET', url: '/remotes.json', headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
    if (map.statusCode !== 200) return '';
    const given = map.headers['set-cookie'];
    if (given) reply.header('set-cookie', given);
    const manifestUrl = (map.json<{ remotes?: Record<string, unknown> }>().remotes ?? {})[remote];
    // A remote pinned to another address (a dev server) is the browser's business.
    if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return '';
    // The map itself, so the shell's boot asks nothing before it loads the remote (shell/src/federation/remotes.ts).
    const sentMap = `<script type="application/json" id="am-remotes">${map.body.replace(/</g, '\\u003c')}</script>`;
    const manifest = await manifestAt(manifestUrl);
    const routes = manifest?.exposes?.find((e) => e.name === 'routes');
    if (!manifest || !routes) return sentMap;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`;
    const link = (file: string, as: 'script' | 'style') => `<link rel="prefetch" as="${as}" href="${escapeHtml(base + file)}">`;
    // The shell's copy of each shared module the remote uses and the boot has not loaded (i18next).
    const { files: atBoot, provided } = shell.bootFiles();
    const sharedFiles = [...new Set((manifest.shared ?? []).flatMap((s) => provided[s.name ?? ''] ?? []))].filter((f) => !atBoot.includes(f));
    return [
      sentMap,
      link(entry, 'script'),
      ...(routes.assets?.js?.sync ?? []).map((file) => link(file, 'script')),
      ...(routes.assets?.css?.sync ?? []).map((file) => link(file, 'style')),
      ...sharedFiles.map((file) => `<link rel="prefetch" as="script" href="/${escapeHtml(file)}">`),
    ].join('\n');
  }

  /** The answer to `call` sent with the page, and the preload of its largest photo. */
  async function primed(call: Call, largest: LargestPhoto): Promise<string> {
    const url = await urlOfCall(call);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return '';
    const answer: unknown = res.json();
    return [photoPreload(largest(answer)), primedScript({ [url]: answer })].filter(Boolean).join('\n');
  }

  const both = async (...parts: Promise<string>[]) => (await Promise.all(parts)).filter(Boolean).join('\n');

  return {
    /** /risultati[/:make[/:model]]?…: the search the page makes first (an AI search asks its parser first: not sent). */
    results(request: FastifyRequest<{ Params: { make?: string; model?: string } }>, reply: FastifyReply): Promise<string> {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const files = remoteFiles(PAGE_REMOTES.results, request, reply);
      if (new URLSearchParams(search).has('ai')) return both(files);
      return both(files, primed((api) => api.listings.search(routeStateToFilters(request.params, search)), firstCard));
    },
    /** A listing's page: the listing. */
    listing: (uuid: string, request: FastifyRequest, reply: FastifyReply): Promise<string> =>
      both(remoteFiles(PAGE_REMOTES.listing, request, reply), primed((api) => api.listings.get(uuid), firstPhoto)),
  };
}

export type FirstView = ReturnType<typeof firstView>;
