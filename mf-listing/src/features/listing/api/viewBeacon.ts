import { useEffect } from 'react';
import { useApi } from '@automercato/entities/api';

/** Listings already reported in this page's life: /item → canonical address, back and forth, send once. */
const sent = new Set<string>();

/** For tests. */
export function forgetViews() {
  sent.clear();
}

/**
 * Tells the server the listing page was seen (POST /api/listings/{uuid}/view), once, after the
 * listing is on screen: the detail call stays free of side effects (prefetches and crawlers do
 * not count) and the beacon never delays the page. The server counts one view per visitor per
 * day and ignores bots; a failure here is nobody's business, so it is swallowed.
 */
export function useViewBeacon(uuid: string | null) {
  const api = useApi();
  useEffect(() => {
    if (!uuid) return;
    const key = uuid.toLowerCase();
    if (sent.has(key)) return;
    sent.add(key);
    api.listings.view(uuid).catch(() => undefined);
  }, [api, uuid]);
}
