import { carPictureBodies, carPictureColors, renderCarSvg } from './car-svg.js';

/** Demo photos, drawn once per body (a category or `hatchback`), colour and view and kept in memory. */
export function mediaService() {
  const cache = new Map<string, string>();
  return {
    /** The SVG for `{category}/{color}/{n}.svg`, or null when there is no such picture. */
    carPicture(category: string, color: string, file: string): string | null {
      const match = /^(\d)\.svg$/.exec(file);
      if (!match || !carPictureBodies.includes(category) || !(color in carPictureColors)) return null;
      const key = `${category}/${color}/${match[1]}`;
      let svg = cache.get(key);
      if (!svg) cache.set(key, (svg = renderCarSvg({ category, body: category, color, index: Number(match[1]) })));
      return svg;
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
