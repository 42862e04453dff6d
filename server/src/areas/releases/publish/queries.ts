import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, RemoteMapTable, RemoteVersionsTable } from '../../../db/schema.js';
import { recordAudit, type Actor, type AuditChange, type NonUserActor } from '../../../audit/index.js';
import { withTransaction } from '../../../db/transaction.js';

export type RemoteVersionRow = Selectable<RemoteVersionsTable>;
export type RemoteMapRow = Selectable<RemoteMapTable>;
/** A new row as the service builds it (JSON columns as values; written as JSON here). */
export type NewRemoteVersion = Omit<RemoteVersionRow, 'published_at' | 'last_served_at' | 'removed_at' | 'built_at'> & { built_at: Date | null };

/** The releases' SQL: versions, the map, publish tokens. */
export function releaseQueries(db: Kysely<DB> | Transaction<DB>) {
  const queries = {
    /** Inside a transaction: one publication of this remote at a time (released at commit or rollback). */
    lockRemote: (remote: string) => sql`select pg_advisory_xact_lock(hashtext(${`remote_versions:${remote}`}))`.execute(db),
    /** A publish token by the sha256 of its secret, revoked or not. */
    tokenByHash: (tokenHash: string) => db.selectFrom('remote_publish_tokens')
      .select(['id', 'remote', 'label', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst(),
    touchToken: (id: string) => db.updateTable('remote_publish_tokens').set({ last_used_at: new Date() }).where('id', '=', id).execute(),

    version: (remote: string, version: string) => db.selectFrom('remote_versions').selectAll()
      .where('remote', '=', remote).where('version', '=', version).executeTakeFirst(),
    versionByHash: (remote: string, contentHash: string) => db.selectFrom('remote_versions').selectAll()
      .where('remote', '=', remote).where('content_hash', '=', contentHash).executeTakeFirst(),
    /** Newest first. */
    versionsOf: (remote: string) => db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).orderBy('seq', 'desc').execute(),
    /** The labels and the highest seq of a remote (the next label and seq are taken from them). */
    async numbering(remote: string) {
      const rows = await db.selectFrom('remote_versions').select(['version', 'seq']).where('remote', '=', remote).execute();
      return { versions: rows.map((r) => r.version), maxSeq: rows.reduce((max, r) => Math.max(max, r.seq), 0) };
    },
    insertVersion: (row: NewRemoteVersion) => db.insertInto('remote_versions').values({
      ...row,
      exposes: JSON.stringify(row.exposes),
      shared: JSON.stringify(row.shared),
      compatibility: JSON.stringify(row.compatibility),
    }).returningAll().executeTakeFirstOrThrow(),

    /** Versions whose files may be served (not removed), for the /mf/ check. */
    servable: (remote: string, version: string) => db.selectFrom('remote_versions').select('seq')
      .where('remote', '=', remote).where('version', '=', version).where('removed_at', 'is', null).executeTakeFirst(),

    mapRows: () => db.selectFrom('remote_map').selectAll().execute(),
    mapRow: (remote: string) => db.selectFrom('remote_map').selectAll().where('remote', '=', remote).executeTakeFirst(),
    lockMapRow: (remote: string) => db.selectFrom('remote_map').selectAll().where('remote', '=', remote).forUpdate().executeTakeFirst(),
    /** The remote's first map row: this version is live for everyone. */
    insertMap: (remote: string, activeVersion: string) => db.insertInto('remote_map')
      .values({ remote, active_version: activeVersion, active_since: new Date(), updated_at: new Date() })
      .onConflict((oc) => oc.column('remote').doNothing()).execute(),
    /** A new active version (a canary of that same version ends: it is live for everyone now). */
    setActive: (remote: string, activeVersion: string) => db.updateTable('remote_map')
      .set((eb) => ({
        active_version: activeVersion, active_since: new Date(), updated_at: new Date(),
        canary_version: eb.case().when('canary_version', '=', activeVersion).then(null).else(eb.ref('canary_version')).end(),
        canary_percent: eb.case().when('canary_version', '=', activeVersion).then(null).else(eb.ref('canary_percent')).end(),
        canary_started_at: eb.case().when('canary_version', '=', activeVersion).then(null).else(eb.ref('canary_started_at')).end(),
      }))
      .where('remote', '=', remote).execute(),

    /** Serving bookkeeping (retention keeps what was handed out recently). */
    markServed: (remote: string, versions: string[]) => db.updateTable('remote_versions').set({ last_served_at: new Date() })
      .where('remote', '=', remote).where('version', 'in', versions).execute(),

    /** Every version whose files are still on disk, with whether the map uses it. */
    storedVersions: () => db.selectFrom('remote_versions as v')
      .leftJoin('remote_map as m', 'm.remote', 'v.remote')
      .select(['v.remote', 'v.version', 'v.seq', 'v.last_served_at', 'm.active_version', 'm.canary_version'])
      .where('v.removed_at', 'is', null)
      .orderBy('v.remote').orderBy('v.seq', 'desc').execute(),
    /** Marks removed unless the map took it meanwhile; the versions actually marked. */
    async markRemoved(remote: string, versions: string[]): Promise<string[]> {
      if (!versions.length) return [];
      const rows = await db.updateTable('remote_versions').set({ removed_at: new Date() })
        .where('remote', '=', remote).where('version', 'in', versions).where('removed_at', 'is', null)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('remote_map as m').select('m.remote')
          .whereRef('m.remote', '=', 'remote_versions.remote')
          .where((eb) => eb.or([eb('m.active_version', '=', eb.ref('remote_versions.version')), eb('m.canary_version', '=', eb.ref('remote_versions.version'))])))))
        .returning('version').execute();
      return rows.map((r) => r.version);
    },

    audit: (actor: Actor | NonUserActor, change: AuditChange) => recordAudit(db, actor, change),

  };
  return withTransaction(db, queries, (trx): typeof queries => releaseQueries(trx));
}

export type ReleaseQueries = ReturnType<typeof releaseQueries>;

/** A unique violation (PostgreSQL and PGlite): a concurrent publication took the label or the content. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';
