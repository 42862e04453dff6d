import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Config } from '../config.js';
import type { Handler, Jobs, QueueName } from '../jobs/index.js';
import type { Lookups } from '../catalog/lookups.js';
import type { MediaStorage } from '../media-storage/index.js';
import type { CarfaxProvider } from '../carfax-provider/index.js';
import type { Emitter } from '../http/events.js';
import type { AfterAnswer } from '../http/after-answer.js';
import type { PaymentsPort } from './billing/checkout/provider.js';
import type { EnforcePlanLimits, IssueInvoice, ListInvoices } from './billing/checkout/queries.js';
import type { RemoteMap } from './releases/publish/map.js';

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

/** The settings the areas' plugins read as they are. */
export type AreaConfig = Pick<Config, 'secureCookies' | 'webRoot' | 'remotes' | 'hibpUrl' | 'google' | 'mailRateLimit' | 'devOutbox' | 'metricsToken'>
  & Partial<Pick<Config, 'importRateLimit'>>;

/**
 * What the API's areas are registered with (app.ts builds it once): the work context, and the
 * parts of the app several areas share, so each area picks its plugin's options from one object.
 * (The app's decorations — app.caches, app.events — are read from the root instance.)
 */
export interface AreaContext extends WorkContext {
  config: AreaConfig;
  /** The API always has a provider (the stand-in without STRIPE_* keys), read at each use. */
  payments: () => PaymentsPort;
  afterAnswer: AfterAnswer;
  /** Search totals stop here (tests lower it). */
  countCap?: number;
  /** Mails are kept in the outbox (no SMTP server): the dev pages may show them. */
  mailOutbox: boolean;
  /** The map behind /remotes.json: releases/publish serves it, releases/admin invalidates it after a change. */
  remoteMap: RemoteMap;
}

export type Handlers = { [Q in QueueName]?: Handler<Q> };

/**
 * An area as the server is composed of it (one per folder src/areas/<domain>/<part>, exported as
 * `area` by its index.ts): its plugin with the options it takes from the context, and its background
 * work — job handlers built from the work context, and cron lines (UTC) for its periodic queues. The
 * queues' payloads and retry policies stay in src/jobs/queues.ts (areas enqueue each other's queues).
 */
export interface Area<Options extends FastifyPluginOptions = any> {
  /** Its folder under src/areas, e.g. 'listings/public'. */
  name: string;
  /** A Fastify plugin: async, or wrapped by fastify-plugin (the web area's). */
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>;
  /**
   * The plugin's options, asked right before it is registered. `app` is the root instance, for
   * what an area adds to the whole app (a decoration, a close hook) beyond its plugin's scope.
   */
  options: (context: AreaContext, app: FastifyInstance) => NoInfer<Options>;
  /** Registered only where this holds; absent: always. */
  when?: (context: AreaContext) => boolean;
  jobs?: (context: WorkContext) => Handlers;
  schedules?: Partial<Record<QueueName, string>>;
}

/** An area's declaration, its options checked against its plugin's (the type is read from the plugin). */
export function defineArea<Options extends FastifyPluginOptions>(area: Area<Options>): Area<Options> {
  return area;
}
