/**
 * The photos of one listing in the dealer's editor: load, upload several files at once (with
 * the bytes sent as progress), reorder (the first is the cover), delete after the shell's
 * confirm dialog. One editor is on screen at a time, so the model is one set of units.
 *
 * - Files are checked here first (type, size, how many still fit) so a mistake is named before
 *   anything is sent; the server checks the real content again and answers in Italian.
 * - A reorder shows at once and goes back if the server refuses it.
 */
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { confirmFx, toastShown } from '@automercato/shell-api';
import { getApi } from '@automercato/entities/api';
import { PHOTO_LIMITS_DEFAULT, type ListingPhoto, type ListingPhotos } from '../api/types';
import { checkFiles, moveItem, photoErrorMessage } from './rules';
import { t } from '../texts';

export interface PhotoTarget {
  dealerUuid: string;
  listingId: string;
}

export const DELETE_TITLE = t('model.eliminareQuestaFoto');
export const DELETE_TEXT = t('model.laFotoSaraTolta');

// ── effects (handlers replaceable in tests: fork({ handlers })) ────────────────────
export const loadPhotosFx = createEffect<PhotoTarget, ListingPhotos>({
  name: 'loadPhotosFx',
  handler: ({ dealerUuid, listingId }) => getApi().listingPhotos.list(dealerUuid, listingId),
});

/** Progress of the running upload: bytes sent / total (0…1). */
export const uploadProgressed = createEvent<number>('uploadProgressed');

export const uploadPhotosFx = createEffect<PhotoTarget & { files: File[] }, ListingPhotos>({
  name: 'uploadPhotosFx',
  handler: ({ dealerUuid, listingId, files }) => {
    // Progress arrives from XMLHttpRequest callbacks, outside effector: bound to this scope.
    const progressed = scopeBind(uploadProgressed, { safe: true });
    return getApi().listingPhotos.upload(dealerUuid, listingId, files, {
      onProgress: (sent, total) => progressed(total > 0 ? Math.min(1, sent / total) : 0),
    });
  },
});

export const reorderPhotosFx = createEffect<PhotoTarget & { order: string[] }, ListingPhotos>({
  name: 'reorderPhotosFx',
  handler: ({ dealerUuid, listingId, order }) => getApi().listingPhotos.reorder(dealerUuid, listingId, order),
});

export const deletePhotoFx = createEffect<PhotoTarget & { photoId: string }, ListingPhotos>({
  name: 'deletePhotoFx',
  handler: ({ dealerUuid, listingId, photoId }) => getApi().listingPhotos.remove(dealerUuid, listingId, photoId),
});

// ── events ─────────────────────────────────────────────────────────────────────
/** The editor opened a listing's photos. */
export const photosOpened = createEvent<PhotoTarget>('photosOpened');
/** Files chosen with the picker, the camera or dropped on the drop zone. */
export const filesChosen = createEvent<File[]>('filesChosen');
/** ↑ / ↓ buttons. */
export const photoMovedUp = createEvent<string>('photoMovedUp');
export const photoMovedDown = createEvent<string>('photoMovedDown');
/** "Usa come copertina": to the first place. */
export const coverChosen = createEvent<string>('coverChosen');
/** Drag and drop: the photo dropped at an index of the list. */
export const photoDropped = createEvent<{ id: string; index: number }>('photoDropped');
export const photoDeleteRequested = createEvent<string>('photoDeleteRequested');
export const errorDismissed = createEvent('errorDismissed');

// ── state ──────────────────────────────────────────────────────────────────────
export const $target = createStore<PhotoTarget | null>(null, { name: '$photoTarget' }).on(photosOpened, (_, target) => target);
/** Cover first. */
export const $photos = createStore<ListingPhoto[]>([], { name: '$listingPhotos' })
  .on(photosOpened, () => [])
  .on([loadPhotosFx.doneData, uploadPhotosFx.doneData, reorderPhotosFx.doneData, deletePhotoFx.doneData], (_, answer) => answer.photos);
export const $limits = createStore(PHOTO_LIMITS_DEFAULT, { name: '$photoLimits' })
  .on([loadPhotosFx.doneData, uploadPhotosFx.doneData], (_, answer) => ({ maxPhotos: answer.max_photos, maxFileBytes: answer.max_file_bytes }));
/** The files being sent (their previews show while they upload). */
export const $pendingFiles = createStore<File[]>([], { name: '$pendingPhotoFiles', serialize: 'ignore' })
  .on(uploadPhotosFx, (_, { files }) => files)
  .reset(uploadPhotosFx.finally);
