import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The dev outbox: mails kept when no SMTP server is configured (written by src/mail/mailer.ts). */
export function outboxQueries(db: Kysely<DB>) {
  return {
    /** The 50 newest mails, optionally only those to one address (case-insensitive). */
    latest(to?: string) {
      let query = db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'html', 'text', 'reply_to', 'secret_links', 'created_at'])
        .orderBy('id', 'desc').limit(50);
      if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
      return query.execute();
    },
  };
}

export type OutboxQueries = ReturnType<typeof outboxQueries>;
