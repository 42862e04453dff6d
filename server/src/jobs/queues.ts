import type { Queue } from 'pg-boss';
import type { Mail } from '../mail/mailer.js';

/**
 * Every queue, its payload and its policy (central: areas enqueue each other's queues). A new kind
 * of background work adds a line here and a handler (and, when it is periodic, a cron) in its
 * area's declaration (src/areas/area.ts), or in jobs/index.ts for the platform's own sweeps.
 */
export interface QueueData {
  /** One e-mail, rendered when the change that causes it happens (links and tokens included). */
  mail: Mail;
  /**
   * The work behind recovery's and verification renewal's one answer (areas/accounts/auth): the handler
   * looks the address up and, for an account that may have it, issues the link and queues its mail.
   * Queued for every request, known address or not; it carries no link and no token.
   */
  'account-mail': { kind: 'password-reset' | 'verification'; email: string };
  'session-sweep': Record<string, never>;
  'rate-limit-sweep': Record<string, never>;
  /** A dealer's free trial ends (scheduled with startAfter = its end): the dealer falls to its effective plan's limits. */
  'trial-expiry': { subscriptionId: string };
  /** The "your trial ends in N days" mail, scheduled at activation; skipped if the trial is over or already told. */
  'trial-reminder': { subscriptionId: string; daysBefore: 7 | 1 };
  /** Daily: trials past their end whose expiry job got lost, reminders that were missed. */
  'trial-sweep': Record<string, never>;
  /** A stock import's dry run ('analyse') or its application ('apply'), see areas/listings/import. */
  'stock-import': { importId: string; step: 'analyse' | 'apply' };
  /** One dealer's XML feed pulled, analysed and applied unless held. */
  'stock-feed-pull': { dealerId: string };
  /** Nightly: a feed pull for every dealer with a feed. */
  'stock-feed-sweep': Record<string, never>;
  /** A dealer whose partita IVA VIES could not check at sign-up (areas/dealers/signup). */
  'vat-recheck': { dealerId: string };
  /** Billing: at a paid subscription's period end, apply its pending downgrade or end a canceled plan (areas/billing/checkout). */
  'billing-period-end': { subscriptionId: string; periodEnd: string };
  /** A report purchase the provider could not serve (areas/carfax/reports): asked again until it answers; the unit is spent only then. */
  'carfax-report-order': { orderId: string };
  /** Every few minutes: each running canary of a remote checked against the automatic-rollback rule (areas/releases/admin). */
  'release-health': Record<string, never>;
  /** Daily: files of remote versions outside the retention rule are deleted (areas/releases/publish). */
  'releases-retention': Record<string, never>;
  // Next issue: 'report-allowance-reset' (monthly Carfax report allowances) goes here, with a
  // handler and a cron like the sweeps.
}

export type QueueName = keyof QueueData;

type Policy = Omit<Queue, 'name'>;

const DAY = 86_400;

/**
 * Retries back off exponentially (retryDelay × 2^attempt, with jitter). A job that exhausts them
 * stays in state 'failed' with its error for deleteAfterSeconds (the /horizon page shows it and
 * can retry it); completed jobs go after the same time.
 */
export const QUEUES: Record<QueueName, Policy> = {
  // A mail server that is down for a while: 1 s, 2 s, 4 s… up to 10 minutes apart, 8 tries.
  mail: { retryLimit: 8, retryDelay: 1, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120, deleteAfterSeconds: 7 * DAY },
  // Holds an address a stranger typed: kept a day, not a week.
  'account-mail': { retryLimit: 8, retryDelay: 1, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120, deleteAfterSeconds: DAY },
  'session-sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: DAY },
  'rate-limit-sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: DAY },
  // A failed expiry is retried for a while; the daily sweep catches anything that still slips.
  'trial-expiry': { retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 30 * DAY },
  'trial-reminder': { retryLimit: 4, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 30 * DAY },
  'trial-sweep': { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 7 * DAY },
  // A report provider outage: 1 min, 2, 4… capped at an hour, for about a day.
  'carfax-report-order': { retryLimit: 16, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 7 * DAY },
  // An import step is safe to rerun (rows keyed by reference); a big file takes minutes.
  'stock-import': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 7 * DAY },
  'stock-feed-pull': { retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 7 * DAY },
  'stock-feed-sweep': { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 7 * DAY },
  // VIES down (a member state's service often is for hours): 5 min, 10, 20… capped at 6 hours, for about 2 days.
  'vat-recheck': { retryLimit: 12, retryDelay: 300, retryBackoff: true, retryDelayMax: 6 * 3600, expireInSeconds: 60, deleteAfterSeconds: 7 * DAY },
  // The next slot checks again anyway: no long retries.
  'release-health': { retryLimit: 1, retryDelay: 60, expireInSeconds: 120, deleteAfterSeconds: DAY },
  // Talks to the payment provider: a provider outage is retried for about a day.
  'billing-period-end': { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 30 * DAY },
  // Safe to rerun: what is already removed is not touched again.
  'releases-retention': { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 7 * DAY },
};

/** The platform's own periodic work (cron, UTC); the areas' crons come with their declarations (src/areas). */
export const SCHEDULES: Partial<Record<QueueName, string>> = {
  'session-sweep': '17 * * * *',
  'rate-limit-sweep': '47 * * * *',
  // Sitemaps are built on request from the listings (src/areas/platform/seo): nothing to refresh yet.
};
