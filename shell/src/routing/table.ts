/**
 * THE route table of AutoMercato (SPEC §2): every address, who renders it, its layout,
 * its page title and its guards. Pure data: `routes.tsx` turns it into the router.
 *
 * - `page`: a page of the shell (lazy-loaded, except the home page);
 * - `remote`: a page of a remote, which renders its own `./routes` against the full path;
 *   the shell adds the layout, the guards and a title while the remote loads;
 * - `redirect`: a fixed or computed destination (the query string is kept).
 * Guards run in the order listed (SPEC §5); `notFoundUnless` turns a malformed address
 * into the 404 screen before any guard runs.
 */
import type { AreaRemote } from '../federation/needs';
import type { GuardName } from '../guards/guards';

export type LayoutKind = 'default' | 'auth' | 'empty';

export type ShellPageKey =
  | 'home'
  | 'signin'
  | 'signup'
  | 'profile'
  | 'faq'
  | 'tos'
  | 'about-us'
  | 'contact-us'
  | 'for-dealers'
  | 'how-it-works'
  | 'privacy-policy'
  | 'purchase-ok'
  | 'purchase-ko'
  | 'verify-email'
  | 'email-verified'
  | 'email-token-expired'
  | 'password-recover'
  | 'password-reset'
  | 'password-updated'
  | 'password-token-expired'
  | 'vat-contest'
  | 'dev'
  | 'placeholder-list'
  | 'placeholder-technology'
  | 'placeholder-about'
  | 'placeholder-dealer'
  | 'placeholder-contatti';

type Params = Readonly<Record<string, string | undefined>>;

interface EntryBase {
  /** react-router pattern, from the site root, without the leading slash. */
  path: string;
  guards?: readonly GuardName[];
  /** `/email-verified` needs `verified=1`, otherwise it goes to `to`. */
  requireQuery?: { key: string; value: string; otherwise: string };
  /** A malformed address (e.g. buy-plan without a plan uuid): 404 'Not found'. */
  notFoundUnless?: (params: Params) => boolean;
}

export interface PageEntry extends EntryBase {
  kind: 'page';
  page: ShellPageKey;
  title: string;
  layout: LayoutKind;
}

export interface RemoteEntry extends EntryBase {
  kind: 'remote';
  /** A remote whose `./routes` the shell loads (federation/needs.ts). */
  remote: AreaRemote;
  /** Shown while the remote loads (the remote then sets its own). */
  title: string;
  layout: LayoutKind;
}

export interface RedirectEntry extends EntryBase {
  kind: 'redirect';
  to: string | ((params: Params) => string);
}

export type RouteEntry = PageEntry | RemoteEntry | RedirectEntry;

export { HOME_TITLE, SITE_NAME, pageTitle } from './titles';
import { HOME_TITLE, pageTitle } from './titles';

import { isUuid } from '@automercato/api-sdk';

export { isUuid };

/** `buy-plan-{planuuid}` → the plan uuid, or null. */
export function buyPlanUuid(segment: string | undefined): string | null {
  const match = /^buy-plan-(.+)$/.exec(segment ?? '');
  return match?.[1] && isUuid(match[1]) ? match[1] : null;
}

const page = (path: string, key: ShellPageKey, title: string, layout: LayoutKind = 'default', extra: Partial<PageEntry> = {}): PageEntry => ({
  kind: 'page',
  path,
  page: key,
  title: pageTitle(title),
  layout,
  ...extra,
});

const remote = (
  path: string,
  name: AreaRemote,
  title: string,
  extra: Partial<RemoteEntry> = {},
): RemoteEntry => ({ kind: 'remote', path, remote: name, title: pageTitle(title), layout: 'default', ...extra });

const redirect = (path: string, to: RedirectEntry['to'], extra: Partial<RedirectEntry> = {}): RedirectEntry => ({
  kind: 'redirect',
  path,
  to,
  ...extra,
});

/** Dealer pages: logged-in dealer, verified e-mail, owner of that dealer (SPEC §2 "Dealer"). */
const DEALER_AREA: readonly GuardName[] = ['loggedInDealer', 'emailVerified', 'ownsDealer'];
/** Admin pages: logged in, admin, verified e-mail (SPEC §2 "Admin"). */
const ADMIN_AREA: readonly GuardName[] = ['loggedIn', 'admin', 'emailVerified'];

