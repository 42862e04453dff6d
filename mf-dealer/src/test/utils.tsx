/**
 * Test harness: the real api-sdk over a scripted fetch (so envelopes, ApiError and field errors
 * are the SDK's own), the remote's routes mounted the way the shell mounts them.
 */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, useRoutes } from '@automercato/router';
import { createApi, createHttp, type Api } from '@automercato/api-sdk';
import { locationChanged, navigateFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { routes } from '../routes';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown };
export type Handler = (call: Call) => Reply | Promise<Reply> | undefined;

export const ok = (data: unknown, status = 200) => ({ status, body: { error: false, error_code: '0', data, error_message: null } });
export const fail = (status: number, code: string, message: string, data: unknown = null) => ({
  status,
  body: { error: true, error_code: code, data, error_message: message },
});

/** An Api whose fetch asks `handlers` in turn (first answer wins; none → 404 code 4). */
export function fakeApi(...handlers: Handler[]): { api: Api; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    let reply: Reply | undefined;
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
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function RemoteRoutes() {
  return useRoutes(routes) ?? <p>nessuna pagina</p>;
}

/** The remote's routes at `path`, with `api` as the page's one client (as the shell provides it). */
export function renderRoute(path: string, api: Api) {
  const router = createMemoryRouter(
    [{ path: '*', element: (<><RemoteRoutes /><LocationProbe /></>) }],
    { initialEntries: [path] },
  );
  provideApi(api);
  navigateFx.use(({ to, replace }) => void router.navigate(to, { replace: Boolean(replace) }));
  locationChanged(router.state.location);
  return { router, ...render(<RouterProvider router={router} />) };
}
