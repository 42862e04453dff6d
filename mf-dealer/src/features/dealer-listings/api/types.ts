/** The dealer-listings API's shapes (packages/api-contract, schemas/dealer-listings.ts), named for this remote. */
import type { BodyOf, Reply } from '@automercato/api-sdk';

export type DealerListing = Reply<'GET /api/dealers/:dealerUuid/listings/:listingId'>;
export type DealerListingPage = Reply<'GET /api/dealers/:dealerUuid/listings'>;
export type DealerListingCounters = DealerListingPage['meta']['counters'];
export type DealerListingChange = Reply<'PUT /api/dealers/:dealerUuid/listings/:listingId'>;
export type ListingState = DealerListing['state'];
export const LISTING_STATES: readonly ListingState[] = ['draft', 'published', 'withdrawn', 'sold'];

/** What the editor sends (POST to create, PUT to change). Slugs of VOCABULARY.md. */
export type ListingInput = BodyOf<'POST /api/dealers/:dealerUuid/listings'>;

/** A version of the catalogue, what the editor prefills from. */
export type VehicleVersion = Reply<'GET /api/vehicles/brands/:slug/models/:model/versions'>[number];

/** The list as the page's address holds it (SPEC §9: state in the URL). */
export type ListingSort = 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'mileage_asc';
export interface ListingQuery {
  search: string;
  state: ListingState | null;
  sort: ListingSort;
  page: number;
}
