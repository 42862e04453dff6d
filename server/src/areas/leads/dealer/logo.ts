import sharp from 'sharp';
import { DEALER_SETTINGS_LIMITS } from '@automercato/api-contract';
import { MAX_PIXELS, PhotoError, displayName, sniffFormat } from '../../listings/photos/images.js';

/** The logo's box: a card shows it at most a few hundred pixels wide (2× for sharp screens). */
export const LOGO_BOX = 512;
const MIN_SIDE = 32;

/**
 * A logo upload → one WebP (the listing photos' way: the bytes decide the format, upright by
 * EXIF, sRGB, no metadata at all, so a phone photo's GPS never leaks), fitted inside 512 × 512,
 * transparency kept. Anything wrong is a PhotoError in Italian naming the file.
 */
export async function processLogo(bytes: Buffer, filename: string | undefined) {
  const name = displayName(filename);
  const format = sniffFormat(bytes);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
    throw new PhotoError(`Il file «${name}» non è un'immagine in un formato accettato per il logo (JPEG, PNG o WebP).`);
  }
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new PhotoError(`L'immagine «${name}» ha troppi pixel.`);
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient().toColourspace('srgb')
      .resize({ width: LOGO_BOX, height: LOGO_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
    if (Math.min(out.info.width, out.info.height) < MIN_SIDE) {
      throw new PhotoError(`Il logo «${name}» è troppo piccolo (almeno ${MIN_SIDE} pixel per lato).`);
    }
    return { body: out.data, width: out.info.width, height: out.info.height };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`L'immagine «${name}» è danneggiata o non si può leggere.`);
  }
}

export const LOGO_MAX_MB = DEALER_SETTINGS_LIMITS.logoMaxFileBytes / (1024 * 1024);
