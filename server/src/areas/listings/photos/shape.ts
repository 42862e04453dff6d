import crypto from 'node:crypto';
import type { ListingPhoto as StoredPhoto } from '../../../db/schema.js';
import type { ListingPhoto } from '@automercato/api-contract';

/** The drawn demo photos (`/media/vehicles/…svg`) are 800 × 600. */
const DRAWN = { width: 800, height: 600 };

/** A photo stored before photos had ids (the drawn demo ones): an id that follows its address. */
function legacyId(url: string): string {
  return `d${crypto.createHash('sha256').update(url).digest('hex').slice(0, 15)}`;
}

/** Every stored photo with an id, its size and its variants (legacy ones get one variant). */
export function withIds(photos: readonly StoredPhoto[]): Array<StoredPhoto & { id: string }> {
  const seen = new Set<string>();
  return photos.map((photo) => {
    let id = photo.id ?? legacyId(photo.url);
    // Two legacy photos with one address: still two ids.
    for (let n = 2; seen.has(id); n++) id = `${photo.id ?? legacyId(photo.url)}-${n}`;
    seen.add(id);
    return { ...photo, id };
  });
}

/** The public shape (no storage keys). */
export function presentPhotos(photos: readonly StoredPhoto[]): ListingPhoto[] {
  return withIds(photos).map((photo) => {
    const width = photo.width ?? DRAWN.width;
    const height = photo.height ?? DRAWN.height;
    return {
      id: photo.id,
      url: photo.url,
      alt: photo.alt,
      width,
      height,
      variants: photo.variants?.map(({ url, width: w, height: h }) => ({ url, width: w, height: h })) ?? [{ url: photo.url, width, height }],
    };
  });
}

/** The storage keys of photos (uploaded ones; drawn photos have none): what to delete with them. */
export function storedKeys(photos: readonly StoredPhoto[]): string[] {
  return photos.flatMap((photo) => (photo.variants ?? []).flatMap((variant) => (variant.key ? [variant.key] : [])));
}
