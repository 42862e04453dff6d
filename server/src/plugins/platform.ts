import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import type { TtlCache } from '../http/ttl-cache.js';
import { filterConditions } from '../listings/filters.js';

export interface PlatformOptions { db: Kysely<DB>; counters: TtlCache<Counters> }

export interface Counters { listings: number; dealers: number; brands: number; cities: number }

/** Home-page counters and the plan catalogue. */
export const platformPlugin: FastifyPluginAsync<PlatformOptions> = async (app, { db, counters }) => {
  // Exact totals over the whole catalogue: computed at most once a minute. Listings and cities
  // count what a search without filters shows (same conditions as /api/listings/count), so the
  // home page's "N annunci" is the results page's total.
  app.get('/api/counters', async () => ok(await counters.get('all', async () => {
    const row = await db.selectNoFrom((eb) => [
      eb.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
        .where((eb) => filterConditions(eb, {}))
        .select(sql<number>`count(*)::int`.as('n')).as('listings'),
      eb.selectFrom('dealers').where('enabled', '=', true).select(sql<number>`count(*)::int`.as('n')).as('dealers'),
      eb.selectFrom('makes').select(sql<number>`count(*)::int`.as('n')).as('brands'),
      eb.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
        .where((eb) => filterConditions(eb, {}))
        .select(sql<number>`count(distinct l.city)::int`.as('n')).as('cities'),
    ]).executeTakeFirstOrThrow();
    return { listings: row.listings ?? 0, dealers: row.dealers ?? 0, brands: row.brands ?? 0, cities: row.cities ?? 0 };
  })));

  app.get('/api/subscription-plans', async () => {
    const rows = await db.selectFrom('subscription_plans').selectAll().orderBy('position').execute();
    return ok(rows.map((p) => ({
      uuid: p.id,
      code: p.code,
      name: p.name,
      tier: p.tier,
      price: p.price_cents / 100,
      currency: p.currency,
      billing_period: 'month',
      vat_included: false,
      limits: {
        active_listings: p.max_active_listings,
        showcase_slots: p.showcase_slots,
        featured_slots: p.featured_slots,
        reports_per_month: p.reports_per_month,
      },
      is_trial: p.is_trial,
      trial_days: p.trial_days,
      purchasable: p.purchasable,
    })));
  });
};
