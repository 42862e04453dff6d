import type { ReactNode } from 'react';
import { cx } from './internal/cx';
import { Button } from './Button';
import { IconError, IconSearch } from './Icons';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Decorative icon (default: a magnifier). */
  icon?: ReactNode;
  /** A button or link, e.g. "Azzera i filtri". */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Nothing to show yet ("Nessun annuncio trovato"), with an optional way forward. */
export function EmptyState({ title, text, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const H = `h${headingLevel}` as const;
  return (
    <section className={cx('am-state', className)}>
      <span className="am-state__icon" aria-hidden="true">
        {icon ?? <IconSearch size={28} />}
      </span>
      <H className="am-state__title">{title}</H>
      {text ? <div className="am-state__text">{text}</div> : null}
      {action ? <div className="am-state__action">{action}</div> : null}
    </section>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  text?: ReactNode;
  /** Shows the retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is running: the button shows busy. */
  retrying?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Something failed to load; role="alert" so it is announced, with a "Riprova" action. */
export function ErrorState({
  title = 'Si è verificato un errore',
  text = 'Non è stato possibile caricare i contenuti. Riprova tra qualche istante.',
  onRetry,
  retryLabel = 'Riprova',
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const H = `h${headingLevel}` as const;
  return (
    <section className={cx('am-state', 'am-state--error', className)} role="alert">
      <span className="am-state__icon" aria-hidden="true">
        <IconError size={28} />
      </span>
      <H className="am-state__title">{title}</H>
      {text ? <div className="am-state__text">{text}</div> : null}
      {onRetry ? (
        <div className="am-state__action">
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
