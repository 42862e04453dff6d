/**
 * The search filters' table (packages/api-contract domain/filters.ts) drives the public search:
 * each row with a column filters by that column, as its operator says, whatever the row. A new
 * row is covered here without a new test; its labels read the same in every 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FILTER_KEYS, FILTER_LABELS, FILTER_NAMES, filterKeys, filterRow, type FilterName } from '@automercato/api-contract';
import { labelOf } from '@automercato/validation';
import { inPublicSearch } from '../src/areas/listings/public/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const COLUMN_OPERATORS = ['eq', 'in', 'contains', 'range', 'true', 'present'];
const byColumn = FILTER_NAMES.filter((name) => COLUMN_OPERATORS.includes(filterRow(name).op));

/** The most common value of a column among the listings a search without filters finds. */
async function commonValue(column: string): Promise<unknown> {
  const row = await t.database.db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select(sql.ref<unknown>(`l.${column}`).as('value')).where(inPublicSearch).where(sql.ref(`l.${column}`), 'is not', null)
    .groupBy(sql.ref(`l.${column}`)).orderBy(sql`count(*)`, 'desc').limit(1).executeTakeFirst();
  return row?.value;
}

/** The query one row is tried with, and the same condition written by hand. */
function tried(name: FilterName, value: unknown): [query: string, where: ReturnType<typeof sql>] {
  const row = filterRow(name);
  const column = sql.ref(`l.${row.column!}`);
  const v = String(value);
  switch (row.op) {
    case 'eq': return [`${name}=${encodeURIComponent(v)}`, sql`${column} = ${value}`];
    case 'in': return [`${name}[]=${encodeURIComponent(v)}`, sql`${column} = ${value}`];
    case 'contains': return [`${name}=${encodeURIComponent(v)}`, sql`${column} ilike ${`%${v}%`}`];
    case 'range': {
      const [min, max] = filterKeys(name);
      return [`${min}=${v}&${max}=${v}`, sql`${column} = ${value}`];
    }
    case 'true': return [`${name}=true`, sql`${column} = true`];
    default: return [`${name}=true`, sql`${column} is not null`];
  }
}

describe('every filter of the table with a column', () => {
  it.each(byColumn)('%s finds exactly the public listings its condition says', async (name) => {
    const value = await commonValue(filterRow(name).column!);
    expect(value, `${name}: the demo data has a value to try`).not.toBeUndefined();
    const [query, where] = tried(name, value);
    const answer = await t.request(`/api/listings/count?${query}`);
    expect(answer.statusCode, `${query}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    const expected = await t.database.db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where(inPublicSearch).where(where as never).executeTakeFirstOrThrow();
    expect(answer.body.data, query).toEqual({ count: Number(expected.n), capped: false });
    expect(Number(expected.n), `${query} finds something`).toBeGreaterThan(0);
  });
});

describe('labels', () => {
  it('the messages of a 422 name each filter as the table does', () => {
    for (const key of FILTER_KEYS) expect(labelOf(key), key).toBe(FILTER_LABELS[key]);
  });
});

describe('seats (one row of the table, nothing else)', () => {
  it('finds the cars with any of the seat counts asked, and refuses what is not a count', async () => {
    const counts = await t.database.db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.seats', (eb) => eb.fn.countAll<number>().as('n')]).where(inPublicSearch).groupBy('l.seats').execute();
    const of = (seats: number) => Number(counts.find((c) => c.seats === seats)?.n ?? 0);
    expect(of(5)).toBeGreaterThan(0);
    const both = await t.request('/api/listings/count?seats[]=5&seats[]=7');
    expect(both.body.data.count).toBe(of(5) + of(7));
    const page = await t.request('/api/listings?seats[]=7&per_page=50');
    expect(page.body.data.meta.total).toBe(of(7));

    const bad = await t.request('/api/listings?seats[]=sette');
    expect(bad.statusCode).toBe(422);
    expect(bad.body.data.errors.seats[0]).toMatch(/^Il campo posti /);
    expect((await t.request('/api/listings?seats[]=0')).statusCode).toBe(422);
  });
});
