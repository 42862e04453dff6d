import { monitorEventLoopDelay } from 'node:perf_hooks';
import client from 'prom-client';

/**
 * Pulse: what this process is doing, recorded in memory at O(1) per event (a counter, a
 * histogram bucket, a ring-buffer slot), read by /pulse and /metrics. Nothing is written to the
 * database on the request path; each process reports itself (several processes: one /metrics
 * scrape each). `PULSE=off` records nothing and registers no hook.
 */

const MINUTES = 60;
const RING = 50;
/** Duration histogram: 0.5 ms × 1.25^i, about 60 buckets up to ~2 minutes; p95 from counts. */
const BASE_MS = 0.5;
const GROWTH = 1.25;
const BUCKETS = 60;
const LOG_GROWTH = Math.log(GROWTH);

function bucketOf(ms: number): number {
  if (ms <= BASE_MS) return 0;
  return Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / BASE_MS) / LOG_GROWTH));
}
const upperOf = (bucket: number) => BASE_MS * GROWTH ** bucket;

interface RouteMinute { count: number; errors: number; totalMs: number; maxMs: number; buckets: Uint32Array }

/** One minute of activity; the ring of 60 of them is "the last hour". */
interface Minute {
  start: number;
  requests: number;
  jobs: number;
  jobFailures: number;
  routes: Map<string, RouteMinute>;
  users: Map<string, number>;
}

export interface SlowEntry { label: string; duration_ms: number; at: Date; detail: string | null }
interface ExceptionGroup { key: string; name: string; message: string; location: string | null; route: string | null; count: number; first_seen: Date; last_seen: Date }

export interface PulseOptions {
  enabled: boolean;
  slowRequestMs: number;
  slowQueryMs: number;
}

function newMinute(start: number): Minute {
  return { start, requests: 0, jobs: 0, jobFailures: 0, routes: new Map(), users: new Map() };
}

