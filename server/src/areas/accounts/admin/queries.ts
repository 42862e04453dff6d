import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import type { Mail } from '../../../mail/mailer.js';
import { isUuid } from '@automercato/api-contract';
import { escapeLike } from '../../../db/like.js';
import { countUpTo } from '../../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import { withTransaction } from '../../../db/transaction.js';

export type UserSort = 'created_at' | 'email' | 'surname';

export interface UserFilters {
  q?: string;
  role?: string;
  status?: 'enabled' | 'disabled';
  verified?: 'yes' | 'no';
  deleted?: 'no' | 'yes' | 'all';
}

export interface UserOrder { sortBy: UserSort; direction: 'asc' | 'desc' }

/** The columns an admin sees: never the password hash or the Google subject themselves. */
const ROW = ['u.id', 'u.email', 'u.name', 'u.surname', 'u.phone', 'u.role', 'u.enabled', 'u.email_verified_at',
  'u.created_at', 'u.updated_at', 'u.deleted_at'] as const;

export interface UserFields { email: string; name: string; surname: string; phone: string | null; email_verified_at: Date | null }

/** A prefix pattern; LIKE's own characters in the text match literally. */
const likePrefix = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/**
 * Users for the back-office. Searches are prefix or equality forms an index can serve
 * (lower(email) like 'x%', lower(name)/lower(surname) like 'x%', id = uuid): no leading wildcard
 * over the users table.
 */
