/**
 * @automercato/shell-api: the contract between the shell (host) and the remotes.
 *
 * What a remote exposes:
 * - `./routes`: a module shaped like `RemoteRoutes`. Route paths are written from the site
 *   root without the leading slash (`'risultati/:make?/:model?'`, `'favourites'`): the shell
 *   mounts the module at `/` for every URL prefix it assigns to that remote and shows its
 *   own 404 page when none of the remote's routes matches.
 * - optional widgets (`./home` for mf-search): a module whose default export is a component
 *   without required props (`RemoteWidget`).
 *
 * The shell owns layouts, error screens and loading/fallback states; a remote renders page
 * content only, and throws a `ScreenError` (404, 410…) to have the shell's error view shown. Remotes import react-router, React and this package as shared singletons,
 * so hooks such as useNavigate / useParams see the shell's router.
 *
 * Shared state and services are effector units (one instance on the page, shared like
 * React): the session (`$currentUser`…), the dealer state, toasts, the confirm dialog and
 * navigation. Remotes trigger units (`toastShown`, `confirmFx`, `navigationRequested`…) and
 * read stores with `useUnit` from effector-react; the shell implements them (renders the
 * toasts and the dialog, gives the effects without a handler their handler).
 *
 * A guest's heart waits in one place for every remote (`rememberPendingFavourite` /
 * `takePendingFavourite`): whichever remote is on screen after sign-in saves it.
 *
 * Adding an export here means the shell must be rebuilt and deployed with (or before) the
 * remote that uses it: the shell provides this package to every remote at run time.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from '@automercato/router';

export interface RemoteRoutes {
  routes: RouteObject[];
}

export interface RemoteWidget<P extends object = Record<string, never>> {
  default: ComponentType<P>;
}

/** Names under which remotes expose their modules (`exposes` keys are `./<name>`). */
export const EXPOSED = {
  routes: 'routes',
  home: 'home',
} as const;

export type ExposedName = (typeof EXPOSED)[keyof typeof EXPOSED];

export { startStandalone, type StandaloneRemoteProps, type StandaloneOptions } from './StandaloneRemote';

export * from './session';
export * from './dealer';
export * from './toast';
export * from './confirm';
export * from './navigation';
export { waitFx } from './timer';
export { ScreenError, isScreenError, type ScreenAction } from './screen';
export { PENDING_FAVOURITE_KEY, rememberPendingFavourite, takePendingFavourite, isPendingFavourite } from './pendingFavourite';
export { usePageDescription } from './head';
export { useOwnDealer, useOwnDealers } from './own-dealer';
