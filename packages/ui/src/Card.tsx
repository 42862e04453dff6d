import type { HTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { cx } from './internal/cx';
import { Badge } from './Badge';
import { IconCar } from './Icons';
import { SkeletonCard } from './Skeleton';

export interface CardImage {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size: the browser reserves the box before the photo arrives. */
  width?: number;
  height?: number;
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Title; with `href` it becomes the card's link (the whole card is clickable). Pass a
   * router <Link> as title to use client navigation: any link inside the title stretches. */
  title: ReactNode;
  href?: string;
  subtitle?: ReactNode;
  /** The price line, already formatted ("€ 18.900"). */
  price?: ReactNode;
  /** Next to the price: "Trattabile", "IVA esclusa"… */
  priceNote?: ReactNode;
  /** Key facts shown as a row: year, km, fuel, gearbox. */
  meta?: readonly ReactNode[];
  /** Bottom line: dealer, city. */
  footer?: ReactNode;
  image?: CardImage | null;
  /** Custom media instead of `image` (a gallery…). */
  media?: ReactNode;
  /** CSS aspect-ratio of the media box (default "4 / 3"). */
  aspectRatio?: string;
  /** Badges over the image (top left). */
  badges?: ReactNode;
  /** Adds the "In evidenza" badge and the accent outline. */
  featured?: boolean;
  featuredLabel?: string;
  /** Buttons over the image (top right), e.g. the favourite IconButton; stay clickable. */
  actions?: ReactNode;
  /** Draw the skeleton instead. */
  loading?: boolean;
  /** horizontal: image left on ≥ 768 px (results list). */
  layout?: 'vertical' | 'horizontal';
  headingLevel?: 2 | 3 | 4;
  noImageLabel?: string;
  /** Lazy-load the image (default true; false for the first cards above the fold). */
  lazy?: boolean;
}

function markLoaded(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.parentElement?.setAttribute('data-loaded', '');
}
function markBroken(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.hidden = true;
  e.currentTarget.parentElement?.setAttribute('data-loaded', '');
  e.currentTarget.parentElement?.setAttribute('data-broken', '');
}

/** A listing card: media with a fixed aspect ratio and a shimmer until the photo arrives. */
export function Card({
  title,
  href,
  subtitle,
  price,
  priceNote,
  meta,
  footer,
  image,
  media,
  aspectRatio = '4 / 3',
  badges,
  featured = false,
  featuredLabel = 'In evidenza',
  actions,
  loading = false,
  layout = 'vertical',
  headingLevel = 3,
  noImageLabel = 'Nessuna foto',
  lazy = true,
  className,
  ...rest
}: CardProps) {
  if (loading) return <SkeletonCard aspectRatio={aspectRatio} className={className} />;
  const H = `h${headingLevel}` as const;
  const mediaBox = media ?? (
    <div className="am-card__media" style={{ aspectRatio }} data-has-image={image ? '' : undefined}>
      <span className="am-card__placeholder">
        <IconCar size={40} />
        <span>{noImageLabel}</span>
      </span>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onLoad={markLoaded}
          onError={markBroken}
        />
      ) : null}
    </div>
  );
  return (
    <article
      className={cx('am-card', `am-card--${layout}`, featured && 'am-card--featured', Boolean(href) && 'am-card--link', className)}
      {...rest}
    >
      <div className="am-card__media-wrap">
        {mediaBox}
        {featured || badges ? (
          <div className="am-card__badges">
            {featured ? (
              <Badge tone="accent" appearance="solid">
                {featuredLabel}
              </Badge>
            ) : null}
            {badges}
          </div>
        ) : null}
        {actions ? <div className="am-card__actions">{actions}</div> : null}
      </div>
      <div className="am-card__body">
        <H className="am-card__title">{href ? <a href={href}>{title}</a> : title}</H>
        {subtitle ? <p className="am-card__subtitle">{subtitle}</p> : null}
        {meta && meta.length > 0 ? (
          <ul className="am-card__meta">
            {meta.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null}
        {price !== undefined && price !== null ? (
          <p className="am-card__price">
            <span className="am-card__price-value">{price}</span>
            {priceNote ? <span className="am-card__price-note">{priceNote}</span> : null}
          </p>
        ) : null}
        {footer ? <div className="am-card__footer">{footer}</div> : null}
      </div>
    </article>
  );
}
