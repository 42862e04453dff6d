import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import { billingQueries, type BillingHooks, type EnforcePlanLimits, type IssueInvoice, type ListInvoices } from './queries.js';
import { billingService } from './service.js';
import { billingRoutes } from './routes.js';
import { webhookReceiver } from './webhooks.js';
import type { PaymentsPort } from './provider.js';
import { issueInvoice, invoiceQueries } from '../invoices/index.js';
import { effectivePlan, enforcePlanLimits, subscriptionQueries } from '../subscriptions/index.js';
import { defineArea } from '../../area.js';

export type { PaymentsPort } from './provider.js';
export { overLimits } from './service.js';

export interface BillingOptions {
  db: Kysely<DB>;
  jobs: Jobs;
  appUrl: string;
  /** The payment provider, read at each use (tests and the stand-in may set it after the app is built). */
  payments: () => PaymentsPort;
  /** invoices area: `issueInvoice(tx, paymentId)` of server/src/areas/billing/invoices/issue.ts, in the webhook's transaction. */
  issueInvoice?: IssueInvoice;
  /** invoices area: the dealer's invoices, listed on the plan page with their download links. */
  listInvoices?: ListInvoices;
  /** subscriptions area (plans): unpublish / release what the dealer's plan no longer allows. */
  enforcePlanLimits?: EnforcePlanLimits;
}

/**
 * Paying for plans: checkout, the provider's webhooks, plan management (upgrade, downgrade,
 * cancel, resume) and the purchase outcome. The invoices and subscriptions areas plug in through
 * three hooks (defaults: the real ones; tests may pass spies).
 */
export const billingPlugin: FastifyPluginAsync<BillingOptions> = async (app, options) => {
  const { queries, billing } = billingParts(options);
  const receiveWebhook = webhookReceiver({ queries, payments: options.payments, appUrl: options.appUrl, log: app.log });
  await billingRoutes(app, { billing, receiveWebhook });
};

/**
 * Billing's queries and service with its hooks into invoices and subscriptions: for the routes
 * (above) and for the 'billing-period-end' job (the area below, API process or `npm run worker`).
 */
export function billingParts(options: BillingOptions) {
  // The invoices and subscriptions areas by default; tests may pass spies.
  const hooks = {
    issueInvoice: options.issueInvoice ?? issueInvoice,
    listInvoices: options.listInvoices ?? (async (db, dealerId) => (await invoiceQueries(db).page(dealerId, 50, 0)).rows),
    // Inside the webhook's transaction (enforceEffectivePlan would open a second one).
    enforcePlanLimits: options.enforcePlanLimits ?? (async (tx, dealerId) => {
      const q = subscriptionQueries(tx as Kysely<DB>, options.jobs);
      await q.lockDealer(dealerId);
      return enforcePlanLimits(q, dealerId, (await effectivePlan(q, dealerId)).limits);
    }),
  } satisfies BillingHooks;
  const queries = billingQueries(options.db, options.jobs, hooks);
  const billing = billingService({ queries, payments: options.payments, appUrl: options.appUrl });
  return { queries, billing };
}

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'billing/checkout',
  plugin: billingPlugin,
  options: ({ db, jobs, appUrl, payments, billing }) => ({ db, jobs, appUrl, payments, ...billing }),
  // Plan changes at period end talk to the payment provider: only where this process has one.
  jobs: ({ db, jobs, appUrl, payments, billing: hooks }) => {
    if (!payments) return {};
    const { billing } = billingParts({ db, jobs, appUrl, payments, ...hooks });
    return { 'billing-period-end': ({ subscriptionId, periodEnd }) => billing.periodEnd(subscriptionId, new Date(periodEnd)) };
  },
});
