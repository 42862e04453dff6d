/**
 * /dealer/{uuid}/listings: the dealer's stock. Search, state filter, sort and page live in the
 * address (?q=&stato=&ordina=&pagina=) so a reload or a shared link shows the same list.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams, useSearchParams } from '@automercato/router';
import { buttonClass } from '@automercato/ui/button';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Select } from '@automercato/ui/select';
import { TextInput } from '@automercato/ui/text-input';
import { Pagination } from '@automercato/ui/pagination';
import { Skeleton } from '@automercato/ui/skeleton';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { formatCount } from '@automercato/i18n';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { $counters, $list, $listStatus, listOpened, listRetried } from '../../features/dealer-listings/model/list';
import { SORTS, STATE_LABELS, parseQuery, queryParams, withChange } from '../../features/dealer-listings/model/query';
import { LISTING_STATES, type ListingQuery } from '../../features/dealer-listings/api/types';
import { ListingsTable } from '../../features/dealer-listings/ui/ListingsTable';
import { PlanCounters } from '../../features/dealer-listings/ui/PlanCounters';
import '../../features/dealer-listings/ui/dealer-listings.css';
import { t } from './texts';

function LoadingRows() {
  return (
    <div className="am-dl-skeleton" aria-busy="true" aria-live="polite" data-testid="listings-loading">
      <span className="am-visually-hidden">{t('dealerListingsPage.caricamentoDegliAnnunci')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="am-dl-skeleton__row" aria-hidden="true">
          <Skeleton variant="block" width="6rem" height="4.5rem" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}

export function DealerListingsPage() {
  const { dealerUuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  useDealerPlan(dealerUuid);
  const [list, counters, status, open, retry] = useUnit([$list, $counters, $listStatus, listOpened, listRetried]);
  const paramsKey = params.toString();
  const query = parseQuery(params);
  const [search, setSearch] = useState(query.search);

  useEffect(() => {
    open({ dealerUuid, query: parseQuery(new URLSearchParams(paramsKey)) });
    setSearch(parseQuery(new URLSearchParams(paramsKey)).search);
  }, [dealerUuid, paramsKey, open]);

  const go = (next: ListingQuery) => setParams(queryParams(next));
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go(withChange(query, { search }));
  };
  const newHref = `/dealer/${encodeURIComponent(dealerUuid)}/listings/new`;
  const filtered = query.search !== '' || query.state !== null;

  let body;
  if (status === 'error' && !list) {
    body = <ErrorState title={t('dealerListingsPage.impossibileCaricareGliAnnunci')} text={t('dealerListingsPage.nonEStatoPossibile')} onRetry={retry} />;
  } else if (!list) {
    body = <LoadingRows />;
  } else if (list.items.length === 0 && !filtered) {
    body = (
      <EmptyState
        title={t('dealerListingsPage.nessunAnnuncioCreaIl')}
        text={t('dealerListingsPage.inserisciMarcaModelloE')}
        action={<Link className={buttonClass()} to={newHref}>{t('dealerListingsPage.nuovoAnnuncio')}</Link>}
      />
    );
  } else if (list.items.length === 0) {
    body = <EmptyState title={t('dealerListingsPage.nessunAnnuncioTrovato')} text={t('dealerListingsPage.nessunAnnuncioCorrispondeAlla')} />;
  } else {
    body = (
      <>
        <p className="am-dl-total" aria-live="polite">{formatCount(list.meta.total, 'annuncio', 'annunci')}</p>
        <ListingsTable dealerUuid={dealerUuid} items={list.items} />
        {list.meta.last_page > 1 ? (
          <Pagination page={list.meta.page} pageCount={list.meta.last_page} onPageChange={(page) => go({ ...query, page })} label={t('dealerListingsPage.pagineDegliAnnunci')} />
        ) : null}
      </>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-dl-page">
        <title>{t('dealerListingsPage.iTuoiAnnunciAutomercato')}</title>
        <div className="am-dl-head">
          <h1>{t('dealerListingsPage.iTuoiAnnunci')}</h1>
          <Link className={buttonClass()} to={newHref}>{t('dealerListingsPage.nuovoAnnuncio')}</Link>
        </div>
        <PlanCounters counters={counters} />
        <div className="am-dl-filters">
          <form role="search" aria-label={t('dealerListingsPage.cercaTraITuoi')} onSubmit={onSearch} className="am-dl-search">
            <Field label={t('dealerListingsPage.cerca')} hint={t('dealerListingsPage.marcaModelloTargaO')}>
              <TextInput type="search" name="q" value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} />
            </Field>
            <Button type="submit" variant="secondary">{t('dealerListingsPage.cerca')}</Button>
          </form>
          <Field label={t('dealerListingsPage.stato')}>
            <Select
              name="stato"
              value={query.state ?? ''}
              options={[{ value: '', label: 'Tutti' }, ...LISTING_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))]}
              onChange={(e) => go(withChange(query, { state: (e.currentTarget.value || null) as ListingQuery['state'] }))}
            />
          </Field>
          <Field label={t('dealerListingsPage.ordinaPer')}>
            <Select
              name="ordina"
              value={query.sort}
              options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
              onChange={(e) => go(withChange(query, { sort: e.currentTarget.value as ListingQuery['sort'] }))}
            />
          </Field>
        </div>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
