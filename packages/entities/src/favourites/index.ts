/**
 * `@automercato/entities/favourites`: the favourites effector model (one set of saved ids for
 * every remote on the page: this entry is a federation singleton) and its hearts
 * (`FavouriteButton` on cards, `FavouriteToggle` on a listing's page). Only the pages that show
 * hearts import it; the home page does not, so it loads no effector model.
 */
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
} from './model';
export {
  FavouriteButton,
  FavouriteToggle,
  useFavouritesOnPage,
  FAVOURITE_TOGGLE_TEXTS,
  PAGE_SIGN_IN_PROMPT,
} from './FavouriteButton';
