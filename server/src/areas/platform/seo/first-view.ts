import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_VIEW_ELEMENT_ID, PHOTO_SIZES, REMOTE_FILES_ELEMENT_ID, photoSrcSet, primedScript, routeStateToFilters, urlOfCall, type Api, type ListingDetail, type ListingPage, type PhotoVariants } from '@automercato/api-sdk';
import { escapeHtml, type ShellPage } from '../../../http/shell-page.js';
import { markupRenderer } from './markup/index.js';

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

/** What a page sends with its first view: hints and data in its head, the page drawn from the HTML in its body. */
export interface FirstViewParts { head: string; body: string }

/**
 * While the server's page is there the shell's root is hidden (the shell, drawing its own in the
 * background, shows it when the page says it is ready: `firstViewReplaced`); the filters' column
 * is a desktop thing, and the toolbar's room is the phone's Filtri button or the sort.
 */
const FIRST_VIEW_STYLE = `<style>#${FIRST_VIEW_ELEMENT_ID}+#root{display:none}.am-first-view__toolbar{min-height:2.5rem}`
  + '@media (max-width:767.98px){.am-first-view__aside{display:none}.am-first-view__toolbar{min-height:calc(2.75rem + 1rem + 1px)}}</style>';

/** The remote's files as hints in the head (its styles as stylesheets when the page is drawn from the HTML); `styled`: its styles are known. */
interface RemoteHints { hints: (drawn: boolean) => string; styled: boolean }

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
  async function remoteFiles(remote: string, request: FastifyRequest, reply: FastifyReply): Promise<RemoteHints> {
    const map = await app.inject({ method: 'GET', url: '/remotes.json', headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
    if (map.statusCode !== 200) return { hints: () => '', styled: false };
    const given = map.headers['set-cookie'];
    if (given) reply.header('set-cookie', given);
    const manifestUrl = (map.json<{ remotes?: Record<string, unknown> }>().remotes ?? {})[remote];
    // A remote pinned to another address (a dev server) is the browser's business.
    if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return { hints: () => '', styled: false };
    // The map itself, so the shell's boot asks nothing before it loads the remote (shell/src/federation/remotes.ts).
    const sentMap = `<script type="application/json" id="am-remotes">${map.body.replace(/</g, '\\u003c')}</script>`;
    const manifest = await manifestAt(manifestUrl);
    const routes = manifest?.exposes?.find((e) => e.name === 'routes');
    if (!manifest || !routes) return { hints: () => sentMap, styled: false };
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`;
    // The page drawn from the HTML wears the remote's styles: they are the page's own stylesheets then.
    const style = (drawn: boolean) => (file: string) => `<link rel="${drawn ? 'stylesheet' : 'prefetch'}"${drawn ? '' : ' as="style"'} href="${escapeHtml(base + file)}">`;
    // The shell's copy of each shared module the remote uses and the boot has not loaded (i18next).
    const { files: atBoot, provided } = shell.bootFiles();
    const sharedFiles = [...new Set((manifest.shared ?? []).flatMap((s) => provided[s.name ?? ''] ?? []))].filter((f) => !atBoot.includes(f));
    const scripts = [
      base + entry,
      ...(routes.assets?.js?.sync ?? []).map((file) => base + file),
      ...sharedFiles.map((file) => `/${file}`),
    ];
    const hints = (drawn: boolean) => [
      sentMap,
      // A page drawn from the HTML needs none of them to paint: the shell asks for them once it
      // runs (shell/src/federation/remotes.ts), so they do not take the first photo's bandwidth.
      drawn ? `<script type="application/json" id="${REMOTE_FILES_ELEMENT_ID}">${JSON.stringify([manifestUrl, ...scripts]).replace(/</g, '\\u003c')}</script>`
        : scripts.map((file) => `<link rel="prefetch" as="script" href="${escapeHtml(file)}">`).join('\n'),
      ...(routes.assets?.css?.sync ?? []).map(style(drawn)),
    ].join('\n');
    return { hints, styled: true };
  }

  /** The answer to `call` sent with the page, and the preload of its largest photo (nothing unless a 200). */
  async function primed<T>(call: Call, largest: LargestPhoto): Promise<{ head: string; answer: T } | null> {
    const url = await urlOfCall(call);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return null;
    const answer = res.json<{ data: T }>();
    return { head: [photoPreload(largest(answer)), primedScript({ [url]: answer })].filter(Boolean).join('\n'), answer: answer.data };
  }

  /**
   * The page's head (the remote's files, its data) and, when the data came, the page drawn from
   * it with the stylesheets it needs at once (the shell's, the remote's): its cards paint from the
   * HTML while the JavaScript loads.
   */
  async function parts<T>(remote: string, request: FastifyRequest, reply: FastifyReply, data: Promise<{ head: string; answer: T } | null> | null,
    draw: (answer: T) => Promise<string>): Promise<FirstViewParts> {
    const filesFor = remoteFiles(remote, request, reply);
    const [sent, files] = await Promise.all([data, filesFor]);
    // Without the remote's styles (its manifest unread, a remote on another address) nothing is drawn.
    const markup = sent && files.styled ? await drawn(request, () => draw(sent.answer)) : '';
    return drawnParts(markup, [files.hints(Boolean(markup)), sent?.head ?? '']);
  }

  /** The head (with the stylesheets a drawn page needs at once, the shell's) and the drawn page, if any. */
  function drawnParts(markup: string, head: string[]): FirstViewParts {
    if (!markup) return { head: head.filter(Boolean).join('\n'), body: '' };
    const shellStyles = shell.bootFiles().files.filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`);
    return {
      head: [...shellStyles, FIRST_VIEW_STYLE, ...head].filter(Boolean).join('\n'),
      body: `<div id="${FIRST_VIEW_ELEMENT_ID}">${markup}</div>`,
    };
  }

  /** A drawing that failed leaves the page to the browser, as before. */
  const drawn = (request: FastifyRequest, draw: () => Promise<string>) => draw().catch((err: unknown) => {
    request.log.warn({ err }, 'first view: markup not drawn');
    return '';
  });

  return {
    /** The home: its hero drawn (the shell's own page: no remote, no data; the shell's styles are enough). */
    home: async (request: FastifyRequest): Promise<FirstViewParts> =>
      drawnParts(await drawn(request, async () => (await markupRenderer('homeMarkup'))()), []),
    /**
     * /risultati[/:make[/:model]]?…: the search the page makes first, and its first cards drawn
     * under `heading` (an AI search asks its parser first: nothing is sent).
     */
    results(request: FastifyRequest<{ Params: { make?: string; model?: string } }>, reply: FastifyReply, heading: string): Promise<FirstViewParts> {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const data = new URLSearchParams(search).has('ai') ? null
        : primed<ListingPage>((api) => api.listings.search(routeStateToFilters(request.params, search)), firstCard);
      return parts(PAGE_REMOTES.results, request, reply, data,
        // No cards: the page's own empty state (with its suggestions) is the browser's to draw.
        async (page) => (page.items.length ? (await markupRenderer('resultsMarkup'))({ heading, page, url: request.url }) : ''));
    },
    /** A listing's page: the listing, and its path, title, price and first photo drawn. */
    listing: (uuid: string, request: FastifyRequest, reply: FastifyReply): Promise<FirstViewParts> =>
      parts(PAGE_REMOTES.listing, request, reply, primed<ListingDetail>((api) => api.listings.get(uuid), firstPhoto),
        async (listing) => (await markupRenderer('listingMarkup'))({ listing, url: request.url })),
  };
}

export type FirstView = ReturnType<typeof firstView>;
