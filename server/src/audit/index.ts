import type { FastifyRequest } from 'fastify';
import type { AuditEntityType } from '@automercato/api-contract';
import { auditQueries, type AuditDb, type AuditRow } from './queries.js';
import type { Lookups } from '../catalog/lookups.js';
import { changeLines, referencesOf, type AuditNames } from './present.js';

export { auditQueries, type AuditDb, type AuditRow } from './queries.js';

/** Who made a change, and from where: the signed-in admin and the request's address (the socket's, or a configured proxy's client; never a header the caller chooses). */
export interface Actor { id: string | null; email: string; ip: string | null }

/** The platform itself (an automatic rollback of a failing canary): no user, 'sistema' as the e-mail column. */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'sistema', ip: null };

/**
 * Who else may make a change: not a signed-in user (a publish token, "token: <label>"; the boot
 * import, "avvio locale"; the platform itself, "sistema"). Its row has no actor id.
 */
export interface NonUserActor { id: null; email: string; ip: string | null }

/** What the trail is about; each admin page shows the rows of its entity. */
export type AuditEntity = AuditEntityType;

export interface AuditChange {
  /** A short verb of the area: 'user.disable', 'listing.update', 'membership.add'… */
  action: string;
  entityType: AuditEntity;
  entityId: string;
  /** Values before and after; give the whole rows, only the fields that changed are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function actorOf(request: FastifyRequest): Actor & { id: string } {
  const user = request.session?.user;
  if (!user) throw new Error('actorOf: an admin route without a signed-in user (declare access: admin)');
  return { id: user.id, email: user.email, ip: request.ip ?? null };
}

/** Values are compared as JSON, so Dates and arrays compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only what differs: an edit of one field records that field, not the whole row twice. */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !same(before[k], after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/**
 * Appends one row to the audit trail. Pass the transaction of the change itself: the row commits
 * with the change, and a change that fails (or is rolled back) leaves none.
 */
export async function recordAudit(db: AuditDb, actor: Actor | NonUserActor, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  await auditQueries(db).append({
    actor_id: actor.id, actor_email: actor.email, action: change.action,
    entity_type: change.entityType, entity_id: change.entityId, before, after, ip: actor.ip,
  });
}

/** The contract's AuditEntry: the raw values, and the changes as an admin reads them (labels, words, names). */
export function presentAudit(row: AuditRow, names: AuditNames, lookups: Lookups) {
  return {
    id: String(row.id), at: row.created_at, action: row.action, entity_type: row.entity_type as AuditEntityType, entity_id: row.entity_id,
    actor: { id: row.actor_id, email: row.actor_email, name: row.actor_id ? names.users.get(row.actor_id.toLowerCase()) ?? null : null },
    before: row.before, after: row.after, ip: row.ip,
    changes: changeLines(row, names, lookups),
  };
}

/** A page of entries with the names of the people, dealers and listings they refer to. */
export async function presentAuditPage(db: AuditDb, rows: AuditRow[], lookups: Lookups) {
  const found = await auditQueries(db).names(referencesOf(rows));
  const names: AuditNames = {
    ...found,
    listings: new Map(found.listings.map((l) => [l.id,
      `${lookups.brand(l.make_slug).name} ${lookups.model(l.make_slug, l.model_slug).name} ${l.version}`.trim()])),
  };
  return rows.map((row) => presentAudit(row, names, lookups));
}
