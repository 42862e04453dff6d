import type { ReactNode, SyntheticEvent } from 'react';
import { Link } from '@automercato/router';
import type { ListingSummary } from '@automercato/api-sdk';
import { Card } from '@automercato/ui/card';
import { Badge } from '@automercato/ui/badge';
import { IconCar } from '@automercato/ui/icons';
import { formatKm, formatPower, formatPrice } from '@automercato/i18n/format';
import './ListingCard.css';

/** Intrinsic size of listing photos (4:3): reserves the box before the image arrives. */
export const PHOTO_WIDTH = 400;
export const PHOTO_HEIGHT = 300;

function loaded(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.parentElement?.setAttribute('data-loaded', '');
}
function broken(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.hidden = true;
  e.currentTarget.parentElement?.setAttribute('data-loaded', '');
  e.currentTarget.parentElement?.setAttribute('data-broken', '');
}

function Photo({ listing, lazy }: { listing: ListingSummary; lazy: boolean }) {
  const src = listing.cover_photo ?? listing.photos[0]?.url ?? null;
  const alt = listing.photos[0]?.alt ?? `${listing.title} ${listing.version}`;
  return (
    <div className="am-card__media" data-has-image={src ? '' : undefined}>
      <span className="am-card__placeholder">
        <IconCar size={40} />
        <span>Nessuna foto</span>
      </span>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onLoad={loaded}
          onError={broken}
        />
      ) : null}
    </div>
  );
}

export interface ListingCardProps {
  listing: ListingSummary;
  /** The favourite heart (results, favourites); the home page has none. */
  action?: ReactNode;
  layout?: 'vertical' | 'horizontal';
  /** False for the first cards above the fold. */
  lazy?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Fewer facts (home grid): year, km, fuel. */
  compact?: boolean;
  className?: string;
}

/** A listing as a card linking to its canonical page (/annunci/…, served by mf-listing). */
export function ListingCard({ listing, action, layout = 'vertical', lazy = true, headingLevel = 3, compact = false, className }: ListingCardProps) {
  const place = listing.location.province_code ? `${listing.location.city} (${listing.location.province_code})` : listing.location.city;
  return (
    <Card
      className={className}
      layout={layout}
      headingLevel={headingLevel}
      title={<Link to={listing.url}>{listing.title}</Link>}
      subtitle={listing.version}
      media={<Photo listing={listing} lazy={lazy} />}
      featured={listing.featured}
      badges={listing.has_carfax ? <Badge tone="success" appearance="solid">Report Carfax</Badge> : null}
      actions={action}
      meta={[
        String(listing.registration_year),
        formatKm(listing.mileage),
        listing.power_type.name,
        ...(compact ? [] : [listing.gearbox_type.name, formatPower(listing.power_kw)]),
      ]}
      price={formatPrice(listing.price)}
      priceNote={listing.price_negotiable ? 'Trattabile' : undefined}
      footer={
        <>
          <span className="ms-card-place">{place}</span>
          <span className="ms-card-dealer">{listing.dealer.name}</span>
        </>
      }
      aria-label={listing.title}
    />
  );
}
