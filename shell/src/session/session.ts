/**
 * The shell's side of the session contract (@automercato/shell-api): it gives the effects
 * their handlers, loads the session for the guards, keeps the tabs in step and re-runs the
 * guards of the current page when the user changes.
 */
import {
  $currentUser,
  $ownDealers,
  fetchUserFx,
  isLoggedIn,
  locationChanged,
  logoutFx,
  navigateFx,
  openExternalFx,
  openPlanCheckoutFx,
  ownDealersSet,
  profileRefreshRequested,
  showToastFx,
  userLoggedOut,
  userProfileChanged,
  userReset,
  type CurrentUser,
  type OwnDealer,
} from '@automercato/shell-api';
import { fetchCurrentUser, logout, planCheckoutUrl } from './api';
import { connectSessionBroadcast } from './broadcast';
import { loadOwnDealers } from './ownDealers';

fetchUserFx.use(fetchCurrentUser);
logoutFx.use(logout);

let firstLoad: Promise<unknown> | null = null;
let firstLoadDone = false;
/** The user (uuid and role in use) whose owned dealers are in $ownDealers: a role change reloads them. */
let dealersOf: string | null = null;
const dealersKey = (user: CurrentUser) => `${user.uuid}:${user.role}`;

/** GET /api/session once (again after a failure); later changes arrive through the units. */
function loadSessionOnce(): Promise<unknown> {
  if (firstLoadDone) return Promise.resolve();
  firstLoad ??= fetchUserFx().then(
    () => {
      firstLoadDone = true;
    },
    (error: unknown) => {
      firstLoad = null;
      throw error;
    },
  );
  return firstLoad;
}

async function ensureOwnDealers(user: CurrentUser | null): Promise<readonly OwnDealer[]> {
  if (!isLoggedIn(user)) {
    dealersOf = null;
    return [];
  }
  if (dealersOf !== dealersKey(user)) {
    const list = await loadOwnDealers(user);
    ownDealersSet(list);
    dealersOf = dealersKey(user);
  }
  return $ownDealers.getState();
}

export interface SessionSnapshot {
  user: CurrentUser | null;
  ownDealers: readonly OwnDealer[];
}

/** The session as the guards need it: waits for GET /api/session and the owned dealers. */
export async function ensureSession(): Promise<SessionSnapshot> {
  await loadSessionOnce();
  const user = $currentUser.getState();
  const ownDealers = await ensureOwnDealers(user);
  return { user, ownDealers };
}

/** Starts GET /api/session at boot, in parallel with the first render (the header needs it). */
export function startSession(): void {
  loadSessionOnce().catch((error: unknown) => {
    console.warn('[session] GET /api/session failed', error);
  });
}

interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  revalidate(): Promise<void> | void;
  subscribe(fn: (state: { location: { pathname: string; search: string; hash: string } }) => void): () => void;
  state: { location: { pathname: string; search: string; hash: string } };
}

/** Connects the units that need the router and the window. Call once, at boot. */
export function connectSession(router: RouterLike): () => void {
  navigateFx.use(({ to, replace }) => void router.navigate(to, replace ? { replace: true } : {}));
  openExternalFx.use((url) => window.location.assign(url));
  openPlanCheckoutFx.use(async ({ dealerUuid, planUuid }) => window.location.assign(await planCheckoutUrl(dealerUuid, planUuid)));

  const report = (location: { pathname: string; search: string; hash: string }) =>
    locationChanged({ pathname: location.pathname, search: location.search, hash: location.hash });
  report(router.state.location);
  const unsubscribeRouter = router.subscribe((state) => report(state.location));

  const broadcast = connectSessionBroadcast({
    onProfile: () => profileRefreshRequested(),
    onLogout: () => {
      userReset();
      void router.navigate('/');
    },
  });

  const subscriptions = [
    userProfileChanged.watch(() => broadcast.send({ type: 'user:profile' })),
    userLoggedOut.watch(() => {
      broadcast.send({ type: 'user:logout' });
      void router.navigate('/');
    }),
    // Another user (or none): the guards of the page on screen decide again.
    $currentUser.updates.watch((user) => {
      if (!isLoggedIn(user)) dealersOf = null;
      if (firstLoadDone) void router.revalidate();
    }),
    // Programming errors of remotes: invalid toasts.
    showToastFx.failData.watch((error) => console.error('[toast]', error.message)),
  ];

  return () => {
    unsubscribeRouter();
    broadcast.close();
    for (const s of subscriptions) s.unsubscribe();
  };
}
