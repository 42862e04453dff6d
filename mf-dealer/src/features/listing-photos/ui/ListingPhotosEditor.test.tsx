import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import type { ListingPhoto, ListingPhotos } from '../api/types';
import { deletePhotoFx, loadPhotosFx, reorderPhotosFx, uploadPhotosFx } from '../model/model';
import { ListingPhotosEditor } from './ListingPhotosEditor';

const photo = (id: string): ListingPhoto => ({
  id, url: `/media/listings/l-1/${id}-640-h.webp`, alt: 'Fiat Panda 1.2', width: 1920, height: 1440,
  variants: [320, 640, 1920].map((w) => ({ url: `/media/listings/l-1/${id}-${w}-h.webp`, width: w, height: (w * 3) / 4 })),
});
const answer = (ids: string[]): ListingPhotos => ({ photos: ids.map(photo), max_photos: 30, max_file_bytes: 15 * 1024 * 1024 });

function setup(confirm = true) {
  const calls = { uploads: [] as File[][], orders: [] as string[][], deleted: [] as string[] };
  let current = ['a', 'b', 'c'];
  const scope = fork({
    handlers: [
      [loadPhotosFx, async () => answer(current)],
      [uploadPhotosFx, async ({ files }: { files: File[] }) => {
        calls.uploads.push(files);
        current = [...current, ...files.map((_, i) => `n${i}`)];
        return answer(current);
      }],
      [reorderPhotosFx, async ({ order }: { order: string[] }) => {
        calls.orders.push(order);
        current = order;
        return answer(current);
      }],
      [deletePhotoFx, async ({ photoId }: { photoId: string }) => {
        calls.deleted.push(photoId);
        current = current.filter((id) => id !== photoId);
        return answer(current);
      }],
      [confirmFx, async () => confirm],
      [showToastFx, (toast: object) => ({ id: 't', ...toast })],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <ListingPhotosEditor dealerUuid="d-1" listingId="l-1" />
    </Provider>,
  );
  return { scope, calls, view };
}

const settle = (scope: ReturnType<typeof fork>) => act(() => allSettled(scope));
const items = () => within(screen.getByRole('list', { name: "Foto dell'annuncio, in ordine" })).getAllByRole('listitem');
const jpeg = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/jpeg' });

describe('ListingPhotosEditor', () => {
  it('shows the photos in order, the first marked "Copertina", each with its stored widths', async () => {
    const { scope } = setup();
    await settle(scope);
    expect(screen.getByText('3 di 30 foto')).toBeTruthy();
    const list = items();
    expect(list).toHaveLength(3);
    expect(within(list[0]!).getByText('Copertina')).toBeTruthy();
    expect(within(list[1]!).queryByText('Copertina')).toBeNull();
    const img = within(list[0]!).getByRole('img', { name: 'Foto 1: Fiat Panda 1.2' });
    expect(img.getAttribute('srcset')).toContain('a-320-h.webp 320w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '1440']);
  });

  it('offers several pictures at once, camera included on a phone (image/*, capture not forced)', async () => {
    const { scope } = setup();
    await settle(scope);
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept.split(',')).toContain('image/*');
    expect(input.hasAttribute('capture')).toBe(false);
    expect(screen.getByText(/fino a 15 MB ciascuna e 30 per\s+annuncio/)).toBeTruthy();
  });

  it('uploads the chosen files together and lists them', async () => {
    const { scope, calls } = setup();
    await settle(scope);
    const files = [jpeg('IMG_1.jpg'), jpeg('IMG_2.jpg')];
    await userEvent.upload(screen.getByTestId('photo-input'), files);
    await settle(scope);
    expect(calls.uploads).toEqual([files]);
    expect(items()).toHaveLength(5);
    expect(screen.getByText('5 di 30 foto')).toBeTruthy();
  });

  it('takes files dropped on the zone', async () => {
    const { scope, calls } = setup();
    await settle(scope);
    const file = jpeg('trascinata.jpg');
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    await settle(scope);
    expect(calls.uploads).toEqual([[file]]);
  });

  it('names a file that is not a photo, in an alert, and sends nothing', async () => {
    const { scope, calls } = setup();
    await settle(scope);
    await userEvent.upload(screen.getByTestId('photo-input'), [new File(['%PDF'], 'listino.pdf', { type: 'application/pdf' })], { applyAccept: false });
    await settle(scope);
    expect(screen.getByRole('alert').textContent).toContain('Il file «listino.pdf» non è una foto in un formato accettato');
    expect(calls.uploads).toEqual([]);
  });

  it('reorders with the keyboard: ↑ / ↓ and "Usa come copertina" save the new order', async () => {
    const { scope, calls } = setup();
    await settle(scope);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Sposta la foto 3 prima' }).focus();
    await user.keyboard('{Enter}');
    await settle(scope);
    expect(calls.orders.at(-1)).toEqual(['a', 'c', 'b']);
    await user.click(screen.getByRole('button', { name: 'Usa come copertina la foto 3' }));
    await settle(scope);
    expect(calls.orders.at(-1)).toEqual(['b', 'a', 'c']);
    expect(within(items()[0]!).getByText('Copertina')).toBeTruthy();
    expect(screen.getByTestId('photo-b')).toBe(items()[0]);
  });

  it('reorders by dragging a photo onto another place', async () => {
    const { scope, calls } = setup();
    await settle(scope);
    const store = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => store.set(k, v), getData: (k: string) => store.get(k) ?? '', types: [] as string[], effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('photo-a'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('photo-c'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('photo-c'), { dataTransfer });
    await settle(scope);
    expect(calls.orders).toEqual([['b', 'c', 'a']]);
  });

  it('deletes a photo only after the confirm dialog', async () => {
    const no = setup(false);
    await settle(no.scope);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina la foto 2' }));
    await settle(no.scope);
    expect(no.calls.deleted).toEqual([]);
    no.view.unmount();

    const yes = setup(true);
    await settle(yes.scope);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina la foto 2' }));
    await settle(yes.scope);
    expect(yes.calls.deleted).toEqual(['b']);
    expect(items()).toHaveLength(2);
  });
});
