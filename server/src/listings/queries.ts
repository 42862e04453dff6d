import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { gone, notFound } from '../http/errors.js';
import type { TtlCache } from '../http/ttl-cache.js';
import { filterConditions, filterProperties, type ListingFilters } from './filters.js';
import { detailColumns, type DetailRow } from './present.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Listings joined with their dealer (l, d): the base of every listing read. */
export const listingsWithDealer = (db: Kysely<DB>) =>
  db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id');

/**
 * Public listings matching `filters`, counted up to `cap` + 1 and cached per filter set (the
 * same searches repeat a lot): the total of /api/listings and of the results page's description.
 */
export function countPublicListings(db: Kysely<DB>, counts: TtlCache<number>, filters: ListingFilters, cap: number): Promise<number> {
  const key = JSON.stringify([cap, ...Object.keys(filterProperties).map((k) => {
    const value = filters[k as keyof ListingFilters];
    return Array.isArray(value) ? [...value].sort() : value ?? null;
  })]);
  return counts.get(key, async () => {
    const matches = listingsWithDealer(db).select('l.id').where((eb) => filterConditions(eb, filters)).limit(cap + 1);
    const row = await db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

export type ListingLookup = { status: 'public'; row: DetailRow } | { status: 'gone'; row: DetailRow } | { status: 'missing' };

/** A listing by id: on sale, withdrawn (disabled listing or dealer), or not there at all. */
export async function lookupListing(db: Kysely<DB>, id: string): Promise<ListingLookup> {
  if (!isUuid(id)) return { status: 'missing' };
  const row = await listingsWithDealer(db).select(detailColumns).where('l.id', '=', id).executeTakeFirst() as DetailRow | undefined;
  if (!row) return { status: 'missing' };
  return { status: row.status === 'enabled' && row.dealer_enabled ? 'public' : 'gone', row };
}

/** The listing a buyer may act on (see, save, write about), or the 404/410 a buyer should get. */
export async function requirePublicListing(db: Kysely<DB>, id: string): Promise<DetailRow> {
  const found = await lookupListing(db, id);
  if (found.status === 'missing') throw notFound('Annuncio non trovato.');
  // A listing that existed but is no longer on sale is "gone", not "missing".
  if (found.status === 'gone') throw gone('Questo annuncio non è più disponibile.');
  return found.row;
}
