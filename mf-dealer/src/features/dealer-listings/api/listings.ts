/**
 * The calls of the dealer's stock pages, as effects over the one API client (tests replace the
 * handlers with fork({ handlers }) or provide a fake client). The list query is turned into the
 * API's query keys here and nowhere else.
 */
import { createEffect } from 'effector';
import type { ApiError } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import type { DealerListing, DealerListingPage, EditableListing, ListingInput, ListingQuery, ListingState, VehicleVersion } from './types';

export const LIST_PAGE_SIZE = 20;

/** The list query as the API reads it. */
export function apiQueryOf(query: ListingQuery): Record<string, string | number> {
  const sort: Record<ListingQuery['sort'], [string, 'asc' | 'desc']> = {
    newest: ['created_at', 'desc'],
    oldest: ['created_at', 'asc'],
    price_asc: ['price', 'asc'],
    price_desc: ['price', 'desc'],
    mileage_asc: ['mileage', 'asc'],
  };
  const [sortBy, direction] = sort[query.sort];
  return {
    page: query.page,
    per_page: LIST_PAGE_SIZE,
    sort_by: sortBy,
    sort_direction: direction,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.state ? { state: query.state } : {}),
  };
}

/**
 * The dealer-listings calls of the API client (contract of the listings-api slice).
 * The client's own typing of these calls lands with that slice; this is the shape used here.
 */
interface DealerListingCalls {
  dealerListings(dealer: string, params: Record<string, string | number>): Promise<DealerListingPage>;
  dealerListing(dealer: string, listing: string): Promise<EditableListing>;
  createDealerListing(dealer: string, body: ListingInput): Promise<EditableListing>;
  updateDealerListing(dealer: string, listing: string, body: Partial<ListingInput>): Promise<EditableListing>;
  setDealerListingState(dealer: string, listing: string, state: ListingState): Promise<DealerListing>;
  deleteDealerListing(dealer: string, listing: string): Promise<unknown>;
  showcase: { add(dealer: string, listing: string): Promise<unknown>; remove(dealer: string, listing: string): Promise<unknown> };
  featured: { add(dealer: string, listing: string): Promise<unknown>; remove(dealer: string, listing: string): Promise<unknown> };
}
const calls = () => getApi().listings as unknown as DealerListingCalls;
const versionsOf = () =>
  (getApi().vehicles as unknown as { versions(make: string, model: string): Promise<VehicleVersion[]> }).versions;

export const fetchListingsFx = createEffect<{ dealerUuid: string; query: ListingQuery }, DealerListingPage, ApiError>(({ dealerUuid, query }) =>
  calls().dealerListings(dealerUuid, apiQueryOf(query)),
);

export type Slot = 'showcase' | 'featured';
export const setSlotFx = createEffect<{ dealerUuid: string; listingId: string; slot: Slot; on: boolean }, unknown, ApiError>(
  ({ dealerUuid, listingId, slot, on }) => (on ? calls()[slot].add(dealerUuid, listingId) : calls()[slot].remove(dealerUuid, listingId)),
);

export const setStateFx = createEffect<{ dealerUuid: string; listingId: string; state: ListingState }, DealerListing, ApiError>(
  ({ dealerUuid, listingId, state }) => calls().setDealerListingState(dealerUuid, listingId, state),
);

export const deleteListingFx = createEffect<{ dealerUuid: string; listingId: string }, unknown, ApiError>(({ dealerUuid, listingId }) =>
  calls().deleteDealerListing(dealerUuid, listingId),
);

export const fetchListingFx = createEffect<{ dealerUuid: string; listingId: string }, EditableListing, ApiError>(({ dealerUuid, listingId }) =>
  calls().dealerListing(dealerUuid, listingId),
);

export const saveListingFx = createEffect<{ dealerUuid: string; listingId: string | null; body: ListingInput }, EditableListing, ApiError>(
  ({ dealerUuid, listingId, body }) =>
    listingId ? calls().updateDealerListing(dealerUuid, listingId, body) : calls().createDealerListing(dealerUuid, body),
);

export const fetchVersionsFx = createEffect<{ make: string; model: string }, VehicleVersion[], ApiError>(({ make, model }) =>
  versionsOf()(make, model),
);
