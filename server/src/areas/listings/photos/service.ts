import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_LIMITS } from '@automercato/api-contract';
import type { Lookups } from '../../../catalog/lookups.js';
import type { ListingPhoto as StoredPhoto } from '../../../db/schema.js';
import { ApiError, invalid, notFound } from '../../../http/errors.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { PhotoError, processPhoto, type ProcessedPhoto } from './images.js';
import type { ListingPhotoQueries } from './queries.js';
import { presentPhotos, storedKeys, withIds } from './shape.js';
import type { Emitter } from '../../../http/events.js';

/** One file of an upload as the HTTP layer hands it over. */
export interface IncomingFile {
  filename: string;
  read(): Promise<Buffer>;
}

/**
 * Hands over an upload's files, all of them before the first is converted; the HTTP layer stops
 * at the file after `maxFiles` with `tooMany()` rather than receive the rest.
 */
export type ReceivePhotos = (maxFiles: number, tooMany: () => Error) => Promise<IncomingFile[]>;

/** More photos than the listing has room for: 413, as a too-large upload. */
const tooMany = (already: number) => tooLarge(already >= PHOTO_LIMITS.maxPhotos
  ? `L'annuncio ha già ${PHOTO_LIMITS.maxPhotos} foto, il massimo: eliminane qualcuna prima di aggiungerne altre.`
  : `Un annuncio può avere al massimo ${PHOTO_LIMITS.maxPhotos} foto: ne ha già ${already}, puoi aggiungerne ancora ${PHOTO_LIMITS.maxPhotos - already}.`);

const listingNotFound = () => notFound('Annuncio non trovato tra quelli del concessionario.');

export interface ListingPhotoServiceOptions {
  queries: ListingPhotoQueries;
  storage: MediaStorage;
  lookups: Lookups;
  /** Announces a change the public sees ('public-listings-changed': search counts and home counters go stale). */
  events: Emitter;
}

export function listingPhotoService({ queries, storage, lookups, events }: ListingPhotoServiceOptions) {
  const answer = (photos: StoredPhoto[]) => ({
    photos: presentPhotos(photos), max_photos: PHOTO_LIMITS.maxPhotos, max_file_bytes: PHOTO_LIMITS.maxFileBytes,
  });

  /** Removes stored files; a failure is logged, never the caller's problem (the row no longer points at them). */
  async function removeFiles(keys: string[], log?: FastifyBaseLogger) {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        log?.warn({ err: error, key }, 'could not delete a stored photo file');
      }
    }
  }

  return {
    async list(dealerId: string, listingId: string) {
      const listing = await queries.ownListing(listingId, dealerId);
      if (!listing) throw listingNotFound();
      return answer(listing.photos);
    },

    /**
     * Adds every file of one request, or none: the files are counted against the listing's room
     * before any is converted (too many: 413, no work done), then each is converted (the first bad
     * one refuses the request, naming it), then the variants are stored, then the row is written
     * under a lock; a failure after storing removes what this request stored.
     */
    async add(dealerId: string, listingId: string, receive: ReceivePhotos, log?: FastifyBaseLogger) {
      const listing = await queries.ownListing(listingId, dealerId);
      if (!listing) throw listingNotFound();
      const already = listing.photos.length;
      const room = Math.max(0, PHOTO_LIMITS.maxPhotos - already);
      const files = await receive(room, () => tooMany(already));
      if (files.length > room) throw tooMany(already);
      const processed: ProcessedPhoto[] = [];
      for (const file of files) {
        const bytes = await file.read();
        try {
          processed.push(await processPhoto(bytes, file.filename));
        } catch (error) {
          if (error instanceof PhotoError) throw invalid({ photos: [error.message] });
          throw error;
        }
      }
      if (processed.length === 0) throw invalid({ photos: ['Scegli almeno una foto da caricare.'] });

      const make = lookups.brand(listing.make_slug);
      const model = lookups.model(listing.make_slug, listing.model_slug);
      const alt = `${make.name} ${model.name} ${listing.version}`.replace(/\s+/g, ' ').trim();
      const written: string[] = [];
      try {
        const added: StoredPhoto[] = [];
        for (const photo of processed) {
          const id = crypto.randomBytes(8).toString('hex');
          const variants = [];
          for (const variant of photo.variants) {
            // Content-addressed: the bytes' hash is in the name, so the address may be cached for ever.
            const hash = crypto.createHash('sha256').update(variant.body).digest('hex').slice(0, 16);
            const key = `listings/${listingId}/${id}-${variant.width}-${hash}.webp`;
            await storage.put(key, variant.body, 'image/webp');
            written.push(key);
            variants.push({ key, url: storage.url(key), width: variant.width, height: variant.height });
          }
          // The one address where a single size is needed (og:image, old browsers): ≤ 1280 wide.
          const main = [...variants].reverse().find((variant) => variant.width <= 1280) ?? variants[0]!;
          added.push({ id, url: main.url, alt, width: photo.width, height: photo.height, variants });
        }
        const photos = await queries.transaction(async (q) => {
          const locked = await q.lockOwnListing(listingId, dealerId);
          if (!locked) throw listingNotFound();
          // Another upload may have landed while these were converted.
          if (locked.photos.length + added.length > PHOTO_LIMITS.maxPhotos) throw tooMany(locked.photos.length);
          const next = [...withIds(locked.photos), ...added];
          await q.savePhotos(listingId, next);
          return next;
        });
        events.emit('public-listings-changed');
        return answer(photos);
      } catch (error) {
        await removeFiles(written, log);
        throw error;
      }
    },

    /** A new order: every photo id once; the first becomes the cover. */
    async reorder(dealerId: string, listingId: string, order: string[]) {
      const photos = await queries.transaction(async (q) => {
        const locked = await q.lockOwnListing(listingId, dealerId);
        if (!locked) throw listingNotFound();
        const current = withIds(locked.photos);
        const byId = new Map(current.map((photo) => [photo.id, photo]));
        const distinct = new Set(order);
        if (distinct.size !== order.length || order.length !== current.length || order.some((id) => !byId.has(id))) {
          throw invalid({ order: ['L\'ordine deve elencare ogni foto dell\'annuncio una sola volta: ricarica la pagina e riprova.'] });
        }
        const next = order.map((id) => byId.get(id)!);
        await q.savePhotos(listingId, next);
        return next;
      });
      return answer(photos);
    },

    /** Deletes one photo; its files go after the row no longer names them. */
    async remove(dealerId: string, listingId: string, photoId: string, log?: FastifyBaseLogger) {
      const { next, removed } = await queries.transaction(async (q) => {
        const locked = await q.lockOwnListing(listingId, dealerId);
        if (!locked) throw listingNotFound();
        const current = withIds(locked.photos);
        const target = current.find((photo) => photo.id === photoId);
        if (!target) throw notFound('Foto non trovata in questo annuncio.');
        const rest = current.filter((photo) => photo !== target);
        await q.savePhotos(listingId, rest);
        return { next: rest, removed: target };
      });
      events.emit('public-listings-changed');
      await removeFiles(storedKeys([removed]), log);
      return answer(next);
    },
  };
}

export type ListingPhotoService = ReturnType<typeof listingPhotoService>;

/** The upload's own refusals (413): too large a file, too many files or parts. */
export const tooLarge = (message: string) => new ApiError('2', message, { errors: { photos: [message] } }, 413);
