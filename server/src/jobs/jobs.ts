import { PgBoss, fromKysely, type Db as IDatabase, type FindJobsOptions, type Job, type JobWithMetadata, type QueueResult, type SendOptions } from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { pulse } from '../pulse/recorder.js';
import { QUEUES, SCHEDULES, type QueueData, type QueueName } from './queues.js';

export interface JobsOptions {
  database: Pick<Database, 'jobs'>;
  /** Run the handlers (and the cron clock) in this process; false: only enqueue (`JOBS_WORKERS=off`). */
  workers: boolean;
  /** Idle poll of each worker, seconds (pg-boss minimum 0.5; tests use it so mail goes out promptly). */
  pollingIntervalSeconds?: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Cron lines (UTC) besides the platform's SCHEDULES: the areas' (src/areas/index.ts areaSchedules). */
  schedules?: Partial<Record<QueueName, string>>;
}

export interface EnqueueOptions {
  /**
   * The caller's transaction (a Kysely transaction, or the root instance): the job row is written
   * by the same connection, so it exists exactly when the change that caused it commits.
   */
  tx?: Kysely<any>;
  startAfter?: number | Date;
  singletonKey?: string;
}

export type Handler<Q extends QueueName> = (data: QueueData[Q], job: Job<QueueData[Q]>) => Promise<unknown>;

/**
 * The durable job queue (pg-boss) on the application's own database, PGlite or PostgreSQL.
 * Areas enqueue; handlers registered with `work` run only where workers are switched on.
 */
export class Jobs {
  readonly boss: PgBoss;
  readonly workers: boolean;
  readonly kind: 'pglite' | 'postgres';
  private readonly handlers = new Map<QueueName, Handler<any>>();
  private readonly workerIds = new Map<QueueName, string[]>();
  private readonly polling: number;
  private started = false;

  constructor(private readonly options: JobsOptions) {
    const target = options.database.jobs;
    this.kind = target.kind;
    this.workers = options.workers;
    this.polling = options.pollingIntervalSeconds ?? 2;
    const common = {
      // Only worker processes run the cron clock and the maintenance (expiry, retention); an
      // API started with JOBS_WORKERS=off just inserts jobs.
      schedule: options.workers,
      supervise: options.workers,
      // Nothing reads pg-boss's own stats tables; /horizon asks the queues directly.
      persistQueueStats: false,
    };
    this.boss = target.kind === 'pglite'
      ? new PgBoss({ ...common, backend: 'pglite', db: poolDatabase(target.pool) })
      : new PgBoss({ ...common, connectionString: target.url, max: 4, useListenNotify: options.workers, application_name: 'automercato-jobs' });
    // An unheard 'error' event would crash the process; pg-boss retries its loops by itself.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'jobs: pg-boss error'));
    this.boss.on('warning', (warning) => options.log.warn({ warning }, 'jobs: pg-boss warning'));
  }

  /** A handler for a queue; it runs in this process once `start()` has run, if workers are on. */
  work<Q extends QueueName>(name: Q, handler: Handler<Q>): void {
    this.handlers.set(name, handler);
  }

