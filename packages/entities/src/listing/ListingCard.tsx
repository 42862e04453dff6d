import type { ReactNode } from 'react';
import { Link } from '@automercato/router';
import type { ListingSummary } from '@automercato/api-sdk';
import { Card, type CardImage } from '@automercato/ui/card';
import { Badge } from '@automercato/ui/badge';
import { formatDistance, formatKm, formatPower, formatPrice } from '@automercato/i18n/format';
import { CARD_PHOTO_SIZES, CARD_PHOTO_SIZES_HORIZONTAL, photoSrcSet } from './photoSources';
import './ListingCard.css';

/** Intrinsic size of listing photos (4:3): reserves the box before the image arrives. */
export const PHOTO_WIDTH = 400;
export const PHOTO_HEIGHT = 300;

/**
 * The cover photo (the first one), with its intrinsic size (the box is reserved before it
 * arrives) and, for uploaded photos, every stored width in `srcset`; none: the card's placeholder.
 */
function photoOf(listing: ListingSummary, layout: 'vertical' | 'horizontal'): CardImage | null {
  const cover = listing.photos[0];
  const src = listing.cover_photo ?? cover?.url ?? null;
  if (!src) return null;
  const srcSet = photoSrcSet(cover);
  return {
    src,
    alt: cover?.alt ?? `${listing.title} ${listing.version}`,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    ...(srcSet ? { srcSet, sizes: layout === 'horizontal' ? CARD_PHOTO_SIZES_HORIZONTAL : CARD_PHOTO_SIZES } : {}),
  };
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
  // Only in a search from a place (the API then measures every card from it).
  const distance = listing.distance_m != null ? formatDistance(listing.distance_m) : '';
  return (
    <Card
      className={className}
      layout={layout}
      headingLevel={headingLevel}
      title={<Link to={listing.url}>{listing.title}</Link>}
      subtitle={listing.version}
      image={photoOf(listing, layout)}
      lazy={lazy}
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
          <span className="ms-card-place">
            {place}
            {distance ? <span className="ms-card-distance"> · {distance}</span> : null}
          </span>
          <span className="ms-card-dealer">{listing.dealer.name}</span>
        </>
      }
      aria-label={listing.title}
    />
  );
}
