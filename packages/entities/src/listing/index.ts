/**
 * `@automercato/entities/listing`: a listing as several remotes show it, its card
 * (`ListingCard`) and the link to results (`resultsHref`). No state and no effector: the home
 * page's widget uses it, so it stays light. The favourite heart comes in through the card's
 * `action` slot from `@automercato/entities/favourites`, on the pages that show hearts.
 */
export { ListingCard, PHOTO_WIDTH, PHOTO_HEIGHT, type ListingCardProps } from './ListingCard';
export { resultsHref, RESULTS_PATH } from './resultsHref';
export { photoSrcSet, CARD_PHOTO_SIZES, CARD_PHOTO_SIZES_HORIZONTAL } from './photoSources';
