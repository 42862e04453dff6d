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
import { StateBadge } from '../../features/dealer-listings/ui/ListingsTable';
import { ListingPhotosEditor } from '../../features/listing-photos/ui/ListingPhotosEditor';
import { $dirty, $loadStatus, $saving, $state, $target, $title, editorOpened, saveRequested } from '../../features/listing-editor/model/editor';
import { ListingForm } from '../../features/listing-editor/ui/ListingForm';
import { useUnsavedWarning } from '../../features/listing-editor/ui/useUnsavedWarning';
import '../../features/listing-editor/ui/listing-editor.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ListingEditPage() {
  const { dealerUuid = '', listingId } = useParams();
  const routeListing = listingId ?? null;
  if (routeListing !== null && !UUID.test(routeListing)) throw new ScreenError(404);
  const [open, save, target, state, title, status, saving, dirty] = useUnit([editorOpened, saveRequested, $target, $state, $title, $loadStatus, $saving, $dirty]);
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
          <section className="am-le-photos" aria-labelledby="le-photos">
            <h2 id="le-photos">Foto</h2>
            <p className="am-le-note">Salva la bozza per aggiungere le foto.</p>
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
          {state ? <StateBadge state={state} /> : null}
        </div>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
