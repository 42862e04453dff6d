import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Config } from '../config.js';
import type { Handler, Jobs, QueueName } from '../jobs/index.js';
import type { Lookups } from '../catalog/lookups.js';
import type { MediaStorage } from '../media-storage/index.js';
import type { CarfaxProvider } from '../carfax-provider/index.js';
import type { Emitter } from '../http/events.js';
import type { PaymentsPort } from './billing/checkout/provider.js';
import type { EnforcePlanLimits, IssueInvoice, ListInvoices } from './billing/checkout/queries.js';

/** What an area's background work is built from: the same in the API process and in `npm run worker`. */
export interface WorkContext {
  db: Kysely<DB>;
  jobs: Jobs;
  appUrl: string;
  vies: { url: string } | null;
  carfaxProvider: CarfaxProvider;
  releaseHealth: Config['releaseHealth'];
  lookups: Lookups;
  storage: MediaStorage;
  /** host:port the stock import's fetcher may reach although private (tests); empty in production. */
  fetchAllowHosts: readonly string[];
  dataDir: string;
  retention: { keepLast: number; activeHours: number };
  /** In the worker nobody listens (the API's caches expire on their own within a minute). */
  events: Emitter;
  log: { info(msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The payment provider, read at each use; absent: this process does not run billing's jobs (the worker without STRIPE_* keys). */
  payments?: () => PaymentsPort;
  /** Tests' spies for billing's hooks into invoices and subscriptions. */
  billing?: { issueInvoice?: IssueInvoice; listInvoices?: ListInvoices; enforcePlanLimits?: EnforcePlanLimits };
}

export type Handlers = { [Q in QueueName]?: Handler<Q> };

/**
 * An area as the server is composed of it: its plugin, and its background work — job handlers
 * built from the work context, and cron lines (UTC) for its periodic queues. The queues' payloads
 * and retry policies stay in src/jobs/queues.ts (areas enqueue each other's queues).
 */
export interface Area<Options extends Record<string, unknown> = any> {
  name: string;
  plugin: FastifyPluginAsync<Options>;
  jobs?: (context: WorkContext) => Handlers;
  schedules?: Partial<Record<QueueName, string>>;
}
