/**
 * The address of a search (SPEC §2 "Search filter state"): /risultati[/:make[/:model]]?<query>,
 * written with api-sdk's route-state mapping. Every link to results (the search itself, the
 * listing page's breadcrumbs, "Annunci simili", a dealer's listings) is built here.
 */
import { filtersToRouteState, type Filters } from '@automercato/api-sdk';

export const RESULTS_PATH = '/risultati';

/** Path params for make/model (a model only under its make), everything else in the query; page 1 is no page. */
export function resultsHref(filters: Filters): string {
  const { powerUnit: _unit, ...rest } = filters;
  const page = rest.page && rest.page > 1 ? rest.page : null;
  const { params, query } = filtersToRouteState({ ...rest, page });
  const segments = [params.make, params.make ? params.model : undefined]
    .filter((s): s is string => Boolean(s))
    .map(encodeURIComponent);
  const path = [RESULTS_PATH, ...segments].join('/');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
