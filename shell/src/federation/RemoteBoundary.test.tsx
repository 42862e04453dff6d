// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from '@automercato/router';
import { ScreenError } from '@automercato/shell-api';
import { RemoteBoundary } from './RemoteBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A route whose remote area throws `error`, inside a page that has a header of its own. */
function renderArea(error: unknown) {
  function Thrower(): never {
    throw error;
  }
  const router = createMemoryRouter([
    {
      path: '/annunci/:uuid',
      errorElement: <p>errore della rotta</p>,
      element: (
        <>
          <header>AutoMercato</header>
          <RemoteBoundary remote="mf_listing" onRetry={() => undefined}>
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

  it('shows the shell\'s error view for a ScreenError in the area, with the way on the remote gave', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(new ScreenError(410, { action: { label: 'Cerca veicoli simili', to: '/risultati/fiat/panda' } }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Contenuto non più disponibile');
    expect(document.title).toBe('410');
    expect(screen.getByRole('link', { name: 'Cerca veicoli simili' }).getAttribute('href')).toBe('/risultati/fiat/panda');
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText('errore della rotta')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('forgets a ScreenError when the address changes: another page of the remote renders again', async () => {
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
    const router = createMemoryRouter([{ path: '/annunci/:uuid', element: <Area /> }], { initialEntries: ['/annunci/ok', '/annunci/gone'], initialIndex: 1 });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata');
    await router.navigate(-1);
    expect((await screen.findByRole('heading', { level: 1, name: 'Annuncio ok' }))).toBeTruthy();
  });
});
