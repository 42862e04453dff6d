import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Mail } from '../../../mail/mailer.js';
import type { Jobs, QueueData } from '../../../jobs/index.js';
import { normaliseEmail } from './email.js';
import { withTransaction } from '../../../db/transaction.js';

export type TokenTable = 'email_verification_tokens' | 'password_reset_tokens';

export interface NewCustomer { email: string; passwordHash: string; name: string; surname: string; phone: string | null }

/** Users, their roles and memberships, link tokens and sign-in attempts; mails as jobs. */
export function accountQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  const queries = {
    /** The mail as a job written through this connection: inside transaction() it exists only if the change commits. */
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),
    /** The look-up, link and mail of a recovery or renewal request, done by a worker after the answer. */
    queueAccountMail: (data: QueueData['account-mail'], startAfterSeconds: number) =>
      jobs.enqueue('account-mail', data, { tx: db, startAfter: startAfterSeconds }),

    findUserByEmail: (email: string) => db.selectFrom('users').selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
      .executeTakeFirst(),

    /** The signed-in user as every client screen needs it (no secrets). */
    async currentUser(userId: string) {
      const user = await db.selectFrom('users')
        .select(['id', 'email', 'name', 'surname', 'phone', 'role', 'email_verified_at', 'google_subject'])
        .where('id', '=', userId).executeTakeFirstOrThrow();
      const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
      // The dealers this user owns or administers (SPEC §4 "ownDealers"): the dealer area's guards need them.
      const dealers = await db.selectFrom('dealer_memberships as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
        .select(['d.id as uuid', 'd.name', 'd.slug', 'd.city', 'd.enabled', 'd.disabled_reason', 'd.vat_confirmation', 'm.role as membership'])
        .where('m.user_id', '=', userId).orderBy('d.name').execute();
      return {
        uuid: user.id,
        email: user.email,
        name: user.name,
        surname: user.surname,
        phone: user.phone,
        role: user.role,
        roles: roles.map((r) => r.role),
        email_verified_at: user.email_verified_at,
        has_google: user.google_subject !== null,
        dealers,
      };
    },

    /** A customer account with its customer role (call inside transaction()); a duplicate e-mail fails with 23505. */
    async createCustomer(customer: NewCustomer) {
      const created = await db.insertInto('users').values({
        email: customer.email, password_hash: customer.passwordHash, name: customer.name, surname: customer.surname,
        phone: customer.phone, role: 'customer', terms_accepted_at: new Date(),
      }).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: created.id, role: 'customer' }).execute();
      return created;
    },

    markEmailVerified: (userId: string) => db.updateTable('users').set({ email_verified_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId).where('email_verified_at', 'is', null).execute(),

    /**
     * The dealers this user owns become public (migration 005: a dealer that signed up is hidden
     * until its owner proves the mailbox). Dealers verified before keep their date.
     */
    verifyOwnedDealers: (userId: string) => db.updateTable('dealers').set({ verified_at: new Date(), updated_at: new Date() })
      .where('verified_at', 'is', null)
      .where('id', 'in', db.selectFrom('dealer_memberships').select('dealer_id').where('user_id', '=', userId).where('role', '=', 'owner'))
      .execute(),

    /** A new password; opening a reset link proves the mailbox too, so the e-mail counts as verified. */
    setPasswordVerifyingEmail: (userId: string, passwordHash: string) => db.updateTable('users').set((eb) => ({
      password_hash: passwordHash, updated_at: new Date(), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
    })).where('id', '=', userId).returning(['id', 'email', 'name']).executeTakeFirstOrThrow(),

    setPassword: (userId: string, passwordHash: string) => db.updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute(),

    /** Every session of the user, except the one with `keepIdHash` when given. */
    endSessions(userId: string, keepIdHash?: string) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepIdHash !== undefined) query = query.where('id_hash', '!=', keepIdHash);
      return query.execute();
    },

    updateProfile: (userId: string, profile: { name: string; surname: string; phone: string | null; email: string }, emailChanged: boolean) =>
      db.updateTable('users').set({
        ...profile, updated_at: new Date(), ...(emailChanged ? { email_verified_at: null } : {}),
      }).where('id', '=', userId).execute(),

    /** What a new password of this user may not be built from: name, surname, e-mail, their dealers' names. */
    async passwordOwner(userId: string) {
      const user = await db.selectFrom('users').select(['name', 'surname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
      const dealers = await db.selectFrom('dealer_memberships as m').innerJoin('dealers as d', 'd.id', 'm.dealer_id')
        .select('d.name').where('m.user_id', '=', userId).execute();
      return { ...user, company: dealers.map((d) => d.name).join(' ') || null };
    },

    passwordOf: (userId: string) => db.selectFrom('users').select(['id', 'email', 'name', 'password_hash'])
      .where('id', '=', userId).executeTakeFirstOrThrow(),

    /** The user owns a dealer (its failed verification link leads to the dealer's page). */
    async ownsDealer(userId: string): Promise<boolean> {
      return Boolean(await db.selectFrom('dealer_memberships').select('dealer_id')
        .where('user_id', '=', userId).where('role', '=', 'owner').executeTakeFirst());
    },

    async holdsRole(userId: string, role: string): Promise<boolean> {
      return Boolean(await db.selectFrom('user_roles').select('role')
        .where('user_id', '=', userId).where('role', '=', role).executeTakeFirst());
    },

    setRole: (userId: string, role: string) => db.updateTable('users').set({ role, updated_at: new Date() })
      .where('id', '=', userId).execute(),

    // Link tokens (only their hash is stored).
    insertToken: (table: TokenTable, tokenHash: string, userId: string, expiresAt: Date) =>
      db.insertInto(table).values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute(),

    findToken: (table: TokenTable, tokenHash: string) => db.selectFrom(table).select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Marks an unused, unexpired token used; the user id only for the one caller that got it first. */
    async useToken(table: TokenTable, tokenHash: string): Promise<string | null> {
      const row = await db.updateTable(table).set({ used_at: new Date() })
        .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', new Date())
        .returning('user_id').executeTakeFirst();
      return row?.user_id ?? null;
    },

    // Sign-in attempts.
    /**
     * Failed sign-ins since `since`: for this e-mail (any case) from this address, from this address
     * for any e-mail, and for this e-mail from any address; with the latest of the first two.
     */
    recentFailures: (email: string, ip: string, since: Date) => {
      const account = sql<boolean>`lower(email) = ${email.toLowerCase()}`;
      const address = sql<boolean>`ip = ${ip}`;
      return db.selectFrom('login_attempts')
        .select([
          sql<number>`count(*) filter (where ${account} and ${address})::int`.as('pair'),
          sql<Date | null>`max(created_at) filter (where ${account} and ${address})`.as('pair_last'),
          sql<number>`count(*) filter (where ${address})::int`.as('address'),
          sql<Date | null>`max(created_at) filter (where ${address})`.as('address_last'),
          sql<number>`count(*) filter (where ${account})::int`.as('account'),
        ])
        .where('succeeded', '=', false).where('created_at', '>', since)
        .where((eb) => eb.or([eb(sql`lower(email)`, '=', email.toLowerCase()), eb('ip', '=', ip)]))
        .executeTakeFirstOrThrow();
    },

    insertAttempt: (email: string, ip: string, succeeded: boolean) =>
      db.insertInto('login_attempts').values({ email, ip, succeeded }).execute(),

    /** The failures of this e-mail from this address. */
    clearFailures: (email: string, ip: string) => db.deleteFrom('login_attempts')
      .where(sql`lower(email)`, '=', email.toLowerCase()).where('ip', '=', ip).where('succeeded', '=', false).execute(),

    /** Every attempt for this e-mail (a new password starts the count again). */
    clearAttempts: (email: string) => db.deleteFrom('login_attempts')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute(),
  };
  return withTransaction(db, queries, (trx): typeof queries => accountQueries(trx, jobs));
}

export type AccountQueries = ReturnType<typeof accountQueries>;
/** What a transaction's work gets: every query but `transaction` (no nesting). */
export type AccountQueriesInTransaction = Omit<AccountQueries, 'transaction'>;
