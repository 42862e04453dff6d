// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, useRouteError } from '@automercato/router';
import { ScreenError } from '@automercato/shell-api';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailableError } from './remotes';

const health = vi.hoisted(() => ({ reportHealth: vi.fn(), configureHealth: vi.fn() }));
vi.mock('./health', () => health);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  health.reportHealth.mockReset();
});

/** The route's error element: says what reached it. */
function RouteError() {
  const error = useRouteError() as ScreenError;
  return <p>{`errore della rotta ${error.status} ${error.action?.label ?? ''}`.trim()}</p>;
}

/** A route whose remote area throws `error`, inside a page that has a header of its own. */
function renderArea(error: unknown, errorElement: ReactNode = <p>errore della rotta</p>, variant: 'page' | 'inline' = 'page') {
  function Thrower(): never {
    throw error;
  }
  const router = createMemoryRouter([
    {
      path: '/annunci/:uuid',
      errorElement,
      element: (
        <>
          <header>AutoMercato</header>
          <RemoteBoundary remote="mf_listing" variant={variant} onRetry={() => undefined}>
            <Thrower />
          </RemoteBoundary>
        </>
      ),
    },
  ], { initialEntries: ['/annunci/x'] });
  render(<RouterProvider router={router} />);
}

describe('RemoteBoundary', () => {
  it('keeps a broken remote inside its area, with "Riprova"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(new Error('chunk failed'));
    expect(screen.getByRole('alert').textContent).toContain('Questa sezione non è al momento disponibile.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('passes a ScreenError on to the route\'s error screen (SPEC §2: empty layout), with the way on the remote gave', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ScreenError(410, { action: { label: 'Cerca veicoli simili', to: '/risultati/fiat/panda' } });
    renderArea(error, <RouteError />);
    expect(await screen.findByText('errore della rotta 410 Cerca veicoli simili')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('keeps a ScreenError of a widget inside a shell page in the widget\'s place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(new ScreenError(404), <RouteError />, 'inline');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('leaves the error screen when the address changes: another page of the remote renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Listing() {
      const { pathname } = useLocation();
      if (pathname === '/annunci/gone') throw new ScreenError(404);
      return <h1>Annuncio {pathname.split('/').pop()}</h1>;
    }
    function Area() {
      const { pathname } = useLocation();
      return (
        <RemoteBoundary remote="mf_listing" screenKey={pathname} onRetry={() => undefined}>
          <Listing />
        </RemoteBoundary>
      );
    }
    const router = createMemoryRouter([{ path: '/annunci/:uuid', element: <Area />, errorElement: <RouteError /> }], { initialEntries: ['/annunci/ok', '/annunci/gone'], initialIndex: 1 });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('errore della rotta 404')).toBeTruthy();
    await router.navigate(-1);
    expect((await screen.findByRole('heading', { level: 1, name: 'Annuncio ok' }))).toBeTruthy();
  });

  describe('health', () => {
    function renderThrowing(error: unknown, variant: 'page' | 'inline' = 'inline') {
      function Thrower(): never {
        throw error;
      }
      const router = createMemoryRouter([
        {
          path: '/',
          errorElement: <RouteError />,
          element: (
            <RemoteBoundary remote="mf_search" variant={variant} inUse={{ version: '4' }} onRetry={() => undefined}>
              <Thrower />
            </RemoteBoundary>
          ),
        },
      ]);
      render(<RouterProvider router={router} />);
    }

    it('reports a render error against the version the area shows', () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderThrowing(new TypeError('x is undefined'));
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(health.reportHealth).toHaveBeenCalledTimes(1);
      expect(health.reportHealth).toHaveBeenCalledWith({ remote: 'mf_search', version: '4', kind: 'render_error' });
    });

    it('does not count a ScreenError (the remote\'s own 404) nor a failed load (reported as load_error)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderThrowing(new ScreenError(404));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      cleanup();
      renderThrowing(new RemoteUnavailableError('mf_search', 'cannot load ./home'));
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(health.reportHealth).not.toHaveBeenCalled();
    });
  });
});
