import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filtersToApiQuery, type Filters } from '@automercato/api-sdk';
import { provideApi } from '@automercato/entities/api';
import { fakeApi, renderAt } from '../../../test/harness';
import { changeFilters } from './searchUrl';
import { useSearchRoute } from './useSearchRoute';

/** What the hook reads from the address, and two changes a user makes. */
function RouteProbe() {
  const { filters, go } = useSearchRoute();
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="query">{filtersToApiQuery(filters).toString()}</output>
      <button type="button" onClick={() => go(changeFilters(filters, { fuel: ['gpl'] }))}>
        Solo GPL
      </button>
      <button type="button" onClick={() => go(changeFilters(filters, { make: null }), { replace: true })}>
        Tutte le marche
      </button>
    </>
  );
}

function renderRoute(path: string) {
  const view = renderAt(<RouteProbe />, path, fakeApi().api, 'risultati/:make?/:model?');
  const filters = () => JSON.parse(screen.getByTestId('filters').textContent!) as Filters;
  const query = () => decodeURIComponent(screen.getByTestId('query').textContent!);
  return { ...view, filters, query, user: userEvent.setup() };
}

afterEach(() => provideApi(null));

describe('useSearchRoute: the address is the search', () => {
  it('reads make and model from the path and every filter from the query', () => {
    const { filters, query } = renderRoute('/risultati/bmw/x3?fuel=diesel&fuel=ibrida&priceTo=30000&yearFrom=2018&onlyCarfax=true&sort_by=price_asc&page=2');
    expect(filters()).toEqual({
      make: 'bmw', model: 'x3', fuel: ['diesel', 'ibrida'], onlyCarfax: true, priceTo: 30_000, yearFrom: 2018,
      sortBy: 'price_asc', page: 2, powerUnit: 'cv',
    });
    expect(query()).toBe(
      'brand=bmw&model=x3&power_type[]=diesel&power_type[]=ibrida&exclude_no_carfax=true&price_max=30000'
      + '&registration_year_min=2018&sort_by=price&sort_direction=asc&page=2',
    );
  });

  it('reads the place and the AI text', () => {
    expect(renderRoute('/risultati?location_city=Bologna&location_latitude=44.4949&location_longitude=11.3426&radius=50&ai=suv')
      .filters()).toEqual({
      location: { city: 'Bologna', latitude: 44.4949, longitude: 11.3426 }, radius: 50, aiQuery: 'suv', powerUnit: 'cv',
    });
  });

  it('an empty address is an empty search', () => {
    expect(renderRoute('/risultati').filters()).toEqual({ powerUnit: 'cv' });
  });

  it('going to another search writes its address (page 1 again) and the hook reads it back', async () => {
    const { user, where, filters } = renderRoute('/risultati/fiat?priceTo=10000&page=3');
    await user.click(screen.getByRole('button', { name: 'Solo GPL' }));
    expect(where()).toBe('/risultati/fiat?fuel=gpl&priceTo=10000');
    expect(filters()).toEqual({ make: 'fiat', fuel: ['gpl'], priceTo: 10_000, powerUnit: 'cv' });
    await user.click(screen.getByRole('button', { name: 'Tutte le marche' }));
    expect(where()).toBe('/risultati?fuel=gpl&priceTo=10000');
  });
});
