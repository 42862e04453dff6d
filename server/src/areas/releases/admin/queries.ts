import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import { withTransaction } from '../../../db/transaction.js';

/** One version's health numbers as SQL counts them (see health.ts for the window of each version). */
export interface HealthRow {
  remote: string;
  version: string;
  sessions: number;
  error_sessions: number;
  load_failures: number;
  render_errors: number;
  load_ms_p50: number | null;
}

/** What a beacon adds to one (remote, version, session) row. */
export interface HealthDelta {
  remote: string;
  version: string;
  session_key: string;
  loads: number;
  load_failures: number;
  render_errors: number;
  load_ms_total: number;
}

export interface MapChange {
  active_version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: Date | null;
  /** Set when the active version changes (its health is counted from here). */
  active_since?: Date;
}

/**
 * The admin side of releases: the map's changes, the versions and tokens an admin sees,
 * and health from the field. Publishing, serving and retention are areas/releases/publish.
 */
export function adminReleaseQueries(db: Kysely<DB>) {
  const queries = {
    maps: () => db.selectFrom('remote_map').selectAll().execute(),

    /** `lock` holds the remote's map row until the transaction ends: two changes never interleave. */
    async map(remote: string, { lock = false } = {}) {
      const query = db.selectFrom('remote_map').selectAll().where('remote', '=', remote);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    versions: (remote?: string) => {
      let query = db.selectFrom('remote_versions').selectAll();
      if (remote) query = query.where('remote', '=', remote);
      return query.orderBy('remote').orderBy('seq', 'desc').execute();
    },

    version: (remote: string, version: string) =>
      db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst(),

    /** The first version to go live: the map row is created. */
    async insertMap(remote: string, change: MapChange) {
      await db.insertInto('remote_map').values({ remote, ...change, active_since: change.active_since ?? new Date(), updated_at: new Date() }).execute();
    },

    async updateMap(remote: string, change: Partial<MapChange> & {
      last_auto_rollback_at?: Date; last_auto_rollback_version?: string; last_auto_rollback_reason?: string;
    }) {
      await db.updateTable('remote_map').set({ ...change, updated_at: new Date() }).where('remote', '=', remote).execute();
    },

    /**
     * Health per version since its window began: a canary since its start, the active version since
     * it went live or the canary began (whichever is later, so both are compared over the same time),
     * any other version over all its rows. Load time per session is its mean; the median is over sessions.
     */
    async health(remote?: string, versions?: string[]): Promise<HealthRow[]> {
      const rows = await sql<HealthRow>`
        select h.remote, h.version,
          count(*)::int as sessions,
          (count(*) filter (where h.load_failures + h.render_errors > 0))::int as error_sessions,
          coalesce(sum(h.load_failures), 0)::int as load_failures,
          coalesce(sum(h.render_errors), 0)::int as render_errors,
          round(percentile_cont(0.5) within group (order by h.load_ms_total::float8 / nullif(h.loads, 0)))::int as load_ms_p50
        from remote_health h
        left join remote_map m on m.remote = h.remote
        where (${remote ?? null}::text is null or h.remote = ${remote ?? null})
          and (${versions ?? null}::text[] is null or h.version = any(${versions ?? null}::text[]))
          and h.first_seen >= case
            when h.version = m.canary_version then m.canary_started_at
            when h.version = m.active_version then greatest(m.active_since, m.canary_started_at)
            else '-infinity'::timestamptz end
        group by h.remote, h.version`.execute(db);
      return rows.rows;
    },

    /**
     * Of these versions, the ones a session could have been given: active, canary, or handed out
     * by /remotes.json since `servedSince`. Anything else in a beacon is noise or a forgery.
     */
    async liveVersions(pairs: Array<{ remote: string; version: string }>, servedSince: Date) {
      if (!pairs.length) return [];
      const remotes = [...new Set(pairs.map((p) => p.remote))];
      const versions = [...new Set(pairs.map((p) => p.version))];
      return db.selectFrom('remote_versions as v')
        .leftJoin('remote_map as m', 'm.remote', 'v.remote')
        .select(['v.remote', 'v.version'])
        .where('v.remote', 'in', remotes).where('v.version', 'in', versions)
        .where((eb) => eb.or([
          eb('v.last_served_at', '>=', servedSince),
          eb('m.active_version', '=', eb.ref('v.version')),
          eb('m.canary_version', '=', eb.ref('v.version')),
        ]))
        .execute();
    },

    /** Adds a beacon's counts to each (remote, version, session) row, creating it on first sight. */
    async addHealth(deltas: HealthDelta[]) {
      if (!deltas.length) return;
      const now = new Date();
      await db.insertInto('remote_health')
        .values(deltas.map((d) => ({ ...d, first_seen: now, last_seen: now })))
        .onConflict((oc) => oc.columns(['remote', 'version', 'session_key']).doUpdateSet({
          loads: sql`remote_health.loads + excluded.loads`,
          load_failures: sql`remote_health.load_failures + excluded.load_failures`,
          render_errors: sql`remote_health.render_errors + excluded.render_errors`,
          load_ms_total: sql`remote_health.load_ms_total + excluded.load_ms_total`,
          last_seen: now,
        }))
        .execute();
    },

    /** Publish tokens with their creator's e-mail, newest first. */
    tokens: () => db.selectFrom('remote_publish_tokens as t')
      .leftJoin('users as u', 'u.id', 't.created_by')
      .select(['t.id', 't.remote', 't.label', 't.created_at', 't.last_used_at', 't.revoked_at', 'u.email as created_by'])
      .orderBy('t.created_at', 'desc').orderBy('t.id')
      .execute(),

    token: (id: string) => db.selectFrom('remote_publish_tokens as t')
      .leftJoin('users as u', 'u.id', 't.created_by')
      .select(['t.id', 't.remote', 't.label', 't.created_at', 't.last_used_at', 't.revoked_at', 'u.email as created_by'])
      .where('t.id', '=', id)
      .executeTakeFirst(),

    async insertToken(token: { id: string; remote: string; label: string; token_hash: string; created_by: string }) {
      await db.insertInto('remote_publish_tokens').values(token).execute();
    },

    async revokeToken(id: string) {
      await db.updateTable('remote_publish_tokens').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },

    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminReleaseQueries(trx));
}

export type AdminReleaseQueries = ReturnType<typeof adminReleaseQueries>;
export type AdminReleaseQueriesInTransaction = Omit<AdminReleaseQueries, 'transaction'>;
export type MapRow = NonNullable<Awaited<ReturnType<AdminReleaseQueries['map']>>>;
export type VersionRow = NonNullable<Awaited<ReturnType<AdminReleaseQueries['version']>>>;
export type TokenRow = NonNullable<Awaited<ReturnType<AdminReleaseQueries['token']>>>;
