import type { TtlCache } from '../../../http/ttl-cache.js';
import type { Counters, PlatformQueries } from './queries.js';
import { VAT_RATE, vatOf } from '../../../catalog/prices.js';

export function platformService({ queries, counters }: { queries: PlatformQueries; counters: TtlCache<Counters> }) {
  return {
    /** Exact totals over the whole catalogue: computed at most once a minute. */
    counters: () => counters.get('all', () => queries.counters()),

    /** The plan catalogue of DECISIONS.md as clients show it (monthly, VAT excluded). */
    /** The packs the checkout sells (its table, synced from catalog/prices.ts): no remote types a price. */
    async carfaxPackages() {
      const rows = await queries.carfaxPackages();
      return rows.map((p) => ({ ...p, per_report_cents: Math.round(p.price_cents / p.reports) }));
    },
    async plans() {
      const rows = await queries.plans();
      return rows.map((p) => ({
        uuid: p.id,
        code: p.code,
        name: p.name,
        tier: p.tier,
        price: p.price_cents / 100,
        price_cents: p.price_cents,
        vat_rate: VAT_RATE,
        vat_cents: vatOf(p.price_cents),
        price_with_vat_cents: p.price_cents + vatOf(p.price_cents),
        currency: p.currency,
        billing_period: 'month' as const,
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
      }));
    },
  };
}

export type PlatformService = ReturnType<typeof platformService>;
