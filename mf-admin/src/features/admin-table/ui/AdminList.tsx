/**
 * An admin table over the API: a search box, the list's filters, an "Esporta CSV" link of the
 * current filter, sortable column headers, the rows (cards on a phone), and the pages. All of
 * it lives in the address (useListQuery), so reload, back and a shared link show the same rows.
 */
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Button, buttonClass } from '@automercato/ui/button';
import { Table, type TableColumn } from '@automercato/ui/table';
import { Pagination } from '@automercato/ui/pagination';
import { ErrorState } from '@automercato/ui/states';
import { formatNumber } from '@automercato/i18n/format';
import { apiQuery, exportHref, sortedBy, type ListQuery, type ListSpec, withChange } from '../model/query';
import type { AdminList } from '../model/list';
import { useListQuery } from './useListQuery';
import './admin-table.css';
import { t } from '../texts';

export interface AdminColumn<Row> extends Omit<TableColumn<Row>, 'sort'> {
  /** The API's sort_by value when the column is sortable. */
  sortKey?: string;
}

export interface AdminListProps<Row> {
  spec: ListSpec;
  list: AdminList<Row>;
  /** The table's accessible name ("Utenti"). */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The list's filters (selects…), given the query and a way to change one filter. */
  filters?: (query: ListQuery, setFilter: (key: string, value: string) => void) => ReactNode;
  /** The CSV route of the same list (e.g. /api/admin/users/export.csv). */
  exportPath?: string;
  /** Buttons beside the toolbar (e.g. "Nuovo utente"). */
  actions?: ReactNode;
  emptyText?: ReactNode;
}

export function countText(meta: { total: number; total_capped: boolean }): string {
  if (meta.total_capped) return t('adminListStrings.oltreRisultatiRestringiLa', { v0: formatNumber(meta.total) });
  return meta.total === 1 ? '1 risultato' : `${formatNumber(meta.total)} risultati`;
}

export function AdminList<Row>({
  spec, list, caption, columns, rowKey, searchLabel, searchPlaceholder, filters, exportPath, actions,
  emptyText = t('adminListStrings.nessunRisultatoPerQuesta'),
}: AdminListProps<Row>) {
  const { query, change } = useListQuery(spec);
  const [page, status, opened, retried] = useUnit([list.$list, list.$status, list.listOpened, list.listRetried]);
  const request = useMemo(() => apiQuery(spec, query), [spec, query]);
  const requestKey = JSON.stringify(request);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { opened(request); }, [requestKey]);

  const [text, setText] = useState(query.q);
  useEffect(() => setText(query.q), [query.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(withChange(query, { q: text }));
  };
  const setFilter = (key: string, value: string) => change(withChange(query, { filters: { [key]: value } }));

  const sortOptions = columns.filter((c) => c.sortKey && typeof c.header === 'string').flatMap((c) => [
    { value: `${c.sortKey}:asc`, label: `${c.header as string} ↑` },
    { value: `${c.sortKey}:desc`, label: `${c.header as string} ↓` },
  ]);
  // The list's default order may be a column the table does not show (created_at): it gets its own entry.
  const current = `${query.sortBy}:${query.direction}`;
  if (sortOptions.length && !sortOptions.some((o) => o.value === current)) sortOptions.unshift({ value: current, label: 'Predefinito' });

  const tableColumns: TableColumn<Row>[] = columns.map(({ sortKey, ...column }) => {
    if (!sortKey) return column;
    const active = query.sortBy === sortKey;
    const order = active ? (query.direction === 'asc' ? 'ascending' : 'descending') : 'none';
    return {
      ...column,
      sort: order,
      header: (
        <button type="button" className="adm-sort" onClick={() => change(sortedBy(query, sortKey))}>
          {column.header}
          <span aria-hidden="true" className="adm-sort__arrow">{active ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      ),
      mobileLabel: column.mobileLabel ?? (typeof column.header === 'string' ? column.header : undefined),
    };
  });

  return (
    <section className="adm-list" aria-label={caption}>
      <div className="adm-toolbar">
        <form role="search" aria-label={searchLabel} className="adm-search" onSubmit={submit}>
          <label htmlFor="adm-search-input" className="adm-search__label">{searchLabel}</label>
          <div className="adm-search__row">
            <input
              id="adm-search-input"
              type="search"
              className="am-input am-input--md"
              value={text}
              placeholder={searchPlaceholder}
              maxLength={120}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit">{t('adminList.cerca')}</Button>
          </div>
        </form>
        {filters ? <div className="adm-filters">{filters(query, setFilter)}</div> : null}
        {sortOptions.length ? (
          // On a phone the rows are cards without column headers: the order is chosen here.
          <label className="adm-sort-select">
            <span>{t('adminList.ordinaPer')}</span>
            <select
              className="am-input am-input--md"
              value={`${query.sortBy}:${query.direction}`}
              onChange={(e) => {
                const [sortBy, direction] = e.target.value.split(':') as [string, 'asc' | 'desc'];
                change(withChange(query, { sortBy, direction }));
              }}
            >
              {sortOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </label>
        ) : null}
        <div className="adm-toolbar__actions">
          {exportPath ? (
            <a className={buttonClass({ variant: 'secondary' })} href={exportHref(exportPath, spec, query)} download>{t('adminList.esportaCsv')}</a>
          ) : null}
          {actions}
        </div>
      </div>

      {status === 'error' ? (
        <ErrorState title={t('adminList.impossibileCaricareLElenco')} text={t('adminList.controllaLaConnessioneE')} onRetry={() => retried()} />
      ) : (
        <>
          <p className="adm-count" aria-live="polite">
            {page ? countText(page.meta) : status === 'loading' ? t('adminList.caricamento') : ''}
          </p>
          <Table
            caption={caption}
            captionHidden
            columns={tableColumns}
            rows={page?.items ?? []}
            rowKey={(row) => rowKey(row)}
            busy={status === 'loading'}
            emptyText={page ? emptyText : t('adminList.caricamento')}
          />
          {page && page.meta.last_page > 1 ? (
            <Pagination
              page={page.meta.page}
              pageCount={page.meta.last_page}
              onPageChange={(n) => change({ ...query, page: n })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
