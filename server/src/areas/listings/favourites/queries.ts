import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { summaryColumns } from '../public/present.js';
import { listingsOnSale } from '../public/index.js';

export function favouriteQueries(db: Kysely<DB>) {
  return {
    /** A user's saved listings still on sale, newest saved first, and how many there are. */
    async page(userId: string, limit: number, offset: number) {
      // Saved listings that went off sale stay saved but are not shown.
      const saved = listingsOnSale(db).innerJoin('favourites as f', 'f.listing_id', 'l.id').where('f.user_id', '=', userId);
      const [rows, total] = await Promise.all([
        saved.select([...summaryColumns, 'f.created_at as saved_at']).orderBy('f.created_at', 'desc').orderBy('l.id')
          .limit(limit).offset(offset).execute(),
        saved.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Idempotent: saving twice keeps one row. */
    add: (userId: string, listingId: string) => db.insertInto('favourites').values({ user_id: userId, listing_id: listingId })
      .onConflict((oc) => oc.doNothing()).execute(),

    /** Idempotent; a malformed id simply matches nothing. */
    remove: (userId: string, listingId: string) => db.deleteFrom('favourites')
      .where('user_id', '=', userId).where('listing_id', '=', listingId.toLowerCase())
      .execute().catch(() => undefined),
  };
}

export type FavouriteQueries = ReturnType<typeof favouriteQueries>;
