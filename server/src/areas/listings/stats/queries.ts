import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { listingsOnSale } from '../public/index.js';

/** A view waiting to be written: the listing, the Italian day, the visitor's and the address's keyed hashes. */
export interface ViewRow { listingId: string; day: string; visitor: string; address: string }

/** Per listing and day, one of the four counts. */
export interface CountRow { listing_id: string | null; day: string; n: number }

export interface ListingInfoRow { id: string; title: string; state: string; price: number }

/** Instant where the Italian day `day` starts. */
const romeStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'Europe/Rome')`;
/** The Italian day of a timestamp column, as text. */
const romeDayOf = (column: string) => sql<string>`((${sql.ref(column)} at time zone 'Europe/Rome')::date)::text`;

export function listingStatsQueries(db: Kysely<DB>) {
  return {
    /**
     * One statement for a whole batch: the visitor's and the address's keys not yet seen for that
     * listing and day go into the visitors table, and a view whose two keys were both new adds to
     * the day's views. A listing that is not public (or does not exist) is skipped. The batch must
     * not repeat a key for a listing and day (the recorder sees to it). Returns the views added.
     */
    async recordViews(rows: readonly ViewRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const values = sql.join(rows.map((r) => sql`(${r.listingId}::uuid, ${r.day}::date, ${r.visitor}::text, ${r.address}::text)`));
      const result = await sql<{ added: number }>`
        with v (listing_id, day, visitor, address) as (values ${values}),
        public_views as (
          select v.* from v
            where exists (${listingsOnSale(db).select(sql`1`.as('one')).where('l.id', '=', sql.ref<string>('v.listing_id'))})
        ),
        seen as (
          insert into listing_view_visitors (listing_id, day, visitor)
          select listing_id, day, visitor from public_views
          union all select listing_id, day, address from public_views
          on conflict do nothing
          returning listing_id, day, visitor
        ),
        fresh as (
          select p.listing_id, p.day from public_views p
          join seen sv on sv.listing_id = p.listing_id and sv.day = p.day and sv.visitor = p.visitor
          join seen sa on sa.listing_id = p.listing_id and sa.day = p.day and sa.visitor = p.address
        ),
        added as (
          insert into listing_daily_stats (listing_id, day, views)
          select listing_id, day, count(*)::int from fresh group by listing_id, day
          on conflict (listing_id, day) do update set views = listing_daily_stats.views + excluded.views
          returning 1
        )
        select (select count(*) from fresh)::int as added`.execute(db);
      return Number(result.rows[0]?.added ?? 0);
    },

    /** Visitors and addresses of days before `day` are no longer needed to refuse a repeat. */
    purgeVisitors: async (beforeDay: string) => {
      await db.deleteFrom('listing_view_visitors').where('day', '<', beforeDay).execute();
    },

    /** Views of the dealer's listings per listing and day, `from`..`to` inclusive. */
    views: (dealerId: string, from: string, to: string) => db.selectFrom('listing_daily_stats as s')
      .innerJoin('listings as l', 'l.id', 's.listing_id')
      .select(['s.listing_id', sql<string>`s.day::text`.as('day'), 's.views as n'])
      .where('l.dealer_id', '=', dealerId).where('s.day', '>=', from).where('s.day', '<=', to)
      .execute(),

    /** Favourites saved (and still saved) per listing and day. */
    favourites: (dealerId: string, from: string, to: string) => db.selectFrom('favourites as f')
      .innerJoin('listings as l', 'l.id', 'f.listing_id')
      .select(['f.listing_id', romeDayOf('f.created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('l.dealer_id', '=', dealerId)
      .where('f.created_at', '>=', romeStart(from)).where('f.created_at', '<', romeStart(nextDay(to)))
      .groupBy(['f.listing_id', 'day'])
      .execute(),

    /** Leads (messages to the dealer) per listing and day; a lead about no listing has listing_id null. Spam an admin removed is not counted. */
    leads: (dealerId: string, from: string, to: string) => db.selectFrom('user_messages as m')
      .select(['m.listing_id', romeDayOf('m.created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('m.dealer_id', '=', dealerId).where('m.deleted_by_admin_at', 'is', null)
      .where('m.created_at', '>=', romeStart(from)).where('m.created_at', '<', romeStart(nextDay(to)))
      .groupBy(['m.listing_id', 'day'])
      .execute(),

    /** Vehicle-history report requests per listing and day. */
    reportRequests: (dealerId: string, from: string, to: string) => db.selectFrom('carfax_requests as c')
      .select(['c.listing_id', romeDayOf('c.created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('c.dealer_id', '=', dealerId)
      .where('c.created_at', '>=', romeStart(from)).where('c.created_at', '<', romeStart(nextDay(to)))
      .groupBy(['c.listing_id', 'day'])
      .execute(),

    /** Title, state and price of the dealer's listings among `ids` (others are ignored). */
    listings: (dealerId: string, ids: readonly string[]) => ids.length === 0 ? Promise.resolve([] as ListingInfoRow[]) : db
      .selectFrom('listings as l')
      .leftJoin('makes as mk', 'mk.slug', 'l.make_slug')
      .leftJoin('models as md', (join) => join.onRef('md.make_slug', '=', 'l.make_slug').onRef('md.slug', '=', 'l.model_slug'))
      .select([
        'l.id', 'l.state', 'l.price',
        sql<string>`concat_ws(' ', coalesce(mk.name, l.make_slug), coalesce(md.name, l.model_slug), nullif(l.version, ''))`.as('title'),
      ])
      .where('l.dealer_id', '=', dealerId).where('l.id', 'in', ids)
      .execute(),
  };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export type ListingStatsQueries = ReturnType<typeof listingStatsQueries>;
