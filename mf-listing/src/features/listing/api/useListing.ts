import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, type ListingDetail } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { isUuid } from '@automercato/api-sdk';
import { t } from '../texts';

export type ListingState =
  | { status: 'loading' }
  | { status: 'ready'; listing: ListingDetail }
  /** screenStatus of SPEC §8: 404 missing, 410 withdrawn, 500 anything else. */
  | { status: 'error'; screen: 404 | 410 | 500; message: string };


export function errorState(error: unknown): Extract<ListingState, { status: 'error' }> {
  if (error instanceof ApiError) return { status: 'error', screen: error.screenStatus, message: error.message };
  return { status: 'error', screen: 500, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Listings fetched in the last moments, so /item/{uuid} → canonical address (a new route
 * element) and a quick back-and-forth do not ask the server again.
 */
const FRESH_MS = 30_000;
const recent = new Map<string, { listing: ListingDetail; at: number }>();

function fresh(uuid: string | undefined): ListingDetail | null {
  if (!uuid) return null;
  const hit = recent.get(uuid.toLowerCase());
  return hit && Date.now() - hit.at < FRESH_MS ? hit.listing : null;
}

function remember(uuid: string, listing: ListingDetail) {
  recent.set(uuid.toLowerCase(), { listing, at: Date.now() });
  while (recent.size > 10) recent.delete(recent.keys().next().value!);
}

/** For tests. */
export function forgetListings() {
  recent.clear();
}

/** GET /api/listings/{uuid}, again whenever the uuid changes or `reload` is called. */
export function useListing(uuid: string | undefined): ListingState & { reload: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListingState>(() => {
    const cached = fresh(uuid);
    return cached ? { status: 'ready', listing: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (!uuid || !isUuid(uuid)) {
      setState({ status: 'error', screen: 404, message: t('useListing.annuncioNonTrovato') });
      return;
    }
    const cached = attempt === 0 ? fresh(uuid) : null;
    if (cached) {
      setState((prev) => (prev.status === 'ready' && prev.listing === cached ? prev : { status: 'ready', listing: cached }));
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api.listings.get(uuid).then(
      (listing) => {
        remember(uuid, listing);
        // A transition: React renders the page in slices, letting the browser in between (rendered in
        // one go it blocked a slow phone for 100 ms and more).
        if (current) startTransition(() => setState({ status: 'ready', listing }));
      },
      (error: unknown) => current && setState(errorState(error)),
    );
    return () => {
      current = false;
    };
  }, [api, uuid, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
