import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createJobs, type Jobs } from './jobs/index.js';
import { Lookups } from './catalog/lookups.js';
import { parseQueryString } from './http/query-string.js';
import { AfterAnswer } from './http/after-answer.js';
import { errorHandlerPlugin, frameworkErrors } from './http/error-handler.js';
import { jsonBodyPlugin } from './http/json-body.js';
import { sessionPlugin } from './http/session.js';
import { accessPlugin } from './http/access.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { diskStorage, type MediaStorage } from './media-storage/index.js';
import path from 'node:path';
import { TtlCache } from './http/ttl-cache.js';
import { compressionPlugin } from './http/compression.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { openApiPlugin } from './http/openapi.js';
import { pulsePlugin } from './pulse/plugin.js';
import { createPayments, type Payments } from './payments/index.js';
import { createCarfaxProvider, type CarfaxProvider } from './carfax-provider/index.js';
import { requestForLog } from './http/secret-urls.js';
import { Events } from './http/events.js';
import { areaSchedules, createRemoteMap, registerAreas, registerAreaWork, releaseQueries, workContext, type Counters, type WorkContext } from './areas/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    caches: { searchCounts: TtlCache<number>; counters: TtlCache<Counters> };
    /** Work started by a request and finished after its answer (http/after-answer.ts); idle() for tests. */
    afterAnswer: AfterAnswer;
    /** The durable job queue (src/jobs): enqueue, queue counts, retry/delete for the operations pages. */
    jobs: Jobs;
    /** The payment provider (src/payments): the SDK client, the webhook secret, real provider or local stand-in. */
    payments: Payments;
    /** What happened, for whoever subscribes (http/events.ts): e.g. 'public-listings-changed' empties the caches. */
    events: Events;
  }
}

export interface AppOptions {
  /** The opened database: its Kysely instance, and what the job queue connects through. */
  database: Pick<Database, 'db' | 'jobs'>;
  config: Pick<Config, 'secureCookies' | 'sessionTtlHours' | 'webRoot' | 'remotes' | 'logLevel' | 'appUrl' | 'smtpUrl' | 'mailFrom' | 'hibpUrl' | 'google' | 'mailRateLimit' | 'trustProxy' | 'devOutbox' | 'jobsWorkers' | 'pulse' | 'metricsToken' | 'vies' | 'stripe' | 'port' | 'dataDir' | 'carfax' | 'releaseHealth'> & Partial<Pick<Config, 'importFetchAllowHosts' | 'importRateLimit' | 'releases'>>;
  /** Idle poll of the in-process job workers, seconds (tests lower it to pg-boss's 0.5). */
  jobsPollingSeconds?: number;
  /** Tests pass their own (e.g. one pointing at a local SMTP server). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** Search totals stop here (tests lower it). */
  countCap?: number;
  /**
   * The payment provider, or how to make it for this app (tests: the stand-in delivering through
   * `app.inject`). Unset: createPayments with events delivered to this app by `inject`. Either way
   * it is closed with the app.
   */
  payments?: Payments | ((app: FastifyInstance) => Promise<Payments>);
  /** Uploaded media (listing photos); default: files under DATA_DIR/media. */
  mediaStorage?: MediaStorage;
  /** Other areas' parts billing calls (invoices, plan limits); tests pass spies. */
  billing?: WorkContext['billing'];
  /** The vehicle-history report provider; default: the configured one (CARFAX_PROVIDER_*), else the demo provider. */
  carfaxProvider?: CarfaxProvider;
}

/** The whole HTTP surface: infrastructure plugins (src/http), then every area of the list in src/areas/index.ts (see server/README.md). */
export async function buildApp({ database, config, logger = true, logStream, countCap, jobsPollingSeconds, payments, mediaStorage, billing, carfaxProvider = createCarfaxProvider(config.carfax), mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }) }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    // A reset, verification or report link in a request's URL is its recipient's key: never logged.
    logger: logger ? { level: config.logLevel, serializers: { req: requestForLog }, ...(logStream ? { stream: logStream } : {}) } : false,
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 1024 * 1024,
    // Only configured proxies may say who the client is (X-Forwarded-For): the per-address limits count it.
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrors(config.secureCookies),
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', verbose: true } },
  });
  const lookups = await Lookups.load(db);
  // Expensive, slightly-stale-is-fine answers, emptied when the public listings change (below).
  const caches = { searchCounts: new TtlCache<number>(60_000), counters: new TtlCache<Counters>(60_000) };
  app.decorate('caches', caches);
  const events = new Events(app.log);
  app.decorate('events', events);
  // A write that changes what the public sees (a listing, a dealer) empties the search counts and home counters at once.
  events.on('public-listings-changed', () => { caches.searchCounts.clear(); caches.counters.clear(); });
  const afterAnswer = new AfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  // Before every onClose (the job queue, the database): work still running after its answer finishes first.
  app.addHook('preClose', () => afterAnswer.idle());
  // Mail and periodic work are jobs on the same database; the queue starts with the app (its
  // workers too unless JOBS_WORKERS=off) and stops, waiting for a running handler, when it closes.
  const jobs = createJobs({ database, db, mailer, schedules: areaSchedules, workers: config.jobsWorkers, pollingIntervalSeconds: jobsPollingSeconds, log: app.log });
  app.decorate('jobs', jobs);
  // Uploads live beside the embedded database by default (created on the first upload).
  const storage = mediaStorage ?? diskStorage(path.join(config.dataDir, 'media'));
  const work = workContext(config, { db, jobs, carfaxProvider, lookups, storage, events, log: app.log, payments: () => app.payments, billing });
  // The areas' job handlers, the same list `npm run worker` uses (src/areas/index.ts).
  registerAreaWork(work);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Payments before the areas, so an area can read app.payments while registering.
  const provider = typeof payments === 'function'
    ? await payments(app)
    : payments ?? await createPayments(config, (message) => app.log.warn(message), {
      deliver: async (payload, signature) => (await app.inject({
        method: 'POST', url: '/webhooks/stripe', payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      })).statusCode,
    });
  app.decorate('payments', provider);
  app.addHook('onClose', () => provider.close());

  await app.register(errorHandlerPlugin);
  // First hook of all: every answer, refused or not, is counted.
  await app.register(pulsePlugin, config.pulse);
  await app.register(jsonBodyPlugin);
  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await app.register(openApiPlugin);
  await app.register(securityHeadersPlugin, { remotes: config.remotes, https: config.secureCookies });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies, ttlHours: config.sessionTtlHours });
  // Publish tokens of the remotes open the publish route (access 'release'), nothing else.
  await app.register(accessPlugin, { devOutbox: config.devOutbox, releaseTokens: (tokenHash) => releaseQueries(db).tokenByHash(tokenHash) });
  // The areas, in the order of their list (src/areas/index.ts), each with the options it takes
  // from one context. The remotes' map is shared: releases/publish serves it, releases/admin invalidates it.
  const remoteMap = createRemoteMap({ queries: releaseQueries(db), pins: config.remotes, healthSample: config.releaseHealth.sample });
  await registerAreas(app, {
    ...work, payments: () => app.payments, config, afterAnswer, countCap, mailOutbox: mailer.mode === 'outbox', remoteMap,
  });
  return app;
}
