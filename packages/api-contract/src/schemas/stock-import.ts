import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageQuery, StringEnum } from './common.js';

export const STOCK_IMPORT_STATUSES = ['analysing', 'ready', 'held', 'applying', 'applied', 'failed'] as const;
export const STOCK_IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'missing', 'error'] as const;

export const StockImportDealerParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const StockImportParams = Type.Object({
  dealerUuid: Type.String({ maxLength: 80 }),
  importId: Type.String({ format: 'uuid' }),
});

/**
 * A stock import: a CSV upload or a feed pull. `analysing` (dry run running) → `ready` (report
 * ready, nothing written) → `applying` → `applied`; `held`: a feed whose stock moved more than
 * the stated share waits for the dealer; `failed`: the file could not be read (`message`).
 * `processed_rows` of `total_rows` is the progress of the running step.
 */
export const StockImport = Type.Object({
  id: Type.String(),
  source: StringEnum(['csv', 'feed'] as const),
  filename: Type.String(),
  status: StringEnum(STOCK_IMPORT_STATUSES),
  message: Nullable(Type.String()),
  withdraw_missing: Type.Boolean(),
  total_rows: Type.Integer(),
  processed_rows: Type.Integer(),
  counts: Type.Object({
    new: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), missing: Type.Integer(), error: Type.Integer(),
    /** Rows that will be written but carry a warning (photo skipped, created as draft over the plan). */
    warnings: Type.Integer(),
  }),
  created_at: DateTime,
  updated_at: DateTime,
  applied_at: Nullable(DateTime),
});
export type StockImport = Static<typeof StockImport>;

/**
 * One row of the report: `line` is the row as the spreadsheet shows it (header = row 1; a feed's
 * vehicle position; missing listings come after the last row), the vehicle as the file names it,
 * Italian messages.
 */
export const StockImportRow = Type.Object({
  line: Type.Integer(),
  reference: Nullable(Type.String()),
  vehicle: Nullable(Type.String()),
  outcome: StringEnum(STOCK_IMPORT_OUTCOMES),
  messages: Type.Array(Type.String()),
  listing_id: Nullable(Type.String()),
});
export type StockImportRow = Static<typeof StockImportRow>;

export const StockImportReport = Type.Object({
  import: StockImport,
  rows: Type.Object({ items: Type.Array(StockImportRow), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }),
});
export type StockImportReport = Static<typeof StockImportReport>;

export const StockImportReportQuery = Type.Object({
  /** Only rows with this outcome (`issues`: the errors). */
  outcome: Type.Optional(StringEnum([...STOCK_IMPORT_OUTCOMES, 'issues'] as const)),
  ...PageQuery(),
});

export const StockImportApplyBody = Type.Object({
  withdraw_missing: Type.Boolean(),
}, { additionalProperties: false });

export const StockFeedBody = Type.Object({
  /** http(s) address of the XML feed; null or '' removes it. */
  url: Nullable(Type.String({ maxLength: 2000 })),
}, { additionalProperties: false });

export const StockFeed = Type.Object({
  url: Nullable(Type.String()),
  /** The share (0.3 = 30 %) beyond which a nightly feed is held for confirmation. */
  hold_share: Type.Number(),
  /** The latest imports, CSV and feed, newest first. */
  runs: Type.Array(StockImport),
});
export type StockFeed = Static<typeof StockFeed>;

export const CsvFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'text/csv; charset=utf-8 (attachment)' });
