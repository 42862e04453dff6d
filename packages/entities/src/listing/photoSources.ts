import { PHOTO_SIZES } from '@automercato/api-sdk';

export { photoSrcSet } from '@automercato/api-sdk';
/** `sizes` of a card photo (the contract's PHOTO_SIZES). */
export const CARD_PHOTO_SIZES = PHOTO_SIZES.card;
/** `sizes` of a horizontal card's photo (results list). */
export const CARD_PHOTO_SIZES_HORIZONTAL = PHOTO_SIZES.cardHorizontal;
