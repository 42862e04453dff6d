import type { HTMLAttributes } from 'react';
import { cx } from './internal/cx';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx('am-visually-hidden', className)} {...rest} />;
}
