/**
 * The photo part of the dealer's listing editor: choose several files (or take a photo: on a
 * phone `accept="image/*"` offers the camera next to the gallery), or drop them on the zone;
 * previews while they upload with the bytes sent; the list in order with "Copertina" on the
 * first, ↑/↓ and "Usa come copertina" buttons for the keyboard, drag and drop for the mouse,
 * and "Elimina" through the shell's confirm dialog. Errors in Italian, naming the file.
 */
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Badge } from '@automercato/ui/badge';
import { photoSrcSet } from '@automercato/entities/listing';
import {
  $busy, $error, $limits, $loading, $pendingFiles, $photos, $progress, coverChosen, errorDismissed, filesChosen,
  photoDeleteRequested, photoDropped, photoMovedDown, photoMovedUp, photosOpened,
} from '../model/model';
import { ACCEPT } from '../model/rules';
import './listing-photos.css';
import { t } from '../texts';

export interface ListingPhotosEditorProps {
  dealerUuid: string;
  listingId: string;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
/** The list shows photos about 12rem wide. */
const THUMB_SIZES = '(max-width: 600px) 45vw, 12rem';
const DRAG_TYPE = 'application/x-automercato-photo';

/** Object URLs of the files being uploaded, revoked when they are gone. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

export function ListingPhotosEditor({ dealerUuid, listingId }: ListingPhotosEditorProps) {
  const [photos, limits, busy, loading, error, progress, pending] = useUnit([$photos, $limits, $busy, $loading, $error, $progress, $pendingFiles]);
  const events = useUnit({ photosOpened, filesChosen, photoMovedUp, photoMovedDown, coverChosen, photoDropped, photoDeleteRequested, errorDismissed });
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const hintId = useId();
  const previews = usePreviews(pending);

  useEffect(() => {
    events.photosOpened({ dealerUuid, listingId });
  }, [dealerUuid, listingId]); // eslint-disable-line react-hooks/exhaustive-deps

  const full = photos.length >= limits.maxPhotos;
  const choose = (list: FileList | null) => {
    if (list && list.length > 0) events.filesChosen(Array.from(list));
  };

  const onZoneDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    // A photo of the list dropped here is a reorder, handled by the list.
    if (e.dataTransfer.types.includes(DRAG_TYPE)) return;
    if (!busy && !full) choose(e.dataTransfer.files);
  };

  const status = progress === null ? null
    : progress < 1 ? t('listingPhotosEditorStrings.caricamentoDelleFoto', { v0: Math.round(progress * 100) })
      : t('listingPhotosEditorStrings.fotoInviateLeStiamo');

  return (
    <section className="lph" aria-labelledby={`${hintId}-title`} aria-busy={busy || undefined}>
      <div className="lph__head">
        <h2 className="lph__title" id={`${hintId}-title`}>{t('listingPhotosEditor.foto')}</h2>
        <p className="lph__count">{photos.length}{t('listingPhotosEditor.di')}{limits.maxPhotos}{t('listingPhotosEditor.foto2')}</p>
      </div>

      <div
        className={`lph__drop${over ? ' lph__drop--over' : ''}`}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) {
            e.preventDefault();
            setOver(true);
          }
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onZoneDrop}
        data-testid="photo-drop-zone"
      >
        <p className="lph__drop-text">{t('listingPhotosEditor.trascinaQuiLeFoto')}</p>
        <Button variant="primary" busy={progress !== null} aria-describedby={hintId} disabled={full} onClick={() => input.current?.click()}>{t('listingPhotosEditor.scegliOScattaLe')}</Button>
        <input
          ref={input}
          className="lph__input"
          type="file"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          disabled={busy || full}
          data-testid="photo-input"
          onChange={(e) => {
            choose(e.currentTarget.files);
            // The same files may be chosen again after an error.
            e.currentTarget.value = '';
          }}
        />
        <p className="lph__hint" id={hintId}>{t('listingPhotosEditor.jpegPngWebpAvif')}{mb(limits.maxFileBytes)}{t('listingPhotosEditor.ciascunaE')}{limits.maxPhotos}{t('listingPhotosEditor.perAnnuncioLaPrima')}</p>
      </div>

      <p className="lph__status" role="status" aria-live="polite">
        {status ?? (loading ? t('listingPhotosEditor.caricamentoDelleFotoDell') : '')}
      </p>
      {progress !== null ? <progress className="lph__progress" max={1} value={progress} aria-label={t('listingPhotosEditor.avanzamentoDelCaricamento')} /> : null}

      {error ? (
        <div className="lph__error" role="alert">
          <p>{error}</p>
          <Button variant="ghost" size="sm" onClick={() => events.errorDismissed()}>{t('listingPhotosEditor.chiudi')}</Button>
        </div>
      ) : null}

      {pending.length > 0 ? (
        <ul className="lph__pending" aria-label={t('listingPhotosEditor.fotoInCaricamento')}>
          {pending.map((file, i) => (
            <li key={`${file.name}-${i}`} className="lph__pending-item">
              {previews[i] ? <img src={previews[i]} alt="" width={160} height={120} /> : null}
              <span>{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {photos.length > 0 ? (
        <ol className="lph__list" aria-label={t('listingPhotosEditor.fotoDellAnnuncioIn')}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li
                key={photo.id}
                className={`lph__item${dragged === photo.id ? ' lph__item--dragged' : ''}`}
                draggable={!busy}
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_TYPE, photo.id);
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(photo.id);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => {
                  if (dragged) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  const id = e.dataTransfer.getData(DRAG_TYPE) || dragged;
                  setDragged(null);
                  if (id) events.photoDropped({ id, index });
                }}
                data-testid={`photo-${photo.id}`}
              >
                <div className="lph__frame">
                  <img
                    src={photo.url}
                    srcSet={photoSrcSet(photo)}
                    sizes={photoSrcSet(photo) ? THUMB_SIZES : undefined}
                    width={photo.width}
                    height={photo.height}
                    alt={t('listingPhotosEditor.foto3', { n, alt: photo.alt })}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                  {index === 0 ? <Badge tone="success" appearance="solid" className="lph__cover">{t('listingPhotosEditor.copertina')}</Badge> : null}
                </div>
                {/* aria-disabled, not disabled: a moved photo's button keeps the keyboard focus while it saves (the model ignores clicks then). */}
                <div className="lph__actions">
                  <Button size="sm" variant="secondary" aria-label={t('listingPhotosEditor.spostaLaFotoPrima', { n })} aria-disabled={index === 0 || undefined} onClick={() => events.photoMovedUp(photo.id)}>↑</Button>
                  <Button size="sm" variant="secondary" aria-label={t('listingPhotosEditor.spostaLaFotoDopo', { n })} aria-disabled={index === photos.length - 1 || undefined} onClick={() => events.photoMovedDown(photo.id)}>↓</Button>
                  {index > 0 ? (
                    <Button size="sm" variant="ghost" aria-label={t('listingPhotosEditor.usaComeCopertinaLa', { n })} onClick={() => events.coverChosen(photo.id)}>{t('listingPhotosEditor.usaComeCopertina')}</Button>
                  ) : null}
                  <Button size="sm" variant="danger" aria-label={t('listingPhotosEditor.eliminaLaFoto', { n })} onClick={() => events.photoDeleteRequested(photo.id)}>{t('listingPhotosEditor.elimina')}</Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : !loading && pending.length === 0 ? (
        <p className="lph__empty">{t('listingPhotosEditor.nessunaFotoGliAnnunci')}</p>
      ) : null}
    </section>
  );
}
