import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Mail } from '../../mail/mailer.js';
import type { Jobs } from '../../jobs/index.js';

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

    /** The dealer's lead-notification addresses, or its own e-mail when it has none. */
    async leadRecipients(dealerId: string): Promise<string[]> {
      const dealer = await db.selectFrom('dealers').select(['email', 'lead_notification_email_addresses'])
        .where('id', '=', dealerId).executeTakeFirstOrThrow();
      return dealer.lead_notification_email_addresses.length ? dealer.lead_notification_email_addresses : [dealer.email];
    },
  };
  return {
    ...queries,
    /** The same queries inside one transaction (all or nothing). */
    transaction<T>(work: (inTransaction: typeof queries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(messageQueries(trx, jobs)));
    },
  };
}

export type MessageQueries = ReturnType<typeof messageQueries>;
