import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from './common.js';

/** /pulse: one process's recent activity (in memory, the last hour). */
const SlowEntry = Type.Object({ label: Type.String(), duration_ms: Type.Number(), at: DateTime, detail: Nullable(Type.String()) });

export const PulseSnapshot = Type.Object({
  enabled: Type.Boolean(),
  slow_request_ms: Type.Integer(),
  slow_query_ms: Type.Integer(),
  process: Type.Object({
    pid: Type.Integer(),
    started_at: DateTime,
    uptime_s: Type.Integer(),
    rss_mb: Type.Number(),
    heap_used_mb: Type.Number(),
    heap_total_mb: Type.Number(),
    event_loop_p50_ms: Type.Number(),
    event_loop_p99_ms: Type.Number(),
    event_loop_max_ms: Type.Number(),
  }),
  requests_last_hour: Type.Integer(),
  jobs_last_hour: Type.Integer(),
  per_minute: Type.Array(Type.Object({ minute: DateTime, requests: Type.Integer(), jobs: Type.Integer(), job_failures: Type.Integer() })),
  routes: Type.Array(Type.Object({
    route: Type.String(), count: Type.Integer(), errors: Type.Integer(), avg_ms: Type.Number(), max_ms: Type.Number(), p95_ms: Type.Number(),
  })),
  slow_requests: Type.Array(SlowEntry),
  slow_queries: Type.Array(SlowEntry),
  exceptions: Type.Array(Type.Object({
    key: Type.String(), name: Type.String(), message: Type.String(), location: Nullable(Type.String()), route: Nullable(Type.String()),
    count: Type.Integer(), first_seen: DateTime, last_seen: DateTime,
  })),
  active_users: Type.Array(Type.Object({ user_id: Type.String(), email: Type.String(), requests: Type.Integer() })),
});
export type PulseSnapshot = Static<typeof PulseSnapshot>;

/** /horizon: the job queue (pg-boss tables) per queue. */
export const QueueStats = Type.Object({
  name: Type.String(),
  waiting: Type.Integer(),
  running: Type.Integer(),
  completed_hour: Type.Integer(),
  completed_day: Type.Integer(),
  failed_hour: Type.Integer(),
  failed_day: Type.Integer(),
  /** Jobs finished per minute over the last hour. */
  per_minute: Type.Number(),
});

export const QueuesOverview = Type.Object({
  /** false while the job queue's tables do not exist (nothing queued yet). */
  available: Type.Boolean(),
  queues: Type.Array(QueueStats),
  slowest: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer(), avg_ms: Type.Number(), max_ms: Type.Number() })),
});
export type QueuesOverview = Static<typeof QueuesOverview>;

export const FailedJob = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  attempts: Type.Integer(),
  error: Nullable(Type.String()),
  failed_at: Nullable(DateTime),
  created_at: DateTime,
});
export type FailedJob = Static<typeof FailedJob>;

export const FailedJobsQuery = Type.Object({ queue: Type.Optional(Type.String({ maxLength: 200 })) });

export const JobDetail = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  state: Type.String(),
  attempts: Type.Integer(),
  retry_limit: Type.Integer(),
  /** The payload with secrets (passwords, tokens, links) replaced by "[nascosto]". */
  data: Type.Unknown(),
  error: Nullable(Type.String()),
  created_at: DateTime,
  started_at: Nullable(DateTime),
  completed_at: Nullable(DateTime),
});
export type JobDetail = Static<typeof JobDetail>;

export const JobParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
