/**
 * /dealer/{uuid}/listings/new and /dealer/{uuid}/listings/{listing}: the listing editor.
 * A new listing is saved as a draft first (photos need its id), then photos, then "Pubblica".
 */
import { useEffect, useId } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import { ScreenError } from '@automercato/shell-api';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { Badge } from '@automercato/ui/badge';
import { visibilityOf } from '../../features/dealer-listings/model/visibility';
import { VisibilityNotice } from '../../features/dealer-listings/ui/VisibilityNotice';
import { ListingPhotosEditor } from '../../features/listing-photos/ui/ListingPhotosEditor';
import { $loadStatus, $state, $target, $title, $visibility, editorClosed, editorOpened } from '../../features/listing-editor/model/editor';
import { ListingForm, ListingFormProblems, ListingSubmitButton } from '../../features/listing-editor/ui/ListingForm';
import '../../features/listing-editor/ui/listing-editor.css';
import { isUuid } from '@automercato/api-sdk';
import { t } from './texts';


export function ListingEditPage() {
  const { dealerUuid = '', listingId } = useParams();
  const routeListing = listingId ?? null;
  if (routeListing !== null && !isUuid(routeListing)) throw new ScreenError(404);
  const [open, close, target, state, title, status, visibility] = useUnit([editorOpened, editorClosed, $target, $state, $title, $loadStatus, $visibility]);
  const headingId = useId();

  useEffect(() => {
    open({ dealerUuid, listingId: routeListing });
  }, [dealerUuid, routeListing, open]);
  // Only when the page goes: a new draft just saved moves to its own address on this same page.
  useEffect(() => () => close(), [close]);

  const savedId = target?.listingId ?? null;
  const listHref = `/dealer/${encodeURIComponent(dealerUuid)}/listings`;
  const heading = routeListing ? (title || t('listingEditPageStrings.modificaAnnuncio')) : t('listingEditPageStrings.nuovoAnnuncio');

  let body;
  if (status === 'error') {
    body = <ErrorState title={t('listingEditPage.impossibileCaricareLAnnuncio')} text={t('listingEditPage.nonEStatoPossibile')} onRetry={() => open({ dealerUuid, listingId: routeListing })} />;
  } else if (status === 'loading') {
    body = <p><Spinner size="sm" decorative />{t('listingEditPage.caricamentoDellAnnuncio')}</p>;
  } else if (status === 'ready') {
    body = (
      <ListingForm labelledBy={headingId}>
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
              <ListingSubmitButton variant="secondary">{t('listingEditPage.salvaBozzaEAggiungi')}</ListingSubmitButton>
            </div>
          </section>
        )}
        <div className="am-le-actions">
          <ListingFormProblems />
          <ListingSubmitButton variant="secondary">
            {state === null || state === 'draft' ? t('listingEditPage.salvaBozza') : t('listingEditPage.salvaModifiche')}
          </ListingSubmitButton>
          {state !== 'published' && state !== 'sold' ? (
            <ListingSubmitButton publish>{t('listingEditPage.pubblica')}</ListingSubmitButton>
          ) : null}
          <Link className="am-btn am-btn--ghost am-btn--md" to={listHref}>{t('listingEditPage.tornaAgliAnnunci')}</Link>
        </div>
      </ListingForm>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-le-page">
        <title>{t('listingEditPage.automercato', { heading })}</title>
        <div className="am-le-head">
          <h1 id={headingId}>{heading}</h1>
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
