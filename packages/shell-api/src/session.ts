/**
 * The session: who is signed in (SPEC §3 "Current user", §4 "Logged in", §6 roles).
 *
 * - `userSet` replaces the user, `userReset` forgets it (a changed profile is fetched again,
 *   never patched here, so the host holds what the API said).
 * - `fetchUserFx` has no handler here: the shell gives it one (GET /api/session, a guest is
 *   `null`). `sessionRequested` loads the session once at boot; `profileRefreshRequested`
 *   re-fetches it (another tab changed the profile, a remote saved it…), and a failed
 *   refresh opens the error dialog of SPEC §4 through the confirm units.
 * - `logoutFx` (handler by the shell) ends the session; `userProfileChanged` tells the other
 *   tabs to re-fetch their profile (the shell broadcasts `user:profile`).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ADMIN_ROLES as CONTRACT_ADMIN_ROLES, DEALER_ROLE, type User } from '@automercato/api-contract';
import { confirmFx } from './confirm';

/** Roles that open the admin area (SPEC §6, DECISIONS "Product"): the API contract's. */
export const ADMIN_ROLES: readonly string[] = CONTRACT_ADMIN_ROLES;
/** Role of a user who owns or administers one or more dealers. */
export { DEALER_ROLE };

/** The signed-in user: the contract's `User` (GET /api/user, GET /api/session). */
export type CurrentUser = User;

export function isLoggedIn(user: CurrentUser | null): user is CurrentUser {
  return typeof user?.uuid === 'string' && user.uuid.length > 0;
}

export function isEmailVerified(user: CurrentUser | null): boolean {
  return isLoggedIn(user) && typeof user.email_verified_at === 'string' && user.email_verified_at.length > 0;
}

export function isAdmin(user: CurrentUser | null): boolean {
  return isLoggedIn(user) && ADMIN_ROLES.includes(user.role);
}

/** The text shown when the profile cannot be loaded and the error has none (SPEC §8). */
export const PROFILE_LOAD_ERROR = 'Non è stato possibile caricare il profilo utente';
export const PROFILE_ERROR_TITLE = "Errore durante il recupero dei dati dell'utente";
/** The profile-error dialog closes by itself after this long (SPEC §9). */
export const PROFILE_ERROR_TIMEOUT_MS = 5000;

export const userSet = createEvent<CurrentUser>('userSet');
export const userReset = createEvent('userReset');

export const $currentUser = createStore<CurrentUser | null>(null, { name: '$currentUser' })
  .on(userSet, (_, user) => user)
  .reset(userReset);

export const $isLoggedIn = $currentUser.map(isLoggedIn);
export const $isEmailVerified = $currentUser.map(isEmailVerified);
export const $isAdmin = $currentUser.map(isAdmin);
export const $userRole = $currentUser.map((user) => user?.role ?? null);

/** GET /api/session: the user, or `null` for a guest. Handler provided by the shell. */
export const fetchUserFx = createEffect<void, CurrentUser | null>({ name: 'fetchUserFx' });

/** Boot: load the session once. */
export const sessionRequested = createEvent('sessionRequested');
const loadSessionFx = attach({ name: 'loadSessionFx', effect: fetchUserFx });
/** Re-fetch and store the profile (SPEC §2 "user:profile"). */
export const profileRefreshRequested = createEvent('profileRefreshRequested');
export const refreshProfileFx = attach({ name: 'refreshProfileFx', effect: fetchUserFx });

/** True once the first answer about the session arrived (user, guest or failure). */
export const $sessionChecked = createStore(false, { name: '$sessionChecked' })
  .on(fetchUserFx.finally, () => true)
  .on(userSet, () => true);

sample({ clock: sessionRequested, target: loadSessionFx });
sample({ clock: profileRefreshRequested, target: refreshProfileFx });

const userLoaded = sample({ clock: fetchUserFx.doneData, filter: isLoggedIn });
sample({ clock: userLoaded, target: userSet });
sample({ clock: fetchUserFx.doneData, filter: (user) => !isLoggedIn(user), target: userReset });

/** The failure dialog of SPEC §4: title, the error text, no choice button, 5 s. */
sample({
  clock: refreshProfileFx.failData,
  fn: (error) => ({
    title: PROFILE_ERROR_TITLE,
    text: error instanceof Error && error.message ? error.message : PROFILE_LOAD_ERROR,
    showChoices: false,
    timeout: PROFILE_ERROR_TIMEOUT_MS,
  }),
  target: confirmFx,
});

/** This tab changed the profile (sign-in, saved settings…): other tabs re-fetch theirs. */
export const userProfileChanged = createEvent('userProfileChanged');

/** Ends the session (POST /api/logout); handler provided by the shell. */
export const logoutFx = createEffect<void, void>({ name: 'logoutFx' });
/** The user logged out in this tab (the shell resets the session and tells other tabs). */
export const userLoggedOut = createEvent('userLoggedOut');
sample({ clock: logoutFx.done, target: [userReset, userLoggedOut] });

/** Convenience for views: the bits of the session a header needs, in one store. */
export const $session = combine({
  user: $currentUser,
  checked: $sessionChecked,
  isLoggedIn: $isLoggedIn,
  isEmailVerified: $isEmailVerified,
  isAdmin: $isAdmin,
});
