import type { IncomingHttpHeaders } from 'node:http';
import type { DealerStatistics, StatsCounts, StatsListing } from '@automercato/api-contract';
import { notFound } from '../../../http/errors.js';
import type { CountRow, ListingStatsQueries } from './queries.js';
import type { ViewRecorder } from './recorder.js';
import { addDays, addressKey, isBot, isPrefetch, romeDay, visitorKey } from './visitors.js';
import { isUuid } from '@automercato/api-contract';

/** How many "viewed but no lead" listings the dashboard lists. */
export const VIEWS_WITHOUT_LEADS_TOP = 10;

export interface ViewRequest {
  listingId: string;
  /** The caller's address: request.ip (the socket's, or a configured proxy's client). */
  ip: string;
  headers: IncomingHttpHeaders;
  session: { idHash: string; user: { id: string } | null } | null;
  at?: Date;
}

const zero = (): StatsCounts => ({ views: 0, favourites: 0, leads: 0, report_requests: 0 });

export function listingStatsService({ queries, recorder, secret, now = () => new Date() }: {
  queries: ListingStatsQueries;
  recorder: ViewRecorder;
  /** Keys the visitor hashes. */
  secret: string;
  now?: () => Date;
}) {
  return {
    /**
     * A page view from the beacon. Returns whether it was queued: bots, prefetches and callers
     * without a session are not (the answer is the same for all, so nobody learns the rule).
     */
    view({ listingId, ip, headers, session, at }: ViewRequest): boolean {
      if (!isUuid(listingId)) throw notFound('Annuncio non trovato.');
      if (!session || isBot(headers['user-agent']) || isPrefetch(headers)) return false;
      const id = listingId.toLowerCase();
      const day = romeDay(at ?? now());
      // Once per visitor and once per address: new sessions from one address add nothing.
      recorder.record({ listingId: id, day, visitor: visitorKey(session, secret), address: addressKey(ip, id, day, secret) });
      return true;
    },

    /** The dealer's last `days` days (today included), per day and per listing. */
    async statistics(dealerId: string, days = 30): Promise<DealerStatistics> {
      const to = romeDay(now());
      const from = addDays(to, -(days - 1));
      const [views, favourites, leads, reports] = await Promise.all([
        queries.views(dealerId, from, to), queries.favourites(dealerId, from, to),
        queries.leads(dealerId, from, to), queries.reportRequests(dealerId, from, to),
      ]);

      const perDay = new Map<string, StatsCounts>();
      for (let i = 0; i < days; i += 1) perDay.set(addDays(from, i), zero());
      const perListing = new Map<string, StatsCounts>();
      const add = (rows: CountRow[], key: keyof StatsCounts) => {
        for (const row of rows) {
          const day = perDay.get(row.day);
          if (day) day[key] += Number(row.n);
          if (!row.listing_id) continue;
          const listing = perListing.get(row.listing_id) ?? zero();
          listing[key] += Number(row.n);
          perListing.set(row.listing_id, listing);
        }
      };
      add(views, 'views');
      add(favourites, 'favourites');
      add(leads, 'leads');
      add(reports, 'report_requests');

      const totals = zero();
      for (const day of perDay.values()) for (const key of Object.keys(totals) as (keyof StatsCounts)[]) totals[key] += day[key];

      const info = new Map((await queries.listings(dealerId, [...perListing.keys()])).map((row) => [row.id, row]));
      const listings: StatsListing[] = [...perListing.entries()]
        .filter(([id]) => info.has(id))
        .map(([id, counts]) => ({ id, title: info.get(id)!.title, state: info.get(id)!.state, price: info.get(id)!.price, ...counts }))
        .sort((a, b) => b.views - a.views || b.leads - a.leads || a.title.localeCompare(b.title, 'it'));

      return {
        from, to,
        days: [...perDay.entries()].map(([day, counts]) => ({ day, ...counts })),
        totals,
        listings,
        views_without_leads: listings.filter((l) => l.views > 0 && l.leads === 0).slice(0, VIEWS_WITHOUT_LEADS_TOP),
      };
    },
  };
}

export type ListingStatsService = ReturnType<typeof listingStatsService>;
