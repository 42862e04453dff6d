import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { VatConfirmation, ListingState } from '../src/db/schema.js';
import {
  hiddenBecause, hiddenBecauseColumn, inPublicSearch, isOnSale, isPublicDealer, onSaleColumn, publicDealer,
  type ListingRuleRow,
} from '../src/areas/listings/public-rule.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The public-listing rule is written as SQL and as a row predicate: they must agree on every row.
let t: TestApp;

beforeAll(async () => { t = await createTestApp(); }, 60_000);
afterAll(async () => { await t?.close(); });

const STATES: ListingState[] = ['draft', 'published', 'withdrawn', 'sold'];
const VATS: VatConfirmation[] = ['unconfirmed', 'confirmed', 'rejected'];

/** Every combination the rule reads: dealer enabled × verified × partita IVA, listing status × state × photos. */
function combinations(): ListingRuleRow[] {
  const rows: ListingRuleRow[] = [];
  for (const enabled of [true, false]) for (const verified of [true, false]) for (const vat of VATS)
    for (const status of ['enabled', 'disabled'] as const) for (const state of STATES) for (const photos of [0, 3])
      rows.push({ status, state, photo_count: photos, dealer: { enabled, verified_at: verified ? new Date('2026-01-10T10:00:00Z') : null, vat_confirmation: vat } });
  return rows;
}

class RolledBack extends Error {}

describe('a listing is public: the SQL and the row predicate', () => {
  it('agree on on sale, in public search, the reason it is hidden and the public dealer, for every combination', async () => {
    const { db } = t.database;
    const { listing, dealer } = await db.selectFrom('listings').select(['id as listing', 'dealer_id as dealer']).limit(1).executeTakeFirstOrThrow();
    const seen: { row: ListingRuleRow; sql: { on_sale: boolean; searched: boolean; hidden_because: string | null; dealer_public: boolean } }[] = [];
    await db.transaction().execute(async (trx) => {
      for (const row of combinations()) {
        await trx.updateTable('dealers').set({ enabled: row.dealer.enabled, verified_at: row.dealer.verified_at, vat_confirmation: row.dealer.vat_confirmation })
          .where('id', '=', dealer).execute();
        await trx.updateTable('listings').set({ status: row.status, state: row.state, photo_count: row.photo_count }).where('id', '=', listing).execute();
        const read = await trx.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id')
          .select((eb) => [
            onSaleColumn(eb), hiddenBecauseColumn(eb),
            sql<boolean>`coalesce(${inPublicSearch(eb)}, false)`.as('searched'),
            sql<boolean>`coalesce(${publicDealer(eb)}, false)`.as('dealer_public'),
          ])
          .where('l.id', '=', listing).executeTakeFirstOrThrow();
        seen.push({ row, sql: read });
      }
      throw new RolledBack();
    }).catch((error: unknown) => { if (!(error instanceof RolledBack)) throw error; });

    expect(seen).toHaveLength(2 * 2 * 3 * 2 * 4 * 2);
    for (const { row, sql: read } of seen) {
      const expected = {
        on_sale: isOnSale(row), searched: isOnSale(row) && row.photo_count > 0,
        hidden_because: hiddenBecause(row), dealer_public: isPublicDealer(row.dealer),
      };
      expect({ row, ...read }).toEqual({ row, ...expected });
    }
    // The rows cover both answers, and an unverified dealer's listing is never on sale.
    expect(seen.filter((s) => s.sql.on_sale).length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.row.dealer.verified_at === null && s.sql.on_sale)).toEqual([]);
    expect(seen.some((s) => s.sql.hidden_because === 'dealer_unverified')).toBe(true);
  }, 120_000);
});
