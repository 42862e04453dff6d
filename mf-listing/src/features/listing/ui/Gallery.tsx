/**
 * Photo gallery: a large photo with previous/next, thumbnails and a full-screen view (ui
 * Dialog) with the same controls. Keyboard: ← → (wrapping), Home, End on the photo, the
 * buttons and the thumbnails; swipe with a finger or pen (pointer events). A listing with no
 * photo gets a drawn placeholder.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PHOTO_SIZES, type ListingPhoto } from '@automercato/api-sdk';
import { Dialog } from '@automercato/ui/dialog';
import { IconButton } from '@automercato/ui/button';
import { IconCar, IconChevronLeft, IconChevronRight } from '@automercato/ui/icons';
import { photoSrcSet } from '@automercato/entities/listing';
import { t } from '../texts';

export const photoLabel = (index: number, count: number) => t('galleryStrings.fotoDi', { v0: index + 1, countValue: count });

/** The index a key leads to, or null when the key is not a gallery key. */
export function indexForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowRight':
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** `sizes` for the stored widths (the contract's PHOTO_SIZES: the server preloads the first inline photo with them). */
const SIZES = { inline: PHOTO_SIZES.viewer, fullscreen: PHOTO_SIZES.viewerFullscreen, thumb: PHOTO_SIZES.thumb } as const;

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_MIN = 40;

interface ControlsProps {
  photos: readonly ListingPhoto[];
  index: number;
  onIndex: (index: number) => void;
  /** Inline: the photo opens the full-screen view. */
  onOpen?: () => void;
  variant: 'inline' | 'fullscreen';
}

function Thumbnails({ photos, index, onIndex, variant }: Omit<ControlsProps, 'onOpen'>) {
  const list = useRef<HTMLUListElement>(null);
  // Keep the selected thumbnail in view when the photo changes by keyboard or swipe, by
  // scrolling the strip only (scrollIntoView would also scroll the page).
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !current) return;
    const s = strip.getBoundingClientRect();
    const c = current.getBoundingClientRect();
    if (c.left < s.left) strip.scrollLeft -= s.left - c.left + 8;
    else if (c.right > s.right) strip.scrollLeft += c.right - s.right + 8;
  }, [index]);
  if (photos.length < 2) return null;
  return (
    <ul className={`lp-thumbs lp-thumbs--${variant}`} ref={list} aria-label={t('gallery.miniature')}>
      {photos.map((photo, i) => (
        <li key={`${photo.url}-${i}`}>
          <button
            type="button"
            className="lp-thumbs__button"
            aria-label={photoLabel(i, photos.length)}
            aria-current={i === index ? 'true' : undefined}
            data-gallery-thumb={i}
            onClick={() => onIndex(i)}
          >
            <img
              src={photo.variants[0]?.url ?? photo.url}
              srcSet={photoSrcSet(photo)}
              sizes={photoSrcSet(photo) ? SIZES.thumb : undefined}
              width={photo.width}
              height={photo.height}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Viewer({ photos, index, onIndex, onOpen, variant }: ControlsProps) {
  const count = photos.length;
  const photo = photos[index] ?? photos[0]!;
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const go = (delta: number) => onIndex((index + delta + count) % count);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== e.pointerId || count < 2) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  const open = () => {
    // A swipe ends with a click on the photo: it must not open the full-screen view.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    onOpen?.();
  };

  const image = (
    <img
      key={photo.url + index}
      className="lp-viewer__image"
      src={photo.url}
      srcSet={photoSrcSet(photo)}
      sizes={photoSrcSet(photo) ? SIZES[variant] : undefined}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      decoding="async"
      draggable={false}
      fetchPriority={index === 0 && variant === 'inline' ? 'high' : undefined}
    />
  );

  return (
    <div
      className={`lp-viewer lp-viewer--${variant}`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      data-testid={`gallery-viewer-${variant}`}
    >
      {onOpen ? (
        <button
          type="button"
          className="lp-viewer__open"
          onClick={open}
          aria-label={t('gallery.apriASchermoIntero', { v0: photoLabel(index, count) })}
        >
          {image}
        </button>
      ) : (
        <div className="lp-viewer__frame">{image}</div>
      )}
      {count > 1 ? (
        <>
          <IconButton
            label={t('gallery.fotoPrecedente')}
            variant="secondary"
            className="lp-viewer__nav lp-viewer__nav--prev"
            onClick={() => go(-1)}
          >
            <IconChevronLeft />
          </IconButton>
          <IconButton
            label={t('gallery.fotoSuccessiva')}
            variant="secondary"
            className="lp-viewer__nav lp-viewer__nav--next"
            onClick={() => go(1)}
          >
            <IconChevronRight />
          </IconButton>
        </>
      ) : null}
      <span className="lp-viewer__counter" aria-hidden="true">
        {index + 1} / {count}
      </span>
    </div>
  );
}

/** Arrow keys, Home and End anywhere in the gallery; on a thumbnail focus follows. */
function useGalleryKeys(count: number, index: number, onIndex: (i: number) => void) {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const next = indexForKey(e.key, index, count);
      if (next === null) return;
      e.preventDefault();
      onIndex(next);
      const target = e.target as HTMLElement;
      const strip = target.hasAttribute('data-gallery-thumb') ? target.closest('ul') : null;
      // Focus follows the selection along the strip the key was pressed in.
      strip?.querySelector<HTMLElement>(`[data-gallery-thumb="${next}"]`)?.focus();
    },
    [count, index, onIndex],
  );
}

export interface GalleryProps {
  photos: readonly ListingPhoto[];
  /** Listing title, for the names of the region and the full-screen dialog. */
  title: string;
}

export function Gallery({ photos, title }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = photos.length;
  const safeIndex = Math.min(index, Math.max(0, count - 1));
  const onKeyDown = useGalleryKeys(count, safeIndex, setIndex);

  // Another listing (same component, new photos): back to the first photo.
  const firstUrl = photos[0]?.url;
  useEffect(() => {
    setIndex(0);
    setFullscreen(false);
  }, [firstUrl]);

  if (count === 0) {
    return (
      <div className="lp-gallery lp-gallery--empty" role="img" aria-label={t('gallery.nessunaFotoDisponibile', { title })}>
        <div className="lp-placeholder">
          <IconCar size={56} />
          <p className="lp-placeholder__title">{t('gallery.nessunaFotoDisponibile2')}</p>
          <p className="lp-placeholder__text">{t('gallery.ilConcessionarioNonHa')}</p>
        </div>
      </div>
    );
  }

  return (
    <section className="lp-gallery" aria-roledescription={t('gallery.galleria')} aria-label={t('gallery.fotoDi', { title })} onKeyDown={onKeyDown}>
      <Viewer photos={photos} index={safeIndex} onIndex={setIndex} onOpen={() => setFullscreen(true)} variant="inline" />
      <Thumbnails photos={photos} index={safeIndex} onIndex={setIndex} variant="inline" />
      <p className="am-visually-hidden" aria-live="polite" aria-atomic="true">
        {photoLabel(safeIndex, count)}
      </p>
      <Dialog
        open={fullscreen}
        onClose={() => setFullscreen(false)}
        title={`${title} – ${photoLabel(safeIndex, count).toLowerCase()}`}
        size="lg"
        className="lp-lightbox"
        closeLabel={t('gallery.chiudiLaVisualizzazioneA')}
      >
        {/* Keys bubble to the gallery's own handler. */}
        <div className="lp-lightbox__content">
          <Viewer photos={photos} index={safeIndex} onIndex={setIndex} variant="fullscreen" />
          <Thumbnails photos={photos} index={safeIndex} onIndex={setIndex} variant="fullscreen" />
        </div>
      </Dialog>
    </section>
  );
}
