import { sql, type Kysely } from 'kysely';
import type { DB, StockImportOutcome, StockImportStatus } from '../../../db/schema.js';
import type { Jobs } from '../../../jobs/index.js';
import type { ImportedListing } from './mapping.js';
import { withTransaction } from '../../../db/transaction.js';
import { usingThePlan } from '../plan-count.js';

export interface ImportRowInput {
  import_id: string;
  line: number;
  reference: string | null;
  /** The vehicle as the file names it (null for missing listings: the report names them by reference). */
  vehicle?: string | null;
  outcome: StockImportOutcome;
  messages: string[];
  listing_id: string | null;
  data: ImportedListing | null;
  photos: string[];
}

const IMPORT_COLUMNS = [
  'id', 'dealer_id', 'source', 'filename', 'status', 'message', 'withdraw_missing', 'total_rows', 'processed_rows',
  'counts', 'created_at', 'updated_at', 'applied_at',
] as const;

/** Stock imports, their rows, and the dealer's referenced listings they write. */
export function stockImportQueries(db: Kysely<DB>, jobs: Jobs) {
  const queries = {
    dealer: (dealerId: string) => db.selectFrom('dealers')
      .select(['id', 'city', 'province_code', 'postal_code', 'latitude', 'longitude', 'import_feed_url'])
      .where('id', '=', dealerId).executeTakeFirst(),

    /** Serialises imports and publishing of one dealer for the plan count. */
    lockDealer: (dealerId: string) => db.selectFrom('dealers').select('id').where('id', '=', dealerId).forUpdate().executeTakeFirst(),

    createImport: (values: {
      id?: string; dealer_id: string; source: 'csv' | 'feed'; filename: string; encoding: 'utf-8' | 'windows-1252' | null; status: StockImportStatus;
    }) =>
      db.insertInto('stock_imports').values({ ...values, counts: '{}' }).returning(IMPORT_COLUMNS).executeTakeFirstOrThrow(),

    findImport: (importId: string, dealerId?: string) => {
      let query = db.selectFrom('stock_imports').select(IMPORT_COLUMNS).where('id', '=', importId);
      if (dealerId) query = query.where('dealer_id', '=', dealerId);
      return query.executeTakeFirst();
    },

    /** The stored file's encoding and whether it is there. */
    importFile: (importId: string) => db.selectFrom('stock_imports').select((eb) => [
      'encoding', eb.exists(eb.selectFrom('stock_import_chunks').select('seq').where('import_id', '=', importId)).as('stored'),
    ]).where('id', '=', importId).executeTakeFirst(),

    /** Piece `seq` (0-based) of the stored file; undefined past the end. */
    fileChunk: async (importId: string, seq: number) => (await db.selectFrom('stock_import_chunks').select('bytes')
      .where('import_id', '=', importId).where('seq', '=', seq).executeTakeFirst())?.bytes,

    /** One piece of a file, its own short statement (the upload writes them as they arrive). */
    insertFileChunk: (importId: string, seq: number, bytes: Buffer) => db.insertInto('stock_import_chunks')
      .values({ import_id: importId, seq, bytes }).execute(),

    /** The file of an import, gone (its dry run ended, or its upload was cut short). */
    dropFile: (importId: string) => db.deleteFrom('stock_import_chunks').where('import_id', '=', importId).execute(),

    /** Moves an import from one of `from` to `to` (false if it was not in `from`: someone else moved it). */
    moveImport: async (importId: string, from: StockImportStatus[], to: StockImportStatus, extra: { withdraw_missing?: boolean } = {}) => {
      const result = await db.updateTable('stock_imports').set({ status: to, updated_at: new Date(), ...extra })
        .where('id', '=', importId).where('status', 'in', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    updateImport: (importId: string, values: {
      status?: StockImportStatus; message?: string | null; total_rows?: number; processed_rows?: number;
      counts?: Record<string, number>; applied_at?: Date;
    }) => {
      const { counts, ...rest } = values;
      return db.updateTable('stock_imports')
        .set({ ...rest, ...(counts ? { counts: JSON.stringify(counts) } : {}), updated_at: new Date() })
        .where('id', '=', importId).execute();
    },

    recentImports: (dealerId: string, limit: number) => db.selectFrom('stock_imports').select(IMPORT_COLUMNS)
      .where('dealer_id', '=', dealerId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),

    /** The dealer's listings that carry a reference (what an import can match), with what it compares. */
    referencedListings: (dealerId: string) => db.selectFrom('listings')
      .select([
        'id', 'reference', 'state', 'make_slug', 'model_slug', 'version', 'category', 'power_type', 'gearbox_type', 'traction_type',
        'emission_class', 'exterior_color', 'exterior_paint_type', 'interior_color', 'interior_material', 'origin', 'mileage',
        'registration_year', 'registration_month', 'power_kw', 'horsepower', 'engine_cc', 'doors', 'seats', 'price',
        'price_negotiable', 'description', 'vin', 'plate', 'import_photo_urls',
      ])
      .where('dealer_id', '=', dealerId).where('reference', 'is not', null).execute(),

    insertRows: async (rows: ImportRowInput[]) => {
      for (let at = 0; at < rows.length; at += 500) {
        await db.insertInto('stock_import_rows').values(rows.slice(at, at + 500).map((row) => ({
          ...row, messages: JSON.stringify(row.messages), data: row.data ? JSON.stringify(row.data) : null, photos: JSON.stringify(row.photos),
        }))).execute();
      }
    },

    /** The report of an import (a refused file, or a dry run started again). */
    deleteRows: (importId: string) => db.deleteFrom('stock_import_rows').where('import_id', '=', importId).execute(),

    rowsPage: (importId: string, outcomes: StockImportOutcome[] | null, limit: number, offset: number) => {
      let query = db.selectFrom('stock_import_rows').select(['line', 'reference', 'vehicle', 'outcome', 'messages', 'listing_id']).where('import_id', '=', importId);
      if (outcomes) query = query.where('outcome', 'in', outcomes);
      return query.orderBy('line').limit(limit).offset(offset).execute();
    },

    rowCount: async (importId: string, outcomes: StockImportOutcome[] | null) => {
      let query = db.selectFrom('stock_import_rows').select((eb) => eb.fn.countAll<string>().as('n')).where('import_id', '=', importId);
      if (outcomes) query = query.where('outcome', 'in', outcomes);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    rowsToApply: (importId: string, afterLine: number, limit: number) => db.selectFrom('stock_import_rows')
      .select(['line', 'reference', 'outcome', 'messages', 'listing_id', 'data', 'photos'])
      .where('import_id', '=', importId).where('outcome', 'in', ['new', 'changed', 'missing']).where('line', '>', afterLine)
      .orderBy('line').limit(limit).execute(),

    setRowResult: (importId: string, line: number, values: { listing_id?: string; messages?: string[] }) => db.updateTable('stock_import_rows')
      .set({ ...(values.listing_id ? { listing_id: values.listing_id } : {}), ...(values.messages ? { messages: JSON.stringify(values.messages) } : {}) })
      .where('import_id', '=', importId).where('line', '=', line).execute(),

    publishedCount: async (dealerId: string) => Number((await db.selectFrom('listings').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('dealer_id', '=', dealerId).$call(usingThePlan).executeTakeFirstOrThrow()).n),

    listingsByReference: (dealerId: string, references: string[]) => references.length === 0 ? Promise.resolve([]) : db.selectFrom('listings')
      .select(['id', 'state', 'reference']).where('dealer_id', '=', dealerId).where('reference', 'in', references).execute(),

    /** Many new listings in one statement; answers their ids by reference. */
    insertListings: (rows: (ImportedListing & {
      dealer_id: string; reference: string; state: 'published' | 'draft'; city: string; province_code: string | null;
      postal_code: string | null; latitude: number | null; longitude: number | null;
    })[]) => rows.length === 0 ? Promise.resolve([]) : db.insertInto('listings')
      .values(rows.map((values) => ({ ...values, photos: '[]', published_at: values.state === 'published' ? new Date() : null })))
      .returning(['id', 'reference']).execute(),

    /** The listing each applied row wrote, for a batch, in one statement. */
    setRowListings: async (importId: string, pairs: { line: number; listingId: string }[]) => {
      if (pairs.length === 0) return;
      const values = sql.join(pairs.map((p) => sql`(${p.line}::int, ${p.listingId}::uuid)`));
      await sql`update stock_import_rows r set listing_id = v.listing_id from (values ${values}) as v(line, listing_id)
        where r.import_id = ${importId}::uuid and r.line = v.line`.execute(db);
    },

    updateListing: (listingId: string, values: Partial<ImportedListing> & { state?: 'published' | 'withdrawn' }) =>
      db.updateTable('listings').set({ ...values, ...(values.state === 'published' ? { published_at: new Date() } : {}), updated_at: new Date() })
        .where('id', '=', listingId).execute(),

    withdrawListing: (listingId: string) => db.updateTable('listings').set({ state: 'withdrawn', withdrawn_at: new Date(), showcase: false, featured: false, updated_at: new Date() })
      .where('id', '=', listingId).where('state', 'in', ['published', 'draft']).execute(),

    listingPhotoUrls: (listingId: string) => db.selectFrom('listings').select(['import_photo_urls', 'photos']).where('id', '=', listingId).executeTakeFirst(),

    setImportPhotoUrls: (listingId: string, urls: string[]) => db.updateTable('listings')
      .set({ import_photo_urls: JSON.stringify(urls) }).where('id', '=', listingId).execute(),

    setFeedUrl: (dealerId: string, url: string | null) => db.updateTable('dealers')
      .set({ import_feed_url: url, updated_at: new Date() }).where('id', '=', dealerId).execute(),

    feedDealers: () => db.selectFrom('dealers').select(['id']).where('import_feed_url', 'is not', null).where('enabled', '=', true).execute(),

    /** A feed pull or an import step as a job of this transaction. */
    queueImportJob: (data: { importId: string; step: 'analyse' | 'apply' }) => jobs.enqueue('stock-import', data, { tx: db }),
    queueFeedPull: (dealerId: string) => jobs.enqueue('stock-feed-pull', { dealerId }, { tx: db, singletonKey: `feed-${dealerId}` }),
  };
  return withTransaction(db, queries, (trx): typeof queries => stockImportQueries(trx, jobs));
}

export type StockImportQueries = ReturnType<typeof stockImportQueries>;
export type StockImportQueriesInTransaction = Omit<StockImportQueries, 'transaction'>;