export const DEALER_SECTIONS = ['plan', 'carfax', 'listings', 'messages', 'carfax-reports', 'statistics', 'import', 'settings'] as const;
export const ADMIN_SECTIONS = ['users', 'carfax', 'listings', 'messages', 'dealers', 'carfax-reports', 'dealer-admins'] as const;
/**
 * The vehicle-history sections are pages of mf-carfax (README "why the report views are routed to
 * mf-carfax"): the team that owns reports deploys them alone; the area's tabs come from the shared
 * @automercato/entities/area-nav.
 */
const CARFAX_SECTIONS: ReadonlySet<string> = new Set(['carfax', 'carfax-reports']);
const sectionRemote = (section: string, owner: AreaRemote): AreaRemote => (CARFAX_SECTIONS.has(section) ? 'mf_carfax' : owner);
export const INFO_PAGES = ['faq', 'tos', 'about-us', 'contact-us', 'for-dealers', 'how-it-works', 'privacy-policy'] as const;

const dealerPath = (params: Params, section: string) => `/dealer/${encodeURIComponent(params['dealerUuid'] ?? '')}/${section}`;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // ── Public ───────────────────────────────────────────────────────────────────────────
  { kind: 'page', path: '', page: 'home', title: HOME_TITLE, layout: 'default' },
  redirect('login', '/signin'),
  redirect('register', '/signup'),
  page('signin', 'signin', 'Accedi', 'auth', { guards: ['guestOnly'] }),
  page('signup', 'signup', 'Registrati', 'auth', { guards: ['guestOnly'] }),
  remote('risultati/:make?/:model?', 'mf_search', 'Risultati di ricerca'),
  remote('item/:uuid', 'mf_listing', 'Annuncio'),
  remote('annunci/:city/:make/:model/:dealer/:uuid', 'mf_listing', 'Annuncio'),
  remote('carfax', 'mf_carfax', 'Storia del veicolo'),
  // The buyer's private link (mailed on approval): public, the token is the key.
  remote('carfax/report/:token', 'mf_carfax', 'Report Carfax'),
  // A signed-in buyer's approved request, opened from the profile.
  remote('carfax/richieste/:requestId', 'mf_carfax', 'Report Carfax', { guards: ['loggedIn'] }),
  remote('favourites', 'mf_search', 'Preferiti'),
  page('profile', 'profile', 'Il mio profilo', 'default', { guards: ['loggedIn'] }),
  page('faq', 'faq', 'Domande frequenti'),
  page('tos', 'tos', 'Termini e condizioni'),
  page('about-us', 'about-us', 'Chi siamo'),
  page('contact-us', 'contact-us', 'Contatti'),
  page('for-dealers', 'for-dealers', 'Per i concessionari'),
  page('how-it-works', 'how-it-works', 'Come funziona'),
  page('privacy-policy', 'privacy-policy', 'Informativa sulla privacy'),
  page('purchase-ok', 'purchase-ok', 'Acquisto completato'),
  page('purchase-ko', 'purchase-ko', 'Acquisto non riuscito'),
  page('verify-email', 'verify-email', 'Verifica la tua email', 'auth', { guards: ['loggedIn', 'emailUnverified'] }),
  page('email-verified', 'email-verified', 'Email verificata', 'auth', {
    requireQuery: { key: 'verified', value: '1', otherwise: '/email-token-expired' },
  }),
  page('email-token-expired', 'email-token-expired', 'Link di verifica scaduto', 'auth'),
  page('password-recover', 'password-recover', 'Recupera la password', 'auth'),
  page('password-reset/:token', 'password-reset', 'Imposta una nuova password', 'auth', { guards: ['passwordTokenValid'] }),
  page('password-updated', 'password-updated', 'Password aggiornata', 'auth'),
  page('password-token-expired', 'password-token-expired', 'Link per la password scaduto', 'auth'),
  // The genuine company contests a dealer's registration of its partita IVA.
  page('contesta-partita-iva', 'vat-contest', 'Contesta una partita IVA', 'auth'),
  page('dev', 'dev', 'Sviluppo'),
  page('list', 'placeholder-list', 'Annunci'),
  page('technology', 'placeholder-technology', 'Tecnologia'),
  page('about', 'placeholder-about', 'Chi siamo'),
  page('dealer', 'placeholder-dealer', 'Concessionari'),
  page('contatti', 'placeholder-contatti', 'Contatti'),
  // /sitemap.xml is served by the server (see routes.tsx: a full page load, never the SPA).

  // ── Free trial ───────────────────────────────────────────────────────────────────────
  remote('free-trial/:dealerUuid/activate', 'mf_dealer', 'Prova Gratuita 30 Giorni', {
    guards: ['loggedInDealer', 'emailVerified', 'dealerTargetChosen', 'ownsDealer'],
  }),
  remote('free-trial/:dealerUuid/activated', 'mf_dealer', 'Prova gratuita attivata', { guards: ['loggedInDealer'] }),

  // ── Dealer ───────────────────────────────────────────────────────────────────────────
  redirect('dealer/signin', '/signin?dealer=true'),
  redirect('dealer/login', '/dealer/signin'),
  redirect('dealer/register', '/dealer/signup'),
  remote('dealer/signup', 'mf_dealer', 'Registrazione concessionario', { guards: ['guestOnly'], layout: 'auth' }),
  remote('dealer/target', 'mf_dealer', 'Scegli il concessionario', {
    guards: ['loggedIn', 'ownsDealer', 'dealerTargetChosen'],
  }),
  remote('dealer/no-associated', 'mf_dealer', 'Nessun concessionario associato'),
  remote('dealer/failed-verification', 'mf_dealer', 'Verifica non riuscita'),
  remote('dealer/plan-purchase-ok', 'mf_dealer', 'Piano attivato'),
  remote('dealer/plan-purchase-ko', 'mf_dealer', 'Acquisto del piano non riuscito'),
  redirect('dealer/:dealerUuid', (params) => dealerPath(params, 'listings')),
  redirect('dealer/:dealerUuid/dashboard', (params) => dealerPath(params, 'listings')),
  ...DEALER_SECTIONS.map((section) =>
    remote(`dealer/:dealerUuid/${section}`, sectionRemote(section, 'mf_dealer'), 'Area concessionario', { guards: DEALER_AREA }),
  ),
  remote('dealer/:dealerUuid/carfax-reports/:reportId', 'mf_carfax', 'Report Carfax', { guards: DEALER_AREA }),
  // The listing editor (mf-dealer): a new listing, then the same page by listing uuid.
  remote('dealer/:dealerUuid/listings/new', 'mf_dealer', 'Nuovo annuncio', { guards: DEALER_AREA }),
  remote('dealer/:dealerUuid/listings/:listingId', 'mf_dealer', 'Modifica annuncio', {
    guards: DEALER_AREA,
    notFoundUnless: (params) => isUuid(params['listingId']),
  }),
  // buy-plan-{planuuid}: react-router has no partial segments, so the segment is checked here.
  remote('dealer/:dealerUuid/:buyPlan', 'mf_dealer', 'Acquista un piano', {
    guards: DEALER_AREA,
    notFoundUnless: (params) =>
      (isUuid(params['dealerUuid']) || params['dealerUuid'] === 'q') && buyPlanUuid(params['buyPlan']) !== null,
  }),

  // ── Admin ────────────────────────────────────────────────────────────────────────────
  redirect('admin', '/admin/users', { guards: ADMIN_AREA }),
  ...ADMIN_SECTIONS.map((section) => remote(`admin/${section}`, sectionRemote(section, 'mf_admin'), 'Amministrazione', { guards: ADMIN_AREA })),
  remote('admin/carfax-reports/:reportId', 'mf_carfax', 'Report Carfax', { guards: ADMIN_AREA }),
  remote('admin/dealers/:uuid', 'mf_admin', 'Amministrazione', { guards: ADMIN_AREA }),
  remote('admin/dealer-admins/:uuid', 'mf_admin', 'Amministrazione', { guards: ADMIN_AREA }),
  // Releases of the remotes (admins see, super-admins change; the API decides who may).
  remote('admin/releases', 'mf_admin', 'Rilasci', { guards: ADMIN_AREA }),
  // SPEC §7 "Links to the back end": the operations pages, admin-only areas of mf-admin.
  remote('pulse', 'mf_admin', 'Pulse', { guards: ADMIN_AREA }),
  remote('horizon', 'mf_admin', 'Horizon', { guards: ADMIN_AREA }),
];

/** Computes a redirect entry's destination, keeping the request's query string. */
export function redirectTarget(entry: RedirectEntry, params: Params, search: string): string {
  const to = typeof entry.to === 'function' ? entry.to(params) : entry.to;
  if (!search || search === '?') return to;
  const [path, query = ''] = to.split('?');
  const merged = new URLSearchParams(query);
  for (const [key, value] of new URLSearchParams(search)) if (!merged.has(key)) merged.append(key, value);
  const text = merged.toString();
  return text ? `${path}?${text}` : (path ?? to);
}
