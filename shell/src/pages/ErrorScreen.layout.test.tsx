// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, data } from '@automercato/router';
import { ScreenError } from '@automercato/shell-api';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { RemoteBoundary } from '../federation/RemoteBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page in a default-like layout (header, footer) whose loader or remote area fails. */
function renderFailing(fail: { loader?: () => never; remote?: () => never }) {
  function Remote(): never {
    return fail.remote!();
  }
  const router = createMemoryRouter([
    {
      path: '/pagina',
      errorElement: <ErrorScreen />,
      ...(fail.loader ? { loader: fail.loader } : {}),
      element: (
        <>
          <header>AutoMercato</header>
          <main>
            <RemoteBoundary remote="mf_listing" onRetry={() => undefined}>
              <Remote />
            </RemoteBoundary>
          </main>
          <footer>piè di pagina</footer>
        </>
      ),
    },
  ], { initialEntries: ['/pagina'] });
  render(<RouterProvider router={router} />);
}

describe('error screens (SPEC §2): empty layout, the status code as page title', () => {
  it.each([
    ['403 from a guard', { loader: () => { throw data('Forbidden', { status: 403 }); } }, 403, 'Accesso negato'],
    ['404 from the route table', { loader: () => { throw data('Not found', { status: 404 }); } }, 404, 'Pagina non trovata'],
    ['404 from a remote without that page', { remote: () => NotFoundPage() }, 404, 'Pagina non trovata'],
    ['410 from a remote', { remote: () => { throw new ScreenError(410, { action: { label: 'Cerca veicoli simili', to: '/risultati' } }); } }, 410, 'Contenuto non più disponibile'],
    ['500 from a remote', { remote: () => { throw new ScreenError(500); } }, 500, 'Si è verificato un errore'],
    ['an unexpected loader failure', { loader: () => { throw new Error('boom'); } }, 500, 'Si è verificato un errore'],
  ] as const)('%s', async (_name, fail, status, heading) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(fail);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(document.title).toBe(String(status));
    expect(document.querySelector('.am-layout--empty [data-status]')?.getAttribute('data-status')).toBe(String(status));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('piè di pagina')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    if (status === 410) expect(screen.getByRole('link', { name: 'Cerca veicoli simili' }).getAttribute('href')).toBe('/risultati');
  });
});
