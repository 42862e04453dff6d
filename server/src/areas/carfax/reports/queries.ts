import { sql, type Kysely } from 'kysely';
import type { DB, ListingPhoto } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/jobs.js';
import { containsPattern } from '../../../db/like.js';
import { subscriptionQueries } from '../../billing/subscriptions/index.js';
import { withTransaction } from '../../../db/transaction.js';

const reportColumns = [
  'r.id', 'r.dealer_id', 'r.vin', 'r.plate', 'r.provider', 'r.source', 'r.summary', 'r.document', 'r.created_at',
  'r.make_slug', 'r.model_slug', 'r.year', 'r.deleted_at', 'r.package_purchase_id', 'd.name as dealer_name',
  'mk.name as make_name', 'md.name as model_name',
] as const;

export interface ReportRow {
  id: string; dealer_id: string | null; vin: string | null; plate: string | null; provider: string;
  source: 'subscription' | 'credit' | 'admin'; summary: Record<string, unknown>; document: Record<string, unknown> | null;
  created_at: Date; make_slug: string | null; model_slug: string | null; year: number | null; deleted_at: Date | null;
  package_purchase_id: string | null; dealer_name: string | null; make_name: string | null; model_name: string | null;
}

export interface ListingRow {
  id: string; dealer_id: string; vin: string | null; plate: string | null; make_slug: string; model_slug: string;
  registration_year: number; registration_month: number; mileage: number; power_type: string; emission_class: string | null;
  carfax_report_id: string | null; state: string; photos: ListingPhoto[]; make_name: string; model_name: string;
}

export interface NewReport {
  dealer_id: string | null; purchased_by: string | null; vin: string | null; plate: string | null; provider: string;
  source: 'subscription' | 'credit' | 'admin'; package_purchase_id: string | null; summary: unknown; document: unknown;
  make_slug: string | null; model_slug: string | null; year: number | null;
}

/** The three ways a listing may be a report's vehicle, best first. */
export type MatchKind = 'vin' | 'plate' | 'make_model_year';
export interface VehicleKeys { vin: string | null; plate: string | null; make_slug: string | null; model_slug: string | null; year: number | null }

/** Vehicle-history reports: storage, spending units, matching to listings, purchases waiting for the provider. */
/** Today in Italy, the day automatic purchases are counted by. */
const romeToday = sql<string>`(now() at time zone 'Europe/Rome')::date`;

