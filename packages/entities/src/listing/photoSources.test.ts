import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './photoSources';

describe('photoSrcSet', () => {
  it('lists every stored width for the browser to choose from', () => {
    expect(photoSrcSet({
      variants: [
        { url: '/media/l/a-320-x.webp', width: 320, height: 240 },
        { url: '/media/l/a-640-y.webp', width: 640, height: 480 },
      ],
    })).toBe('/media/l/a-320-x.webp 320w, /media/l/a-640-y.webp 640w');
  });

  it('gives none for a photo with one size (the drawn demo photos), so src alone is used', () => {
    expect(photoSrcSet({ variants: [{ url: '/media/vehicles/suv/nero/0.svg', width: 800, height: 600 }] })).toBeUndefined();
    expect(photoSrcSet(undefined)).toBeUndefined();
  });
});
