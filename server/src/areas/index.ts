import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { QueueName } from '../jobs/index.js';
import type { Area, AreaContext, WorkContext } from './area.js';
import { RETENTION_ACTIVE_HOURS, RETENTION_KEEP_LAST } from './releases/publish/index.js';
import { area as platformWeb } from './platform/web/index.js';
import { area as releasesPublish } from './releases/publish/index.js';
import { area as platformLookups } from './platform/lookups/index.js';
import { area as listingsPublic } from './listings/public/index.js';
import { area as dealersPublic } from './dealers/public/index.js';
import { area as platformStatus } from './platform/status/index.js';
import { area as accountsAuth } from './accounts/auth/index.js';
import { area as dealersSignup } from './dealers/signup/index.js';
import { area as accountsSocial } from './accounts/social/index.js';
import { area as listingsFavourites } from './listings/favourites/index.js';
import { area as leadsBuyer } from './leads/buyer/index.js';
import { area as platformSeo } from './platform/seo/index.js';
import { area as platformDev } from './platform/dev/index.js';
import { area as platformMedia } from './platform/media/index.js';
import { area as listingsPhotos } from './listings/photos/index.js';
import { area as platformOps } from './platform/ops/index.js';
import { area as billingInvoices } from './billing/invoices/index.js';
import { area as billingSubscriptions } from './billing/subscriptions/index.js';
import { area as listingsImport } from './listings/import/index.js';
import { area as billingCheckout } from './billing/checkout/index.js';
import { area as listingsDealer } from './listings/dealer/index.js';
import { area as listingsStats } from './listings/stats/index.js';
import { area as carfaxReports } from './carfax/reports/index.js';
import { area as carfaxRequests } from './carfax/requests/index.js';
import { area as leadsDealer } from './leads/dealer/index.js';
import { area as platformAudit } from './platform/audit/index.js';
import { area as accountsAdmin } from './accounts/admin/index.js';
import { area as listingsAdmin } from './listings/admin/index.js';
import { area as leadsAdmin } from './leads/admin/index.js';
import { area as dealersAdmin } from './dealers/admin/index.js';
import { area as dealersMemberships } from './dealers/memberships/index.js';
import { area as releasesAdmin } from './releases/admin/index.js';

export type { Area, AreaConfig, AreaContext, WorkContext } from './area.js';
// What app.ts itself takes from areas besides the list: the remotes' map the context shares, the
// publish tokens the access layer accepts, the type of the home counters' cache.
export { createRemoteMap, releaseQueries } from './releases/publish/index.js';
export type { Counters } from './platform/status/index.js';

/**
 * Every area (src/areas/<domain>/<part>): one list for the API process (app.ts registers their
 * plugins in this order) and `npm run worker` (their jobs and crons). src/jobs knows none of them;
 * a new area is a line here, a new kind of work a queue in jobs/queues.ts and a line in its area's
 * declaration.
 */
export const areas: readonly Area[] = [
  // Not encapsulated: its not-found handler (the shell's page for client routes) is the whole app's.
  platformWeb,
  releasesPublish,
  platformLookups, listingsPublic, dealersPublic, platformStatus,
  accountsAuth, dealersSignup, accountsSocial,
  listingsFavourites, leadsBuyer, platformSeo, platformDev, platformMedia, listingsPhotos, platformOps,
  billingInvoices, billingSubscriptions, listingsImport, billingCheckout,
  listingsDealer, listingsStats, carfaxReports, carfaxRequests, leadsDealer,
  // The admin back-office.
  platformAudit, accountsAdmin, listingsAdmin, leadsAdmin, dealersAdmin, dealersMemberships,
  // Releases of the remotes: the admins' side and the shell's health beacon.
  releasesAdmin,
];

/** Every area's cron lines, for the queue's start (also where workers are off: the seed, the test fixture). */
export const areaSchedules: Partial<Record<QueueName, string>> = Object.assign({}, ...areas.map((area) => area.schedules ?? {}));

/** Every area's plugin on `app`, in the list's order, with the options it takes from the context. */
export async function registerAreas(app: FastifyInstance, context: AreaContext): Promise<void> {
  for (const area of areas) {
    if (area.when && !area.when(context)) continue;
    await app.register(area.plugin, area.options(context, app));
  }
}

/** Every area's job handlers on `context.jobs` (they run where workers are on). */
export function registerAreaWork(context: WorkContext): void {
  for (const area of areas) {
    for (const [name, handler] of Object.entries(area.jobs?.(context) ?? {})) context.jobs.work(name as QueueName, handler as never);
  }
}

export type WorkConfig = Pick<Config, 'appUrl' | 'vies' | 'releaseHealth' | 'dataDir'> & Partial<Pick<Config, 'importFetchAllowHosts' | 'releases'>>;

/** The work context from the configuration and this process's parts: built the same way by the API and `npm run worker`. */
export function workContext(
  config: WorkConfig,
  parts: Pick<WorkContext, 'db' | 'jobs' | 'carfaxProvider' | 'lookups' | 'storage' | 'events' | 'log' | 'payments' | 'billing'>,
): WorkContext {
  return {
    ...parts,
    appUrl: config.appUrl, vies: config.vies, releaseHealth: config.releaseHealth, dataDir: config.dataDir,
    fetchAllowHosts: config.importFetchAllowHosts ?? [],
    retention: config.releases ?? { keepLast: RETENTION_KEEP_LAST, activeHours: RETENTION_ACTIVE_HOURS },
  };
}
