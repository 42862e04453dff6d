/** The list's search, filter, sort and page in the address (?q=&stato=&ordina=&pagina=), and back. */
import { LISTING_STATES, type ListingQuery, type ListingSort, type ListingState } from '../api/types';
import { t } from '../texts';

export const SORTS: ReadonlyArray<{ value: ListingSort; label: string }> = [
  { value: 'newest', label: t('query.piuRecenti') },
  { value: 'oldest', label: t('query.menoRecenti') },
  { value: 'price_asc', label: t('query.prezzoCrescente') },
  { value: 'price_desc', label: t('query.prezzoDecrescente') },
  { value: 'mileage_asc', label: t('query.chilometriCrescenti') },
];

export const STATE_LABELS: Record<ListingState, string> = {
  draft: 'Bozza',
  published: 'Pubblicato',
  withdrawn: 'Ritirato',
  sold: 'Venduto',
};

export const DEFAULT_QUERY: ListingQuery = { search: '', state: null, sort: 'newest', page: 1 };

export function parseQuery(params: URLSearchParams): ListingQuery {
  const state = params.get('stato');
  const sort = params.get('ordina');
  const page = Number.parseInt(params.get('pagina') ?? '', 10);
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    state: LISTING_STATES.includes(state as ListingState) ? (state as ListingState) : null,
    sort: SORTS.some((s) => s.value === sort) ? (sort as ListingSort) : 'newest',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults, so a plain list has a plain address. */
export function queryParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search.trim());
  if (query.state) params.set('stato', query.state);
  if (query.sort !== 'newest') params.set('ordina', query.sort);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

/** A new search, filter or sort starts again from page 1. */
export const withChange = (query: ListingQuery, change: Partial<Omit<ListingQuery, 'page'>>): ListingQuery => ({ ...query, ...change, page: 1 });
