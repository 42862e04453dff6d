import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { sweepExpiredSessions } from '../http/session.js';
import { sweepRateLimitHits } from '../http/rate-limit.js';
import { Jobs, type JobsOptions } from './jobs.js';

export { Jobs, type EnqueueOptions, type Handler, type JobsOptions } from './jobs.js';
export { QUEUES, SCHEDULES, type QueueData, type QueueName } from './queues.js';

/** The queue with this platform's handlers registered: what the API process and `npm run worker` start. */
export function createJobs(options: JobsOptions & { db: Kysely<DB>; mailer: Mailer }): Jobs {
  const jobs = new Jobs(options);
  // A throw fails this attempt: pg-boss retries with back-off, then keeps the job as failed.
  jobs.work('mail', (mail) => options.mailer.send(mail));
  jobs.work('session-sweep', () => sweepExpiredSessions(options.db));
  jobs.work('rate-limit-sweep', () => sweepRateLimitHits(options.db));
  return jobs;
}
