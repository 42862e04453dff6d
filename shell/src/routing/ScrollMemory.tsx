/**
 * The scroll position of each page (see scroll-memory.ts for the rule): saved per history entry
 * while the person scrolls, restored on Back/Forward only, the top of the page otherwise. In place
 * of react-router's <ScrollRestoration>, which restored one shared position on every full load.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@automercato/router';
import { entryKey, scrollPositions, scrollTargetFor, type ScrollPositions, type ScrollTarget } from './scroll-memory';

/** How long a restored position waits for the page to grow tall enough (data, photos, a remote). */
export const SETTLE_MS = 10_000;
const SETTLE_STEP_MS = 100;
/** A page whose height has not changed for this long is taken as laid out. */
const STABLE_MS = 600;
/** The person takes over: a restore still waiting gives up. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let positions: ScrollPositions | null = null;
/** One store per document: the component may mount again (an error screen replaces the layout). */
function store(): ScrollPositions {
  if (!positions) {
    let session: Storage | null = null;
    try {
      session = window.sessionStorage;
    } catch {
      // Storage blocked (privacy settings): positions last as long as the document.
    }
    positions = scrollPositions(session);
  }
  return positions;
}

/** For tests: forget the positions of the document (a new document reads sessionStorage again). */
export function resetScrollMemory() {
  positions = null;
}

let preventScrollReset: () => boolean = () => false;
/** Lets the component read the navigation's `preventScrollReset` (the search keeps its place when a filter changes). */
export function connectScrollMemory(router: { readonly state: { preventScrollReset: boolean } }) {
  preventScrollReset = () => router.state.preventScrollReset;
}

function documentLoadType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Scrolls to `y`, again and again while the page is still too short for it (the results of a
 * search come after the page) or moves under it (a placeholder above replaced by its content, and
 * the browser's scroll anchoring shifts the view), until the page has kept its height for a
 * moment at `y`, the person scrolls or clicks, or SETTLE_MS.
 */
function scrollToSettled(y: number): () => void {
  const height = () => document.documentElement.scrollHeight;
  const reached = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  };
  reached();
  const started = Date.now();
  let lastHeight = height();
  let stableSince = started;
  const timer = window.setInterval(() => {
    const now = Date.now();
    const h = height();
    if (h !== lastHeight) {
      lastHeight = h;
      stableSince = now;
    }
    if ((reached() && now - stableSince >= STABLE_MS) || now - started >= SETTLE_MS) stop();
  }, SETTLE_STEP_MS);
  function stop() {
    window.clearInterval(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop);
  }
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function apply(target: ScrollTarget): () => void {
  switch (target.kind) {
    case 'restore':
      return scrollToSettled(target.y);
    case 'hash': {
      const element = document.getElementById(target.id);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
      return () => {};
    }
    case 'top':
      window.scrollTo(0, 0);
      return () => {};
    case 'keep':
      return () => {};
  }
}

export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  // The entry on screen, whose position a scroll updates; null until the first page is placed.
  const current = useRef<string | null>(null);
  const settling = useRef<() => void>(() => {});

  useEffect(() => {
    // Deliberately ours: the browser would put a reloaded page back where it was.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (current.current) store().set(current.current, window.scrollY);
    };
    const onPageHide = () => {
      onScroll();
      store().persist();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') store().persist();
    };
    // Back/Forward to a document kept in the back/forward cache: the page is as it was left;
    // put it where it was saved, as any Back does.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !current.current) return;
      window.history.scrollRestoration = 'manual';
      const y = store().get(current.current);
      if (y !== undefined) {
        settling.current();
        settling.current = scrollToSettled(y);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      // A restore still waiting is left to end by itself (StrictMode unmounts and mounts again).
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location.key, window.history.state);
    if (key === current.current) return; // the same entry (StrictMode runs effects twice)
    const firstPage = current.current === null;
    current.current = key;
    settling.current();
    settling.current = apply(
      scrollTargetFor({
        firstPage,
        documentLoad: firstPage ? documentLoadType() : undefined,
        action,
        hash: location.hash,
        preventScrollReset: !firstPage && preventScrollReset(),
        saved: store().get(key),
      }),
    );
  }, [location.key, location.hash, action]);

  return null;
}
