import type { AdminMessagesQuery } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import type { Actor } from '../../../audit/index.js';
import { adminPage, listWindow } from '../../../http/admin-list.js';
import { notFound } from '../../../http/errors.js';
import type { AdminMessageQueries, MessageFilter } from './queries.js';
import { presentMessage } from './present.js';

export function messageFilter(query: AdminMessagesQuery, q: string | undefined): MessageFilter {
  return { prefix: q, dealerId: query.dealer?.toLowerCase(), listingId: query.listing?.toLowerCase(), deleted: query.deleted ?? 'no' };
}

export function adminMessageService({ queries, lookups }: { queries: AdminMessageQueries; lookups: Lookups }) {
  return {
    async list(query: AdminMessagesQuery) {
      const window = listWindow(query, 'created_at', 'desc');
      const filter = messageFilter(query, window.q);
      const [rows, total] = await Promise.all([queries.rows(filter, window.direction, window.perPage, window.offset), queries.count(filter)]);
      return adminPage(rows.map((row) => presentMessage(row, lookups)), total, window);
    },

    exportBatches(query: AdminMessagesQuery) {
      const window = listWindow(query, 'created_at', 'desc');
      const filter = messageFilter(query, window.q);
      return (limit: number, offset: number) => queries.rows(filter, window.direction, limit, offset);
    },

    /** Soft: the dealer's inbox and this list hide it; the row stays for the record. Deleting it again changes nothing. */
    remove(actor: Actor, messageId: string) {
      return queries.transaction(async (q) => {
        const before = await q.lock(messageId);
        if (!before) throw notFound('Messaggio non trovato.');
        if (!before.deleted_by_admin_at) {
          await q.markDeleted(messageId);
          await q.audit(actor, { action: 'message.delete', entityType: 'message', entityId: messageId, before, after: await q.row(messageId) });
        }
        return presentMessage((await q.one(messageId))!, lookups);
      });
    },
  };
}

export type AdminMessageService = ReturnType<typeof adminMessageService>;
