import type { QueueName } from '../jobs/index.js';
import type { Area, WorkContext } from './area.js';
import { accountsArea } from './accounts/auth/index.js';
import { dealerSignupArea } from './dealers/signup/index.js';
import { subscriptionsArea } from './billing/subscriptions/index.js';
import { stockImportArea } from './listings/import/index.js';
import { billingArea } from './billing/checkout/index.js';
import { carfaxArea } from './carfax/reports/index.js';
import { releasesArea } from './releases/publish/index.js';
import { adminReleasesArea } from './releases/admin/index.js';

export type { Area, WorkContext } from './area.js';

/**
 * The areas with background work: one list for the API process (app.ts) and `npm run worker`.
 * src/jobs knows none of them; a new kind of work is a queue in jobs/queues.ts and a line in its
 * area's declaration.
 */
export const areas: readonly Area[] = [
  accountsArea, dealerSignupArea, subscriptionsArea, stockImportArea, billingArea, carfaxArea, releasesArea, adminReleasesArea,
];

/** Every area's cron lines, for the queue's start (also where workers are off: the seed, the test fixture). */
export const areaSchedules: Partial<Record<QueueName, string>> = Object.assign({}, ...areas.map((area) => area.schedules ?? {}));

/** Every area's job handlers on `context.jobs` (they run where workers are on). */
export function registerAreaWork(context: WorkContext): void {
  for (const area of areas) {
    for (const [name, handler] of Object.entries(area.jobs?.(context) ?? {})) context.jobs.work(name as QueueName, handler as never);
  }
}
