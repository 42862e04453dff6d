import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { escapeLike } from '../../../db/like.js';
import { isUuid } from '@automercato/api-contract';
import { countUpTo, type ListWindow } from '../../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import { withTransaction } from '../../../db/transaction.js';

export type AdminDealershipSort = 'email' | 'surname';
export type MembershipRole = 'owner' | 'admin';

const USER_COLUMNS = ['u.id as uuid', 'u.email', 'u.name', 'u.surname', 'u.enabled'] as const;

type Scope = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;

/**
 * Users with at least one membership (of `role` when given), searched by a prefix of their
 * e-mail, name or surname, or of one of their dealers' names, or by their exact uuid. Both sets
 * are uncorrelated `IN` subqueries; the text search is a UNION of prefix matches, so indexes on
 * lower(users.email / name / surname) and lower(dealers.name) (text_pattern_ops) can serve it.
 */
function condition(eb: Scope, role: MembershipRole | undefined, q: string | undefined): Expression<SqlBool> {
  // users.dealer_member (migration 022) lets a page walk only the members' partial indexes.
  const and: Expression<SqlBool>[] = [eb('u.dealer_member', '=', true)];
  if (role) and.push(eb('u.id', 'in', eb.selectFrom('dealer_memberships as m').select('m.user_id').where('m.role', '=', role)));
  if (q && isUuid(q)) and.push(eb('u.id', '=', q.toLowerCase()));
  else if (q) {
    const prefix = `${escapeLike(q.toLowerCase())}%`;
    const byUser = eb.selectFrom('users as x').select('x.id').where((w) => w.or([
      w(w.fn('lower', ['x.email']), 'like', prefix),
      w(w.fn('lower', ['x.name']), 'like', prefix),
      w(w.fn('lower', ['x.surname']), 'like', prefix),
    ]));
    const byDealer = eb.selectFrom('dealer_memberships as m2').innerJoin('dealers as d', 'd.id', 'm2.dealer_id')
      .select('m2.user_id as id').where((w) => w(w.fn('lower', ['d.name']), 'like', prefix));
    and.push(eb('u.id', 'in', byUser.union(byDealer)));
  }
  return eb.and(and);
}

/** The admin back-office's dealer admins: who owns or administers which dealer. */
export function adminDealershipQueries(db: Kysely<DB>) {
  const filtered = (role: MembershipRole | undefined, q: string | undefined) =>
    db.selectFrom('users as u').where((eb) => condition(eb, role, q));

  /** By e-mail: lower(email) is unique and indexed (users_email_lower), so a page reads only its rows. */
  const users = (role: MembershipRole | undefined, window: ListWindow<AdminDealershipSort>) => {
    const query = filtered(role, window.q).select(USER_COLUMNS);
    return window.sortBy === 'email'
      ? query.orderBy(sql`lower(u.email)`, window.direction)
      : query.orderBy('u.surname', window.direction).orderBy('u.id', window.direction);
  };

  /** Without a search the count is the distinct users of the memberships (a small table), not a pass over users. */
  const count = (role: MembershipRole | undefined, q: string | undefined) => {
    if (q) return countUpTo(db, filtered(role, q));
    let members = db.selectFrom('dealer_memberships as m').select('m.user_id').distinct();
    if (role) members = members.where('m.role', '=', role);
    // Wrapped: countUpTo replaces the outer select, which must not be the DISTINCT.
    return countUpTo(db, db.selectFrom(members.as('mu')).select('mu.user_id'));
  };

  const queries = {
    async page(role: MembershipRole | undefined, window: ListWindow<AdminDealershipSort>) {
      const [items, matches] = await Promise.all([
        users(role, window).limit(window.perPage).offset(window.offset).execute(),
        count(role, window.q),
      ]);
      return { items, matches };
    },

    exportBatch: (role: MembershipRole | undefined, window: ListWindow<AdminDealershipSort>, limit: number, offset: number) =>
      users(role, window).limit(limit).offset(offset).execute(),

    /** The memberships of these users with their dealers, by dealer name. */
    membershipsOf: async (userIds: string[]) => userIds.length === 0 ? [] : await db.selectFrom('dealer_memberships as m')
      .innerJoin('dealers as d', 'd.id', 'm.dealer_id')
      .select(['m.user_id', 'm.role', 'm.created_at', 'd.id as dealer_id', 'd.name as dealer_name', 'd.city as dealer_city', 'd.enabled as dealer_enabled'])
      .where('m.user_id', 'in', userIds).orderBy('d.name').orderBy('d.id').execute(),

    /** A user who was deleted (anonymised, migration 018) has no dealerships and gets none. */
    user: (userId: string) => db.selectFrom('users as u').select(USER_COLUMNS).where('u.id', '=', userId).where('u.deleted_at', 'is', null).executeTakeFirst(),

    /** The user locked until the transaction ends: two edits of one user's dealerships run one after the other. */
    lockUser: (userId: string) => db.selectFrom('users as u').select(USER_COLUMNS).where('u.id', '=', userId).where('u.deleted_at', 'is', null)
      .forUpdate().executeTakeFirst(),

    /**
     * The dealers, locked in id order (the order every writer of several dealers uses), so two
     * edits that each remove one of a dealer's two owners cannot both pass the "one owner" check.
     */
    lockDealers: async (dealerIds: string[]) => dealerIds.length === 0 ? [] : await db.selectFrom('dealers')
      .select(['id', 'name']).where('id', 'in', dealerIds).orderBy('id').forUpdate().execute(),

    /** Owners of the dealer other than this user. */
    otherOwners: async (dealerId: string, userId: string) => (await db.selectFrom('dealer_memberships')
      .select(sql<number>`count(*)::int`.as('n')).where('dealer_id', '=', dealerId).where('role', '=', 'owner')
      .where('user_id', '<>', userId).executeTakeFirstOrThrow()).n,

    add: (userId: string, dealerId: string, role: MembershipRole) =>
      db.insertInto('dealer_memberships').values({ user_id: userId, dealer_id: dealerId, role, created_at: sql<Date>`now()` }).execute(),

    changeRole: (userId: string, dealerId: string, role: MembershipRole) =>
      db.updateTable('dealer_memberships').set({ role }).where('user_id', '=', userId).where('dealer_id', '=', dealerId).execute(),

    remove: (userId: string, dealerId: string) =>
      db.deleteFrom('dealer_memberships').where('user_id', '=', userId).where('dealer_id', '=', dealerId).execute(),

    /** Gives the user the 'dealer' role unless they have it (the dealer area's access needs it). Returns whether it was added. */
    async grantDealerRole(userId: string): Promise<boolean> {
      const added = await db.insertInto('user_roles').values({ user_id: userId, role: 'dealer' })
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing()).returning('role').execute();
      return added.length > 0;
    },

    roles: async (userId: string) => (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()).map((r) => r.role),

    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminDealershipQueries(trx));
}

export type AdminDealershipQueries = ReturnType<typeof adminDealershipQueries>;
export type DealershipUserRow = NonNullable<Awaited<ReturnType<AdminDealershipQueries['user']>>>;
export type MembershipRow = Awaited<ReturnType<AdminDealershipQueries['membershipsOf']>>[number];
