import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { formatDate } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { Pagination } from '@automercato/ui/pagination';
import { getApi } from '@automercato/entities/api';
import { problemCount } from '../../report';
import { reportPath, type Scope } from '../api/scope';
import {
  $associateError, $associating, $matches, $matchesStatus, $meta, $reports, $search, $status, $ticked,
  associateClosed, associateOpened, associateSubmitted, deleteRequested, listingToggled, pageChosen, reportsOpened, searchChanged, searchSubmitted,
} from '../model/reports';
import { associateFx } from '../api/reports';
import { t } from '../texts';

const MATCH_KINDS = ['vin', 'plate', 'make_model_year'] as const;
const matchKind = (match: string) =>
  (MATCH_KINDS as readonly string[]).includes(match) ? t(`associate.kinds.${match as (typeof MATCH_KINDS)[number]}`) : match;

export function AssociateDialog() {
  const [reportUuid, matches, status, ticked, error, saving] = useUnit([$associating, $matches, $matchesStatus, $ticked, $associateError, associateFx.pending]);
  const [close, toggle, submit] = useUnit([associateClosed, listingToggled, associateSubmitted]);
  return (
    <Dialog
      open={reportUuid !== null}
      onClose={() => close()}
      title={t('associate.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => close()}>{t('associate.cancel')}</Button>
          <Button onClick={() => submit()} busy={saving} disabled={matches.length === 0}>{t('associate.submit')}</Button>
        </>
      }
    >
      {status === 'loading' ? <p><Spinner size="sm" decorative /> {t('associate.searching')}</p> : null}
      {status === 'error' ? <p role="alert">{t('associate.searchFailed')}</p> : null}
      {status === 'ready' && matches.length === 0 ? <p>{t('associate.none')}</p> : null}
      {matches.length > 0 ? (
        <fieldset className="am-cfx-matches">
          <legend>{t('associate.legend')}</legend>
          {matches.map((l) => (
            <Checkbox
              key={l.uuid}
              checked={ticked.includes(l.uuid)}
              onChange={() => toggle(l.uuid)}
              label={l.title}
              description={t('associate.match', { kind: matchKind(l.match) }) + (l.plate ? t('associate.matchPlate', { plate: l.plate }) : '') + (l.carfax_report && l.carfax_report !== reportUuid ? t('associate.replaces') : '')}
            />
          ))}
        </fieldset>
      ) : null}
      {error ? <p className="am-cfx-form-error" role="alert">{error}</p> : null}
    </Dialog>
  );
}

/** The reports of a dealer (or of every dealer): search, open, PDF, associate, delete. */
export function ReportsList({ scope }: { scope: Scope }) {
  const [reports, status, search, meta] = useUnit([$reports, $status, $search, $meta]);
  const [open, setSearch, submitSearch, choosePage, remove, associate] = useUnit([reportsOpened, searchChanged, searchSubmitted, pageChosen, deleteRequested, associateOpened]);
  const scopeKey = scope.kind === 'admin' ? 'admin' : scope.dealerUuid;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { open(scope); }, [scopeKey, open]);
  const calls = scope.kind === 'admin' ? getApi().carfax.admin : getApi().carfax.dealer(scope.dealerUuid);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    submitSearch();
  };
  return (
    <section className="am-cfx-panel" aria-labelledby="cfx-reports">
      <h2 id="cfx-reports">{t('list.heading')}</h2>
      <form role="search" className="am-cfx-search" onSubmit={onSearch}>
        <Field label={t('list.searchLabel')} labelHidden>
          <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('list.searchPlaceholder')} />
        </Field>
        <Button type="submit" variant="secondary">{t('list.search')}</Button>
      </form>
      {status === 'error' ? (
        <ErrorState title={t('list.loadFailed')} onRetry={() => open(scope)} headingLevel={3} />
      ) : status === 'loading' && reports.length === 0 ? (
        <p><Spinner size="sm" decorative /> {t('list.loading')}</p>
      ) : reports.length === 0 ? (
        <EmptyState title={search ? t('list.emptySearch') : t('list.empty')} text={search ? t('list.emptySearchText') : t('list.emptyText')} headingLevel={3} />
      ) : (
        <div className="am-cfx-table-wrap">
          <table className="am-cfx-table">
            <caption className="am-visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.vehicle')}</th><th scope="col">{t('columns.plate')}</th>{scope.kind === 'admin' ? <th scope="col">{t('columns.dealer')}</th> : null}
                <th scope="col">{t('columns.outcome')}</th><th scope="col">{t('columns.listings')}</th><th scope="col">{t('columns.date')}</th><th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => {
                const problems = problemCount(r.summary);
                const vehicle = `${r.make} ${r.model} ${r.plate ?? ''}`;
                return (
                  <tr key={r.uuid}>
                    <td><Link to={reportPath(scope, r.uuid)}>{r.make} {r.model}{r.year ? ` (${r.year})` : ''}</Link>{r.provider.demo ? <><br /><small>{t('list.demo')}</small></> : null}</td>
                    <td>{r.plate ?? '—'}<br /><small>{r.vin ?? ''}</small></td>
                    {scope.kind === 'admin' ? <td>{r.dealer?.name ?? '—'}</td> : null}
                    <td>{problems === 0 ? <span className="am-cfx-status am-cfx-status--approved">{t('list.noProblems')}</span> : <span className="am-cfx-status am-cfx-status--rejected">{t('list.problems', { count: problems })}</span>}</td>
                    <td>{r.listings.length === 0 ? '—' : r.listings.map((l) => l.title).join(', ')}</td>
                    <td>{formatDate(r.created_at)}</td>
                    <td>
                      <span className="am-cfx-actions">
                        <Link className="am-cfx-link" to={reportPath(scope, r.uuid)} aria-label={t('actions.openLabel', { vehicle })}>{t('actions.open')}</Link>
                        <a className="am-cfx-link" href={calls.reportPdfUrl(r.uuid)} download aria-label={t('actions.pdfLabel', { vehicle })}>{t('actions.pdf')}</a>
                        <Button size="sm" variant="secondary" onClick={() => associate(r.uuid)} aria-label={t('actions.associateLabel', { vehicle })}>{t('actions.associate')}</Button>
                        <Button size="sm" variant="danger" onClick={() => remove(r)} aria-label={t('actions.deleteLabel', { vehicle })}>{t('actions.delete')}</Button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {meta && meta.last_page > 1 ? <Pagination page={meta.page} pageCount={meta.last_page} onPageChange={(p: number) => choosePage(p)} /> : null}
      <AssociateDialog />
    </section>
  );
}
