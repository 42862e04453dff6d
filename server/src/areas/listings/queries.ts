import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { gone, notFound } from '../../http/errors.js';
import { detailColumns, type DetailRow } from './present.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Listings joined with their dealer (l, d): the base of every listing read. */
export const listingsWithDealer = (db: Kysely<DB>) =>
  db.selectFrom('listings as l').innerJoin('dealers as d', 'd.id', 'l.dealer_id');

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
