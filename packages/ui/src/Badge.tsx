import type { HTMLAttributes } from 'react';
import { cx } from './internal/cx';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** "solid" (filled) or "soft" (tinted, default). */
  appearance?: 'soft' | 'solid';
  size?: 'sm' | 'md';
}

/** A short status or tag: "In evidenza", "Trattabile", "Carfax", "Disattivato". */
export function Badge({ tone = 'neutral', appearance = 'soft', size = 'md', className, ...rest }: BadgeProps) {
  return <span className={cx('am-badge', `am-badge--${tone}`, `am-badge--${appearance}`, `am-badge--${size}`, className)} {...rest} />;
}
