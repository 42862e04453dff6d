/**
 * Web-vitals probes shared by the e2e journeys (lcp.spec.ts) and `npm run bench:web`, so both
 * measure one thing. `recordWebVitals` runs IN THE PAGE before it loads (page.addInitScript):
 * it keeps the latest largest-contentful-paint entry and the sum of layout shifts without recent
 * input; `readWebVitals` (page.evaluate) reads them back.
 */
export interface WebVitals {
  /** The largest contentful paint so far: its time and the element ("h1", "img.photo"). */
  lcp: { time: number; element: string } | null;
  /** Cumulative layout shift, shifts after user input excluded. */
  cls: number;
}

type WithVitals = typeof globalThis & { __vitals?: WebVitals };

export function recordWebVitals(): void {
  const vitals: WebVitals = { lcp: null, cls: 0 };
  (globalThis as WithVitals).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const el = entry.element;
      const cls = el && typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      vitals.lcp = { time: entry.startTime, element: el ? `${el.tagName.toLowerCase()}${cls}` : '?' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export function readWebVitals(): WebVitals {
  return (globalThis as WithVitals).__vitals ?? { lcp: null, cls: 0 };
}
