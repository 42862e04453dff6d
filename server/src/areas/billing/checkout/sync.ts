import type Stripe from 'stripe';
import type { BillingQueries } from './queries.js';
import { idOf, planCodeOf, statusOf, toRow } from './provider.js';
import { isUuid } from '@automercato/api-contract';

type Q = Omit<BillingQueries, 'transaction'>;

export interface AppliedSubscription {
  id: string;
  dealerId: string;
  plan: { id: string; code: string; name: string };
  status: string;
  currentPeriodEnd: Date;
}

/**
 * Brings our row to the provider's state of one subscription, inside the caller's transaction.
 * Called with the subscription as the provider has it now (fetched, or just returned by an update),
 * never with what an event carried: events arrive in any order, the current state does not. A
 * snapshot whose period ends before the one we hold is stale and changes nothing.
 * Returns null for a subscription that is not ours (or not paid yet).
 */
export async function applySubscription(q: Q, subscription: Stripe.Subscription): Promise<AppliedSubscription | null> {
  const code = planCodeOf(subscription);
  const plan = code ? await q.planByCode(code) : undefined;
  const metaDealer = subscription.metadata?.dealer_id;
  let dealerId = metaDealer && isUuid(metaDealer) ? (await q.dealer(metaDealer.toLowerCase()))?.id : undefined;
  const customer = idOf(subscription.customer);
  if (!dealerId && customer) dealerId = (await q.dealerByCustomer(customer))?.id;
  if (!plan || !dealerId || !subscription.items.data[0]) return null;

  const existing = await q.lockSubscription(subscription.id);
  const status = statusOf(subscription);
  if (!status) return existing ? { id: existing.id, dealerId, plan, status: existing.status, currentPeriodEnd: existing.current_period_end } : null;
  const row = toRow(subscription, dealerId, plan.id, status);
  if (existing && existing.current_period_end.getTime() > row.periodEnd.getTime()) {
    return { id: existing.id, dealerId, plan, status: existing.status, currentPeriodEnd: existing.current_period_end };
  }
  const saved = await q.upsertSubscription(row);
  if (status === 'active' || status === 'past_due') await q.endTrials(dealerId);
  // The plan ended (deleted at the provider, or its payments gave up): Free's limits apply from now.
  if ((status === 'canceled' || status === 'expired') && existing?.status !== status) await q.enforcePlanLimits(dealerId);
  // Ending at period end: a job then releases what Free does not allow, even if no event comes.
  if (row.cancelAtPeriodEnd && (!existing?.cancel_at_period_end || existing.current_period_end.getTime() !== row.periodEnd.getTime())) {
    await q.queuePeriodEnd(saved.id, row.periodEnd);
  }
  return { id: saved.id, dealerId, plan, status: saved.status, currentPeriodEnd: saved.current_period_end };
}
