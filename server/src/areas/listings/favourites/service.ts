import type { Lookups } from '../../../catalog/lookups.js';
import { page } from '../../../http/envelope.js';
import { presentSummary } from '../public/present.js';
import type { ListingQueries } from '../public/index.js';
import { requirePublicListing } from '../public/service.js';
import type { FavouriteQueries } from './queries.js';

export function favouriteService({ queries, listings, lookups }: { queries: FavouriteQueries; listings: ListingQueries; lookups: Lookups }) {
  return {
    async list(userId: string, pageNumber: number, perPage: number) {
      const { rows, total } = await queries.page(userId, perPage, (pageNumber - 1) * perPage);
      const items = rows.map((row) => ({ ...presentSummary(row, lookups), saved_at: row.saved_at }));
      return page(items, total, pageNumber, perPage);
    },

    /** Only a listing on sale can be saved (404/410 otherwise). */
    async add(userId: string, listingId: string) {
      const listing = await requirePublicListing(listings, listingId);
      await queries.add(userId, listing.id);
      return { listing: listing.id, favourite: true };
    },

    async remove(userId: string, listingId: string) {
      await queries.remove(userId, listingId);
      return { listing: listingId, favourite: false };
    },
  };
}

export type FavouriteService = ReturnType<typeof favouriteService>;
