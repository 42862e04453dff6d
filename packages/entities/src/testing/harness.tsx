/**
 * The remotes' test harness (tests only; no remote's app code imports it): the real api-sdk over a
 * scripted fetch, and a remote's routes mounted as the shell mounts them, with its navigation and
 * its error screen as a probe.
 */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, useRouteError, useRoutes, type RouteObject } from '@automercato/router';
import { createApi, createHttp, type Api } from '@automercato/api-sdk';
import { isScreenError, locationChanged, navigateFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';

export interface Call { method: string; path: string; search: string; body: unknown }
export type Answer = { status?: number; body?: unknown };
export type Handler = (call: Call) => Answer | Promise<Answer> | undefined;

export const ok = (data: unknown, status = 200) => ({ status, body: { error: false, error_code: '0', data, error_message: null } });
export const fail = (status: number, code: string, message: string) => ({ status, body: { error: true, error_code: code, data: null, error_message: message } });

/** Answers `method path` (the query string aside) with `answer`, or with what the function returns at call time. */
export const on = (method: string, path: string, answer: Answer | (() => Answer | Promise<Answer>)): Handler => (call) =>
  call.method === method && call.path === path ? (typeof answer === 'function' ? answer() : answer) : undefined;

/** An Api whose fetch asks `handlers` in turn (the first answer wins; none → 404 code 4), recording every call. */
export function fakeApi(...handlers: Handler[]): { api: Api; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    let reply: Answer | undefined;
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer !== undefined) {
        reply = await answer;
        break;
      }
    }
    reply ??= fail(404, '4', 'La risorsa richiesta non esiste.');
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { api: createApi(createHttp({ fetch: fetch as typeof globalThis.fetch, getCookie: () => 'xsrf-token' })), calls };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The shell's error screen as the remote asks for it (a ScreenError's status). */
function ScreenProbe() {
  const error = useRouteError();
  if (!isScreenError(error)) throw error;
  return <div data-testid="screen-error" data-status={error.status} />;
}

/** Mounts a remote's routes at `path` with `api` as the client; the shell's navigation drives the memory router. */
export function renderRoutes(routes: RouteObject[], path: string, api: Api) {
  function RemoteRoutes() {
    return useRoutes(routes) ?? <p>nessuna pagina</p>;
  }
  const router = createMemoryRouter(
    [{ path: '*', errorElement: <ScreenProbe />, element: (<><RemoteRoutes /><LocationProbe /></>) }],
    { initialEntries: [path] },
  );
  provideApi(api);
  navigateFx.use(({ to, replace }) => void router.navigate(to, { replace: Boolean(replace) }));
  locationChanged(router.state.location);
  router.subscribe((state) => locationChanged(state.location));
  return { router, ...render(<RouterProvider router={router} />) };
}
