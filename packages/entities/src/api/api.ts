/**
 * THE API client of the remotes: one instance on the page (this package is a federation
 * singleton), created on first use. A 302 answer (a back-end page such as the checkout) goes
 * through the shell's navigation. Tests and a standalone remote may put another in its place
 * with `provideApi` (a client over a scripted fetch, or a mock).
 */
import { createApi, createHttp, type Api } from '@automercato/api-sdk';
import { navigationRequested, type CurrentUser } from '@automercato/shell-api';

let current: Api | null = null;
let provided: Api | null = null;

/** The client every remote calls the API with (in components: `useApi()`, the same one). */
export function getApi(): Api {
  if (provided) return provided;
  current ??= createApi(createHttp({ navigate: (to) => navigationRequested({ to }) }));
  return current;
}

/** Hook form of `getApi` for components. */
export function useApi(): Api {
  return getApi();
}

/** Replaces the client (tests, standalone runs); `null` goes back to the real one. */
export function provideApi(api: Api | null): void {
  provided = api;
}

/** GET /api/session as the shell reads it: the signed-in user, or null for a guest (no 401 logged). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  return (await getApi().user.getSession()) as CurrentUser | null;
}