/** First frame of the stack outside node_modules and node internals: where to look. */
function locationOf(error: Error): string | null {
  for (const line of (error.stack ?? '').split('\n').slice(1)) {
    const frame = line.trim();
    if (frame.includes('node_modules') || frame.includes('node:')) continue;
    const match = /\(?([^()\s]+:\d+:\d+)\)?$/.exec(frame);
    if (match) return match[1]!.replace(/^file:\/\//, '').replace(/^.*\/server\//, 'server/');
  }
  return null;
}

export class PulseRecorder {
  enabled = false;
  slowRequestMs = 1000;
  slowQueryMs = 100;
  readonly startedAt = new Date();
  private minutes: Minute[] = [];
  private slowRequests: SlowEntry[] = [];
  private slowQueries: SlowEntry[] = [];
  private exceptions = new Map<string, ExceptionGroup>();
  private userLabels = new Map<string, string>();
  private loop: ReturnType<typeof monitorEventLoopDelay> | null = null;
  readonly registry = new client.Registry();
  private httpDuration: client.Histogram<'method' | 'route' | 'status_code'> | null = null;
  private exceptionsTotal: client.Counter<'name'> | null = null;
  private slowQueriesTotal: client.Counter | null = null;
  private jobDuration: client.Histogram<'queue' | 'outcome'> | null = null;

  configure(options: PulseOptions): void {
    this.slowRequestMs = options.slowRequestMs;
    this.slowQueryMs = options.slowQueryMs;
    if (!options.enabled || this.enabled) return;
    this.enabled = true;
    // 20 ms resolution: the sampling timer itself costs nothing measurable at that rate.
    this.loop = monitorEventLoopDelay({ resolution: 20 });
    this.loop.enable();
    client.collectDefaultMetrics({ register: this.registry, prefix: 'automercato_' });
    this.httpDuration = new client.Histogram({
      name: 'automercato_http_request_duration_seconds', help: 'Durata delle richieste HTTP per rotta',
      labelNames: ['method', 'route', 'status_code'], registers: [this.registry],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
    this.exceptionsTotal = new client.Counter({ name: 'automercato_exceptions_total', help: 'Errori inattesi (risposte 500)', labelNames: ['name'], registers: [this.registry] });
    this.slowQueriesTotal = new client.Counter({ name: 'automercato_slow_queries_total', help: 'Query più lente della soglia PULSE_SLOW_QUERY_MS', registers: [this.registry] });
    this.jobDuration = new client.Histogram({
      name: 'automercato_job_duration_seconds', help: 'Durata dei lavori in background eseguiti da questo processo',
      labelNames: ['queue', 'outcome'], registers: [this.registry], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    });
  }

  /** Tests and a restarted app start from nothing. */
  reset(): void {
    this.minutes = [];
    this.slowRequests = [];
    this.slowQueries = [];
    this.exceptions.clear();
    this.userLabels.clear();
    this.registry.resetMetrics();
  }

  private minute(now: number): Minute {
    const start = now - (now % 60_000);
    const last = this.minutes[this.minutes.length - 1];
    if (last && last.start === start) return last;
    const fresh = newMinute(start);
    this.minutes.push(fresh);
    if (this.minutes.length > MINUTES) this.minutes.shift();
    return fresh;
  }

  recordRequest(method: string, route: string, status: number, ms: number, user: { id: string; email: string } | null): void {
    if (!this.enabled) return;
    const now = Date.now();
    const minute = this.minute(now);
    minute.requests += 1;
    const key = `${method} ${route}`;
    let entry = minute.routes.get(key);
    if (!entry) {
      entry = { count: 0, errors: 0, totalMs: 0, maxMs: 0, buckets: new Uint32Array(BUCKETS) };
      minute.routes.set(key, entry);
    }
    entry.count += 1;
    if (status >= 500) entry.errors += 1;
    entry.totalMs += ms;
    if (ms > entry.maxMs) entry.maxMs = ms;
    entry.buckets[bucketOf(ms)]! += 1;
    if (user) {
      minute.users.set(user.id, (minute.users.get(user.id) ?? 0) + 1);
      this.userLabels.set(user.id, user.email);
    }
    if (ms >= this.slowRequestMs) push(this.slowRequests, { label: key, duration_ms: round(ms), at: new Date(now), detail: String(status) });
    this.httpDuration!.observe({ method, route, status_code: status }, ms / 1000);
  }

  /** From Kysely's `log` (db/database.ts): only the slow ones are kept, with their SQL (parameters never). */
  recordQuery(sqlText: string, ms: number): void {
    if (!this.enabled || ms < this.slowQueryMs) return;
    push(this.slowQueries, { label: sqlText.length > 300 ? `${sqlText.slice(0, 300)}…` : sqlText, duration_ms: round(ms), at: new Date(), detail: null });
    this.slowQueriesTotal!.inc();
  }

  /** An unexpected error (the error handler's 500): grouped by kind, message and where it was thrown. */
  recordException(error: Error, route: string | null): void {
    if (!this.enabled) return;
    const name = error.name || 'Error';
    const message = String(error.message ?? '').split('\n')[0]!.slice(0, 300);
    const location = locationOf(error);
    const key = `${name}|${message}|${location ?? ''}`;
    const now = new Date();
    const group = this.exceptions.get(key);
    if (group) {
      group.count += 1;
      group.last_seen = now;
      group.route = route ?? group.route;
    } else {
      // A flood of distinct messages must not grow memory without bound.
      if (this.exceptions.size >= 200) this.exceptions.delete(this.exceptions.keys().next().value!);
      this.exceptions.set(key, { key, name, message, location, route, count: 1, first_seen: now, last_seen: now });
    }
    this.exceptionsTotal!.inc({ name });
  }

  /** Called by this process's job workers (src/jobs): one run of a job of `queue`. */
  recordJob(queue: string, ms: number, ok: boolean): void {
    if (!this.enabled) return;
    const minute = this.minute(Date.now());
    minute.jobs += 1;
    if (!ok) minute.jobFailures += 1;
    this.jobDuration!.observe({ queue, outcome: ok ? 'completed' : 'failed' }, ms / 1000);
  }

  snapshot() {
    const now = Date.now();
    const since = now - MINUTES * 60_000;
    const recent = this.minutes.filter((m) => m.start >= since);
    const routes = new Map<string, RouteMinute>();
    const users = new Map<string, number>();
    for (const m of recent) {
      for (const [key, r] of m.routes) {
        const into = routes.get(key) ?? { count: 0, errors: 0, totalMs: 0, maxMs: 0, buckets: new Uint32Array(BUCKETS) };
        into.count += r.count;
        into.errors += r.errors;
        into.totalMs += r.totalMs;
        into.maxMs = Math.max(into.maxMs, r.maxMs);
        for (let i = 0; i < BUCKETS; i++) into.buckets[i]! += r.buckets[i]!;
        routes.set(key, into);
      }
      for (const [id, count] of m.users) users.set(id, (users.get(id) ?? 0) + count);
    }
    const perMinute = [] as { minute: Date; requests: number; jobs: number; job_failures: number }[];
    for (const m of recent) perMinute.push({ minute: new Date(m.start), requests: m.requests, jobs: m.jobs, job_failures: m.jobFailures });
    const memory = process.memoryUsage();
    const loop = this.loop;
    return {
      enabled: this.enabled,
      slow_request_ms: this.slowRequestMs,
      slow_query_ms: this.slowQueryMs,
      process: {
        pid: process.pid,
        started_at: this.startedAt,
        uptime_s: Math.round(process.uptime()),
        rss_mb: mb(memory.rss),
        heap_used_mb: mb(memory.heapUsed),
        heap_total_mb: mb(memory.heapTotal),
        event_loop_p50_ms: loop ? round(loop.percentile(50) / 1e6) : 0,
        event_loop_p99_ms: loop ? round(loop.percentile(99) / 1e6) : 0,
        event_loop_max_ms: loop ? round(loop.max / 1e6) : 0,
      },
      requests_last_hour: recent.reduce((sum, m) => sum + m.requests, 0),
      jobs_last_hour: recent.reduce((sum, m) => sum + m.jobs, 0),
      per_minute: perMinute,
      routes: [...routes].map(([key, r]) => ({
        route: key, count: r.count, errors: r.errors, avg_ms: round(r.totalMs / r.count), max_ms: round(r.maxMs), p95_ms: round(percentile(r.buckets, r.count, 0.95, r.maxMs)),
      })).sort((a, b) => b.p95_ms - a.p95_ms).slice(0, 30),
      slow_requests: [...this.slowRequests].reverse(),
      slow_queries: [...this.slowQueries].reverse(),
      exceptions: [...this.exceptions.values()].sort((a, b) => b.last_seen.getTime() - a.last_seen.getTime()).slice(0, 50),
      active_users: [...users].sort((a, b) => b[1] - a[1]).slice(0, 10)
        .map(([id, count]) => ({ user_id: id, email: this.userLabels.get(id) ?? id, requests: count })),
    };
  }
}

export type PulseSnapshot = ReturnType<PulseRecorder['snapshot']>;

function push(ring: SlowEntry[], entry: SlowEntry): void {
  ring.push(entry);
  if (ring.length > RING) ring.shift();
}

function percentile(buckets: Uint32Array, count: number, p: number, max: number): number {
  const target = Math.ceil(count * p);
  let seen = 0;
  for (let i = 0; i < BUCKETS; i++) {
    seen += buckets[i]!;
    if (seen >= target) return Math.min(upperOf(i), max);
  }
  return max;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1048576);

/** One per process: Kysely's log, the error handler and the job workers all report here. */
export const pulse = new PulseRecorder();
