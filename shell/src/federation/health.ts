/**
 * The health beacon: how each remote version behaves in the field, so that a failing canary is
 * rolled back by the platform (RELEASES.md "Health and automatic rollback").
 * - events: `load` (ms from asking loadRemote to the module), `load_error`, `render_error`, per
 *   remote and release label; nothing about the user or the page (no id, no address);
 * - sampled once per tab with `health.sample` of /remotes.json (kept in sessionStorage);
 * - batched: sent a few seconds after the first event of a batch, and at once when the page is
 *   hidden or left (fetch keepalive outlives the page);
 * - never throws into the page: a beacon that fails is dropped.
 */
import type { RemoteName } from '@automercato/mf-config/remotes';

/** The body of POST /api/remote-health (RemoteHealthBody of @automercato/api-contract). */
export interface RemoteHealthEvent {
  remote: RemoteName;
  version: string;
  kind: 'load' | 'load_error' | 'render_error';
  ms?: number;
}
export interface RemoteHealthBody {
  events: RemoteHealthEvent[];
}

export const HEALTH_SAMPLE_KEY = 'automercato:health-sampled';
export const FLUSH_DELAY_MS = 5_000;
/** The contract's maxItems per request. */
export const MAX_EVENTS_PER_REQUEST = 20;
/** A page that keeps failing does not pile up events without bound. */
const MAX_QUEUED = 200;
const MAX_MS = 600_000;

interface Target {
  url: string;
  sampled: boolean;
}

let target: Target | null = null;
let queue: RemoteHealthEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function decideSample(sample: number): boolean {
  try {
    const stored = window.sessionStorage.getItem(HEALTH_SAMPLE_KEY);
    if (stored === '1' || stored === '0') return stored === '1';
    const sampled = Math.random() < sample;
    window.sessionStorage.setItem(HEALTH_SAMPLE_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    return Math.random() < sample;
  }
}

/** Called with each /remotes.json answer; the sampling decision is taken once for the tab. */
export function configureHealth(health: { url: string; sample: number } | null): void {
  try {
    if (!health) return; // keep what an earlier answer set up
    const sampled = target?.sampled ?? decideSample(health.sample);
    target = { url: health.url, sampled };
    if (!sampled) queue = [];
    else if (queue.length > 0) schedule();
    if (sampled && !listening && typeof window !== 'undefined') {
      listening = true;
      window.addEventListener('pagehide', flushHealth);
      document.addEventListener('visibilitychange', onVisibility);
    }
  } catch {
    /* no beacon */
  }
}

/** Queues one event (nothing when the tab is not sampled or the version is unknown). */
export function reportHealth(event: RemoteHealthEvent): void {
  try {
    if (target && !target.sampled) return;
    if (!event.version) return;
    if (queue.length >= MAX_QUEUED) return;
    const ms = event.ms === undefined ? undefined : Math.min(MAX_MS, Math.max(0, Math.round(event.ms)));
    queue.push(ms === undefined ? { remote: event.remote, version: event.version, kind: event.kind } : { ...event, ms });
    // Before the first answer the queue waits; configureHealth schedules it (or drops it).
    if (target) schedule();
  } catch {
    /* never in the way of the page */
  }
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') flushHealth();
}

function schedule(): void {
  if (timer !== null) return;
  timer = setTimeout(flushHealth, FLUSH_DELAY_MS);
}

function xsrfToken(): string | null {
  try {
    const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
    return match ? decodeURIComponent(match[1]!) : null;
  } catch {
    return null;
  }
}

function send(url: string, body: RemoteHealthBody): void {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  try {
    void fetch(url, { method: 'POST', body: json, headers, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // No fetch (or it refused the request synchronously): the page's last chance.
    try {
      navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }));
    } catch {
      /* dropped */
    }
  }
}

/** Sends what is queued now (timer, pagehide, hidden tab). */
export function flushHealth(): void {
  try {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!target?.sampled || queue.length === 0) return;
    const events = queue;
    queue = [];
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_REQUEST) {
      send(target.url, { events: events.slice(i, i + MAX_EVENTS_PER_REQUEST) });
    }
  } catch {
    /* dropped */
  }
}

/** Tests: forget the tab's state. */
export function resetHealthForTests(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  target = null;
  queue = [];
  if (listening) {
    window.removeEventListener('pagehide', flushHealth);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  listening = false;
}
