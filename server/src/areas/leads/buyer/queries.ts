import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Mail } from '../../../mail/mailer.js';
import type { Jobs } from '../../../jobs/index.js';
import { withTransaction } from '../../../db/transaction.js';

export interface NewLead {
  listingId: string; dealerId: string; userId: string | null;
  name: string; email: string; phone: string | null; message: string;
}

export function messageQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  const queries = {
    /** The mail as a job written through this connection: inside transaction() it exists only if the lead is saved. */
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),

    insert: (lead: NewLead) => db.insertInto('user_messages').values({
      listing_id: lead.listingId, dealer_id: lead.dealerId, user_id: lead.userId,
      name: lead.name, email: lead.email, phone: lead.phone, message: lead.message,
    }).returning(['id', 'created_at']).executeTakeFirstOrThrow(),

    /**
     * Serialises the leads of one buyer about one listing until the transaction ends, so two
     * clicks that race both see each other (the second finds the first's row, not nothing).
     */
    lockBuyer: async (listingId: string, buyerKey: string) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${listingId}:${buyerKey}`}, 0))`.execute(db);
    },

    /** The same text from the same buyer (account, or e-mail for a guest) about the same listing since `since`. */
    twinSince: (lead: { listingId: string; userId: string | null; email: string; message: string }, since: Date) => db
      .selectFrom('user_messages').select(['id', 'created_at'])
      .where('listing_id', '=', lead.listingId).where('created_at', '>', since).where('message', '=', lead.message)
      .where((eb) => (lead.userId
        ? eb.or([eb('user_id', '=', lead.userId), eb(eb.fn('lower', ['email']), '=', lead.email.toLowerCase())])
        : eb(eb.fn('lower', ['email']), '=', lead.email.toLowerCase())))
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst(),

    /** The dealer's lead-notification addresses, or its own e-mail when it has none. */
    async leadRecipients(dealerId: string): Promise<string[]> {
      const dealer = await db.selectFrom('dealers').select(['email', 'lead_notification_email_addresses'])
        .where('id', '=', dealerId).executeTakeFirstOrThrow();
      return dealer.lead_notification_email_addresses.length ? dealer.lead_notification_email_addresses : [dealer.email];
    },
  };
  return withTransaction(db, queries, (trx): typeof queries => messageQueries(trx, jobs));
}

export type MessageQueries = ReturnType<typeof messageQueries>;
