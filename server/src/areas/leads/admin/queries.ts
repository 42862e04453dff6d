import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { escapeLike } from '../../../db/like.js';
import { countUpTo } from '../../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import { withTransaction } from '../../../db/transaction.js';

/** `prefix`: the start of the sender's e-mail or name (lower-case prefix forms an index can serve). */
export interface MessageFilter {
  prefix?: string;
  dealerId?: string;
  listingId?: string;
  deleted: 'no' | 'yes' | 'all';
}

const columns = [
  'm.id', 'm.name', 'm.email', 'm.phone', 'm.message', 'm.user_id', 'm.dealer_id', 'd.name as dealer_name', 'm.listing_id',
  'l.make_slug', 'l.model_slug', 'm.created_at', 'm.read_at', 'm.replied_at', 'm.deleted_by_dealer_at', 'm.deleted_by_admin_at',
] as const;

/** Buyers' messages to dealers as admins see them; the delete is soft and audited. */
export function adminMessageQueries(db: Kysely<DB>) {
  const filtered = (filter: MessageFilter) => {
    let q = db.selectFrom('user_messages as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
      .leftJoin('listings as l', 'l.id', 'm.listing_id');
    if (filter.prefix) {
      const pattern = `${escapeLike(filter.prefix.toLowerCase())}%`;
      q = q.where((eb) => eb.or([eb(sql<string>`lower(m.email)`, 'like', pattern), eb(sql<string>`lower(m.name)`, 'like', pattern)]));
    }
    if (filter.dealerId) q = q.where('m.dealer_id', '=', filter.dealerId);
    if (filter.listingId) q = q.where('m.listing_id', '=', filter.listingId);
    if (filter.deleted === 'no') q = q.where('m.deleted_by_admin_at', 'is', null);
    if (filter.deleted === 'yes') q = q.where('m.deleted_by_admin_at', 'is not', null);
    return q;
  };

  const queries = {
    rows: (filter: MessageFilter, direction: 'asc' | 'desc', limit: number, offset: number) => filtered(filter).select(columns)
      .orderBy('m.created_at', direction).orderBy('m.id', direction).limit(limit).offset(offset).execute(),

    count: (filter: MessageFilter) => countUpTo(db, filtered(filter) as SelectQueryBuilder<DB, any, any>),

    one: (messageId: string) => filtered({ deleted: 'all' }).select(columns).where('m.id', '=', messageId).executeTakeFirst(),

    /** The whole row (the audit's before/after), locked until the transaction ends. */
    lock: (messageId: string) => db.selectFrom('user_messages').selectAll().where('id', '=', messageId).forUpdate().executeTakeFirst(),
    row: (messageId: string) => db.selectFrom('user_messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow(),

    markDeleted: (messageId: string) => db.updateTable('user_messages').set({ deleted_by_admin_at: new Date() })
      .where('id', '=', messageId).executeTakeFirst(),

    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminMessageQueries(trx));
}

export type AdminMessageQueries = ReturnType<typeof adminMessageQueries>;
export type AdminMessageRowData = Awaited<ReturnType<AdminMessageQueries['rows']>>[number];
