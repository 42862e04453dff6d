import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery, indexForKey } from './Gallery';

const drawn = (url: string, alt: string) => ({ id: `d${url}`, url, alt, width: 800, height: 600, variants: [{ url, width: 800, height: 600 }] });
const photos = Array.from({ length: 7 }, (_, i) => drawn(`/p/${i}.svg`, `Fiat Panda – foto ${i + 1}`));

const current = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole('button', { name: /^Foto \d+ di 7$/ })
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

const mainPhoto = () => screen.getByRole('button', { name: /apri a schermo intero$/ });

describe('indexForKey', () => {
  it('wraps with the arrows and jumps with Home / End', () => {
    expect(indexForKey('ArrowRight', 0, 7)).toBe(1);
    expect(indexForKey('ArrowRight', 6, 7)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 7)).toBe(6);
    expect(indexForKey('Home', 4, 7)).toBe(0);
    expect(indexForKey('End', 1, 7)).toBe(6);
    expect(indexForKey('Enter', 1, 7)).toBeNull();
    expect(indexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('Gallery', () => {
  it('labels every thumbnail "Foto N di M" and marks the one shown', () => {
    render(<Gallery photos={photos} title="Fiat Panda" />);
    const thumbs = screen.getAllByRole('button', { name: /^Foto \d+ di 7$/ });
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Foto ${n} di 7`));
    expect(current()).toBe('Foto 1 di 7');
    expect(screen.getByRole('img', { name: 'Fiat Panda – foto 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Foto di Fiat Panda' })).toBeTruthy();
  });

  it('moves with ← → Home End on the large photo, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={photos} title="Fiat Panda" />);
    mainPhoto().focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Foto 2 di 7');
    expect(screen.getByRole('img', { name: 'Fiat Panda – foto 2' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(current()).toBe('Foto 7 di 7');
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Foto 1 di 7');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Foto 7 di 7');
    await user.keyboard('{Home}');
    expect(current()).toBe('Foto 1 di 7');
    // Announced politely for screen readers.
    expect(screen.getByText('Foto 1 di 7', { selector: '[aria-live]' })).toBeTruthy();
  });

  it('thumbnails are focusable: a click selects, arrows move selection and focus together', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={photos} title="Fiat Panda" />);
    const third = screen.getByRole('button', { name: 'Foto 3 di 7' });
    await user.click(third);
    expect(current()).toBe('Foto 3 di 7');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Foto 4 di 7');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Foto 4 di 7' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Foto 7 di 7' }));
    // Tab reaches the thumbnails.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).not.toBe('Foto 7 di 7');
  });

  it('previous / next buttons', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={photos} title="Fiat Panda" />);
    await user.click(screen.getByRole('button', { name: 'Foto successiva' }));
    await user.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(current()).toBe('Foto 3 di 7');
    await user.click(screen.getByRole('button', { name: 'Foto precedente' }));
    expect(current()).toBe('Foto 2 di 7');
  });

  it('swipes with a finger (pointer events); a swipe does not open the full-screen view', () => {
    render(<Gallery photos={photos} title="Fiat Panda" />);
    const viewer = screen.getByTestId('gallery-viewer-inline');
    fireEvent.pointerDown(viewer, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 1, pointerType: 'touch', clientX: 180, clientY: 110 });
    fireEvent.click(mainPhoto());
    expect(current()).toBe('Foto 2 di 7');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(viewer, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 2, pointerType: 'touch', clientX: 260, clientY: 90 });
    expect(current()).toBe('Foto 1 di 7');
    // A short or vertical move is not a swipe.
    fireEvent.pointerDown(viewer, { pointerId: 3, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 3, pointerType: 'touch', clientX: 80, clientY: 300 });
    expect(current()).toBe('Foto 1 di 7');
  });

  it('opens a full-screen view with the same controls, at the photo shown', async () => {
    const user = userEvent.setup();
    render(<Gallery photos={photos} title="Fiat Panda" />);
    await user.click(screen.getByRole('button', { name: 'Foto 3 di 7' }));
    await user.click(mainPhoto());
    const dialog = await screen.findByRole('dialog', { name: 'Fiat Panda – foto 3 di 7' });
    expect(within(dialog).getByRole('img', { name: 'Fiat Panda – foto 3' })).toBeTruthy();
    within(dialog).getByRole('button', { name: 'Foto successiva' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(current(dialog)).toBe('Foto 4 di 7');
    await user.keyboard('{End}');
    expect(current(dialog)).toBe('Foto 7 di 7');
    await user.click(within(dialog).getByRole('button', { name: 'Foto precedente' }));
    expect(screen.getByRole('dialog', { name: 'Fiat Panda – foto 6 di 7' })).toBeTruthy();
    const viewer = within(dialog).getByTestId('gallery-viewer-fullscreen');
    fireEvent.pointerDown(viewer, { pointerId: 9, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 9, pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(current(dialog)).toBe('Foto 7 di 7');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi la visualizzazione a schermo intero' }));
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page gallery shows the photo the user stopped at.
    expect(current()).toBe('Foto 7 di 7');
  });

  it('a listing without photos shows a placeholder', () => {
    render(<Gallery photos={[]} title="Fiat Panda" />);
    expect(screen.getByRole('img', { name: 'Fiat Panda: nessuna foto disponibile' })).toBeTruthy();
    expect(screen.getByText('Nessuna foto disponibile')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('one photo: no arrows, no thumbnails', () => {
    render(<Gallery photos={photos.slice(0, 1)} title="Fiat Panda" />);
    expect(screen.queryByRole('button', { name: 'Foto successiva' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Foto 1 di 1$/ })).toBeNull();
    expect(mainPhoto()).toBeTruthy();
  });

  it('an uploaded photo offers every stored width (srcset) with its size; a drawn one only its address', () => {
    const widths = [320, 640, 1280, 1920];
    const uploaded = {
      id: 'a1', url: '/media/listings/x/a1-1280-h.webp', alt: 'Fiat Panda', width: 1920, height: 1440,
      variants: widths.map((w) => ({ url: `/media/listings/x/a1-${w}-h.webp`, width: w, height: (w * 3) / 4 })),
    };
    render(<Gallery photos={[uploaded, photos[0]!]} title="Fiat Panda" />);
    const main = screen.getByRole('img', { name: 'Fiat Panda' });
    expect(main.getAttribute('srcset')).toBe(widths.map((w) => `/media/listings/x/a1-${w}-h.webp ${w}w`).join(', '));
    expect(main.getAttribute('sizes')).toBe('(max-width: 900px) 100vw, 60vw');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['1920', '1440']);
    const thumbs = document.querySelectorAll('.lp-thumbs img');
    expect(thumbs[0]!.getAttribute('srcset')).toContain('a1-320-h.webp 320w');
    // The drawn demo photo has one size: no srcset, the SVG as it is.
    expect(thumbs[1]!.getAttribute('srcset')).toBeNull();
    expect(thumbs[1]!.getAttribute('src')).toBe('/p/0.svg');
  });
});
