/** The shapes and limits of the listing-photo calls (the calls themselves: `getApi().listingPhotos`). */
import { ApiError, PHOTO_LIMITS } from '@automercato/api-sdk';
export type { ListingPhoto, ListingPhotos } from '@automercato/api-sdk';

export { ApiError };

export interface PhotoLimits {
  maxPhotos: number;
  maxFileBytes: number;
}

/** Until the server's answer says otherwise. */
export const PHOTO_LIMITS_DEFAULT: PhotoLimits = { maxPhotos: PHOTO_LIMITS.maxPhotos, maxFileBytes: PHOTO_LIMITS.maxFileBytes };
