import { describe, expect, it } from 'vitest';
import { allSettled, fork, scopeBind } from 'effector';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { ApiError, type ListingPhoto, type ListingPhotos } from '../api/types';
import {
  $busy, $error, $pendingFiles, $photos, $progress, coverChosen, deletePhotoFx, filesChosen, loadPhotosFx, photoDeleteRequested,
  photoDropped, photoMovedDown, photoMovedUp, photosOpened, reorderPhotosFx, uploadPhotosFx, uploadProgressed,
} from './model';
import { checkFiles, moveItem } from './rules';

const target = { dealerUuid: 'd-1', listingId: 'l-1' };
const photo = (id: string): ListingPhoto => ({
  id, url: `/media/listings/l-1/${id}-640-h.webp`, alt: 'Fiat Panda', width: 640, height: 480,
  variants: [{ url: `/media/listings/l-1/${id}-320-h.webp`, width: 320, height: 240 }, { url: `/media/listings/l-1/${id}-640-h.webp`, width: 640, height: 480 }],
});
const answer = (ids: string[]): ListingPhotos => ({ photos: ids.map(photo), max_photos: 30, max_file_bytes: 15 * 1024 * 1024 });
const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

function setup(options: {
  ids?: string[];
  upload?: (files: File[]) => Promise<ListingPhotos>;
  reorder?: (order: string[]) => Promise<ListingPhotos>;
  remove?: (id: string) => Promise<ListingPhotos>;
  confirm?: boolean;
} = {}) {
  const calls = { uploads: [] as File[][], orders: [] as string[][], deleted: [] as string[], confirms: [] as unknown[], toasts: [] as unknown[] };
  const scope = fork({
    handlers: [
      [loadPhotosFx, async () => answer(options.ids ?? ['a', 'b', 'c'])],
      [uploadPhotosFx, async ({ files }: { files: File[] }) => {
        calls.uploads.push(files);
        return options.upload ? options.upload(files) : answer([...(options.ids ?? ['a', 'b', 'c']), 'new']);
      }],
      [reorderPhotosFx, async ({ order }: { order: string[] }) => {
        calls.orders.push(order);
        return options.reorder ? options.reorder(order) : answer(order);
      }],
      [deletePhotoFx, async ({ photoId }: { photoId: string }) => {
        calls.deleted.push(photoId);
        return options.remove ? options.remove(photoId) : answer((options.ids ?? ['a', 'b', 'c']).filter((id) => id !== photoId));
      }],
      [confirmFx, async (dialog: unknown) => {
        calls.confirms.push(dialog);
        return options.confirm ?? true;
      }],
      [showToastFx, (toast: unknown) => {
        calls.toasts.push(toast);
        return { id: 't', ...(toast as object) };
      }],
    ],
  });
  return { scope, calls };
}

const ids = (scope: ReturnType<typeof fork>) => scope.getState($photos).map((p) => p.id);