export function adminUserQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  function filtered(filters: UserFilters) {
    let query = db.selectFrom('users as u');
    const deleted = filters.deleted ?? 'no';
    if (deleted === 'no') query = query.where('u.deleted_at', 'is', null);
    if (deleted === 'yes') query = query.where('u.deleted_at', 'is not', null);
    if (filters.status) query = query.where('u.enabled', '=', filters.status === 'enabled');
    if (filters.verified) query = query.where('u.email_verified_at', filters.verified === 'yes' ? 'is not' : 'is', null);
    if (filters.role) {
      const role = filters.role;
      query = query.where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.role')
        .whereRef('r.user_id', '=', 'u.id').where('r.role', '=', role)));
    }
    const q = filters.q?.trim();
    if (q) {
      if (isUuid(q)) query = query.where('u.id', '=', q.toLowerCase());
      else if (q.includes('@')) query = query.where(sql`lower(u.email)`, 'like', likePrefix(q));
      else {
        const words = q.split(/\s+/);
        query = query.where((eb) => {
          const starts = (column: 'u.email' | 'u.name' | 'u.surname', text: string) => eb(eb.fn('lower', [column]), 'like', likePrefix(text));
          const any = [starts('u.email', q), starts('u.name', q), starts('u.surname', q)];
          // "Mario Rossi" or "Rossi Mario": both names by their prefixes.
          if (words.length === 2) {
            any.push(eb.and([starts('u.name', words[0]!), starts('u.surname', words[1]!)]));
            any.push(eb.and([starts('u.surname', words[0]!), starts('u.name', words[1]!)]));
          }
          return eb.or(any);
        });
      }
    }
    return query;
  }

  function ordered(query: ReturnType<typeof filtered>, order: UserOrder) {
    const dir = order.direction;
    // lower(email) is unique (users_email_lower), so it needs no tie-breaker.
    if (order.sortBy === 'email') return query.orderBy(sql`lower(u.email)`, dir);
    return query.orderBy(order.sortBy === 'surname' ? 'u.surname' : 'u.created_at', dir).orderBy('u.id', dir);
  }

  async function withRoles<T extends { id: string }>(rows: T[]) {
    if (rows.length === 0) return [];
    const roles = await db.selectFrom('user_roles').select(['user_id', 'role'])
      .where('user_id', 'in', rows.map((r) => r.id)).orderBy('role').execute();
    return rows.map((row) => ({ ...row, roles: roles.filter((r) => r.user_id === row.id).map((r) => r.role) }));
  }

  const queries = {
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),

    async page(filters: UserFilters, order: UserOrder, limit: number, offset: number) {
      const rows = await ordered(filtered(filters), order).select([...ROW]).limit(limit).offset(offset).execute();
      return withRoles(rows);
    },

    count(filters: UserFilters) {
      // Only a role (the default hides deleted users): counted from user_roles, minus the few deleted
      // users (users_deleted, migration 022). The general form joins every user to the role's rows.
      const onlyRole = filters.role && !filters.q?.trim() && !filters.status && !filters.verified && (filters.deleted ?? 'no') === 'no';
      if (!onlyRole) return countUpTo(db, filtered(filters));
      return countUpTo(db, db.selectFrom('user_roles as r').where('r.role', '=', filters.role!)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('users as u').select('u.id')
          .whereRef('u.id', '=', 'r.user_id').where('u.deleted_at', 'is not', null)))));
    },

    /** One user with their roles; `lock` holds the row until the transaction ends. */
    async find(id: string, { lock = false } = {}) {
      if (!isUuid(id)) return undefined;
      const query = db.selectFrom('users as u').select([...ROW,
        sql<boolean>`u.password_hash is not null`.as('has_password'),
        sql<boolean>`u.google_subject is not null`.as('has_google'),
      ]).where('u.id', '=', id.toLowerCase());
      const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
      return row ? (await withRoles([row]))[0]! : undefined;
    },

    async panelExtras(id: string) {
      const [dealers, sessions] = await Promise.all([
        db.selectFrom('dealer_memberships as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
          .select(['d.id as uuid', 'd.name', 'm.role as membership']).where('m.user_id', '=', id).orderBy('d.name').execute(),
        db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', id).where('expires_at', '>', new Date()).executeTakeFirstOrThrow(),
      ]);
      return { dealers: dealers as { uuid: string; name: string; membership: 'owner' | 'admin' }[], activeSessions: Number(sessions.n) };
    },

    emailOwner: (email: string) => db.selectFrom('users').select('id')
      .where(sql`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst(),

    /**
     * The enabled super-admins, their rows locked: two admins demoting each other at once queue
     * here, so the second sees the first's change and the last one stays.
     */
    async lockEnabledSuperAdmins(): Promise<string[]> {
      const rows = await db.selectFrom('users as u').select('u.id')
        .where('u.enabled', '=', true).where('u.deleted_at', 'is', null)
        .where((eb) => eb.exists(eb.selectFrom('user_roles as r').select('r.role').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', 'super-admin')))
        .orderBy('u.id').forUpdate().execute();
      return rows.map((r) => r.id);
    },

    /** Dealers this user is the only owner of (deleting them would leave the dealer without one). */
    soleOwnerships: (userId: string) => db.selectFrom('dealer_memberships as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
      .select('d.name').where('m.user_id', '=', userId).where('m.role', '=', 'owner')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('dealer_memberships as o').select('o.user_id')
        .whereRef('o.dealer_id', '=', 'm.dealer_id').where('o.role', '=', 'owner').where('o.user_id', '!=', userId))))
      .execute(),

    async insertUser(fields: UserFields & { passwordHash: string | null; role: string; roles: string[] }): Promise<string> {
      const { id } = await db.insertInto('users').values({
        email: fields.email, name: fields.name, surname: fields.surname, phone: fields.phone,
        email_verified_at: fields.email_verified_at, password_hash: fields.passwordHash, role: fields.role,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values(fields.roles.map((role) => ({ user_id: id, role }))).execute();
      return id;
    },

    updateUser: (id: string, fields: UserFields & { role: string }) => db.updateTable('users')
      .set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute(),

    async setRoles(id: string, roles: string[]) {
      await db.deleteFrom('user_roles').where('user_id', '=', id).where('role', 'not in', roles).execute();
      await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role })))
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing()).execute();
    },

    setEnabled: (id: string, enabled: boolean) => db.updateTable('users').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute(),

    endSessions: (id: string) => db.deleteFrom('sessions').where('user_id', '=', id).execute(),

    /**
     * Deletion keeps the row (its messages, Carfax requests and audit rows point to it) and removes
     * everything personal: e-mail (a unique placeholder), names, phone, password, Google link,
     * link tokens, sessions, favourites, memberships, roles, sign-in attempts.
     */
    async anonymise(id: string, email: string) {
      const now = new Date();
      await db.deleteFrom('login_attempts').where(sql`lower(email)`, '=', email.toLowerCase()).execute();
      await db.deleteFrom('sessions').where('user_id', '=', id).execute();
      await db.deleteFrom('email_verification_tokens').where('user_id', '=', id).execute();
      await db.deleteFrom('password_reset_tokens').where('user_id', '=', id).execute();
      await db.deleteFrom('favourites').where('user_id', '=', id).execute();
      await db.deleteFrom('dealer_memberships').where('user_id', '=', id).execute();
      await db.deleteFrom('user_roles').where('user_id', '=', id).where('role', '!=', 'customer').execute();
      await db.insertInto('user_roles').values({ user_id: id, role: 'customer' }).onConflict((oc) => oc.columns(['user_id', 'role']).doNothing()).execute();
      await db.updateTable('users').set({
        email: `eliminato-${id}@utenti-eliminati.invalid`, name: '', surname: '', phone: null, password_hash: null,
        google_subject: null, role: 'customer', enabled: false, email_verified_at: null, deleted_at: now, updated_at: now,
      }).where('id', '=', id).execute();
    },

    /** A single-use link token (its hash stored) in the table the existing flows read. */
    async issueToken(table: 'password_reset_tokens' | 'email_verification_tokens', userId: string, validMinutes: number): Promise<string> {
      const raw = crypto.randomBytes(32).toString('base64url');
      await db.insertInto(table).values({
        token_hash: crypto.createHash('sha256').update(raw).digest('hex'), user_id: userId,
        expires_at: new Date(Date.now() + validMinutes * 60_000),
      }).execute();
      return raw;
    },

    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),

    roles: () => db.selectFrom('roles').select(['name', 'label']).execute(),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminUserQueries(trx, jobs));
}

export type AdminUserQueries = ReturnType<typeof adminUserQueries>;
export type AdminUserQueriesInTransaction = Omit<AdminUserQueries, 'transaction'>;
