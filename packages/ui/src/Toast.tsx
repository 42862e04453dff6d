import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from './internal/cx';
import { IconButton } from './Button';
import { IconClose, IconError, IconInfo, IconSuccess, IconWarning } from './Icons';

import { TOAST_DEFAULT_TIMEOUT, TOAST_ICONS } from './tokens';

export { TOAST_DEFAULT_TIMEOUT, TOAST_ICONS };
export type ToastIcon = (typeof TOAST_ICONS)[number];
export type ToastTheme = 'light' | 'dark' | 'colored';

const ICONS = { success: IconSuccess, error: IconError, warning: IconWarning, info: IconInfo } as const;
const ICON_LABELS: Record<ToastIcon, string> = {
  success: 'Operazione riuscita',
  error: 'Errore',
  warning: 'Attenzione',
  info: 'Informazione',
};

export interface ToastViewProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  title?: ReactNode;
  text?: ReactNode;
  /** success | error | warning | info (default info). */
  icon?: ToastIcon;
  /** light (default), dark, colored (filled with the icon's colour). */
  theme?: ToastTheme;
  /** Show the × button (always shown when persistent: it is the only way out). */
  showClose?: boolean;
  /** Stays until closed: no countdown bar. */
  persistent?: boolean;
  onClose?: () => void;
  closeLabel?: string;
  /** Draws a countdown bar of this length (ms); the shell still owns the timer. */
  timeout?: number;
  /** Freezes the countdown bar (the shell pauses its timer on hover/focus). */
  paused?: boolean;
  /** Extra content under the text (e.g. an "Annulla" LinkButton). */
  action?: ReactNode;
}

/** One toast: a list item meant for ToastRegion. Purely presentational. */
export function ToastView({
  title,
  text,
  icon = 'info',
  theme = 'light',
  showClose = true,
  persistent = false,
  onClose,
  closeLabel = 'Chiudi notifica',
  timeout,
  paused = false,
  action,
  className,
  style,
  ...rest
}: ToastViewProps) {
  const Icon = ICONS[icon] ?? IconInfo;
  const countdown = !persistent && timeout !== undefined && timeout > 0;
  const withClose = (showClose || persistent) && onClose;
  return (
    <li
      className={cx('am-toast', `am-toast--${icon}`, `am-toast--${theme}`, className)}
      style={countdown ? ({ ...style, '--am-toast-timeout': `${timeout}ms` } as CSSProperties) : style}
      {...rest}
    >
      <span className="am-toast__icon">
        <Icon size={22} />
        <span className="am-visually-hidden">{ICON_LABELS[icon] ?? ''}: </span>
      </span>
      <div className="am-toast__content">
        {title ? <p className="am-toast__title">{title}</p> : null}
        {text ? <div className="am-toast__text">{text}</div> : null}
        {action ? <div className="am-toast__action">{action}</div> : null}
      </div>
      {withClose ? (
        <IconButton label={closeLabel} size="sm" className="am-toast__close" onClick={onClose}>
          <IconClose size={18} />
        </IconButton>
      ) : null}
      {countdown ? (
        <span className={cx('am-toast__progress', paused && 'am-toast__progress--paused')} aria-hidden="true" />
      ) : null}
    </li>
  );
}

export interface ToastRegionProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Name of the landmark. */
  label?: string;
  /** top-right (default; full width at the top on mobile) or bottom-center. */
  position?: 'top-right' | 'bottom-center';
  /** polite (default) or assertive: how the live list announces new toasts. */
  politeness?: 'polite' | 'assertive';
}

/**
 * The fixed container of the toasts: a labelled region with a live list. Render it once,
 * always (even empty), so screen readers have the live region before the first toast.
 */
export function ToastRegion({
  children,
  label = 'Notifiche',
  position = 'top-right',
  politeness = 'polite',
  className,
  ...rest
}: ToastRegionProps) {
  return (
    <section aria-label={label} className={cx('am-toast-region', `am-toast-region--${position}`, className)} {...rest}>
      <ol className="am-toast-region__list" aria-live={politeness} aria-relevant="additions text" aria-atomic="false">
        {children}
      </ol>
    </section>
  );
}