describe('listing photos model', () => {
  it('loads the listing\'s photos when the editor opens', async () => {
    const { scope } = setup();
    await allSettled(photosOpened, { scope, params: target });
    expect(ids(scope)).toEqual(['a', 'b', 'c']);
    expect(scope.getState($busy)).toBe(false);
  });

  it('sends all chosen files in one upload, shows them while they go, and says how many were added', async () => {
    const { scope, calls } = setup();
    await allSettled(photosOpened, { scope, params: target });
    let release!: (value: ListingPhotos) => void;
    const { scope: slow, calls: slowCalls } = setup({ upload: () => new Promise((resolve) => (release = resolve)) });
    await allSettled(photosOpened, { scope: slow, params: target });
    const files = [file('IMG_1.HEIC', ''), file('retro.png', 'image/png')];
    const running = allSettled(filesChosen, { scope: slow, params: files });
    await Promise.resolve();
    expect(slow.getState($busy)).toBe(true);
    expect(slow.getState($pendingFiles)).toEqual(files);
    expect(slow.getState($progress)).toBe(0);
    // As XMLHttpRequest reports it (allSettled would wait for the upload itself).
    scopeBind(uploadProgressed, { scope: slow })(0.5);
    expect(slow.getState($progress)).toBe(0.5);
    release(answer(['a', 'b', 'c', 'x', 'y']));
    await running;
    expect(slowCalls.uploads).toEqual([files]);
    expect(ids(slow)).toEqual(['a', 'b', 'c', 'x', 'y']);
    expect(slow.getState($progress)).toBeNull();
    expect(slow.getState($pendingFiles)).toEqual([]);
    expect(slowCalls.toasts).toEqual([expect.objectContaining({ text: '2 foto caricate.', icon: 'success' })]);
    expect(calls.uploads).toEqual([]);
  });

  it('names a file that is not a photo or is too large, and sends nothing', async () => {
    const { scope, calls } = setup();
    await allSettled(photosOpened, { scope, params: target });
    await allSettled(filesChosen, { scope, params: [file('ok.jpg'), file('listino.pdf', 'application/pdf')] });
    expect(scope.getState($error)).toBe('Il file «listino.pdf» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).');
    await allSettled(filesChosen, { scope, params: [file('enorme.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1)] });
    expect(scope.getState($error)).toBe('La foto «enorme.jpg» supera i 15 MB consentiti.');
    expect(calls.uploads).toEqual([]);
  });

  it('shows the server\'s refusal naming the file, and keeps the photos as they were', async () => {
    const message = 'Il file «foto-auto.jpg» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).';
    const { scope } = setup({
      upload: async () => { throw new ApiError('2', 'Alcuni dati inseriti non sono validi', 422, { errors: { photos: [message] } }, message); },
    });
    await allSettled(photosOpened, { scope, params: target });
    await allSettled(filesChosen, { scope, params: [file('foto-auto.jpg')] });
    expect(scope.getState($error)).toBe(message);
    expect(ids(scope)).toEqual(['a', 'b', 'c']);
    expect(scope.getState($busy)).toBe(false);
  });

  it('moves a photo up, down, to the cover or where it was dropped, saving each new order', async () => {
    const { scope, calls } = setup();
    await allSettled(photosOpened, { scope, params: target });
    await allSettled(photoMovedUp, { scope, params: 'c' });
    expect(ids(scope)).toEqual(['a', 'c', 'b']);
    await allSettled(photoMovedDown, { scope, params: 'a' });
    expect(ids(scope)).toEqual(['c', 'a', 'b']);
    await allSettled(coverChosen, { scope, params: 'b' });
    expect(ids(scope)).toEqual(['b', 'c', 'a']);
    await allSettled(photoDropped, { scope, params: { id: 'b', index: 2 } });
    expect(ids(scope)).toEqual(['c', 'a', 'b']);
    // The cover cannot go further up: nothing is sent.
    await allSettled(photoMovedUp, { scope, params: 'c' });
    expect(calls.orders).toEqual([['a', 'c', 'b'], ['c', 'a', 'b'], ['b', 'c', 'a'], ['c', 'a', 'b']]);
  });

  it('puts the order back when the server refuses it', async () => {
    const { scope } = setup({ reorder: async () => { throw new ApiError('1', 'Errore', 500); } });
    await allSettled(photosOpened, { scope, params: target });
    await allSettled(coverChosen, { scope, params: 'c' });
    expect(ids(scope)).toEqual(['a', 'b', 'c']);
    expect(scope.getState($error)).toBe('Errore');
  });

  it('deletes only after the shell\'s confirm dialog says yes', async () => {
    const no = setup({ confirm: false });
    await allSettled(photosOpened, { scope: no.scope, params: target });
    await allSettled(photoDeleteRequested, { scope: no.scope, params: 'b' });
    expect(no.calls.confirms).toEqual([expect.objectContaining({ title: 'Eliminare questa foto?', theme: 'danger', yes: 'Elimina' })]);
    expect(no.calls.deleted).toEqual([]);
    expect(ids(no.scope)).toEqual(['a', 'b', 'c']);

    const yes = setup({ confirm: true });
    await allSettled(photosOpened, { scope: yes.scope, params: target });
    await allSettled(photoDeleteRequested, { scope: yes.scope, params: 'b' });
    expect(yes.calls.deleted).toEqual(['b']);
    expect(ids(yes.scope)).toEqual(['a', 'c']);
    expect(yes.calls.toasts).toEqual([expect.objectContaining({ text: 'Foto eliminata.' })]);
  });
});

describe('rules', () => {
  it('counts the room left on the listing', () => {
    const limits = { maxPhotos: 30, maxFileBytes: 15 * 1024 * 1024 };
    expect(checkFiles([file('a.jpg'), file('b.jpg')], 29, limits).error).toBe('Puoi aggiungere ancora 1 foto (massimo 30 per annuncio): ne hai scelte 2.');
    expect(checkFiles([file('a.jpg')], 30, limits).error).toMatch(/già 30 foto/);
    expect(checkFiles([file('a.heic', '')], 0, limits)).toEqual({ files: [expect.any(File)], error: null });
  });

  it('moveItem clamps and leaves the list alone when nothing moves', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    expect(moveItem(list, 'a', 5).map((i) => i.id)).toEqual(['b', 'a']);
    expect(moveItem(list, 'a', -1)).toBe(list);
    expect(moveItem(list, 'z', 0)).toBe(list);
  });
});
