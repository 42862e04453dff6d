/**
 * @automercato/entities: what more than one remote shows of one thing, written once. A
 * federation singleton (packages/mf-config `SHARED`), so the favourites model is one set for
 * every remote on the page.
 *
 * - the API client of the remotes (`getApi`, `useApi`; `provideApi` for tests) and the
 *   session read of a remote run alone (`fetchCurrentUser`);
 * - a listing: its card (`ListingCard`) and the link to results (`resultsHref`);
 * - favourites: the effector model and its hearts (`FavouriteButton` on cards,
 *   `FavouriteToggle` on a listing's page).
 */
export { getApi, useApi, provideApi, fetchCurrentUser } from './api/api';
export { ListingCard, PHOTO_WIDTH, PHOTO_HEIGHT, type ListingCardProps } from './listing/ListingCard';
export { resultsHref, RESULTS_PATH } from './listing/resultsHref';
export {
  $favouriteIds,
  $loadedFor as $favouritesLoadedFor,
  $busyIds as $favouriteBusyIds,
  $favouritesLoading,
  favouritesMounted,
  favouriteToggled,
  fetchFavouriteIdsFx,
  addFavouriteFx,
  removeFavouriteFx,
  signInHref,
  FAVOURITES_PAGE_SIZE,
  SIGN_IN_TITLE,
  SAVE_ERROR,
  type FavouriteTap,
  type SignInPrompt,
} from './favourites/model';
export {
  FavouriteButton,
  FavouriteToggle,
  useFavouritesOnPage,
  FAVOURITE_TOGGLE_TEXTS,
  PAGE_SIGN_IN_PROMPT,
} from './favourites/FavouriteButton';
