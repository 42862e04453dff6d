import type { MouseEvent, ReactNode } from 'react';
import { cx } from './internal/cx';
import { IconChevronLeft, IconChevronRight } from './Icons';
import { t } from './home-texts';

export interface PaginationProps {
  /** Current page, from 1 (SPEC §9). */
  page: number;
  pageCount: number;
  /** Called with the new page (for links: on a plain left click, instead of following it). */
  onPageChange?: (page: number) => void;
  /** Render real links (crawlable results pages): the href of a page. */
  hrefFor?: (page: number) => string;
  /** Pages shown on each side of the current one (desktop). */
  siblings?: number;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** "Pagina X di Y". */
  statusText?: (page: number, pageCount: number) => string;
  /** Accessible name of a page number. */
  pageLabel?: (page: number) => string;
  className?: string;
}

type Item = number | 'gap-start' | 'gap-end';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers to show: first, last, current ± siblings and gaps, always the same number
 * of slots (2 × siblings + 5) so the bar does not jump while paging.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): Item[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);
  if (page <= siblings + 3) return [...range(1, slots - 2), 'gap-end', pageCount];
  if (page >= pageCount - siblings - 2) return [1, 'gap-start', ...range(pageCount - slots + 3, pageCount)];
  return [1, 'gap-start', ...range(page - siblings, page + siblings), 'gap-end', pageCount];
}

/** Page navigation with Italian labels; the current page has aria-current="page". */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  hrefFor,
  siblings = 1,
  label = 'Paginazione',
  previousLabel = 'Pagina precedente',
  nextLabel = 'Pagina successiva',
  statusText = (p, n) => `Pagina ${p} di ${n}`,
  pageLabel = (p) => `Pagina ${p}`,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (target: number, content: ReactNode, opts: { label: string; className: string; current?: boolean; disabled?: boolean }) => {
    const common = {
      className: cx('am-pagination__control', opts.className, opts.current && 'am-pagination__control--current'),
      'aria-label': opts.label,
      'aria-current': opts.current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      if (opts.disabled) return <a {...common} role="link" aria-disabled="true">{content}</a>;
      const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
        if (!onPageChange || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (!opts.current) onPageChange(target);
      };
      return (
        <a {...common} href={hrefFor(target)} onClick={onClick}>
          {content}
        </a>
      );
    }
    return (
      <button
        {...common}
        type="button"
        disabled={opts.disabled}
        onClick={() => {
          if (!opts.current) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={cx('am-pagination', className)}>
      <ul className="am-pagination__list">
        <li className="am-pagination__edge">
          {control(
            current - 1,
            <>
              <IconChevronLeft size={18} />
              <span className="am-pagination__edge-text">{t('pagination.precedente')}</span>
            </>,
            { label: previousLabel, className: 'am-pagination__prev', disabled: current <= 1 },
          )}
        </li>
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="am-pagination__page">
              {control(item, item, { label: pageLabel(item), className: '', current: item === current })}
            </li>
          ) : (
            <li key={item} className="am-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className="am-pagination__status">{statusText(current, pageCount)}</li>
        <li className="am-pagination__edge">
          {control(
            current + 1,
            <>
              <span className="am-pagination__edge-text">{t('pagination.successiva')}</span>
              <IconChevronRight size={18} />
            </>,
            { label: nextLabel, className: 'am-pagination__next', disabled: current >= pageCount },
          )}
        </li>
      </ul>
    </nav>
  );
}
