import sharp, { type Sharp } from 'sharp';
import { PHOTO_LIMITS } from '@automercato/api-contract';
import { decodeHeic } from './heic.js';

/** What the bytes say a file is (never its name or declared type). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** A refusal of one file, in Italian, naming it. */
export class PhotoError extends Error {}

/** Beyond this a picture is refused before decoding (a 15 MB PNG can unpack to gigabytes). */
export const MAX_PIXELS = 120_000_000;
/** Shorter side below this is a thumbnail, not a photo of a vehicle. */
export const MIN_SIDE = 200;
/** Longer side over shorter side: a wider panorama cannot be shown in a gallery. */
export const MAX_RATIO = 4;
const WEBP_QUALITY = 80;

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'miaf', 'avif', 'avis']);

/** The format from the first bytes (magic numbers); null for anything else (text, GIF, SVG, PDF…). */
export function sniffFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: HEIF family (HEIC from phones, AVIF), told apart by the brands of its `ftyp` box.
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return null;
}

export interface ProcessedVariant { width: number; height: number; body: Buffer }
export interface ProcessedPhoto { format: PhotoFormat; width: number; height: number; variants: ProcessedVariant[] }

/** «name» for messages: no folders, no control characters, not endless. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? (clean.length > 80 ? `${clean.slice(0, 77)}…` : clean) : 'senza nome';
}

const ACCEPTED = 'JPEG, PNG, WebP, AVIF o HEIC';

/** The widths to store for a picture `width` wide (after rotation): narrowest first. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, PHOTO_LIMITS.widths[PHOTO_LIMITS.widths.length - 1]!);
  return [...PHOTO_LIMITS.widths.filter((w) => w < top), top];
}

/** Photos converted at once in this process: each holds tens of MB of pixels while it is worked on. */
const CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Reads one uploaded file and returns its WebP variants (two conversions at a time per process): turned upright by its EXIF
 * orientation, in sRGB, with no metadata at all (EXIF with GPS, XMP, ICC: sharp writes none
 * unless asked). Anything wrong with the file is a PhotoError naming it.
 */
export function processPhoto(bytes: Buffer, filename: string | undefined): Promise<ProcessedPhoto> {
  return inTurn(() => convert(bytes, filename));
}

async function convert(bytes: Buffer, filename: string | undefined): Promise<ProcessedPhoto> {
  const name = displayName(filename);
  const format = sniffFormat(bytes);
  if (!format) throw new PhotoError(`Il file «${name}» non è una foto in un formato accettato (${ACCEPTED}).`);

  let input: Sharp;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
      throw new PhotoError(`La foto «${name}» ha troppi pixel (massimo ${MAX_PIXELS / 1_000_000} megapixel).`);
    }
    if (format === 'heif' && meta.compression === 'hevc') {
      // Phones' HEIC: HEVC, which the prebuilt libvips cannot decode. libheif (WebAssembly)
      // decodes it upright (HEIF rotation applied) into bare pixels: no metadata survives.
      const raw = await decodeHeic(bytes);
      input = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } }).removeAlpha();
    } else {
      input = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
    }
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`La foto «${name}» è danneggiata o non si può leggere.`);
  }

  try {
    const largest = Math.max(...PHOTO_LIMITS.widths);
    const { data, info } = await input
      .toColourspace('srgb')
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    checkShape(info.width, info.height, name);
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: ProcessedVariant[] = [];
    for (const width of variantWidths(info.width)) {
      let pipeline = sharp(data, { raw });
      if (width !== info.width) pipeline = pipeline.resize({ width });
      const out = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      variants.push({ width: out.info.width, height: out.info.height, body: out.data });
    }
    const top = variants[variants.length - 1]!;
    return { format, width: top.width, height: top.height, variants };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`La foto «${name}» è danneggiata o non si può leggere.`);
  }
}

function checkShape(width: number, height: number, name: string) {
  if (Math.min(width, height) < MIN_SIDE) {
    throw new PhotoError(`La foto «${name}» è troppo piccola (almeno ${MIN_SIDE} pixel per lato).`);
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_RATIO) {
    throw new PhotoError(`La foto «${name}» è troppo stretta e lunga per la galleria (proporzioni oltre ${MAX_RATIO}:1).`);
  }
}
