import { notFound } from '../../../http/errors.js';
import { pulse } from '../../../pulse/recorder.js';
import type { Jobs, QueueName } from '../../../jobs/index.js';
import type { OpsQueries } from './queries.js';
import { redact } from './redact.js';

/** Text of a failed job's output: pg-boss stores the thrown error as { message, stack }. */
function errorOf(output: unknown): string | null {
  if (output == null) return null;
  if (typeof output === 'string') return output;
  // A thrown Error is kept as { message, stack… }; pg-boss's own failures (timeouts) as { value: { message } }.
  const found = output as { message?: unknown; value?: { message?: unknown } };
  const message = found.message ?? found.value?.message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 2000);
}

/** pg-boss's own retry and delete (its rules, its notifications); reads are plain SQL over its table. */
type JobWrites = Pick<Jobs, 'retry' | 'delete'>;

export function opsService({ queries, jobs }: { queries: OpsQueries; jobs: JobWrites }) {
  const present = (row: NonNullable<Awaited<ReturnType<OpsQueries['byId']>>>) => ({
    id: row.id, queue: row.name, state: row.state, attempts: row.retry_count, retry_limit: row.retry_limit,
    data: redact(row.name, row.data), error: row.state === 'failed' ? errorOf(row.output) : null,
    created_at: row.created_on, started_at: row.started_on, completed_at: row.completed_on,
  });
  const requireJob = async (id: string) => {
    if (!(await queries.queueExists())) throw notFound('Lavoro non trovato.');
    const row = await queries.byId(id);
    if (!row) throw notFound('Lavoro non trovato.');
    return row;
  };
  return {
    pulse: () => pulse.snapshot(),
    async queues() {
      if (!(await queries.queueExists())) return { available: false, queues: [], slowest: [] };
      const [stats, slowest] = await Promise.all([queries.queueStats(), queries.slowest()]);
      return {
        available: true,
        queues: stats.map((q) => ({ ...q, per_minute: Math.round(((q.completed_hour + q.failed_hour) / 60) * 10) / 10 })),
        slowest,
      };
    },
    async failed(queue?: string) {
      if (!(await queries.queueExists())) return [];
      return (await queries.failed(queue)).map((row) => ({
        id: row.id, queue: row.name, attempts: row.retry_count, error: errorOf(row.output), failed_at: row.completed_on, created_at: row.created_on,
      }));
    },
    job: async (id: string) => present(await requireJob(id)),
    async retry(id: string) {
      const job = await requireJob(id);
      if (job.state !== 'failed') throw notFound('Solo un lavoro fallito può essere riprovato.');
      await jobs.retry(job.name as QueueName, id);
      return { message: 'Il lavoro è di nuovo in coda.' };
    },
    async remove(id: string) {
      const job = await requireJob(id);
      if (job.state === 'active') throw notFound('Un lavoro in esecuzione non può essere eliminato.');
      await jobs.delete(job.name as QueueName, id);
      return { message: 'Lavoro eliminato.' };
    },
  };
}

export type OpsService = ReturnType<typeof opsService>;
