import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { GoogleIdentity } from './oidc.js';
import { withTransaction } from '../../../db/transaction.js';

/** The users rows Google sign-in reads and writes. */
export function socialQueries(db: Kysely<DB>) {
  const queries = {
    userBySubject: (subject: string) => db.selectFrom('users').select(['id', 'enabled'])
      .where('google_subject', '=', subject).executeTakeFirst(),

    userByEmail: (email: string) => db.selectFrom('users').select(['id', 'enabled', 'google_subject'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst(),

    /**
     * Links the Google subject to an existing account; its e-mail now counts as verified, so the
     * dealers it owns that waited for that go public (as after the verification link, migration 005).
     */
    linkGoogle: async (userId: string, subject: string) => {
      const now = new Date();
      await db.updateTable('users')
        .set((eb) => ({
          google_subject: subject,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', userId)
        .execute();
      await db.updateTable('dealers').set({ verified_at: now, updated_at: now })
        .where('verified_at', 'is', null)
        .where('id', 'in', db.selectFrom('dealer_memberships').select('dealer_id').where('user_id', '=', userId).where('role', '=', 'owner'))
        .execute();
    },

    /** A new customer from a Google identity with an e-mail; a duplicate fails with 23505. */
    async createGoogleCustomer(identity: GoogleIdentity & { email: string }): Promise<string> {
      const created = await db.insertInto('users').values({
        email: identity.email,
        password_hash: null,
        name: identity.name,
        surname: identity.surname,
        role: 'customer',
        // Google accounts nearly always have a verified address; an unverified one stays unverified here too.
        email_verified_at: identity.emailVerified ? new Date() : null,
        google_subject: identity.subject,
        // The sign-in page says that continuing with Google accepts the terms and privacy notice.
        terms_accepted_at: new Date(),
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: created.id, role: 'customer' }).execute();
      return created.id;
    },
  };
  return withTransaction(db, queries, (trx): typeof queries => socialQueries(trx));
}

export type SocialQueries = ReturnType<typeof socialQueries>;
