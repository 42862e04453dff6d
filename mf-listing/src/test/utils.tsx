/**
 * Test harness: the real api-sdk over a scripted fetch (so envelopes, ApiError and field
 * errors are the SDK's own), the remote's routes mounted the way the shell mounts them.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, useRouteError, useRoutes } from '@automercato/router';
import { createApi, createHttp, type Api, type ListingDetail, type ListingSummary } from '@automercato/api-sdk';
import { $toasts, isScreenError, locationChanged, navigateFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { routes } from '../routes';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: Call) => Reply | undefined;

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
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    let reply: { status?: number; body?: unknown } | undefined;
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer !== undefined) {
        reply = await answer;
        break;
      }
    }
    reply ??= fail(404, '4', 'La risorsa richiesta non esiste.');
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = createApi(createHttp({ fetch: fetch as typeof globalThis.fetch, getCookie: () => 'xsrf-token' }));
  return { api, calls };
}

/** GET /api/listings/{uuid} answered with `listing`. */
export const serveListing = (listing: ListingDetail): Handler => (call) =>
  call.method === 'GET' && call.path === `/api/listings/${listing.uuid}` ? ok(listing) : undefined;

/** GET /api/listings answered with `items`. */
export const serveSearch = (items: ListingSummary[]): Handler => (call) =>
  call.method === 'GET' && call.path === '/api/listings'
    ? ok({ items, meta: { page: 1, per_page: 10, total: items.length, last_page: 1 } })
    : undefined;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function RemoteRoutes() {
  // As the shell does: the remote's routes matched against the full path.
  return useRoutes(routes) ?? <p>nessuna pagina</p>;
}

/**
 * Stands in for the shell's route error screen: shows which screen this remote asked for
 * (a ScreenError: status and way on), as the shell would receive it.
 */
function ScreenProbe() {
  const error = useRouteError();
  if (!isScreenError(error)) throw error;
  return (
    <div data-testid="screen-error" data-status={error.status}>
      {error.action ? <a href={error.action.to}>{error.action.label}</a> : null}
      <LocationProbe />
    </div>
  );
}

/** What the shell does for a remote: the one API client (here `api`) and navigation. */
function asTheShell(api: Api, router: ReturnType<typeof createMemoryRouter>) {
  provideApi(api);
  navigateFx.use(({ to, replace }) => void router.navigate(to, { replace: Boolean(replace) }));
  locationChanged(router.state.location);
  router.subscribe((state) => locationChanged(state.location));
}

export function renderRoute(path: string, api: Api) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        errorElement: <ScreenProbe />,
        element: (
          <>
            <RemoteRoutes />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  asTheShell(api, router);
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Renders any element inside a router and the api provider. */
export function renderWithApi(ui: ReactNode, api: Api, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  asTheShell(api, router);
  return { router, ...render(<RouterProvider router={router} />) };
}

export const toastTexts = () => $toasts.getState().map((t) => t.text);

export const UUID = '32062f2b-ec80-4a99-988d-888f79b76d12';
export const CANONICAL = `/annunci/venezia/renault/captur/laguna-motors/${UUID}`;

const item = (slug: string, name: string) => ({ slug, name });

export function sampleListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  // Drawn demo photos as the API presents them: one 800 × 600 size each.
  const photos = Array.from({ length: 7 }, (_, i) => {
    const url = `/media/vehicles/suv/grigio/${i}.svg`;
    return {
      id: `d${i}`, url, alt: `Renault Captur 0.9 TCe 90 CV Energy Intens – foto ${i + 1}`,
      width: 800, height: 600, variants: [{ url, width: 800, height: 600 }],
    };
  });
  return {
    uuid: UUID,
    title: 'Renault Captur',
    version: '0.9 TCe 90 CV Energy Intens',
    make: item('renault', 'Renault'),
    model: item('captur', 'Captur'),
    category: item('suv', 'SUV/Fuoristrada'),
    power_type: item('benzina', 'Benzina'),
    gearbox_type: item('manuale', 'Manuale'),
    traction_type: item('anteriore', 'Anteriore'),
    emission_class: item('euro-6d', 'Euro 6d'),
    exterior_color: item('grigio', 'Grigio'),
    exterior_paint_type: item('metallizzata', 'Metallizzata'),
    interior_color: item('nero', 'Nero'),
    interior_material: item('tessuto', 'Tessuto'),
    origin: item('italiana', 'Italiana'),
    mileage: 106800,
    registration_year: 2020,
    registration_month: 3,
    power_kw: 66,
    horsepower: 90,
    price: 15900,
    price_negotiable: true,
    photos,
    cover_photo: photos[0]!.url,
    location: { city: 'Venezia', province_code: 'VE', latitude: 45.4873, longitude: 12.2054 },
    showcase: false,
    featured: false,
    has_carfax: true,
    created_at: '2026-11-01T09:12:09.626Z',
    url: CANONICAL,
    description: 'Unico proprietario, tagliandi certificati.\nGaranzia 12 mesi.',
    doors: 5,
    seats: 5,
    engine_cc: 898,
    is_favourite: null,
    carfax: null,
    updated_at: '2026-11-02T09:12:09.626Z',
    dealer: {
      uuid: '8bb9266f-1896-4144-b748-244ba93c496f',
      name: 'Laguna Motors',
      slug: 'laguna-motors',
      city: 'Venezia',
      address: 'Via Miranese 206',
      postal_code: '30174',
      province_code: 'VE',
      phone: '+39 041 915 3306',
      website: 'https://lagunamotors.example',
      latitude: 45.4873,
      longitude: 12.2054,
      opening_hours: null,
      logo: null,
    },
    ...overrides,
  };
}

export function sampleSummary(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  const { description: _d, doors: _o, seats: _s, engine_cc: _e, updated_at: _u, dealer, ...rest } = sampleListing();
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    ...rest,
    uuid,
    url: `/annunci/venezia/renault/captur/laguna-motors/${uuid}`,
    dealer: { uuid: dealer.uuid, name: dealer.name, slug: dealer.slug, city: dealer.city },
    ...overrides,
  };
}
