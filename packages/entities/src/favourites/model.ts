/**
 * Favourites: the set of saved listing ids, the same for every heart on the page, in every
 * remote (this package is a federation singleton: the results cards of mf-search and the
 * listing page of mf-listing read and change one set).
 *
 * - Loaded per signed-in user (GET /api/listings/favourites, up to 5 pages of 100), when a
 *   page that shows hearts mounts or when the user signs in while it is on screen.
 * - A tap adds or removes at once (optimistic); a failure puts the heart back and shows the
 *   error toast.
 * - A guest who taps a heart is asked to sign in; the id waits in sessionStorage and is saved
 *   as soon as `$currentUser` is set (after /signin?redirectTo=<this page>).
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $currentUser,
  $location,
  confirmFx,
  isLoggedIn,
  navigationRequested,
  rememberPendingFavourite,
  takePendingFavourite,
  toastShown,
  type CurrentUser,
} from '@automercato/shell-api';
import { ApiError, errorTexts } from '@automercato/api-sdk';
// Through the package's own entry, not '../api/api': in a federated build the client is then
// the one shared `@automercato/entities/api` module, not a second copy inside this entry.
import { getApi } from '@automercato/entities/api';

export const FAVOURITES_PAGE_SIZE = 100;
/** Pages of saved listings read (the API gives at most 100 a page). */
export const FAVOURITES_MAX_PAGES = 5;
export const SIGN_IN_TITLE = 'Accedi per salvare i preferiti';
export const SIGN_IN_TEXT =
  'Per salvare gli annunci che ti interessano e ritrovarli da qualsiasi dispositivo accedi al tuo account. Salveremo questo annuncio subito dopo l\'accesso.';
export const SAVE_ERROR = 'Non è stato possibile aggiornare i preferiti. Riprova.';

/** The sign-in question a guest's tap asks; a view may word it for its place. */
export interface SignInPrompt {
  text: string;
  /** The "no" button. */
  no: string;
}
export const DEFAULT_SIGN_IN_PROMPT: SignInPrompt = { text: SIGN_IN_TEXT, no: 'Non ora' };

/** A tap on a heart: the listing id, or the id with the view's own sign-in wording. */
export type FavouriteTap = string | { id: string; prompt?: SignInPrompt };

/** /signin?redirectTo=<path>: back to the same page after signing in. */
export function signInHref(path: string): string {
  return `/signin?redirectTo=${encodeURIComponent(path || '/')}`;
}

// ── effects (handlers replaceable in tests: fork({ handlers })) ─────────────────────
export const fetchFavouriteIdsFx = createEffect<void, string[]>({
  name: 'fetchFavouriteIdsFx',
  handler: async () => {
    const ids: string[] = [];
    for (let page = 1; page <= FAVOURITES_MAX_PAGES; page++) {
      const result = await getApi().listings.favourites.list({ page, per_page: FAVOURITES_PAGE_SIZE });
      ids.push(...result.items.map((item) => item.uuid));
      if (page >= result.meta.last_page) break;
    }
    return ids;
  },
});
export const addFavouriteFx = createEffect<string, void>({
  name: 'addFavouriteFx',
  handler: async (id) => {
    await getApi().listings.favourites.add(id);
  },
});
export const removeFavouriteFx = createEffect<string, void>({
  name: 'removeFavouriteFx',
  handler: async (id) => {
    await getApi().listings.favourites.remove(id);
  },
});
export const storePendingFx = createEffect<string, void>({ name: 'storePendingFx', handler: rememberPendingFavourite });
/** Reads and forgets the pending id. */
export const takePendingFx = createEffect<void, string | null>({ name: 'takePendingFx', handler: takePendingFavourite });

// ── events ─────────────────────────────────────────────────────────────────────
/** A page with hearts mounted: (re)loads the set, since another remote (the listing page) may have changed it. */
export const favouritesMounted = createEvent('favouritesMounted');
/** The user tapped a heart. */
export const favouriteToggled = createEvent<FavouriteTap>('favouriteToggled');

// ── state ──────────────────────────────────────────────────────────────────────
/** Saved listing ids, most recent first. */
export const $favouriteIds = createStore<string[]>([], { name: '$favouriteIds' });
/** uuid of the user whose favourites are in $favouriteIds (null: none loaded). */
export const $loadedFor = createStore<string | null>(null, { name: '$favouritesLoadedFor' });
/** Ids with a save or removal in flight (ignored clicks meanwhile). */
export const $busyIds = createStore<string[]>([], { name: '$favouriteBusyIds' });
export const $favouritesLoading = fetchFavouriteIdsFx.pending;

const loadFx = attach({ effect: fetchFavouriteIdsFx, name: 'loadFavouritesFx' });
const saveFx = attach({ effect: addFavouriteFx, name: 'saveFavouriteFx' });
const unsaveFx = attach({ effect: removeFavouriteFx, name: 'unsaveFavouriteFx' });
const savePendingFx = attach({ effect: addFavouriteFx, name: 'savePendingFavouriteFx' });

const without = (ids: string[], id: string) => ids.filter((x) => x !== id);
const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [id, ...ids]);

