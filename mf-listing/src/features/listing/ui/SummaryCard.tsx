/** Price, badges, key facts and the actions (contact, call, favourite, share). */
import type { ListingDetail } from '@automercato/api-sdk';
import { formatPrice } from '@automercato/i18n/format';
import { Badge } from '@automercato/ui/badge';
import { Button, buttonClass } from '@automercato/ui/button';
import { IconCheck } from '@automercato/ui/icons';
import { FavouriteToggle } from '@automercato/entities/favourites';
import { absoluteUrl, highlights, telHref } from '../model/listing';
import { shareListing } from '../model/share';
import { t } from '../texts';

function IconShare() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="am-icon">
      <path d="M12 3v12" />
      <path d="M7.5 7.5L12 3l4.5 4.5" />
      <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    </svg>
  );
}

function IconPhone() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="am-icon">
      <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </svg>
  );
}

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
            const target = document.getElementById(contactTargetId);
            if (!target) return;
            e.preventDefault();
            target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            target.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
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
    </section>
  );
}
