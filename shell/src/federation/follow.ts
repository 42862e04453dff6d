/**
 * The shell follows /remotes.json without a reload: each navigation asks remotes.ts to check
 * the map (at most once per CHECK_INTERVAL_MS; a 304 when nothing changed). The check starts as
 * the navigation starts, in parallel with its guards; the area the navigation mounts waits for
 * it (remoteLazy). The document's first address triggers nothing: its one fetch is the boot's.
 */
import { checkRemotesMap } from './remotes';

interface LocationLike {
  key?: string;
  pathname: string;
  search: string;
}

export interface FollowRouter {
  state: { location: LocationLike };
  subscribe(fn: (state: { location: LocationLike; navigation: { location?: LocationLike | undefined } }) => void): () => void;
}

const addressOf = (location: LocationLike) => `${location.key ?? ''} ${location.pathname}${location.search}`;

export function followRemotesMap(router: FollowRouter, check: () => unknown = checkRemotesMap): () => void {
  let seen = addressOf(router.state.location);
  return router.subscribe((state) => {
    const next = addressOf(state.navigation.location ?? state.location);
    if (next === seen) return;
    seen = next;
    try {
      void check();
    } catch {
      /* never in the way of a navigation */
    }
  });
}
