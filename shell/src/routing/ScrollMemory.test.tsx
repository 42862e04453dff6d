// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from '@automercato/router';
import { ScrollMemory, connectScrollMemory, resetScrollMemory } from './ScrollMemory';
import { STORAGE_KEY } from './scroll-memory';

/** A window whose page is `height` px tall at most: scrollTo clamps, as a browser does. */
let y = 0;
let maxY = 100_000;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  y = 0;
  maxY = 100_000;
  scrollTo = vi.fn((_x: number, to: number) => {
    y = Math.min(Math.max(0, to), maxY);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.sessionStorage.clear();
  resetScrollMemory();
});

afterEach(() => {
  // A restore still settling ends when the person takes over; it must not reach the next test.
  window.dispatchEvent(new Event('wheel'));
  cleanup();
  vi.restoreAllMocks();
});

/** The person scrolls the page to `to`. */
function scrollBy(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

function documentLoadedAs(type: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

function renderApp(initial = '/risultati') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Outlet />
          <ScrollMemory />
        </>
      ),
      children: [
        { path: 'risultati', element: <p>Risultati</p> },
        { path: 'annunci/:id', element: <p>Annuncio</p> },
      ],
    },
  ], { initialEntries: [initial] });
  connectScrollMemory(router);
  render(<RouterProvider router={router} />);
  return router;
}

const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

describe('ScrollMemory', () => {
  it('opens a linked page at the top and puts the results back where they were on Back', async () => {
    documentLoadedAs('navigate');
    const router = renderApp();
    scrollBy(1500);
    await act(() => router.navigate('/annunci/1'));
    expect(lastScroll()).toBe(0);
    scrollBy(700);
    await act(() => router.navigate(-1));
    expect(lastScroll()).toBe(1500);
    // Forward: the listing where it was left, not the results' position.
    await act(() => router.navigate(1));
    expect(lastScroll()).toBe(700);
  });

  it('opens a page at the top when the same address is opened again by a link', async () => {
    documentLoadedAs('navigate');
    const router = renderApp();
    scrollBy(1500);
    await act(() => router.navigate('/annunci/1'));
    await act(() => router.navigate('/risultati'));
    expect(lastScroll()).toBe(0);
  });

  it('keeps the place on a link that asks for it (a filter of the search)', async () => {
    documentLoadedAs('navigate');
    const router = renderApp();
    scrollBy(800);
    scrollTo.mockClear();
    await act(() => router.navigate('/risultati?prezzo=1', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a reloaded page at the top, though a position was saved for it', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([['default', 1200]]));
    documentLoadedAs('reload');
    renderApp();
    expect(lastScroll()).toBe(0);
  });

  it('opens a page loaded by Back from another site where it was left', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([['default', 1200]]));
    documentLoadedAs('back_forward');
    renderApp();
    expect(lastScroll()).toBe(1200);
  });

  it('saves the position when the page is left for another document', () => {
    documentLoadedAs('navigate');
    renderApp();
    scrollBy(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([['default', 640]]);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('waits for the page to grow tall enough before it restores, and gives up when the person scrolls', async () => {
    documentLoadedAs('navigate');
    const router = renderApp();
    scrollBy(1500);
    await act(() => router.navigate('/annunci/1'));
    maxY = 300; // the results come after the page
    await act(() => router.navigate(-1));
    expect(y).toBe(300);
    maxY = 5000;
    await waitFor(() => expect(y).toBe(1500));

    await act(() => router.navigate('/annunci/2'));
    maxY = 300;
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    maxY = 5000;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(y).toBe(300);
  });

  it('keeps the restored position while the page still moves under it (a placeholder above replaced)', async () => {
    documentLoadedAs('navigate');
    const router = renderApp();
    scrollBy(250);
    await act(() => router.navigate('/annunci/1'));
    await act(() => router.navigate(-1));
    expect(y).toBe(250);
    // The content above shrinks by 16 px and the browser's scroll anchoring follows it.
    let height = 2000;
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
    height = 1984;
    y = 234;
    await waitFor(() => expect(y).toBe(250));
  });

  it('puts a page restored from the back/forward cache where it was saved', () => {
    documentLoadedAs('navigate');
    renderApp();
    scrollBy(900);
    window.dispatchEvent(new Event('pagehide'));
    y = 0;
    const show = Object.assign(new Event('pageshow'), { persisted: true });
    window.dispatchEvent(show);
    expect(y).toBe(900);
  });
});
