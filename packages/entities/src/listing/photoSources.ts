import type { ListingPhoto } from '@automercato/api-sdk';

/**
 * `srcset` of a listing photo from its stored variants (`url 640w, …`), or undefined when it
 * has one size only (the drawn demo photos): the browser then simply takes `src`.
 */
export function photoSrcSet(photo: Pick<ListingPhoto, 'variants'> | undefined): string | undefined {
  const variants = photo?.variants ?? [];
  if (variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** `sizes` of a card photo: full width on phones, two columns on tablets, a grid cell beyond. */
export const CARD_PHOTO_SIZES = '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px';
/** `sizes` of a horizontal card's photo (results list): a third of a phone, a fixed column beyond. */
export const CARD_PHOTO_SIZES_HORIZONTAL = '(max-width: 600px) 40vw, 320px';
