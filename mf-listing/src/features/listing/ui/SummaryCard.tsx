/**
 * Price, badges, key facts and the actions (contact, call, favourite, share). Two parts: the head
 * (price and badges) and the body (facts and actions). On a desktop they are one card in the side
 * column; on a phone the page shows the head under the title, above the photos, and the body as a
 * card under the photos (listing.css).
 */
import type { ListingDetail } from '@automercato/api-sdk';
import { formatPrice } from '@automercato/i18n/format';
import { Badge } from '@automercato/ui/badge';
import { Button, buttonClass } from '@automercato/ui/button';
import { IconCheck } from '@automercato/ui/icons';
import { FavouriteToggle } from '@automercato/entities/favourites';
import { absoluteUrl, highlights, telHref } from '../model/listing';
import { shareListing } from '../model/share';
import { t } from '../texts';
import { goToContactForm } from './contactTarget';
import { IconPhone, IconShare } from './icons';

export function SummaryCard({ listing, contactTargetId }: { listing: ListingDetail; contactTargetId: string }) {
  const facts = highlights(listing);
  const share = () =>
    void shareListing({
      title: `${listing.title} – AutoMercato`,
      text: `${listing.title} ${listing.version} a ${formatPrice(listing.price)}`,
      url: absoluteUrl(listing.url),
    });
  return (
    <section className="lp-card lp-summary" aria-labelledby="lp-price-label">
      <h2 id="lp-price-label" className="am-visually-hidden">{t('summaryCard.prezzoEAzioni')}</h2>
      <div className="lp-summary__head">
        <p className="lp-summary__price" data-testid="listing-price">
          {formatPrice(listing.price)}
        </p>
        {listing.price_negotiable || listing.has_carfax ? (
          <p className="lp-summary__badges">
            {listing.price_negotiable ? (
              <Badge tone="success">{t('summaryCard.prezzoTrattabile')}</Badge>
            ) : null}
            {listing.has_carfax ? (
              <Badge tone="info">
                <IconCheck size={14} />{t('summaryCard.reportCarfaxDisponibile')}</Badge>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="lp-summary__body">
        <dl className="lp-summary__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="lp-summary__actions">
          <a
            className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}
            href={`#${contactTargetId}`}
            onClick={(e) => {
              // Scroll and focus here: a hash navigation would make the router navigate.
              if (goToContactForm(contactTargetId)) e.preventDefault();
            }}
          >
            <span className="am-btn__content">{t('summaryCard.scriviAlConcessionario')}</span>
          </a>
          {listing.dealer.phone ? (
            <a className={buttonClass({ variant: 'secondary', size: 'lg', fullWidth: true })} href={telHref(listing.dealer.phone)}>
              <span className="am-btn__content">
                <IconPhone />
                <span>{t('summaryCard.chiama')}{listing.dealer.phone}</span>
              </span>
            </a>
          ) : null}
          <div className="lp-summary__row">
            <FavouriteToggle id={listing.uuid} className="lp-fav" />
            <Button variant="secondary" onClick={share} iconStart={<IconShare />}>{t('summaryCard.condividi')}</Button>
          </div>
        </div>
      </div>
    </section>
  );
}
