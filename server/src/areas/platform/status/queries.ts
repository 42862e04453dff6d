import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { filterConditions, publicDealer } from '../../listings/public/index.js';

export interface Counters { listings: number; dealers: number; brands: number; cities: number }

export function platformQueries(db: Kysely<DB>) {
  return {
    /**
     * Exact totals over the whole public catalogue (one round trip). Listings and cities count what
     * a search without filters shows (same conditions as /api/listings/count), so the home page's
     * "N annunci" is the results page's total.
     */
    async counters(): Promise<Counters> {
      const row = await db.selectNoFrom((eb) => [
        eb.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
          .where((eb) => filterConditions(eb, {}))
          .select(sql<number>`count(*)::int`.as('n')).as('listings'),
        eb.selectFrom('dealers as d').where(publicDealer).select(sql<number>`count(*)::int`.as('n')).as('dealers'),
        eb.selectFrom('makes').select(sql<number>`count(*)::int`.as('n')).as('brands'),
        eb.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
          .where((eb) => filterConditions(eb, {}))
          .select(sql<number>`count(distinct l.city)::int`.as('n')).as('cities'),
      ]).executeTakeFirstOrThrow();
      return { listings: row.listings ?? 0, dealers: row.dealers ?? 0, brands: row.brands ?? 0, cities: row.cities ?? 0 };
    },

    plans: () => db.selectFrom('subscription_plans').selectAll().orderBy('position').execute(),

    carfaxPackages: () => db.selectFrom('carfax_packages').select(['code', 'name', 'reports', 'price_cents', 'validity_months']).orderBy('reports').execute(),
  };
}

export type PlatformQueries = ReturnType<typeof platformQueries>;
