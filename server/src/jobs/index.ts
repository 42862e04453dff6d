import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { isPermanentMailError, type Mail, type Mailer } from '../mail/mailer.js';
import { hideSecrets } from '../mail/secrets.js';
import { sweepExpiredSessions } from '../http/session.js';
import { sweepRateLimitHits } from '../http/rate-limit.js';
import { Jobs, type JobsOptions } from './jobs.js';
import { trialWork } from '../areas/subscriptions/index.js';
import { createVies, dealerSignupQueries, recheckVat } from '../areas/dealer-signup/index.js';
import { carfaxWork } from '../areas/carfax/index.js';
import { accountMailJob } from '../areas/accounts/index.js';
import { createCarfaxProvider, type CarfaxProvider } from '../carfax-provider/index.js';
import { releaseHealthWork } from '../areas/admin-releases/index.js';
import type { Config } from '../config.js';

export { Jobs, type EnqueueOptions, type Handler, type JobsOptions } from './jobs.js';
export { QUEUES, SCHEDULES, type QueueData, type QueueName } from './queues.js';

/** The queue with this platform's handlers registered: what the API process and `npm run worker` start. */
export function createJobs(options: JobsOptions & {
  db: Kysely<DB>; mailer: Mailer; appUrl: string; vies?: { url: string } | null;
  /** The vehicle-history provider (default: the configured one, else the demo provider). */
  carfaxProvider?: CarfaxProvider;
  /** The automatic-rollback rule of canaries (RELEASES_CANARY_*); absent: its defaults. */
  releaseHealth?: Config['releaseHealth'];
}): Jobs {
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
  // Recovery and verification renewal: the look-up, the link and its mail, after the answer.
  jobs.work('account-mail', accountMailJob({ db: options.db, jobs, appUrl: options.appUrl }));
  jobs.work('session-sweep', () => sweepExpiredSessions(options.db));
  jobs.work('rate-limit-sweep', () => sweepRateLimitHits(options.db));
  // Free trials: their end, the reminder mails before it, and a daily sweep for lost jobs.
  const trials = trialWork({ db: options.db, jobs, appUrl: options.appUrl });
  jobs.work('trial-expiry', ({ subscriptionId }) => trials.expireTrial(subscriptionId));
  jobs.work('trial-reminder', ({ subscriptionId, daysBefore }) => trials.remindTrial(subscriptionId, daysBefore));
  jobs.work('trial-sweep', () => trials.sweepTrials());
  // A dealer whose partita IVA VIES could not check at sign-up: asked again, with back-off, until it answers.
  const vies = createVies(options.vies ?? null);
  jobs.work('vat-recheck', ({ dealerId }) => recheckVat(dealerSignupQueries(options.db, jobs), vies, dealerId));
  // A report purchase the provider could not serve: asked again with back-off; the unit is spent only when it answers.
  const carfax = carfaxWork({ db: options.db, jobs, provider: options.carfaxProvider ?? createCarfaxProvider(null) });
  jobs.work('carfax-report-order', async ({ orderId }) => { await carfax.processOrder(orderId); });
  // Releases of the remotes: a failing canary rolled back even when no beacon comes to trigger the check.
  const releaseHealth = releaseHealthWork({
    db: options.db, log: options.log,
    releaseHealth: options.releaseHealth ?? { canaryMinSessions: 30, canaryMarginPercent: 5, sample: 1 },
  });
  jobs.work('release-health', async () => { await releaseHealth.evaluateAll(); });
  return jobs;
}

/**
 * No attempts left for this job: pg-boss marks a failing job 'failed' (not 'retry') once its
 * retry_count reaches retry_limit. A retry from /horizon lets it run once more.
 */
/** The job's stored mail with its secret links replaced (an empty list: nothing secret left in it). */
async function forgetSecrets(db: Kysely<DB>, id: string, mail: Mail): Promise<void> {
  await sql`update pgboss.job set data = ${JSON.stringify({ ...hideSecrets(mail), secrets: [] })}::jsonb where id = ${id}::uuid`.execute(db);
}

async function giveUp(db: Kysely<DB>, id: string): Promise<void> {
  await sql`update pgboss.job set retry_limit = retry_count where id = ${id}::uuid`.execute(db);
}
