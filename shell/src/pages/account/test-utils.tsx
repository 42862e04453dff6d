/**
 * Test helpers for the account pages (happy-dom): a scripted API behind `fetch`, and a memory
 * router that renders one page and shows where navigation went.
 */
import type { CurrentUser } from '@automercato/shell-api';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from '@automercato/router';
import { toastsCleared, userReset } from '@automercato/shell-api';
import { forgetProviders } from './session';

export interface Reply {
  status?: number;
  /** The envelope's data (success) … */
  data?: unknown;
  /** … or a failure: error_code and error_message. */
  code?: string;
  message?: string | null;
  errors?: Record<string, string[]>;
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** `fetch` answering "METHOD /path" keys (query ignored) with envelopes; unknown paths → 404. */
export function fakeApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=test-token; path=/';
      return new Response(null, { status: 204 });
    }
    const route = routes[`${method} ${url.pathname}`];
    const reply: Reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, code: '4' });
    const failed = reply.code !== undefined && reply.code !== '0';
    const status = reply.status ?? (failed ? 422 : 200);
    const envelope = failed
      ? { error: true, error_code: reply.code, data: reply.errors ? { errors: reply.errors } : null, error_message: reply.message ?? null }
      : { error: false, error_code: '0', data: reply.data ?? null, error_message: null };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `Page` at `at` (its route pattern `pattern`), every other address shows where it is. */
export async function renderPage(Page: ComponentType, at: string, options: { pattern?: string; params?: Record<string, string> } = {}) {
  const pattern = options.pattern ?? new URL(at, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      // The shell's pages read their params from the resolver's loader data (useEntryParams).
      { path: pattern, element: <Page />, loader: () => ({ params: options.params ?? {} }), HydrateFallback: () => null },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  const { container } = render(<RouterProvider router={router} />);
  // Initialised is not yet drawn: RouterProvider commits its state in a React transition, so wait
  // for the page itself too (on a loaded machine a test otherwise met an empty <div>).
  await waitFor(() => {
    if (!router.state.initialized || !container.firstChild) throw new Error('router not ready');
  });
  return router;
}

export async function whereNow(): Promise<string> {
  return (await screen.findByTestId('where')).textContent ?? '';
}

export const USER: CurrentUser = {
  uuid: '11111111-2222-4333-8444-555555555555',
  email: 'giulia@automercato.example',
  name: 'Giulia',
  surname: 'Bianchi',
  phone: null,
  role: 'customer',
  roles: ['customer'],
  email_verified_at: '2026-01-01T00:00:00.000Z',
  has_google: false,
  dealers: [],
};

export function resetAll(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  userReset();
  toastsCleared();
  forgetProviders();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
}
