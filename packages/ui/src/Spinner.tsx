import type { HTMLAttributes } from 'react';
import { cx } from './internal/cx';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers (ignored when decorative). */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy): hidden from assistive tech. */
  decorative?: boolean;
}

/** An indeterminate spinner; a `role="status"` with a hidden label unless decorative. */
export function Spinner({ size = 'md', label = 'Caricamento…', decorative = false, className, ...rest }: SpinnerProps) {
  return (
    <span
      className={cx('am-spinner', `am-spinner--${size}`, className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status' })}
      {...rest}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="am-spinner__svg">
        <circle cx="12" cy="12" r="9.5" className="am-spinner__track" />
        <circle cx="12" cy="12" r="9.5" className="am-spinner__arc" />
      </svg>
      {decorative ? null : <span className="am-visually-hidden">{label}</span>}
    </span>
  );
}
