import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { listingsOnSale } from '../../listings/public/index.js';

/** What the sitemap needs of the listings on sale. */
export function seoQueries(db: Kysely<DB>) {
  const listingRows = () => listingsOnSale(db)
    .select(['l.id', 'l.city', 'l.make_slug', 'l.model_slug', 'd.slug as dealer_slug', 'l.updated_at']).orderBy('l.id');
  return {
    async countListingsOnSale(): Promise<number> {
      return Number((await listingRows().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).clearOrderBy().executeTakeFirstOrThrow()).n);
    },
    /** Listings on sale in id order; a slice when limit/offset are given. */
    listingsOnSale(slice?: { limit: number; offset: number }) {
      return slice ? listingRows().limit(slice.limit).offset(slice.offset).execute() : listingRows().execute();
    },
  };
}

export type SeoQueries = ReturnType<typeof seoQueries>;
