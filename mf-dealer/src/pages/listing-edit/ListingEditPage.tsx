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
import { t } from './texts';


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
  const heading = routeListing ? (title || t('listingEditPageStrings.modificaAnnuncio')) : t('listingEditPageStrings.nuovoAnnuncio');

  let body;
  if (status === 'error') {
    body = <ErrorState title={t('listingEditPage.impossibileCaricareLAnnuncio')} text={t('listingEditPage.nonEStatoPossibile')} onRetry={() => open({ dealerUuid, listingId: routeListing })} />;
  } else if (status === 'loading') {
    body = <p><Spinner size="sm" decorative />{t('listingEditPage.caricamentoDellAnnuncio')}</p>;
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
            <h2 id="le-photos">{t('listingEditPage.foto')}</h2>
            <div className="am-le-dropzone" aria-disabled="true">
              <p><strong>{t('listingEditPage.salvaLaBozzaPer')}</strong></p>
              <p className="am-le-note">{t('listingEditPage.leFotoSiCaricano')}</p>
              <Button type="button" variant="secondary" busy={saving} onClick={() => save({ publish: false })}>{t('listingEditPage.salvaBozzaEAggiungi')}</Button>
            </div>
          </section>
        )}
        <div className="am-le-actions">
          <Button type="submit" variant="secondary" busy={saving}>
            {state === null || state === 'draft' ? t('listingEditPage.salvaBozza') : t('listingEditPage.salvaModifiche')}
          </Button>
          {state !== 'published' && state !== 'sold' ? (
            <Button type="button" busy={saving} onClick={() => save({ publish: true })}>{t('listingEditPage.pubblica')}</Button>
          ) : null}
          <Link className="am-btn am-btn--ghost am-btn--md" to={listHref}>{t('listingEditPage.tornaAgliAnnunci')}</Link>
        </div>
      </form>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-le-page">
        <title>{t('listingEditPage.automercato', { heading })}</title>
        <div className="am-le-head">
          <h1>{heading}</h1>
          {visibility ? <Badge tone={visibilityOf(visibility).tone}>{visibilityOf(visibility).label}</Badge> : null}
        </div>
        {status === 'ready' ? <VisibilityNotice listing={visibility} /> : null}
        {routeListing === null ? (
          <p className="am-le-note">{t('listingEditPage.compilaIDatiDel')}</p>
        ) : null}
        {body}
      </div>
    </DealerAreaLayout>
  );
}
