import { describe, expect, it } from 'vitest';
import { displayName, sniffFormat, variantWidths } from './images.js';

/** An ISO base media file's first box: size, 'ftyp', major brand, version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
}

describe('sniffFormat: the bytes decide', () => {
  it('knows JPEG, PNG, WebP and the HEIF family (phones\' HEIC, AVIF)', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('png');
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heif');
    expect(sniffFormat(ftyp('mif1', 'heic'))).toBe('heif');
    expect(sniffFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('heif');
  });

  it('refuses videos in the same container, text, GIF, PDF and short files', () => {
    expect(sniffFormat(ftyp('qt  ', 'qt  '))).toBeNull();
    expect(sniffFormat(ftyp('isom', 'mp42'))).toBeNull();
    expect(sniffFormat(Buffer.from('Questa non è una foto.'))).toBeNull();
    expect(sniffFormat(Buffer.from('GIF89a\0\0\0\0\0\0'))).toBeNull();
    expect(sniffFormat(Buffer.from('%PDF-1.7\n\0\0\0\0'))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('variantWidths', () => {
  it('stores every width up to 1920, and a smaller photo at its own width', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('displayName', () => {
  it('shows the file\'s own name, without folders or control characters', () => {
    expect(displayName('C:\\Users\\mario\\IMG_0001.HEIC')).toBe('IMG_0001.HEIC');
    expect(displayName('a\u0000b\n.jpg')).toBe('ab.jpg');
    expect(displayName('')).toBe('senza nome');
    expect(displayName('x'.repeat(200)).length).toBe(78);
  });
});
