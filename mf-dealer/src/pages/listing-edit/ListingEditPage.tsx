/**
 * /dealer/{uuid}/listings/new and /dealer/{uuid}/listings/{listing}: the listing editor.
 * A new listing is saved as a draft first (photos need its id), then photos, then "Pubblica".
 */
import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { Button } from '@automercato/ui/button';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import { ScreenError } from '@automercato/shell-api';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { Badge } from '@automercato/ui/badge';
import { visibilityOf } from '../../features/dealer-listings/model/visibility';
import { VisibilityNotice } from '../../features/dealer-listings/ui/VisibilityNotice';
import { ListingPhotosEditor } from '../../features/listing-photos/ui/ListingPhotosEditor';
import {
  $dirty, $loadStatus, $saving, $state, $target, $title, $visibility, editorOpened, saveRequested,
} from '../../features/listing-editor/model/editor';
import { ListingForm } from '../../features/listing-editor/ui/ListingForm';
import { useUnsavedWarning } from '../../features/listing-editor/ui/useUnsavedWarning';
import '../../features/listing-editor/ui/listing-editor.css';
import { isUuid } from '@automercato/api-sdk';


export function ListingEditPage() {
  const { dealerUuid = '', listingId } = useParams();
  const routeListing = listingId ?? null;
  if (routeListing !== null && !isUuid(routeListing)) throw new ScreenError(404);
  const [open, save, target, state, title, status, saving, dirty, visibility] = useUnit([
    editorOpened, saveRequested, $target, $state, $title, $loadStatus, $saving, $dirty, $visibility,
  ]);
  useUnsavedWarning(dirty && !saving);

  useEffect(() => {
    open({ dealerUuid, listingId: routeListing });
  }, [dealerUuid, routeListing, open]);

  const savedId = target?.listingId ?? null;
  const listHref = `/dealer/${encodeURIComponent(dealerUuid)}/listings`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save({ publish: false });
  };
  const heading = routeListing ? (title || 'Modifica annuncio') : 'Nuovo annuncio';

  let body;
  if (status === 'error') {
    body = <ErrorState title="Impossibile caricare l’annuncio" text="Non è stato possibile caricare questo annuncio." onRetry={() => open({ dealerUuid, listingId: routeListing })} />;
  } else if (status === 'loading') {
    body = <p><Spinner size="sm" decorative /> Caricamento dell’annuncio…</p>;
  } else {
    body = (
      <form noValidate onSubmit={onSubmit} aria-label={heading}>
        <ListingForm />
        {/* Photos on the listing's own address: a new draft moves there as soon as it is saved. */}
        {routeListing && savedId === routeListing ? (
          <div className="am-le-photos am-le-photos--editor">
            <ListingPhotosEditor dealerUuid={dealerUuid} listingId={routeListing} />
          </div>
        ) : (
          // A new listing has no address for its photos yet: the zone says so and saves the draft,
          // after which the editor moves to the listing's own page where this zone takes photos.
          <section className="am-le-photos" aria-labelledby="le-photos" data-testid="new-listing-photos">
            <h2 id="le-photos">Foto</h2>
            <div className="am-le-dropzone" aria-disabled="true">
              <p><strong>Salva la bozza per aggiungere le foto</strong></p>
              <p className="am-le-note">
                Le foto si caricano sull&apos;annuncio già salvato: premi «Salva bozza e aggiungi le foto», poi trascinale qui
                o sceglile dal dispositivo. Nelle ricerche compaiono solo gli annunci con almeno una foto.
              </p>
              <Button type="button" variant="secondary" busy={saving} onClick={() => save({ publish: false })}>
                Salva bozza e aggiungi le foto
              </Button>
            </div>
          </section>
        )}
        <div className="am-le-actions">
          <Button type="submit" variant="secondary" busy={saving}>
            {state === null || state === 'draft' ? 'Salva bozza' : 'Salva modifiche'}
          </Button>
          {state !== 'published' && state !== 'sold' ? (
            <Button type="button" busy={saving} onClick={() => save({ publish: true })}>Pubblica</Button>
          ) : null}
          <Link className="am-btn am-btn--ghost am-btn--md" to={listHref}>Torna agli annunci</Link>
        </div>
      </form>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-le-page">
        <title>{`${heading} – AutoMercato`}</title>
        <div className="am-le-head">
          <h1>{heading}</h1>
          {visibility ? <Badge tone={visibilityOf(visibility).tone}>{visibilityOf(visibility).label}</Badge> : null}
        </div>
        {status === 'ready' ? <VisibilityNotice listing={visibility} /> : null}
        {routeListing === null ? (
          <p className="am-le-note">Compila i dati del veicolo e salva la bozza: poi aggiungi le foto e pubblica.</p>
        ) : null}
        {body}
      </div>
    </DealerAreaLayout>
  );
}
