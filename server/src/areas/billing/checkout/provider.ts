import type Stripe from 'stripe';
import type { ProviderSubscription, SubscriptionStatus } from './queries.js';

/** What billing needs of the payments module (server/src/payments): the SDK client and the webhook secret. */
export interface PaymentsPort {
  stripe: Stripe;
  webhookSecret: string;
}

export const VAT_RATE = 22;
const LOOKUP_KEY = /^automercato_([a-z0-9-]+)_monthly$/;

export const lookupKey = (planCode: string) => `automercato_${planCode}_monthly`;
/** A credit package's one-time price (e.g. automercato_carfax-10). */
export const packageLookupKey = (packageCode: string) => `automercato_${packageCode}`;

export function planCodeOf(subscription: Stripe.Subscription): string | null {
  const price = subscription.items.data[0]?.price;
  const fromKey = price?.lookup_key ? LOOKUP_KEY.exec(price.lookup_key)?.[1] : undefined;
  return fromKey ?? price?.metadata?.plan_code ?? subscription.metadata?.plan_code ?? null;
}

/** The provider's statuses in ours: incomplete (not paid yet) has no row at all. */
export function statusOf(subscription: Stripe.Subscription): SubscriptionStatus | null {
  switch (subscription.status) {
    case 'active': case 'trialing': return 'active';
    case 'past_due': case 'unpaid': return 'past_due';
    case 'canceled': case 'paused': return 'canceled';
    case 'incomplete_expired': return 'expired';
    default: return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id ?? null);
export { idOf };

export function toRow(subscription: Stripe.Subscription, dealerId: string, planId: string, status: SubscriptionStatus): ProviderSubscription {
  const item = subscription.items.data[0]!;
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer)!,
    dealerId, planId, status,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
  };
}

/**
 * Products, monthly prices and the IVA rate at the provider, created on first use and then found
 * again by lookup key / metadata (so a restart or a second process reuses them). Remembered per
 * client: the test stand-in starts empty with each app.
 */
export class ProviderCatalog {
  private readonly prices = new WeakMap<Stripe, Map<string, string>>();
  private readonly taxRates = new WeakMap<Stripe, string>();

  async price(stripe: Stripe, plan: { code: string; name: string; price_cents: number }): Promise<string> {
    return this.find(stripe, lookupKey(plan.code), plan.price_cents, {
      name: `AutoMercato ${plan.name}`, metadata: { plan_code: plan.code }, recurring: true,
    });
  }

  /** A credit package's one-time price (checkout in payment mode). */
  async packagePrice(stripe: Stripe, pkg: { code: string; name: string; price_cents: number }): Promise<string> {
    return this.find(stripe, packageLookupKey(pkg.code), pkg.price_cents, {
      name: `AutoMercato ${pkg.name}`, metadata: { package_code: pkg.code }, recurring: false,
    });
  }

  private async find(stripe: Stripe, key: string, cents: number, product: { name: string; metadata: Record<string, string>; recurring: boolean }): Promise<string> {
    let known = this.prices.get(stripe);
    if (!known) this.prices.set(stripe, (known = new Map()));
    const cached = known.get(key);
    if (cached) return cached;
    const found = (await stripe.prices.list({ lookup_keys: [key], limit: 1 })).data[0];
    let id = found && found.unit_amount === cents && found.active !== false ? found.id : null;
    if (!id) {
      const created = await stripe.products.create({ name: product.name, metadata: product.metadata });
      const price = await stripe.prices.create({
        product: created.id, currency: 'eur', unit_amount: cents,
        ...(product.recurring ? { recurring: { interval: 'month' as const } } : {}),
        lookup_key: key, tax_behavior: 'exclusive', metadata: product.metadata,
        // A changed price takes the lookup key over from the old one.
        ...(found ? { transfer_lookup_key: true } : {}),
      });
      id = price.id;
    }
    known.set(key, id);
    return id;
  }

  /** IVA 22 % on top of the price (tax_behavior exclusive). */
  async vat(stripe: Stripe): Promise<string> {
    const cached = this.taxRates.get(stripe);
    if (cached) return cached;
    const existing = (await stripe.taxRates.list({ active: true, limit: 100 })).data
      .find((rate) => rate.percentage === VAT_RATE && !rate.inclusive && rate.metadata?.automercato === 'iva');
    const id = existing?.id ?? (await stripe.taxRates.create({
      display_name: 'IVA', description: 'IVA 22%', percentage: VAT_RATE, inclusive: false, country: 'IT', jurisdiction: 'IT',
      metadata: { automercato: 'iva' },
    })).id;
    this.taxRates.set(stripe, id);
    return id;
  }
}
