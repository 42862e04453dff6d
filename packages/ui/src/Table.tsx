import type { Key, ReactNode } from 'react';
import { cx } from './internal/cx';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; default: row[key]. */
  cell?: (row: T, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Label in front of the value when rows stack on mobile (default: header when a string). */
  mobileLabel?: string;
  /** Hide this column under 768 px. */
  hideOnMobile?: boolean;
  width?: string;
  /** A sortable column's current order (aria-sort on its header; the header holds the sort button). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Table caption (its accessible name). */
  caption: ReactNode;
  captionHidden?: boolean;
  /** Text of the single row shown when there are no rows. */
  emptyText?: ReactNode;
  /** Rows are being refreshed: dimmed and aria-busy. */
  busy?: boolean;
  /** Stack rows as cards under 768 px (default true). */
  stackOnMobile?: boolean;
  className?: string;
}

/** A simple data table; under 768 px every row becomes a card with "label: value" lines. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  emptyText = 'Nessun elemento da mostrare.',
  busy = false,
  stackOnMobile = true,
  className,
}: TableProps<T>) {
  return (
    <div className={cx('am-table-wrap', stackOnMobile && 'am-table-wrap--stack', className)}>
      <table className="am-table" role="table" aria-busy={busy || undefined}>
        <caption className={cx('am-table__caption', captionHidden && 'am-visually-hidden')}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                role="columnheader"
                aria-sort={c.sort}
                className={cx(c.align && `am-table__cell--${c.align}`, c.hideOnMobile && 'am-table__cell--desktop')}
                style={c.width ? { width: c.width } : undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr className="am-table__empty" role="row">
              <td colSpan={columns.length} role="cell">{emptyText}</td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} role="row">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    role="cell"
                    data-label={c.mobileLabel ?? (typeof c.header === 'string' ? c.header : undefined)}
                    className={cx(c.align && `am-table__cell--${c.align}`, c.hideOnMobile && 'am-table__cell--desktop')}
                  >
                    {c.cell ? c.cell(row, i) : (String((row as Record<string, unknown>)[c.key] ?? '') as ReactNode)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