/** 0…1 while an upload runs, null otherwise; at 1 the server is converting the photos. */
export const $progress = createStore<number | null>(null, { name: '$photoUploadProgress' })
  .on(uploadPhotosFx, () => 0)
  .on(uploadProgressed, (current, value) => (current === null ? current : value))
  .reset(uploadPhotosFx.finally);
export const $error = createStore<string | null>(null, { name: '$photoError' })
  .reset([photosOpened, filesChosen, errorDismissed, uploadPhotosFx.done, reorderPhotosFx.done, deletePhotoFx.done]);
/** Something is being saved: the controls wait. */
export const $busy = combine(
  uploadPhotosFx.pending, reorderPhotosFx.pending, deletePhotoFx.pending, loadPhotosFx.pending,
  (...pending) => pending.some(Boolean),
);
export const $loading = loadPhotosFx.pending;

// ── flows ──────────────────────────────────────────────────────────────────────
sample({ clock: photosOpened, target: loadPhotosFx });

// Chosen files: checked here, then sent together (all are added or none).
const checked = sample({
  clock: filesChosen,
  source: { photos: $photos, limits: $limits },
  fn: ({ photos, limits }, files) => checkFiles(files, photos.length, limits),
});
sample({ clock: checked, filter: (result) => result.error !== null, fn: (result) => result.error, target: $error });
sample({
  clock: checked,
  source: { target: $target, busy: $busy },
  filter: ({ target, busy }, result) => target !== null && !busy && result.error === null && result.files.length > 0,
  fn: ({ target }, { files }) => ({ ...target!, files }),
  target: uploadPhotosFx,
});
sample({
  clock: uploadPhotosFx.done,
  fn: ({ params }) => ({
    text: params.files.length === 1 ? t('model.fotoCaricata') : t('model.fotoCaricate', { length: params.files.length }),
    icon: 'success' as const,
  }),
  target: toastShown,
});

// Reordering: shown at once, saved, put back if refused.
const $beforeReorder = createStore<ListingPhoto[] | null>(null, { serialize: 'ignore' });
const moved = sample({
  clock: [
    sample({ clock: photoMovedUp, source: $photos, fn: (photos, id) => ({ photos, id, to: photos.findIndex((p) => p.id === id) - 1 }) }),
    sample({ clock: photoMovedDown, source: $photos, fn: (photos, id) => ({ photos, id, to: photos.findIndex((p) => p.id === id) + 1 }) }),
    sample({ clock: coverChosen, source: $photos, fn: (photos, id) => ({ photos, id, to: 0 }) }),
    sample({ clock: photoDropped, source: $photos, fn: (photos, { id, index }) => ({ photos, id, to: index }) }),
  ],
  source: $busy,
  filter: (busy, { photos, id, to }) => !busy && moveItem(photos, id, to) !== photos,
  fn: (_, { photos, id, to }) => ({ before: photos, after: moveItem(photos, id, to) }),
});
sample({ clock: moved, fn: ({ before }) => before, target: $beforeReorder });
sample({ clock: moved, fn: ({ after }) => after, target: $photos });
sample({
  clock: moved,
  source: $target,
  filter: Boolean,
  fn: (target, { after }) => ({ ...target, order: after.map((photo) => photo.id) }),
  target: reorderPhotosFx,
});
sample({ clock: reorderPhotosFx.fail, source: $beforeReorder, filter: Boolean, target: $photos });
// Kept until saved: `finally` runs before `fail`, which still needs it.
$beforeReorder.reset(reorderPhotosFx.done);

// Deleting: the shell's confirm dialog first.
const askDeleteFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: DELETE_TITLE, text: DELETE_TEXT, yes: 'Elimina', no: 'Annulla', theme: 'danger' as const }),
});
const $deleting = createStore<string | null>(null, { serialize: 'ignore' })
  .on(photoDeleteRequested, (_, id) => id)
  .on(askDeleteFx.doneData, (id, yes) => (yes ? id : null))
  .reset(askDeleteFx.fail, deletePhotoFx.finally);
sample({ clock: photoDeleteRequested, source: $busy, filter: (busy) => !busy, target: askDeleteFx });
sample({
  clock: askDeleteFx.doneData,
  source: { target: $target, id: $deleting },
  filter: ({ target, id }, yes) => yes && target !== null && id !== null,
  fn: ({ target, id }) => ({ ...target!, photoId: id! }),
  target: deletePhotoFx,
});
sample({ clock: deletePhotoFx.done, fn: () => ({ text: t('model.fotoEliminata'), icon: 'success' as const }), target: toastShown });

// Failures: the server's Italian message (naming the file), else a plain one.
sample({
  clock: [loadPhotosFx.failData, uploadPhotosFx.failData, reorderPhotosFx.failData, deletePhotoFx.failData],
  fn: (error: unknown) => photoErrorMessage(error),
  target: $error,
});
