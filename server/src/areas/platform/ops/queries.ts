import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * The job queue's own tables (pg-boss, schema `pgboss`), read for /horizon. They are pg-boss's,
 * not in our schema types; until the queue has started once they do not exist.
 */
interface JobRow {
  id: string; name: string; state: string; data: unknown; output: unknown; retry_count: number; retry_limit: number;
  created_on: Date; started_on: Date | null; completed_on: Date | null;
}

export function opsQueries(db: Kysely<DB>) {
  return {
    async queueExists(): Promise<boolean> {
      const { rows } = await sql<{ present: boolean }>`select to_regclass('pgboss.job') is not null as present`.execute(db);
      return Boolean(rows[0]?.present);
    },
    async queueStats() {
      const { rows } = await sql<{
        name: string; waiting: number; running: number; completed_hour: number; completed_day: number; failed_hour: number; failed_day: number;
      }>`select name,
          count(*) filter (where state in ('created', 'retry'))::int as waiting,
          count(*) filter (where state = 'active')::int as running,
          count(*) filter (where state = 'completed' and completed_on > now() - interval '1 hour')::int as completed_hour,
          count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int as completed_day,
          count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour')::int as failed_hour,
          count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed_day
        from pgboss.job group by name order by name`.execute(db);
      return rows;
    },
    /** Job kinds by average run time over the last day. */
    async slowest() {
      const { rows } = await sql<{ name: string; count: number; avg_ms: number; max_ms: number }>`
        select name, count(*)::int as count,
          round(avg(extract(epoch from completed_on - started_on) * 1000)::numeric, 1)::float8 as avg_ms,
          round(max(extract(epoch from completed_on - started_on) * 1000)::numeric, 1)::float8 as max_ms
        from pgboss.job
        where state in ('completed', 'failed') and started_on is not null and completed_on > now() - interval '1 day'
        group by name order by avg_ms desc limit 10`.execute(db);
      return rows;
    },
    async failed(queue?: string) {
      const { rows } = await sql<JobRow>`
        select id::text, name, state, data, output, retry_count, retry_limit, created_on, started_on, completed_on
        from pgboss.job where state = 'failed' ${queue ? sql`and name = ${queue}` : sql``}
        order by completed_on desc nulls last limit 100`.execute(db);
      return rows;
    },
    async byId(id: string) {
      const { rows } = await sql<JobRow>`
        select id::text, name, state, data, output, retry_count, retry_limit, created_on, started_on, completed_on
        from pgboss.job where id = ${id}::uuid`.execute(db);
      return rows[0];
    },
  };
}

export type OpsQueries = ReturnType<typeof opsQueries>;
