/**
 * Where a page opens vertically. A browser's own rule, kept for the app: a page reached again
 * with Back/Forward opens where the person left it; any other arrival opens at the top (a link,
 * a typed address, a reload, the return from checkout or from a mail link). Positions are kept
 * per history entry, never one for every page: react-router's own <ScrollRestoration> gave every
 * entry opened by a full page load the same key ("default") and restored it on a reload too.
 */

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollTarget =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'keep' };

export interface Arrival {
  /** The first page this document shows (a full page load), not a navigation inside the app. */
  firstPage: boolean;
  /** How the document was loaded (PerformanceNavigationTiming.type); read for the first page only. */
  documentLoad: string | undefined;
  /** The router's history action for a navigation inside the app. */
  action: HistoryAction;
  hash: string;
  /** The navigation asked to keep the position (react-router's `preventScrollReset`). */
  preventScrollReset: boolean;
  /** The position saved for this history entry, if any. */
  saved: number | undefined;
}

/** Whether the page is reached with Back/Forward (inside the app, or a document loaded from history). */
export const isHistoryTraversal = (a: Pick<Arrival, 'firstPage' | 'documentLoad' | 'action'>) =>
  a.firstPage ? a.documentLoad === 'back_forward' : a.action === 'POP';

export function scrollTargetFor(a: Arrival): ScrollTarget {
  if (isHistoryTraversal(a) && a.saved !== undefined) return { kind: 'restore', y: a.saved };
  if (a.hash.length > 1) {
    let id = a.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    return { kind: 'hash', id };
  }
  if (!a.firstPage && a.action !== 'POP' && a.preventScrollReset) return { kind: 'keep' };
  return { kind: 'top' };
}

/** The field of history.state that names the first entry of a document (react-router calls it "default"). */
export const ENTRY_FIELD = 'amEntry';

const newId = () => Math.random().toString(36).slice(2, 12);

interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

/**
 * Gives the entry a document opens on an id of its own, before the router reads it. react-router
 * keys such an entry "default" (history.state has no key yet), so every page opened by a full
 * load shared one saved position. The id lives in history.state, so it comes back with the entry
 * when the person returns to it, in this document or a new one.
 */
export function markDocumentEntry(history: HistoryLike): void {
  const state = history.state;
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  if (typeof record?.key === 'string' || typeof record?.[ENTRY_FIELD] === 'string') return;
  history.replaceState({ ...(record ?? {}), [ENTRY_FIELD]: newId() }, '');
}

/** The key positions are saved under: the router's entry key, or the document entry's own id. */
export function entryKey(locationKey: string, historyState: unknown): string {
  if (locationKey !== 'default') return locationKey;
  const id = historyState && typeof historyState === 'object' ? (historyState as Record<string, unknown>)[ENTRY_FIELD] : undefined;
  return typeof id === 'string' ? `doc:${id}` : 'default';
}

export const STORAGE_KEY = 'am-scroll-positions';
/** Entries remembered per tab; the oldest go first (a tab's history is rarely longer). */
export const MAX_ENTRIES = 200;

export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, y: number): void;
  /** Writes them to sessionStorage, so they outlive the document (Back to a page after checkout). */
  persist(): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function scrollPositions(storage: StorageLike | null, limit = MAX_ENTRIES): ScrollPositions {
  const positions = new Map<string, number>();
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) {
      for (const pair of stored) {
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number') positions.set(pair[0], pair[1]);
      }
    }
  } catch {
    // Unreadable or blocked storage: start empty; pages then open at the top.
  }
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key); // re-inserted last: the most recently used entries are kept
      positions.set(key, Math.max(0, Math.round(y)));
      while (positions.size > limit) positions.delete(positions.keys().next().value!);
    },
    persist() {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: positions then last as long as this document.
      }
    },
  };
}
