/** What other features use of this one: the rest of its folder is its own. */
export { fetchListingFx, fetchVersionsFx, saveListingFx, setStateFx } from './api/listings';
export type { DealerListing, ListingInput, ListingState, VehicleVersion } from './api/types';
export { stateErrorMessage } from './model/list';
