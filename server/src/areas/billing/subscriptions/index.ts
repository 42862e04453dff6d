import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import { subscriptionQueries } from './queries.js';
import { subscriptionService, trialJobs } from './service.js';
import { subscriptionRoutes } from './routes.js';
import { defineArea } from '../../area.js';

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

/** The area as app.ts and `npm run worker` compose it (src/areas/index.ts). */
export const area = defineArea({
  name: 'billing/subscriptions',
  plugin: subscriptionsPlugin,
  options: ({ db, jobs, appUrl }) => ({ db, jobs, appUrl }),
  // Free trials: their end, the reminder mails before it, and a daily sweep for lost jobs.
  jobs: ({ db, jobs, appUrl }) => {
    const trials = trialWork({ db, jobs, appUrl });
    return {
      'trial-expiry': ({ subscriptionId }) => trials.expireTrial(subscriptionId),
      'trial-reminder': ({ subscriptionId, daysBefore }) => trials.remindTrial(subscriptionId, daysBefore),
      'trial-sweep': () => trials.sweepTrials(),
    };
  },
  schedules: { 'trial-sweep': '23 3 * * *' },
});