  /** Installs or migrates pg-boss's schema, creates the queues and schedules, starts the workers. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    // A warm start (queues and crons already as declared, e.g. after `seed`) writes nothing: on
    // PGlite every start-up statement adds to the start-up memory peak.
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue as unknown as Record<string, unknown>]));
    for (const [name, policy] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
      // LISTEN/NOTIFY wakes the workers of other processes at commit (PostgreSQL only).
      const options = { ...policy, notify: this.kind === 'postgres' };
      const current = existing.get(name);
      if (!current) await this.boss.createQueue(name, options);
      else if (Object.entries(options).some(([key, value]) => current[key] !== value)) await this.boss.updateQueue(name, options);
    }
    // The crons are rows (only a worker process's clock acts on them): also written where workers
    // are off, so `seed` installs them and the API's first start finds them in place.
    const schedules = await this.boss.getSchedules();
    // pg-boss turns each into one job per slot, whatever the number of processes.
    for (const [name, cron] of Object.entries({ ...SCHEDULES, ...this.options.schedules }) as [QueueName, string][]) {
      if (schedules.some((s) => s.name === name && !s.key && s.cron === cron && s.timezone === 'UTC')) continue;
      await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
    if (!this.workers) return;
    for (const [name, handler] of this.handlers) {
      const id = await this.boss.work<QueueData[typeof name]>(name, {
        // PGlite has one connection: one job at a time, so a slow job holds it as little as
        // possible and API requests interleave between its statements.
        localConcurrency: this.kind === 'pglite' ? 1 : 2,
        batchSize: 1,
        pollingIntervalSeconds: this.polling,
        // NOTIFY only announces new jobs; a retry whose back-off ends is found by polling, so the
        // poll stays as frequent with NOTIFY on (pg-boss would otherwise relax it to 30 s).
        notifyPollingIntervalSeconds: this.polling,
      }, async ([job]) => {
        // Pulse counts job throughput and failures per process (cheap, in memory).
        const started = performance.now();
        try {
          const result = await handler(job!.data, job!);
          pulse.recordJob(name, performance.now() - started, true);
          return result;
        } catch (error) {
          pulse.recordJob(name, performance.now() - started, false);
          throw error;
        }
      });
      this.workerIds.set(name, [id]);
    }
  }

  /** This process stops taking jobs (they wait for another worker); the queue stays usable for enqueueing. */
  async stopWorkers(): Promise<void> {
    for (const name of this.workerIds.keys()) await this.boss.offWork(name, { wait: true });
    this.workerIds.clear();
  }

  /** Waits for running handlers (up to `timeoutMs`, under main.ts's 10 s forced exit), then stops; jobs not yet run stay queued. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /**
   * Enqueues a job; with `tx` inside the caller's transaction (a rollback leaves no job). Local
   * workers are woken at once: on PGlite their fetch waits for the one connection, so it runs
   * after the caller's commit and finds the job.
   */
  async enqueue<Q extends QueueName>(name: Q, data: QueueData[Q], options: EnqueueOptions = {}): Promise<string | null> {
    const { tx, ...rest } = options;
    const send: SendOptions = { ...rest };
    if (tx) send.db = fromKysely(tx) as IDatabase;
    const id = await this.boss.send(name, data as object, send);
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  // What the operations pages need (/horizon): counts per queue, one job, retry and delete.

  queues(): Promise<QueueResult[]> {
    return this.boss.getQueues(Object.keys(QUEUES));
  }

  job<Q extends QueueName>(name: Q, id: string): Promise<JobWithMetadata<QueueData[Q]> | undefined> {
    return this.boss.findJobs<QueueData[Q]>(name, { id }).then((jobs) => jobs[0]);
  }

  /** Jobs of a queue (filter: `id`, `key`, `data` to match, `queued: true` for those not yet run). */
  find<Q extends QueueName>(name: Q, filter: Omit<FindJobsOptions, 'db'> = {}): Promise<JobWithMetadata<QueueData[Q]>[]> {
    return this.boss.findJobs<QueueData[Q]>(name, filter);
  }

  /** A failed job goes back to the queue (from /horizon's "riprova"). */
  async retry(name: QueueName, id: string) {
    const result = await this.boss.retry(name, id);
    // pg-boss's retry sends no NOTIFY: on PostgreSQL an idle worker would only see the job at its
    // long backstop poll. Wake this process's workers as enqueue does.
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    return result;
  }

  delete(name: QueueName, id: string) {
    return this.boss.deleteJob(name, id);
  }
}

/**
 * pg-boss over a node-postgres pool (PGlite's one-connection pool): each statement borrows the
 * connection like any API query. Not pg-boss's fromPglite: that talks to the PGlite instance
 * directly, past the pool, so its statements could run inside a request's open transaction on
 * PGlite's single session (and commit or roll back with it).
 */
function poolDatabase(pool: import('pg').Pool): IDatabase {
  return {
    // No values: pg uses the simple protocol, which runs pg-boss's multi-statement blocks and
    // returns every statement's rows (pg-boss unwraps them as with its own pool).
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values?.length ? values : undefined) as never,
  };
}
