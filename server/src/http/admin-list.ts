import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { ADMIN_COUNT_CAP, ADMIN_EXPORT_MAX, ADMIN_PER_PAGE_MAX, PER_PAGE_DEFAULT, type AdminPageMeta } from '@automercato/api-contract';
import type { DB } from '../db/schema.js';
import { romeDateTime } from './rome-time.js';

/**
 * The admin back-office's tables share one shape: a page of rows, sorted by one of a
 * route's columns, with a text search and filters, and the same filter exported as CSV. This is
 * that shape once; each area lists its columns and filters.
 */
export interface AdminListQuery<S extends string> {
  page?: number;
  per_page?: number;
  q?: string;
  sort_by?: S;
  sort_direction?: 'asc' | 'desc';
}

export interface ListWindow<S extends string> {
  page: number;
  perPage: number;
  offset: number;
  sortBy: S;
  direction: 'asc' | 'desc';
  /** The trimmed text search, or undefined when empty. */
  q: string | undefined;
}

/**
 * Page, size, sort and search with their defaults. A page beyond the count cap is lowered to the
 * last one the cap reaches: counting and skipping a million rows is what a narrower filter is for.
 */
export function listWindow<S extends string>(query: AdminListQuery<S>, defaultSort: S, defaultDirection: 'asc' | 'desc' = 'desc'): ListWindow<S> {
  const perPage = Math.min(query.per_page ?? PER_PAGE_DEFAULT, ADMIN_PER_PAGE_MAX);
  const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(ADMIN_COUNT_CAP / perPage)));
  const q = query.q?.trim() || undefined;
  return { page, perPage, offset: (page - 1) * perPage, sortBy: query.sort_by ?? defaultSort, direction: query.sort_direction ?? defaultDirection, q };
}

/** How many rows the query matches, counting no further than `cap + 1` (so a million-row table costs a bounded scan). */
export async function countUpTo(db: Kysely<DB>, query: SelectQueryBuilder<DB, any, any>, cap = ADMIN_COUNT_CAP): Promise<number> {
  const row = await db
    .selectFrom(query.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `{ items, meta }` with `total_capped` true when there are more than `total` rows. */
export function adminPage<T>(items: T[], matches: number, window: ListWindow<string>, cap = ADMIN_COUNT_CAP): { items: T[]; meta: AdminPageMeta } {
  const total = Math.min(matches, cap);
  return {
    items,
    meta: { page: window.page, per_page: window.perPage, total, last_page: Math.max(1, Math.ceil(total / window.perPage)), total_capped: matches > cap },
  };
}

export interface CsvColumn<T> { header: string; value: (row: T) => string | number | boolean | Date | null | undefined }

/**
 * Sends every row of the current filter as CSV (semicolons and a BOM, so Excel in Italian opens it
 * as columns), fetched in batches and streamed, at most ADMIN_EXPORT_MAX rows. Every export goes
 * through here: text starting with = + - @ tab or CR (a guest's `=HYPERLINK(…)`) gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it — a phone "+39 …" too; numbers stay numbers.
 * Times are Italian time (Europe/Rome) as `gg/mm/aaaa hh:mm:ss`, not UTC ISO strings.
 */
export function sendCsv<T>(reply: FastifyReply, fileName: string, columns: CsvColumn<T>[],
  batch: (limit: number, offset: number) => Promise<T[]>): FastifyReply {
  const csv = stringify({
    delimiter: ';', bom: true, header: true, columns: columns.map((c) => c.header), escape_formulas: true,
    cast: { date: (d) => romeDateTime(d), boolean: (b) => (b ? 'sì' : 'no') },
  });
  void (async () => {
    try {
      const size = 1000;
      for (let offset = 0; offset < ADMIN_EXPORT_MAX; offset += size) {
        const rows = await batch(Math.min(size, ADMIN_EXPORT_MAX - offset), offset);
        for (const row of rows) {
          if (!csv.write(columns.map((c) => c.value(row) ?? ''))) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (rows.length < size) break;
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
