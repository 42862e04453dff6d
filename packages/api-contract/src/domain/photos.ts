/**
 * How a listing photo is asked for: its `srcset` from the stored widths and the `sizes` of each
 * place it is shown. One home, because the server names the first view's photo as a preload and
 * a preload is used only when it asks for exactly what the page's <img> asks for.
 */

export interface PhotoVariants { readonly variants?: readonly { readonly url: string; readonly width: number; readonly [more: string]: unknown }[] }

/**
 * `srcset` of a listing photo from its stored variants (`url 640w, …`), or undefined when it has one
 * size only (the drawn demo photos): the browser then simply takes `src`.
 */
export function photoSrcSet(photo: PhotoVariants | undefined): string | undefined {
  const variants = photo?.variants ?? [];
  if (variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** `sizes` of each place a photo is shown. */
export const PHOTO_SIZES = {
  /** A card: full width on phones, two columns on tablets, a grid cell beyond. */
  card: '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px',
  /** A horizontal card (results list): a third of a phone, a fixed column beyond. */
  cardHorizontal: '(max-width: 600px) 40vw, 320px',
  /** The listing page's photo: the page's main column (the whole width on a phone). */
  viewer: '(max-width: 900px) 100vw, 60vw',
  /** The full-screen gallery. */
  viewerFullscreen: '100vw',
  /** A gallery thumbnail: about a seventh of the column. */
  thumb: '(max-width: 900px) 5rem, 8rem',
} as const;
