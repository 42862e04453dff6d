import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './internal/cx';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** text: lines of text; block: a rectangle; circle: an avatar. */
  variant?: 'text' | 'block' | 'circle';
  /** Number of lines (text); the last one is shorter. */
  lines?: number;
  width?: string | number;
  height?: string | number;
}

const size = (v: string | number | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder shimmer while content loads. Hidden from assistive tech: announce the loading
 * once on the container (aria-busy, or a Spinner / visually hidden status).
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className, style, ...rest }: SkeletonProps) {
  const dims: CSSProperties = { width: size(width), height: size(height), ...style };
  if (variant === 'text') {
    return (
      <span className={cx('am-skeleton-lines', className)} aria-hidden="true" style={{ width: size(width), ...style }} {...rest}>
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <span key={i} className="am-skeleton am-skeleton--text" style={height ? { height: size(height) } : undefined} />
        ))}
      </span>
    );
  }
  return <span className={cx('am-skeleton', `am-skeleton--${variant}`, className)} aria-hidden="true" style={dims} {...rest} />;
}

export interface SkeletonCardProps extends HTMLAttributes<HTMLDivElement> {
  /** Image aspect ratio, same as Card (default "4 / 3"). */
  aspectRatio?: string;
}

/** The shape of a listing Card while it loads. */
export function SkeletonCard({ aspectRatio = '4 / 3', className, ...rest }: SkeletonCardProps) {
  return (
    <div className={cx('am-card', 'am-card--skeleton', className)} aria-hidden="true" {...rest}>
      <span className="am-card__media am-skeleton" style={{ aspectRatio }} />
      <div className="am-card__body">
        <Skeleton variant="text" width="80%" height="1.1rem" />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="40%" height="1.4rem" />
      </div>
    </div>
  );
}
