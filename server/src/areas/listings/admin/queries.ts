import { sql, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { AdminListingSort, ListingStateValue } from '@automercato/api-contract';
import type { DB, ListingsTable } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import type { Mail } from '../../../mail/mailer.js';
import { escapeLike } from '../../../db/like.js';
import { countUpTo } from '../../../http/admin-list.js';
import { recordAudit, type Actor, type AuditChange } from '../../../audit/index.js';
import { hiddenBecauseColumn, onSaleColumn } from '../public/index.js';
import { withTransaction } from '../../../db/transaction.js';

/**
 * What a list asks for. `q` is already classified by the service: a uuid is looked up alone;
 * otherwise plate, VIN (exact, normalised) or the dealer name's start — forms an index can serve.
 */
export interface ListingFilter {
  id?: string;
  /** The dealers are resolved first (dealerIdsByName): an OR with a sub-select would stop PostgreSQL using the indexes. */
  text?: { plate: string; vin: string; dealerIds: string[] };
  status?: 'enabled' | 'disabled';
  state?: ListingStateValue;
  dealerId?: string;
  make?: string;
}
export interface ListingOrder { sortBy: AdminListingSort; direction: 'asc' | 'desc' }

const rowColumns = [
  'l.id', 'l.make_slug', 'l.model_slug', 'l.version', 'l.status', 'l.state', 'l.price', 'l.mileage', 'l.registration_year',
  'l.plate', 'l.vin', 'l.city', 'l.dealer_id', 'd.name as dealer_name', 'l.moderation_reason', 'l.created_at', 'l.updated_at',
] as const;

/** The dealer editor's columns, the dealer and the moderation with its author. */
const detailColumns = [
  'l.id', 'l.dealer_id', 'l.status', 'l.state', 'l.make_slug', 'l.model_slug', 'l.version', 'l.category', 'l.power_type',
  'l.gearbox_type', 'l.traction_type', 'l.emission_class', 'l.exterior_color', 'l.exterior_paint_type', 'l.interior_color',
  'l.interior_material', 'l.origin', 'l.mileage', 'l.registration_year', 'l.registration_month', 'l.power_kw', 'l.horsepower',
  'l.engine_cc', 'l.doors', 'l.seats', 'l.price', 'l.price_negotiable', 'l.description', 'l.vin', 'l.plate', 'l.reference',
  'l.photos', 'l.photo_count', 'l.city', 'l.showcase', 'l.featured', 'l.created_at', 'l.updated_at', 'l.published_at',
  'l.withdrawn_at', 'l.sold_at', 'd.slug as dealer_slug', 'd.name as dealer_name', 'd.email as dealer_email',
  'd.enabled as dealer_enabled', 'l.moderation_reason', 'l.moderated_at', 'l.moderated_by', 'u.email as moderator_email',
] as const;

/** The admin's view of every listing: list, detail, corrections and moderation, each write with its audit row. */
export function adminListingQueries(db: Kysely<DB>, jobs: Jobs) {
  // The listings alone: the count needs no dealer (dealer_id is a required foreign key); rows join it for its name.
  const filtered = (filter: ListingFilter) => {
    let q = db.selectFrom('listings as l');
    if (filter.id) q = q.where('l.id', '=', filter.id);
    if (filter.text) {
      const { plate, vin, dealerIds } = filter.text;
      q = q.where((eb) => eb.or([
        eb('l.plate', '=', plate),
        eb('l.vin', '=', vin),
        ...(dealerIds.length ? [eb('l.dealer_id', 'in', dealerIds)] : []),
      ]));
    }
    if (filter.status) q = q.where('l.status', '=', filter.status);
    if (filter.state) q = q.where('l.state', '=', filter.state);
    if (filter.dealerId) q = q.where('l.dealer_id', '=', filter.dealerId);
    if (filter.make) q = q.where('l.make_slug', '=', filter.make);
    return q;
  };

  const queries = {
    /** One window of the filter, sorted by an indexed column then id (a stable order for paging and export). */
    rows: (filter: ListingFilter, order: ListingOrder, limit: number, offset: number) => filtered(filter)
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(rowColumns)
      .orderBy(`l.${order.sortBy}`, order.direction).orderBy('l.id', order.direction)
      .limit(limit).offset(offset).execute(),

    count: (filter: ListingFilter) => countUpTo(db, filtered(filter) as SelectQueryBuilder<DB, any, any>),

    /** Dealers whose name starts with `prefix` (any case), at most `limit`. */
    dealerIdsByName: async (prefix: string, limit: number) => (await db.selectFrom('dealers').select('id')
      .where(sql<string>`lower(name)`, 'like', `${escapeLike(prefix.toLowerCase())}%`).orderBy('id').limit(limit).execute()).map((r) => r.id),

    detail: (listingId: string) => db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .leftJoin('users as u', 'u.id', 'l.moderated_by')
      .select(detailColumns).select(onSaleColumn).select(hiddenBecauseColumn).where('l.id', '=', listingId).executeTakeFirst(),

    /** The whole row (the audit's before/after), locked until the transaction ends. */
    lock: (listingId: string) => db.selectFrom('listings').selectAll().where('id', '=', listingId).forUpdate().executeTakeFirst(),
    row: (listingId: string) => db.selectFrom('listings').selectAll().where('id', '=', listingId).executeTakeFirstOrThrow(),

    /** Another listing of the dealer holding this stock reference, if any. */
    referenceHolder: (dealerId: string, reference: string, listingId: string) => db.selectFrom('listings').select('id')
      .where('dealer_id', '=', dealerId).where('reference', '=', reference).where('id', '!=', listingId).executeTakeFirst(),

    update: (listingId: string, values: Updateable<ListingsTable>) => db.updateTable('listings')
      .set({ ...values, updated_at: new Date() }).where('id', '=', listingId).executeTakeFirst(),

    dealerContact: (dealerId: string) => db.selectFrom('dealers').select(['id', 'name', 'email']).where('id', '=', dealerId).executeTakeFirstOrThrow(),

    /** Written by the same connection: the audit row and the mail job commit with the change, or not at all. */
    audit: (actor: Actor, change: AuditChange) => recordAudit(db, actor, change),
    queueMail: (mail: Mail) => jobs.enqueue('mail', mail, { tx: db }),
  };
  return withTransaction(db, queries, (trx): typeof queries => adminListingQueries(trx, jobs));
}

export type AdminListingQueries = ReturnType<typeof adminListingQueries>;
export type AdminListingRowData = Awaited<ReturnType<AdminListingQueries['rows']>>[number];
export type AdminListingDetailData = NonNullable<Awaited<ReturnType<AdminListingQueries['detail']>>>;
