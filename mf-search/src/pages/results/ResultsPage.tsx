import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@automercato/router';
import { firstViewReplaced, type Filters, type ListingPage, type SortValue } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Drawer } from '@automercato/ui/drawer';
import { Pagination } from '@automercato/ui/pagination';
import { Select } from '@automercato/ui/select';
import { SkeletonCard } from '@automercato/ui/skeleton';
import { ErrorState } from '@automercato/ui/states';
import { IconClose, IconFilter, IconSparkle } from '@automercato/ui/icons';
import { MOBILE_QUERY } from '@automercato/ui/tokens';
import { formatMakeName, searchDescription } from '@automercato/i18n/format';
import { usePageDescription } from '@automercato/shell-api';
import { ListingCard, resultsHref } from '@automercato/entities/listing';
import { FavouriteButton, useFavouritesOnPage } from '@automercato/entities/favourites';
import { describeFilters, nameOf, understoodLabel, removeUnderstood, aiFiltersToFilters, type Chip, type Understood } from '../../features/search/model/chips';
import { useDealers, useFilterLists, useLookup, useModels } from '../../features/search/api/lookups';
import { sortSelectOptions } from '../../lib/options';
import { changeFilters, countActiveFilters, withPage } from '../../features/search/model/searchUrl';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { ChipList } from '../../features/search/ui/Chips';
import { EmptyResults, widenSuggestions } from './EmptyResults';
import { FilterPanel } from '../../features/search/ui/FilterPanel';
import { prefetchSearch, useAiSearch, useListingSearch, type AiState } from '../../features/search/api/useSearch';
import { useSearchRoute } from '../../features/search/model/useSearchRoute';
import './results.css';
import { t } from './texts';
import { totalText } from './total';

/** Keys of the last change, for "remove the last filter" (kept across navigations). */
let lastChanged: string[] = [];

/** The heading, and what is searched ("Fiat Panda", null for every make) for the description. */
function useHeading(filters: Filters) {
  const brands = useLookup('brands');
  const models = useModels(filters.make);
  const make = filters.make ? nameOf(brands, filters.make, formatMakeName) : null;
  const model = filters.model && filters.make ? nameOf(models, filters.model) : null;
  const what = [make, model].filter(Boolean).join(' ') || null;
  return { heading: what ? `${what} usate` : t('resultsPageStrings.autoUsateInVendita'), what };
}

