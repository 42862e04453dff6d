import { startTransition, useEffect, useRef, useState } from 'react';
import { ApiError, filtersToApiQuery, type AiSearchResult, type Filters, type ListingPage } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { aiFiltersToFilters, understoodItems, type Understood } from '../model/chips';

/** Recent answers, so back/forward and a return to the same search paint at once. */
const CACHE_LIMIT = 30;
const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { at: number; page: ListingPage }>();

function cached(key: string): ListingPage | null {
  const hit = cache.get(key);
  if (!hit || Date.now() - hit.at > CACHE_TTL_MS) return null;
  return hit.page;
}
function remember(key: string, page: ListingPage) {
  cache.delete(key);
  cache.set(key, { at: Date.now(), page });
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}

/** Searches started ahead of the page (on the user's change, before the route re-renders). */
const inflight = new Map<string, Promise<ListingPage>>();

function fetchPage(key: string, filters: Filters, signal?: AbortSignal): Promise<ListingPage> {
  const running = inflight.get(key);
  if (running) return running;
  const request = getApi().listings.search(filters, signal ? { signal } : undefined).then(
    (page) => {
      remember(key, page);
      inflight.delete(key);
      return page;
    },
    (error: unknown) => {
      inflight.delete(key);
      throw error;
    },
  );
  if (!signal) inflight.set(key, request);
  return request;
}

/**
 * Starts the search the page is about to show, at the moment of the change: the request runs
 * while the router and React move to the new address (the page then picks it up).
 */
export function prefetchSearch(filters: Filters): void {
  const key = filtersToApiQuery(filters).toString();
  if (cached(key) || inflight.has(key)) return;
  fetchPage(key, filters).catch(() => undefined);
}

export interface SearchState {
  /** The last answer (kept on screen, dimmed, while the next one loads). */
  page: ListingPage | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}

/** GET /api/listings for `filters` (null: wait). Previous results stay until the new ones arrive. */
export function useListingSearch(filters: Filters | null): SearchState {
  const key = filters ? filtersToApiQuery(filters).toString() : null;
  const [state, setState] = useState<{ key: string | null; page: ListingPage | null; error: Error | null }>(() => ({
    key,
    page: key !== null ? cached(key) : null,
    error: null,
  }));
  const [attempt, setAttempt] = useState(0);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  // Whether an answer has been on screen (the next one answers a change of the buyer's).
  const shownRef = useRef(false);
  useEffect(() => {
    if (state.page) shownRef.current = true;
  }, [state.page]);

  useEffect(() => {
    if (key === null) return;
    const hit = cached(key);
    if (hit) {
      setState({ key, page: hit, error: null });
      return;
    }
    const controller = new AbortController();
    const running = inflight.get(key);
    (running ?? fetchPage(key, filtersRef.current as Filters, controller.signal)).then(
      (page) => {
        if (controller.signal.aborted) return;
        const next = { key, page, error: null };
        // The first answer (the page's takeover) is a transition: React renders the cards in slices,
        // letting the browser in between (in one go it blocked a slow phone for 100 ms and more). A
        // later one answers the buyer's change, who waits for it: it renders at once.
        if (shownRef.current) setState(next);
        else startTransition(() => setState(next));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ key, page: s.page, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  // Back/forward to a search seen a moment ago: its answer is on screen in the same render.
  const hit = key !== null && state.key !== key ? cached(key) : null;
  return {
    page: hit ?? state.page,
    loading: key !== null && state.key !== key && !hit,
    error: state.key === key ? state.error : null,
    retry: () => {
      setState((s) => ({ ...s, key: null, error: null }));
      setAttempt((n) => n + 1);
    },
  };
}

export const AI_UNAVAILABLE = 'La ricerca in linguaggio naturale non è disponibile al momento';

export type AiState =
  | { status: 'off' }
  | { status: 'loading'; text: string }
  | {
      status: 'ready';
      text: string;
      /** The answer's filters (API query keys), for chip removal. */
      apiFilters: Record<string, unknown>;
      filters: Filters;
      understood: Understood[];
      unknown: string[];
      /** First page of matches, when the answer carries one. */
      page: ListingPage | null;
    }
  | { status: 'unavailable'; text: string; message: string };

const aiCache = new Map<string, Extract<AiState, { status: 'ready' }>>();

/** The first page inside an AI answer: `{ items, meta }` at the top or under `listings`. */
function pageOf(answer: Record<string, unknown>): ListingPage | null {
  const candidate = (answer.listings ?? answer) as unknown;
  // A bare list has no total: the page then runs the normal search with the understood filters.
  if (Array.isArray(candidate)) return null;
  const page = candidate as Partial<ListingPage> | null;
  if (page && Array.isArray(page.items) && page.meta && typeof page.meta.total === 'number') return page as ListingPage;
  return null;
}

/** Turns an AI answer into the state the page shows. */
export function readAiAnswer(text: string, answer: AiSearchResult | Record<string, unknown>): Extract<AiState, { status: 'ready' }> {
  const raw = answer as Record<string, unknown>;
  const apiFilters = (raw.filters && typeof raw.filters === 'object' ? raw.filters : {}) as Record<string, unknown>;
  const unknown = Array.isArray(raw.unknown) ? raw.unknown.map(String).filter(Boolean) : [];
  return {
    status: 'ready',
    text,
    apiFilters,
    filters: aiFiltersToFilters(apiFilters),
    understood: understoodItems(raw),
    unknown,
    page: pageOf(raw),
  };
}

/** GET /api/listings/ai-search?query=text (once per text); a 404 or failure falls back to the normal search. */
export function useAiSearch(text: string | null | undefined): AiState {
  const query = text?.trim() || null;
  const [state, setState] = useState<AiState>(() =>
    query ? (aiCache.get(query) ?? { status: 'loading', text: query }) : { status: 'off' },
  );
  useEffect(() => {
    if (!query) {
      setState({ status: 'off' });
      return;
    }
    const hit = aiCache.get(query);
    if (hit) {
      setState(hit);
      return;
    }
    setState({ status: 'loading', text: query });
    const controller = new AbortController();
    getApi().listings.aiSearch(query, { signal: controller.signal }).then(
      (answer) => {
        const ready = readAiAnswer(query, answer);
        aiCache.set(query, ready);
        setState(ready);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notThere = error instanceof ApiError && (error.status === 404 || error.code === '4');
        if (!notThere) console.warn('[mf-search] ai-search', error);
        setState({ status: 'unavailable', text: query, message: AI_UNAVAILABLE });
      },
    );
    return () => controller.abort();
  }, [query]);
  return state;
}
