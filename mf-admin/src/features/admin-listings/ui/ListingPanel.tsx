import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Drawer } from '@automercato/ui/drawer';
import { ErrorState } from '@automercato/ui/states';
import { formatDate, formatKm, formatPrice } from '@automercato/i18n/format';
import { AuditTrail } from '../../admin-table';
import { $listing, $moderating, $panelStatus, disableRequested, enableRequested, listingClosed, listingOpened, panelRetried } from '../model/listings';
import { CorrectionForm } from './CorrectionForm';
import { DisableDialog } from './DisableDialog';
import { STATE_LABELS, STATUS_LABELS } from './labels';
import './admin-listings.css';
import { t } from '../texts';

/** One listing (?listing=<id>): what it is, its moderation, enable/disable, corrections, its audit trail. */
export function ListingPanel({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [listing, status, moderating, opened, closed, retried, disable, enable] = useUnit([
    $listing, $panelStatus, $moderating, listingOpened, listingClosed, panelRetried, disableRequested, enableRequested,
  ]);
  useEffect(() => {
    if (id) opened(id);
    else closed();
  }, [id, opened, closed]);

  const title = listing ? `${listing.title} ${listing.version}` : 'Annuncio';
  return (
    <>
      <Drawer open={id !== null} onClose={onClose} title={title} side="right" width="lg">
        {status === 'error' ? (
          <ErrorState title={t('listingPanel.impossibileCaricareLAnnuncio')} text={t('listingPanel.potrebbeEssereStatoEliminato')} onRetry={() => retried()} headingLevel={3} />
        ) : !listing ? (
          <p aria-busy="true">{t('listingPanel.caricamentoDellAnnuncio')}</p>
        ) : (
          <div className="adm-listing">
            <dl className="adm-listing__facts">
              <dt>{t('listingPanel.stato')}</dt>
              <dd>
                <Badge tone={listing.status === 'enabled' ? 'success' : 'danger'}>{STATUS_LABELS[listing.status]}</Badge>{' '}
                <Badge>{STATE_LABELS[listing.state]}</Badge>
              </dd>
              <dt>{t('listingPanel.concessionario')}</dt>
              <dd>
                <Link to={`/admin/dealers/${listing.dealer.uuid}`}>{listing.dealer.name}</Link>
                {listing.dealer.enabled ? '' : t('listingPanel.concessionarioDisattivato')} · {listing.dealer.email}
              </dd>
              <dt>{t('listingPanel.prezzo')}</dt><dd>{formatPrice(listing.price)}</dd>
              <dt>{t('listingPanel.chilometri')}</dt><dd>{formatKm(listing.mileage)}</dd>
              <dt>{t('listingPanel.targa')}</dt><dd>{listing.plate ?? '—'}</dd>
              <dt>{t('listingPanel.telaioVin')}</dt><dd>{listing.vin ?? '—'}</dd>
              <dt>{t('listingPanel.creato')}</dt><dd>{formatDate(listing.created_at, 'datetime')}</dd>
              <dt>{t('listingPanel.id')}</dt><dd><code>{listing.uuid}</code></dd>
            </dl>
            {listing.url ? <p><a href={listing.url} target="_blank" rel="noreferrer">{t('listingPanel.vediLaPaginaPubblica')}</a></p> : null}

            <section className="adm-listing__moderation" aria-labelledby="adm-moderation">
              <h3 id="adm-moderation">{t('listingPanel.moderazione')}</h3>
              {listing.status === 'disabled' ? (
                <>
                  <p>
                    <strong>{t('listingPanel.sospeso')}</strong>
                    {listing.moderated_at ? t('listingPanel.il', { v0: formatDate(listing.moderated_at, 'datetime') }) : ''}
                    {listing.moderated_by ? t('listingPanel.da', { email: listing.moderated_by.email }) : ''}.
                  </p>
                  {listing.moderation_reason ? <blockquote className="adm-listing__reason">{listing.moderation_reason}</blockquote> : null}
                  <Button onClick={() => enable()} busy={moderating}>{t('listingPanel.riattivaLAnnuncio')}</Button>
                </>
              ) : (
                <>
                  <p>{t('listingPanel.lAnnuncioEAttivo')}{listing.url !== null ? t('listingPanel.eVisibileAlPubblico') : t('listingPanel.nonVisibileAlPubblico', { v0: STATE_LABELS[listing.state]?.toLowerCase() })}.</p>
                  <Button variant="danger" onClick={() => disable()} busy={moderating}>{t('listingPanel.sospendiLAnnuncio')}</Button>
                </>
              )}
            </section>

            <section aria-labelledby="adm-correction">
              <h3 id="adm-correction">{t('listingPanel.correggiIDati')}</h3>
              <CorrectionForm listing={listing} />
            </section>

            <AuditTrail entityType="listing" entityId={listing.uuid} headingLevel={3} />
          </div>
        )}
      </Drawer>
      {/* Beside the drawer, not inside it: React would hand the dialog's own close event to the drawer too. */}
      <DisableDialog title={title} />
    </>
  );
}