function AiPanel({ ai, onRemove }: { ai: AiState; onRemove: (item: Understood) => void }) {
  if (ai.status === 'off') return null;
  return (
    <section className="ms-ai" aria-label={t('resultsPage.ricercaInLinguaggioNaturale')} aria-busy={ai.status === 'loading' || undefined}>
      <p className="ms-ai__query">
        <IconSparkle size={18} className="am-icon ms-ai__spark" />{t('resultsPage.haiCercato')}<q>{ai.text}</q>
      </p>
      {ai.status === 'loading' ? <p className="ms-ai__note">{t('resultsPage.stoInterpretandoLaTua')}</p> : null}
      {ai.status === 'unavailable' ? (
        <p className="ms-ai__note ms-ai__note--warn" role="status">
          {ai.message}{t('resultsPage.tiMostriamoLaRicerca')}</p>
      ) : null}
      {ai.status === 'ready' ? (
        <>
          {ai.understood.length > 0 ? (
            <>
              <p className="ms-ai__note">{t('resultsPage.abbiamoCapitoTocca')}<IconClose size={14} className="am-icon ms-ai__x" role="img" aria-hidden={false} aria-label={t('resultsPage.laCrocetta')} />{t('resultsPage.perTogliereUnCriterio')}</p>
              <ChipList
                tone="ai"
                label={t('resultsPage.criteriCompresiDallaRicerca')}
                chips={ai.understood.map((u, i) => ({ ...u, id: `${u.key}:${String(u.value)}:${i}`, label: understoodLabel(u) }))}
                onRemove={onRemove}
              />
            </>
          ) : (
            <p className="ms-ai__note">{t('resultsPage.nonAbbiamoRiconosciutoCriteri')}</p>
          )}
          {ai.unknown.length > 0 ? (
            <p className="ms-ai__note ms-ai__note--muted">{t('resultsPage.nonAbbiamoTenutoConto')}{ai.unknown.join(', ')}.</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * The page's cards. Rendered again only when the results or their loading state change: the filter
 * lists that arrive after the search (a dozen of them, at once) re-render the panel and the chips,
 * not ten cards in one task.
 */
const ResultsList = memo(function ResultsList({ items, loading }: { items: ListingPage['items']; loading: boolean }) {
  return (
    <ol className={`ms-list${loading ? ' ms-stale' : ''}`} aria-busy={loading || undefined} aria-label={t('resultsPage.annunci')}>
      {items.map((listing, i) => (
        <li key={listing.uuid}>
          <ListingCard
            listing={listing}
            layout="horizontal"
            headingLevel={2}
            lazy={i > 1}
            action={<FavouriteButton id={listing.uuid} title={listing.title} />}
          />
        </li>
      ))}
    </ol>
  );
});

function ResultsSkeleton() {
  return (
    <ol className="ms-list" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i}>
          <SkeletonCard className="am-card--horizontal ms-skeleton-card" />
        </li>
      ))}
    </ol>
  );
}

/** /risultati[/:make[/:model]]: filters, sort, AI search, results, pagination. */
export function ResultsPage() {
  useFavouritesOnPage();
  const { filters: routeFilters, go } = useSearchRoute();
  const ai = useAiSearch(routeFilters.aiQuery);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  // What the panel shows and what the next change starts from: an AI search shows what it
  // understood (plus the sort chosen in the address).
  const shown: Filters = useMemo(() => {
    if (ai.status === 'ready') return { ...ai.filters, sortBy: routeFilters.sortBy ?? ai.filters.sortBy ?? null };
    const { aiQuery: _ai, ...rest } = routeFilters;
    return rest;
  }, [ai, routeFilters]);

  const aiPage = ai.status === 'ready' && !routeFilters.page && !routeFilters.sortBy ? ai.page : null;
  const search = useListingSearch(ai.status === 'loading' || aiPage ? null : { ...shown, page: routeFilters.page ?? null });
  const page = aiPage ?? search.page;
  const loading = ai.status === 'loading' || (!aiPage && search.loading);

  // The cards the server drew give way to these in the same frame, once they (or an error) show.
  const shownOwn = page !== null || Boolean(search.error);
  useLayoutEffect(() => {
    if (shownOwn) firstViewReplaced();
  }, [shownOwn]);

  const lists = useFilterLists(shown.make);
  const dealers = useDealers();
  const chips = describeFilters(shown, { ...lists, dealers });

  /** Another search: its results are requested now, then the address changes. */
  const show = useCallback(
    (next: Filters) => {
      prefetchSearch(next);
      go(next);
    },
    [go],
  );
  const change = useCallback(
    (patch: Partial<Filters>) => {
      lastChanged = Object.keys(patch);
      show(changeFilters(shown, patch));
    },
    [show, shown],
  );
  const reset = () => show({ sortBy: shown.sortBy ?? null });
  const sort = (value: string) => show({ ...shown, sortBy: (value || null) as SortValue | null, page: null, aiQuery: null });
  const toPage = (n: number) => {
    show(withPage({ ...shown, aiQuery: null }, n));
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const removeAi = (item: Understood) => {
    if (ai.status !== 'ready') return;
    lastChanged = [];
    show({ ...aiFiltersToFilters(removeUnderstood(ai.apiFilters, item)), sortBy: routeFilters.sortBy ?? null });
  };
  const removeChip = (chip: Chip) => change(chip.patch);

  const { heading, what } = useHeading(shown);
  // The server wrote the description of the first address; this keeps it right as the search changes.
  usePageDescription(page ? searchDescription({ what, total: page.meta.total, capped: Boolean(page.meta.total_capped) }) : null);
  const active = countActiveFilters(shown);
  const total = page ? totalText(page.meta) : null;
  const pageCount = page ? Math.max(1, page.meta.last_page) : 1;
  const current = page?.meta.page ?? routeFilters.page ?? 1;
  const panel = <FilterPanel filters={shown} onChange={change} />;

  return (
    <div className="ms-results" ref={topRef}>
      <title>{t('resultsPage.automercato', { heading, v1: total ? ` (${total})` : '' })}</title>
      {!isMobile ? (
        <aside className="ms-results__aside" aria-label={t('resultsPage.filtriDiRicerca')}>
          <div className="ms-results__aside-head">
            <h2>{t('resultsPage.filtri')}</h2>
            {active > 0 ? (
              <button type="button" className="am-link-button am-link-button--primary" onClick={reset}>{t('resultsPage.azzeraFiltri')}</button>
            ) : null}
          </div>
          {panel}
        </aside>
      ) : null}

      <div className="ms-results__main">
        <header className="ms-results__head">
          <h1>{heading}</h1>
        </header>

        <AiPanel ai={ai} onRemove={removeAi} />

        <div className="ms-toolbar">
          {isMobile ? (
            <Button variant="secondary" iconStart={<IconFilter size={18} />} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              {active > 0 ? t('resultsPage.filtri2', { active }) : t('resultsPage.filtri')}
            </Button>
          ) : (
            <p className="ms-results__total" role="status" aria-live="polite">
              {total ?? (search.error ? '' : t('resultsPage.ricercaInCorso'))}
            </p>
          )}
          <div className="ms-sort">
            <label htmlFor="ms-sort" className="ms-sort__label">{t('resultsPage.ordinaPer')}</label>
            <Select id="ms-sort" size="sm" value={shown.sortBy ?? ''} options={sortSelectOptions(shown)} onChange={(e) => sort(e.target.value)} />
          </div>
        </div>
        {isMobile ? (
          <p className="ms-results__total" role="status" aria-live="polite">
            {total ?? (search.error ? '' : t('resultsPage.ricercaInCorso'))}
          </p>
        ) : null}

        {ai.status !== 'ready' ? (
          <ChipList
            label={t('resultsPage.filtriAttivi')}
            chips={chips}
            onRemove={removeChip}
            after={
              chips.length > 1 ? (
                <button type="button" className="am-link-button am-link-button--muted" onClick={reset}>{t('resultsPage.azzeraTutto')}</button>
              ) : null
            }
          />
        ) : null}

        {search.error && !aiPage ? (
          <ErrorState
            title={t('resultsPage.nonEStatoPossibile')}
            text={search.error.message}
            onRetry={search.retry}
          />
        ) : page === null ? (
          <ResultsSkeleton />
        ) : page.items.length === 0 ? (
          <div className={loading ? 'ms-stale' : undefined} aria-busy={loading || undefined}>
            <EmptyResults
              filters={shown}
              suggestions={widenSuggestions(shown, chips, lastChanged)}
              onApply={change}
              onReset={reset}
            />
          </div>
        ) : (
          <>
            <ResultsList items={page.items} loading={loading} />
            <Pagination
              className="ms-pagination"
              page={current}
              pageCount={pageCount}
              hrefFor={(n) => resultsHref(withPage({ ...shown, aiQuery: null }, n))}
              onPageChange={toPage}
            />
          </>
        )}
        <p className="ms-results__hint">{t('resultsPage.nonTroviQuelloChe')}<Link to="/risultati">{t('resultsPage.ricominciaLaRicerca')}</Link>{t('resultsPage.oSalvaGliAnnunci')}{' '}
          <Link to="/favourites">{t('resultsPage.preferiti')}</Link>.
        </p>
      </div>

      {isMobile ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('resultsPage.filtri')}
          side="left"
          actions={
            <>
              <Button variant="ghost" onClick={reset} disabled={active === 0}>{t('resultsPage.azzera')}</Button>
              <Button onClick={() => setDrawerOpen(false)} busy={loading}>
                {total ? t('resultsPage.mostra', { total }) : t('resultsPage.mostraAnnunci')}
              </Button>
            </>
          }
        >
          {panel}
        </Drawer>
      ) : null}
    </div>
  );
}
