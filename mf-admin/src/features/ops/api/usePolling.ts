import { useCallback, useEffect, useRef, useState } from 'react';

export type Polled<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; stale: boolean; updatedAt: Date }
  | { status: 'error'; message: string };

/** How often the operations pages ask again (they show live numbers). */
export const POLL_MS = 5000;

/**
 * Calls `load` now and every `intervalMs` while the tab is visible. A failed refresh keeps the
 * last numbers on screen (marked stale) rather than blanking the page.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs = POLL_MS): Polled<T> & { reload: () => void } {
  const [state, setState] = useState<Polled<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    const run = async () => {
      inFlight = true;
      try {
        const data = await loadRef.current();
        if (alive) setState({ status: 'ready', data, stale: false, updatedAt: new Date() });
      } catch (error) {
        if (!alive) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((previous) => (previous.status === 'ready' ? { ...previous, stale: true } : { status: 'error', message }));
      }
      inFlight = false;
      if (alive) timer = setTimeout(next, intervalMs);
    };
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const next = () => {
      timer = undefined;
      // A hidden tab does not poll (no timer runs); it asks again when it is shown.
      if (hidden()) return;
      void run();
    };
    const onVisibility = () => {
      if (!hidden() && timer === undefined && !inFlight) next();
    };
    void run();
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      clearTimeout(timer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [tick, intervalMs]);

  return { ...state, reload };
}
