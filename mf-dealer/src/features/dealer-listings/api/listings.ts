/**
 * The calls of the dealer's stock pages, as effects over the one API client (tests replace the
 * handlers with fork({ handlers }) or provide a fake client). The list query is turned into the
 * API's query keys here and nowhere else.
 */
import { createEffect } from 'effector';
import type { ApiError, QueryOf } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import type { DealerListing, DealerListingChange, DealerListingPage, ListingInput, ListingQuery, ListingState, VehicleVersion } from './types';

export const LIST_PAGE_SIZE = 20;

/** The list query as the API reads it. */
export function apiQueryOf(query: ListingQuery): QueryOf<'GET /api/dealers/:dealerUuid/listings'> {
  const sort: Record<ListingQuery['sort'], ['created_at' | 'price' | 'mileage', 'asc' | 'desc']> = {
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
    ...(query.search.trim() ? { query: query.search.trim() } : {}),
    ...(query.state ? { state: query.state } : {}),
  };
}

export const fetchListingsFx = createEffect<{ dealerUuid: string; query: ListingQuery }, DealerListingPage, ApiError>(({ dealerUuid, query }) =>
  getApi().dealerListings.list(dealerUuid, apiQueryOf(query)),
);

export type Slot = 'showcase' | 'featured';
export const setSlotFx = createEffect<{ dealerUuid: string; listingId: string; slot: Slot; on: boolean }, DealerListingChange, ApiError>(
  ({ dealerUuid, listingId, slot, on }) => {
    const calls = getApi().listings[slot];
    return on ? calls.add(dealerUuid, listingId) : calls.remove(dealerUuid, listingId);
  },
);

/** publish / withdraw / sold (draft is where a listing starts, never a move). */
export const setStateFx = createEffect<{ dealerUuid: string; listingId: string; state: Exclude<ListingState, 'draft'> }, DealerListingChange, ApiError>(
  ({ dealerUuid, listingId, state }) => {
    const calls = getApi().dealerListings;
    if (state === 'published') return calls.publish(dealerUuid, listingId);
    if (state === 'withdrawn') return calls.withdraw(dealerUuid, listingId);
    return calls.sold(dealerUuid, listingId);
  },
);

export const deleteListingFx = createEffect<{ dealerUuid: string; listingId: string }, unknown, ApiError>(({ dealerUuid, listingId }) =>
  getApi().dealerListings.remove(dealerUuid, listingId),
);

export const fetchListingFx = createEffect<{ dealerUuid: string; listingId: string }, DealerListing, ApiError>(({ dealerUuid, listingId }) =>
  getApi().dealerListings.get(dealerUuid, listingId),
);

export const saveListingFx = createEffect<{ dealerUuid: string; listingId: string | null; body: ListingInput }, DealerListing, ApiError>(
  async ({ dealerUuid, listingId, body }) => {
    const calls = getApi().dealerListings;
    const change = listingId ? await calls.update(dealerUuid, listingId, body) : await calls.create(dealerUuid, body);
    return change.listing;
  },
);

export const fetchVersionsFx = createEffect<{ make: string; model: string }, VehicleVersion[], ApiError>(({ make, model }) =>
  getApi().vehicles.versions(make, model),
);