// Load for the signed-in user: when the user changes, and again whenever a page with hearts mounts.
const userToLoad = sample({
  clock: $currentUser.updates,
  source: { user: $currentUser, loadedFor: $loadedFor, loading: fetchFavouriteIdsFx.pending },
  filter: ({ user, loadedFor, loading }) => isLoggedIn(user) && user.uuid !== loadedFor && !loading,
  fn: ({ user }) => (user as CurrentUser).uuid,
});
const pageToLoad = sample({
  clock: favouritesMounted,
  source: { user: $currentUser, loading: fetchFavouriteIdsFx.pending },
  filter: ({ user, loading }) => isLoggedIn(user) && !loading,
  fn: ({ user }) => (user as CurrentUser).uuid,
});
sample({ clock: [userToLoad, pageToLoad], target: loadFx });
$loadedFor.on([userToLoad, pageToLoad], (_, uuid) => uuid);
$loadedFor.on(loadFx.fail, () => null);

// The answer, with the taps made while it travelled applied on top.
const $inFlight = createStore<{ add: string[]; remove: string[] }>({ add: [], remove: [] }, { name: '$favouritesInFlight' })
  .on(saveFx, (s, id) => ({ add: withId(s.add, id), remove: without(s.remove, id) }))
  .on(savePendingFx, (s, id) => ({ add: withId(s.add, id), remove: without(s.remove, id) }))
  .on(unsaveFx, (s, id) => ({ add: without(s.add, id), remove: withId(s.remove, id) }))
  .on([saveFx.finally, savePendingFx.finally], (s, { params }) => ({ ...s, add: without(s.add, params) }))
  .on(unsaveFx.finally, (s, { params }) => ({ ...s, remove: without(s.remove, params) }));

sample({
  clock: loadFx.doneData,
  source: $inFlight,
  fn: ({ add, remove }, ids) => add.reduce(withId, ids.filter((id) => !remove.includes(id))),
  target: $favouriteIds,
});

// Signed out (or another user): forget.
const signedOut = sample({ clock: $currentUser.updates, filter: (user) => !isLoggedIn(user) });
$favouriteIds.reset(signedOut);
$loadedFor.reset(signedOut);

// A tap by a signed-in user: optimistic add or remove.
const tapped = favouriteToggled.map((t) =>
  typeof t === 'string' ? { id: t, prompt: DEFAULT_SIGN_IN_PROMPT } : { id: t.id, prompt: t.prompt ?? DEFAULT_SIGN_IN_PROMPT },
);
const tap = sample({
  clock: tapped,
  source: { user: $currentUser, ids: $favouriteIds, busy: $busyIds },
  filter: ({ busy }, { id }) => !busy.includes(id),
  fn: ({ user, ids }, { id, prompt }) => ({ id, prompt, signedIn: isLoggedIn(user), saved: ids.includes(id) }),
});
sample({ clock: tap, filter: (t) => t.signedIn && !t.saved, fn: (t) => t.id, target: saveFx });
sample({ clock: tap, filter: (t) => t.signedIn && t.saved, fn: (t) => t.id, target: unsaveFx });

$favouriteIds
  .on([saveFx, savePendingFx], withId)
  .on(unsaveFx, without)
  // Rollback.
  .on(saveFx.fail, (ids, { params }) => without(ids, params))
  .on(unsaveFx.fail, (ids, { params }) => withId(ids, params));

$busyIds
  .on([saveFx, unsaveFx], withId)
  .on([saveFx.finally, unsaveFx.finally], (ids, { params }) => without(ids, params));

const errorText = (error: unknown) =>
  error instanceof ApiError && error.code !== '1' ? error.message : SAVE_ERROR;

sample({
  clock: [saveFx.failData, unsaveFx.failData, savePendingFx.failData],
  fn: (error) => ({ title: errorTexts.errorTitle, text: errorText(error), icon: 'error' as const }),
  target: toastShown,
});

// A guest: remember the id, then ask to sign in.
const guestTap = sample({ clock: tap, filter: (t) => !t.signedIn });
sample({ clock: guestTap, fn: (t) => t.id, target: storePendingFx });

export const askSignInFx = attach({
  name: 'askSignInFx',
  source: $location,
  mapParams: (prompt: SignInPrompt, location) => ({ prompt, location }),
  effect: createEffect(async ({ prompt, location }: { prompt: SignInPrompt; location: { pathname: string; search: string } }) => {
    const yes = await confirmFx({ title: SIGN_IN_TITLE, text: prompt.text, yes: 'Accedi', no: prompt.no });
    return yes ? signInHref(`${location.pathname}${location.search}`) : null;
  }),
});
sample({ clock: guestTap, fn: (t) => t.prompt, target: askSignInFx });
sample({
  clock: askSignInFx.doneData,
  filter: (to): to is string => to !== null,
  fn: (to) => ({ to: to as string }),
  target: navigationRequested,
});
// "Non ora": nothing waits any more.
sample({ clock: askSignInFx.doneData, filter: (to) => to === null, target: takePendingFx });

// Signed in with an id waiting: save it once the set has loaded.
sample({ clock: loadFx.done, target: takePendingFx });
sample({
  clock: takePendingFx.doneData,
  source: { user: $currentUser, ids: $favouriteIds, loadedFor: $loadedFor },
  filter: ({ user, ids, loadedFor }, id) => isLoggedIn(user) && loadedFor === user.uuid && id !== null && !ids.includes(id),
  fn: (_, id) => id as string,
  target: savePendingFx,
});
$favouriteIds.on(savePendingFx.fail, (ids, { params }) => without(ids, params));
sample({
  clock: savePendingFx.done,
  fn: () => ({ title: errorTexts.successTitle, text: 'Annuncio salvato nei preferiti.', icon: 'success' as const }),
  target: toastShown,
});
