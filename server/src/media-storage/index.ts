import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Where uploaded media live. Keys are relative names such as
 * `listings/<listing>/<photo>-640-<hash>.webp`; the same key always holds the same bytes, so
 * what `url(key)` points at may be cached for ever. Disk under DATA_DIR is the default; an
 * object store (S3 and the like) implements the same four calls.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes and their type, or null when the key holds nothing. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The public address of a key. */
  url(key: string): string;
}

/** Segments of lower-case letters, digits, `-`, `_` and one `.ext` at the end: never `..`, `/x`, `\`, `%`. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,4}[a-z0-9][a-z0-9_-]{0,119}\.[a-z0-9]{2,5}$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 400 && KEY.test(key);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif',
};

/** The content type of a key by its extension (the only kinds ever written). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe media key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** Public addresses of stored media: `/media/<key>` (served by the media area). */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Files under `root` (created on the first write). A write goes to a temporary name and is
 * renamed into place, so a reader never sees half a file.
 */
export function diskStorage(root: string, urlPrefix = MEDIA_URL_PREFIX): MediaStorage {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    const file = path.resolve(resolved, key);
    // Belt and braces: the pattern already rules out anything that leaves the root.
    if (!file.startsWith(resolved + path.sep)) throw new UnsafeKeyError(key);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}

/** In memory: tests and throw-away runs. */
export function memoryStorage(urlPrefix = MEDIA_URL_PREFIX): MediaStorage & { keys(): string[] } {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const check = (key: string) => {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
  };
  return {
    async put(key, body, contentType) {
      check(key);
      files.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      return isSafeKey(key) ? files.get(key) ?? null : null;
    },
    async delete(key) {
      check(key);
      files.delete(key);
    },
    url: (key) => `${urlPrefix}${key}`,
    keys: () => [...files.keys()],
  };
}
