import type { Kysely } from 'kysely';
import type { DB, ListingPhoto } from '../../../db/schema.js';
import { withTransaction } from '../../../db/transaction.js';

/** The photos of one dealer's listing: read, locked for a change, written with their count. */
export function listingPhotoQueries(db: Kysely<DB>) {
  const queries = {
    /** The listing if it belongs to the dealer (else undefined), with what its photos' alt text needs. */
    ownListing: (listingId: string, dealerId: string) => db.selectFrom('listings')
      .select(['id', 'make_slug', 'model_slug', 'version', 'photos'])
      .where('id', '=', listingId).where('dealer_id', '=', dealerId)
      .executeTakeFirst(),

    /** The same, locked until the transaction ends: two uploads to one listing take turns. */
    lockOwnListing: (listingId: string, dealerId: string) => db.selectFrom('listings')
      .select(['id', 'photos'])
      .where('id', '=', listingId).where('dealer_id', '=', dealerId)
      .forUpdate()
      .executeTakeFirst(),

    savePhotos: (listingId: string, photos: ListingPhoto[]) => db.updateTable('listings')
      .set({ photos: JSON.stringify(photos), photo_count: photos.length, updated_at: new Date() })
      .where('id', '=', listingId)
      .execute(),
  };
  return withTransaction(db, queries, (trx): typeof queries => listingPhotoQueries(trx));
}

export type ListingPhotoQueries = ReturnType<typeof listingPhotoQueries>;
