import { sql, type Kysely } from 'kysely';
import type { DB, OpeningHours, StoredLogo } from '../../../db/schema.js';
import type { Mail } from '../../../mail/mailer.js';
import type { Jobs } from '../../../jobs/index.js';
import { placeDealer } from '../../../geo/dealer-place.js';
import { onSaleColumn } from '../../listings/public/index.js';
import { withTransaction } from '../../../db/transaction.js';

/** What the settings form may change (already checked by the service). */
export interface SettingsChange {
  auto_approve_carfax_requests?: boolean;
  auto_purchase_carfax_reports?: boolean;
  auto_purchase_daily_cap?: number;
  lead_notification_email_addresses?: string[];
  email?: string;
  phone?: string | null;
  website?: string | null;
  address?: string;
  city?: string;
  province_code?: string | null;
  postal_code?: string | null;
  description?: string;
  opening_hours?: OpeningHours | null;
}

/** The dealer's leads (user_messages) and its profile columns; every read is scoped to the dealer. */
export function dealerLeadQueries(db: Kysely<DB>, jobs: Pick<Jobs, 'enqueue'>) {
  // A lead with the listing it is about (left join: a deleted listing leaves the lead).
  const leads = (dealerId: string) => db.selectFrom('user_messages as m')
    .leftJoin('listings as l', 'l.id', 'm.listing_id')
    .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
    .where('m.dealer_id', '=', dealerId)
    .where('m.deleted_by_dealer_at', 'is', null)
    .where('m.deleted_by_admin_at', 'is', null)
    .select([
      'm.id', 'm.name', 'm.email', 'm.phone', 'm.message', 'm.created_at', 'm.read_at', 'm.replied_at',
      'l.id as listing_id', 'l.make_slug', 'l.model_slug', 'l.version', 'l.price', 'l.photos', 'l.city',
      'd.slug as dealer_slug', onSaleColumn,
    ]);

  const queries = {
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),

    /** One page: unread first, then newest; and how many there are, and how many unread. */
    async page(dealerId: string, { unreadOnly, page, perPage }: { unreadOnly: boolean; page: number; perPage: number }) {
      let query = leads(dealerId);
      if (unreadOnly) query = query.where('m.read_at', 'is', null);
      const counts = db.selectFrom('user_messages').where('dealer_id', '=', dealerId)
        .where('deleted_by_dealer_at', 'is', null).where('deleted_by_admin_at', 'is', null)
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
        ]);
      const [items, count] = await Promise.all([
        query.orderBy(sql`m.read_at is null`, 'desc').orderBy('m.created_at', 'desc').orderBy('m.id', 'desc')
          .limit(perPage).offset((page - 1) * perPage).execute(),
        counts.executeTakeFirstOrThrow(),
      ]);
      return { items, total: unreadOnly ? count.unread : count.total, unread: count.unread };
    },

    one: (dealerId: string, messageId: string) => leads(dealerId).where('m.id', '=', messageId).executeTakeFirst(),

    /** Read or unread; the number of leads changed (0: not the dealer's, or deleted). */
    async setRead(dealerId: string, messageId: string, read: boolean) {
      const result = await db.updateTable('user_messages')
        .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
        .where('id', '=', messageId).where('dealer_id', '=', dealerId)
        .where('deleted_by_dealer_at', 'is', null).where('deleted_by_admin_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    markReplied: (dealerId: string, messageId: string) => db.updateTable('user_messages')
      .set({ replied_at: sql<Date>`now()`, read_at: sql<Date>`coalesce(read_at, now())` })
      .where('id', '=', messageId).where('dealer_id', '=', dealerId).execute(),

    async softDelete(dealerId: string, messageId: string) {
      const result = await db.updateTable('user_messages').set({ deleted_by_dealer_at: sql<Date>`now()` })
        .where('id', '=', messageId).where('dealer_id', '=', dealerId)
        .where('deleted_by_dealer_at', 'is', null).where('deleted_by_admin_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Who answers a buyer: the dealer's name and contact e-mail. */
    contact: (dealerId: string) => db.selectFrom('dealers').select(['name', 'email']).where('id', '=', dealerId).executeTakeFirst(),

    provinceCodes: async () => new Set((await db.selectFrom('provinces').select('code').execute()).map((row) => row.code)),

    async updateSettings(dealerId: string, change: SettingsChange) {
      const { opening_hours: hours, ...rest } = change;
      await db.updateTable('dealers').set({
        ...rest,
        ...(hours !== undefined ? { opening_hours: hours === null ? null : JSON.stringify(hours) } : {}),
        updated_at: sql<Date>`now()`,
      }).where('id', '=', dealerId).execute();
    },

    /** Geocodes the saved address and moves the dealer's listings with it (inside transaction()). */
    place: (dealerId: string) => placeDealer(db, dealerId),

    /** The current logo, locked until the transaction ends (two uploads at once: one wins, no file is orphaned). */
    lockLogo: async (dealerId: string) => (await db.selectFrom('dealers').select('logo').where('id', '=', dealerId)
      .forUpdate().executeTakeFirst())?.logo ?? null,

    setLogo: (dealerId: string, logo: StoredLogo | null) => db.updateTable('dealers')
      .set({ logo: logo ? JSON.stringify(logo) : null, updated_at: sql<Date>`now()` }).where('id', '=', dealerId).execute(),
  };
  return withTransaction(db, queries, (trx): typeof queries => dealerLeadQueries(trx, jobs));
}

export type DealerLeadQueries = ReturnType<typeof dealerLeadQueries>;
export type LeadRow = NonNullable<Awaited<ReturnType<DealerLeadQueries['one']>>>;
