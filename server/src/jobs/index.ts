import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { isPermanentMailError, type Mail, type Mailer } from '../mail/mailer.js';
import { hideSecrets } from '../mail/secrets.js';
import { sweepExpiredSessions } from '../http/session.js';
import { sweepRateLimitHits } from '../http/rate-limit.js';
import { Jobs, type JobsOptions } from './jobs.js';

export { Jobs, type EnqueueOptions, type Handler, type JobsOptions } from './jobs.js';
export { QUEUES, SCHEDULES, type QueueData, type QueueName } from './queues.js';

/**
 * The queue with the platform's own handlers (mail, the sweeps): what the API process and `npm run
 * worker` start. The areas' handlers and crons come from src/areas/index.ts (this folder knows no area).
 */
export function createJobs(options: JobsOptions & { db: Kysely<DB>; mailer: Mailer }): Jobs {
  const jobs = new Jobs(options);
  // A throw fails this attempt: pg-boss retries with back-off, then keeps the job as failed.
  jobs.work('mail', async (mail, job) => {
    try {
      await options.mailer.send(mail);
    } catch (error) {
      // A permanent refusal fails now (visible on /horizon) rather than after 8 pointless tries.
      if (isPermanentMailError(error)) await giveUp(options.db, job.id);
      throw error;
    }
    // Sent: the stored payload (kept a week for /horizon) no longer needs its recipient's key. A
    // failure here must not fail the job, or the mail would go out again.
    if (mail.secrets?.length) await forgetSecrets(options.db, job.id, mail).catch(() => undefined);
  });
  jobs.work('session-sweep', () => sweepExpiredSessions(options.db));
  jobs.work('rate-limit-sweep', () => sweepRateLimitHits(options.db));
  return jobs;
}

/** The job's stored mail with its secret links replaced (an empty list: nothing secret left in it). */
async function forgetSecrets(db: Kysely<DB>, id: string, mail: Mail): Promise<void> {
  await sql`update pgboss.job set data = ${JSON.stringify({ ...hideSecrets(mail), secrets: [] })}::jsonb where id = ${id}::uuid`.execute(db);
}

/**
 * No attempts left for this job: pg-boss marks a failing job 'failed' (not 'retry') once its
 * retry_count reaches retry_limit. A retry from /horizon lets it run once more.
 */
async function giveUp(db: Kysely<DB>, id: string): Promise<void> {
  await sql`update pgboss.job set retry_limit = retry_count where id = ${id}::uuid`.execute(db);
}
