import { Type, type Static } from '@sinclair/typebox';

/** One stored size of a photo. */
export const PhotoVariant = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type PhotoVariant = Static<typeof PhotoVariant>;

/**
 * A listing photo. `url` is the size to use where one address is needed (≤ 1280 px wide);
 * `variants` (narrowest first) feed `srcset`. The drawn demo photos have one variant.
 */
export const ListingPhoto = Type.Object({
  id: Type.String(),
  url: Type.String(),
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(PhotoVariant),
});
export type ListingPhoto = Static<typeof ListingPhoto>;

export const ListingPhotoParams = Type.Object({
  dealerUuid: Type.String({ maxLength: 80 }),
  listingId: Type.String({ format: 'uuid' }),
});

export const ListingPhotoItemParams = Type.Object({
  dealerUuid: Type.String({ maxLength: 80 }),
  listingId: Type.String({ format: 'uuid' }),
  photoId: Type.String({ maxLength: 64 }),
});

/** The new order: every photo id of the listing once; the first is the cover. */
export const PhotoOrderBody = Type.Object({
  order: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }),
}, { additionalProperties: false });
export type PhotoOrderBody = Static<typeof PhotoOrderBody>;

/** A listing's photos after a change, with the limits the editor shows. */
export const ListingPhotos = Type.Object({
  photos: Type.Array(ListingPhoto),
  max_photos: Type.Integer(),
  max_file_bytes: Type.Integer(),
});
export type ListingPhotos = Static<typeof ListingPhotos>;