export function carfaxQueries(db: Kysely<DB>, jobs: Jobs) {
  const reports = () => db.selectFrom('carfax_reports as r')
    .leftJoin('dealers as d', 'd.id', 'r.dealer_id')
    .leftJoin('makes as mk', 'mk.slug', 'r.make_slug')
    .leftJoin('models as md', (join) => join.onRef('md.make_slug', '=', 'r.make_slug').onRef('md.slug', '=', 'r.model_slug'));
  const listings = () => db.selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.slug', 'l.make_slug')
    .innerJoin('models as md', (join) => join.onRef('md.make_slug', '=', 'l.make_slug').onRef('md.slug', '=', 'l.model_slug'))
    .select([
      'l.id', 'l.dealer_id', 'l.vin', 'l.plate', 'l.make_slug', 'l.model_slug', 'l.registration_year', 'l.registration_month',
      'l.mileage', 'l.power_type', 'l.emission_class', 'l.carfax_report_id', 'l.state', 'l.photos', 'mk.name as make_name',
      'md.name as model_name',
    ]);
  const normalised = (column: 'r.vin' | 'r.plate' | 'l.vin' | 'l.plate') => sql<string>`upper(replace(${sql.ref(column)}, ' ', ''))`;

  const queries = {
    /** The plan side of spending (effective plan, reports used this month), read through this connection. */
    subscriptions: subscriptionQueries(db, jobs),

    /** The dealer row, locked until the transaction ends: one dealer's purchases run one after the other. */
    lockDealer: (dealerId: string) => db.selectFrom('dealers')
      .select(['id', 'name', 'auto_purchase_carfax_reports', 'auto_purchase_daily_cap']).where('id', '=', dealerId).forUpdate().executeTakeFirst(),

    /** Automatic purchases made today (Rome calendar day) under each key; a key without any is 0. */
    async autoPurchasesToday(keys: string[]): Promise<Map<string, number>> {
      const rows = await db.selectFrom('carfax_auto_purchase_counts').select(['key', 'purchases'])
        .where('key', 'in', keys).where('day', '=', romeToday).execute();
      return new Map(keys.map((key) => [key, rows.find((r) => r.key === key)?.purchases ?? 0]));
    },

    /**
     * One more automatic purchase today under the key; answers the new count. The row stays locked
     * until the transaction ends (concurrent purchases under the key wait), and a rollback undoes it.
     */
    async countAutoPurchase(key: string): Promise<number> {
      const row = await db.insertInto('carfax_auto_purchase_counts').values({ key, day: romeToday, purchases: 1 })
        .onConflict((oc) => oc.columns(['key', 'day']).doUpdateSet({ purchases: sql`carfax_auto_purchase_counts.purchases + 1` }))
        .returning('purchases').executeTakeFirstOrThrow();
      return row.purchases;
    },
    dealer: (dealerId: string) => db.selectFrom('dealers')
      .select(['id', 'name', 'auto_purchase_carfax_reports', 'auto_purchase_daily_cap']).where('id', '=', dealerId).executeTakeFirst(),

    /**
     * The dealer's newest report (not deleted) of this VIN or of this plate (both normalised): buying
     * the vehicle again would spend a unit on a history the dealer already holds.
     */
    heldReport: (dealerId: string, ids: { vin: string | null; plate: string | null }) => reports().select(reportColumns)
      .where('r.dealer_id', '=', dealerId).where('r.deleted_at', 'is', null)
      .where((eb) => eb.or([
        ...(ids.vin ? [eb(normalised('r.vin'), '=', ids.vin)] : []),
        ...(ids.plate ? [eb(normalised('r.plate'), '=', ids.plate)] : []),
      ]))
      .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(1).executeTakeFirst(),

    /** A dealer named by its slug (the admin's "Crea un report" takes a uuid or a slug). */
    dealerIdBySlug: async (slug: string) => (await db.selectFrom('dealers').select('id').where('slug', '=', slug).executeTakeFirst())?.id,

    /** Credits not used nor expired. */
    async creditsLeft(dealerId: string): Promise<number> {
      const row = await db.selectFrom('carfax_package_purchases').where('dealer_id', '=', dealerId)
        .where('expires_at', '>', sql<Date>`now()`)
        .select(sql<number>`coalesce(sum(reports_total - reports_used), 0)::int`.as('n')).executeTakeFirstOrThrow();
      return row.n;
    },

    /** The package to spend from: the oldest bought that is neither used up nor expired, locked. */
    oldestCredit: (dealerId: string) => db.selectFrom('carfax_package_purchases').select(['id', 'reports_used', 'reports_total'])
      .where('dealer_id', '=', dealerId).where('expires_at', '>', sql<Date>`now()`)
      .whereRef('reports_used', '<', 'reports_total')
      .orderBy('purchased_at').orderBy('id').limit(1).forUpdate().executeTakeFirst(),

    async useCredit(purchaseId: string): Promise<void> {
      await db.updateTable('carfax_package_purchases').set({ reports_used: sql`reports_used + 1` })
        .where('id', '=', purchaseId).whereRef('reports_used', '<', 'reports_total').executeTakeFirstOrThrow();
    },

    async insertReport(report: NewReport): Promise<string> {
      const row = await db.insertInto('carfax_reports').values({
        ...report, summary: JSON.stringify(report.summary), document: JSON.stringify(report.document),
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    report: (id: string) => reports().select(reportColumns).where('r.id', '=', id).where('r.deleted_at', 'is', null)
      .executeTakeFirst(),

    /** A page of reports, newest first; `search` is part of a VIN or plate (already upper case, no spaces). */
    async listReports(filter: { dealerId?: string; search?: string }, limit: number, offset: number) {
      let query = reports().where('r.deleted_at', 'is', null);
      if (filter.dealerId) query = query.where('r.dealer_id', '=', filter.dealerId);
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        query = query.where((eb) => eb.or([eb(normalised('r.vin'), 'like', pattern), eb(normalised('r.plate'), 'like', pattern)]));
      }
      const [rows, total] = await Promise.all([
        query.select(reportColumns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    /** The listings each report is associated with. */
    async listingsOf(reportIds: string[]) {
      if (!reportIds.length) return [];
      return await listings().where('l.carfax_report_id', 'in', reportIds).orderBy('l.created_at', 'desc').execute();
    },

    /** Soft delete: kept for the records (and the month's count), detached from its listings. Returns how many were detached. */
    async deleteReport(id: string): Promise<number> {
      await db.updateTable('carfax_reports').set({ deleted_at: new Date() }).where('id', '=', id).where('deleted_at', 'is', null).execute();
      const detached = await db.updateTable('listings').set({ carfax_report_id: null, updated_at: new Date() })
        .where('carfax_report_id', '=', id).executeTakeFirst();
      return Number(detached.numUpdatedRows);
    },

    listing: (id: string) => listings().where('l.id', '=', id).executeTakeFirst(),

    async setListingReport(listingIds: string[], reportId: string | null): Promise<void> {
      if (!listingIds.length) return;
      await db.updateTable('listings').set({ carfax_report_id: reportId, updated_at: new Date() }).where('id', 'in', listingIds).execute();
    },

    /** Listings of the dealer that may be the vehicle: same VIN, then same plate, then same make, model and year. */
    async matchingListings(dealerId: string, keys: VehicleKeys) {
      const match = sql<MatchKind | null>`case
        when ${keys.vin}::text is not null and ${normalised('l.vin')} = ${keys.vin} then 'vin'
        when ${keys.plate}::text is not null and ${normalised('l.plate')} = ${keys.plate} then 'plate'
        when l.make_slug = ${keys.make_slug} and l.model_slug = ${keys.model_slug} and l.registration_year = ${keys.year} then 'make_model_year'
        end`;
      return await db.selectFrom(listings().where('l.dealer_id', '=', dealerId).where('l.state', '!=', 'sold')
        .select(match.as('match')).as('x'))
        .selectAll().where('x.match', 'is not', null)
        .orderBy(sql`case x.match when 'vin' then 0 when 'plate' then 1 else 2 end`).orderBy('x.id').limit(50).$narrowType<{ match: MatchKind }>().execute();
    },

    /** Reports of the dealer that may be of this vehicle, best first. */
    async matchingReports(dealerId: string, keys: VehicleKeys) {
      const match = sql<MatchKind | null>`case
        when ${keys.vin}::text is not null and ${normalised('r.vin')} = ${keys.vin} then 'vin'
        when ${keys.plate}::text is not null and ${normalised('r.plate')} = ${keys.plate} then 'plate'
        when r.make_slug = ${keys.make_slug} and r.model_slug = ${keys.model_slug} and r.year = ${keys.year} then 'make_model_year'
        end`;
      return await db.selectFrom(reports().where('r.dealer_id', '=', dealerId).where('r.deleted_at', 'is', null)
        .select([...reportColumns, match.as('match')]).as('x'))
        .selectAll().where('x.match', 'is not', null)
        .orderBy(sql`case x.match when 'vin' then 0 when 'plate' then 1 else 2 end`).orderBy('x.created_at', 'desc').limit(50).$narrowType<{ match: MatchKind }>().execute();
    },

    /** The dealer's credit packages, newest first. */
    async purchases(dealerId: string, limit: number, offset: number) {
      const base = db.selectFrom('carfax_package_purchases as p').innerJoin('carfax_packages as k', 'k.code', 'p.package_code')
        .where('p.dealer_id', '=', dealerId);
      const [rows, total] = await Promise.all([
        base.select(['p.id', 'p.package_code', 'k.name', 'p.purchased_at', 'p.expires_at', 'p.reports_total', 'p.reports_used', 'p.price_cents'])
          .orderBy('p.purchased_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    /** A purchase the provider could not serve now, and its retry job, in this transaction. */
    async insertOrder(order: { dealer_id: string | null; user_id: string | null; listing_id: string | null; vin: string | null; plate: string | null; payer: 'dealer' | 'admin' }) {
      const row = await db.insertInto('carfax_report_orders').values(order).returning('id').executeTakeFirstOrThrow();
      await jobs.enqueue('carfax-report-order', { orderId: row.id }, { tx: db });
      return row.id;
    },

    orderForUpdate: (id: string) => db.selectFrom('carfax_report_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    order: (id: string) => db.selectFrom('carfax_report_orders').selectAll().where('id', '=', id).executeTakeFirst(),

    async finishOrder(id: string, outcome: { status: 'done'; report_id: string } | { status: 'failed'; failure: string }) {
      await db.updateTable('carfax_report_orders').set({ ...outcome, finished_at: new Date() }).where('id', '=', id).execute();
    },
  };
  return withTransaction(db, queries, (trx): typeof queries => carfaxQueries(trx, jobs));
}

export type CarfaxQueries = ReturnType<typeof carfaxQueries>;
export type CarfaxQueriesInTransaction = Omit<CarfaxQueries, 'transaction'>;
