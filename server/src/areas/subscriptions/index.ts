import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { subscriptionQueries } from './queries.js';
import { subscriptionService, trialJobs } from './service.js';
import { subscriptionRoutes } from './routes.js';

export { subscriptionQueries, type SubscriptionQueries, type SubscriptionQueriesInTransaction } from './queries.js';
export { effectivePlan, enforceEffectivePlan, enforcePlanLimits, limitsOf, planUsage, type Enforced, type PlanLimits, type PlanUsage } from './service.js';

export interface SubscriptionsOptions {
  db: Kysely<DB>;
  /** Trial end and reminders are jobs, enqueued in the activation's transaction. */
  jobs: Jobs;
  appUrl: string;
}

/** Subscriptions: a dealer's current plan and limits, showcase availability, the 30-day free trial. */
export const subscriptionsPlugin: FastifyPluginAsync<SubscriptionsOptions> = async (app, { db, jobs, appUrl }) => {
  subscriptionRoutes(app, { subscriptions: subscriptionService({ queries: subscriptionQueries(db, jobs), appUrl }) });
};

/** The handlers of the trial queues (src/jobs registers them): its end, the reminders, the daily sweep. */
export function trialWork({ db, jobs, appUrl }: SubscriptionsOptions) {
  return trialJobs({ queries: subscriptionQueries(db, jobs), appUrl });
}
