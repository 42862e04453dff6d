import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Filters } from '@automercato/api-sdk';
import { toastsCleared } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { resultsHref } from '@automercato/entities/listing';
import { resetLookupCache } from '../api/lookups';
import { changeFilters } from '../model/searchUrl';
import { ResultsPage } from '../../../pages/results/ResultsPage';
import {
  allLists, deferred, fail, fakeApi, isSingleListPath, listingPage, ok, on, renderAt, sampleSummary, serveLookups, toastTexts,
  type Answer, type Handler,
} from '../../../test/harness';
import { FilterPanel } from './FilterPanel';

/**
 * The panel as the results page uses it: each change goes through changeFilters (page 1, a new
 * make drops the model, SPEC §5 normalisation), and the address it leads to is on screen.
 */
function Panel({ initial, patches }: { initial: Filters; patches: Array<Partial<Filters>> }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <FilterPanel
        filters={filters}
        onChange={(patch) => {
          patches.push(patch);
          setFilters((f) => changeFilters(f, patch));
        }}
      />
      <output data-testid="address">{resultsHref(filters)}</output>
    </>
  );
}

function renderPanel(initial: Filters = {}, ...handlers: Handler[]) {
  const fake = fakeApi(...handlers, serveLookups());
  provideApi(fake.api);
  const patches: Array<Partial<Filters>> = [];
  const view = render(<Panel initial={initial} patches={patches} />);
  const address = () => screen.getByTestId('address').textContent;
  const requested = (path: string) => fake.calls.filter((c) => c.path === path).length;
  return { ...view, ...fake, patches, address, requested, user: userEvent.setup() };
}

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const optionTexts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);
const group = (legend: string) => screen.getByRole('group', { name: legend });

beforeEach(() => resetLookupCache());
afterEach(() => {
  toastsCleared();
  provideApi(null);
  vi.restoreAllMocks();
});

describe('FilterPanel: make and model', () => {
  it('choosing a make fills the models; another make empties the model; no make disables it', async () => {
    const { user, address, patches } = renderPanel();
    expect(select('Modello').disabled).toBe(true);
    expect(optionTexts(select('Modello'))).toEqual(['Scegli prima la marca']);
    await waitFor(() => expect(optionTexts(select('Marca'))).toEqual(['Tutte le marche', 'Alfa Romeo', 'BMW', 'Fiat']));

    await user.selectOptions(select('Marca'), 'bmw');
    expect(patches).toEqual([{ make: 'bmw' }]);
    await waitFor(() => expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli', 'X1', 'X3']));
    await user.selectOptions(select('Modello'), 'x3');
    expect(address()).toBe('/risultati/bmw/x3');

    await user.selectOptions(select('Marca'), 'fiat');
    expect(address()).toBe('/risultati/fiat');
    expect(select('Modello').value).toBe('');
    await waitFor(() => expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli', 'Panda', '500']));

    await user.selectOptions(select('Marca'), '');
    expect(patches.at(-1)).toEqual({ make: null });
    expect(address()).toBe('/risultati');
    expect(select('Modello').disabled).toBe(true);
  });

  it('a make and model from a shared link show at once, even when not (or not yet) in the lists', async () => {
    const models = deferred<Answer>();
    renderPanel({ make: 'lancia', model: 'ypsilon' }, on('GET', '/api/vehicles/brands/lancia/models', () => models.promise));
    expect(select('Marca').value).toBe('lancia');
    expect(select('Modello').value).toBe('ypsilon');
    expect(optionTexts(select('Modello'))).toEqual(['Caricamento…', 'ypsilon']);
    await act(async () => models.resolve(ok([{ slug: 'ypsilon', name: 'Ypsilon' }])));
    await waitFor(() => expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli', 'Ypsilon']));
    await waitFor(() => expect(optionTexts(select('Marca'))).toContain('lancia'));
  });

  it('models that fail: the Italian toast once and the make alone; asked again on the next visit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: Answer = fail(500, '1', 'boom');
    const first = renderPanel({}, on('GET', '/api/vehicles/brands/bmw/models', () => answer));
    await screen.findByRole('option', { name: 'BMW' });
    await first.user.selectOptions(select('Marca'), 'bmw');
    await waitFor(() => expect(toastTexts()).toEqual(['Impossibile caricare i modelli']));
    expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli']);
    expect(first.address()).toBe('/risultati/bmw');
    first.unmount();

    answer = ok([{ slug: 'x5', name: 'X5' }]);
    renderPanel({ make: 'bmw' }, on('GET', '/api/vehicles/brands/bmw/models', () => answer));
    await waitFor(() => expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli', 'X5']));
  });
});

describe('FilterPanel: what a change writes', () => {
  it('ranges, lists and flags each write their key (back to page 1, a reversed range swapped)', async () => {
    const { user, address, patches } = renderPanel({ make: 'bmw', page: 3, sortBy: 'price_asc' });
    await user.selectOptions(select('Prezzo da'), '30000');
    expect(patches.at(-1)).toEqual({ priceFrom: 30_000 });
    expect(address()).toBe('/risultati/bmw?priceFrom=30000&sort_by=price_asc');
    await user.selectOptions(select('Prezzo a'), '10000');
    expect(address()).toBe('/risultati/bmw?priceFrom=10000&priceTo=30000&sort_by=price_asc');
    expect([select('Prezzo da').value, select('Prezzo a').value]).toEqual(['10000', '30000']);

    await user.selectOptions(select('Anno da'), '2018');
    await user.selectOptions(select('Chilometri a'), '100000');
    await user.click(await screen.findByRole('checkbox', { name: 'Diesel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Benzina' }));
    await user.click(screen.getByRole('checkbox', { name: 'SUV/Fuoristrada' }));
    await user.click(screen.getByRole('checkbox', { name: 'Solo con report Carfax' }));
    expect(patches.slice(-4)).toEqual([{ fuel: ['diesel'] }, { fuel: ['diesel', 'benzina'] }, { body: ['suv'] }, { onlyCarfax: true }]);
    expect(address()).toBe(
      '/risultati/bmw?body=suv&fuel=diesel&fuel=benzina&onlyCarfax=true&priceFrom=10000&priceTo=30000&kmTo=100000&yearFrom=2018&sort_by=price_asc',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Solo con report Carfax' }));
    await user.selectOptions(select('Prezzo da'), '');
    expect(address()).toBe('/risultati/bmw?body=suv&fuel=benzina&priceTo=30000&kmTo=100000&yearFrom=2018&sort_by=price_asc');
  });

  it('a value of a shared link that is not one of the steps is shown as it is', () => {
    renderPanel({ priceTo: 23_500, kmFrom: 12_345 });
    expect(select('Prezzo a').value).toBe('23500');
    const priceTo = within(select('Prezzo a')).getByRole('option', { selected: true }).textContent;
    expect(priceTo?.replace(/\u00a0/g, ' ')).toBe('23.500 €');
    expect(select('Chilometri da').value).toBe('12345');
  });

  it('the version is applied on Enter or on leaving the box, not at each key', async () => {
    const { user, address, patches } = renderPanel();
    const more = screen.getByText('Altri filtri').closest('details')!;
    expect(more.open).toBe(false);
    // Closed, its filters are not drawn at all (not the first view's work).
    expect(screen.queryByLabelText('Versione')).toBeNull();
    await user.click(screen.getByText('Altri filtri'));
    const version = screen.getByLabelText('Versione');
    await user.type(version, '  2.0 TDI ');
    expect(patches).toEqual([]);
    await user.keyboard('{Enter}');
    expect(patches).toEqual([{ version: '2.0 TDI' }]);
    expect(address()).toBe('/risultati?version=2.0+TDI');
    // Leaving the box unchanged applies nothing more.
    await user.tab();
    expect(patches).toHaveLength(1);
    await user.clear(version);
    await user.tab();
    expect(patches.at(-1)).toEqual({ version: null });
    expect(address()).toBe('/risultati');
  });

  it('"Altri filtri" is open when one of its filters is set', () => {
    renderPanel({ exteriorColor: 'nero' });
    expect(screen.getByText('Altri filtri').closest('details')!.open).toBe(true);
  });

  it('power: CV unless a kW filter is set; switching the unit converts what is there', async () => {
    const { user, address, patches } = renderPanel();
    expect((screen.getByRole('radio', { name: 'CV' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Potenza da (CV)'), '150{Enter}');
    expect(patches.at(-1)).toEqual({ hpFrom: 150, hpTo: null, wattFrom: null, wattTo: null });
    expect(address()).toBe('/risultati?hpFrom=150');

    await user.click(screen.getByRole('radio', { name: 'kW' }));
    expect(patches.at(-1)).toEqual({ wattFrom: 110, wattTo: null, hpFrom: null, hpTo: null });
    expect(address()).toBe('/risultati?wattFrom=110');
    expect((screen.getByLabelText('Potenza da (kW)') as HTMLInputElement).value).toBe('110');
  });

  it('a kW filter from the address shows kW', () => {
    renderPanel({ wattTo: 90 });
    expect((screen.getByRole('radio', { name: 'kW' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Potenza a (kW)') as HTMLInputElement).value).toBe('90');
  });

  it('dealers: the search narrows the list, a chosen dealer stays in it', async () => {
    const { user, address } = renderPanel();
    await user.click(screen.getByText('Altri filtri'));
    const dealers = group('Concessionari');
    await waitFor(() => expect(within(dealers).getAllByRole('checkbox')).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un concessionario' }), 'bologna');
    expect(within(dealers).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dealers).getByRole('checkbox', { name: 'Felsina Motori · Bologna' }));
    expect(address()).toBe('/risultati?dealers=felsina-motori');
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca un concessionario' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un concessionario' }), 'laguna');
    expect(within(dealers).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('the place: a province from the list with the default radius, then another radius, then cleared', async () => {
    const { user, address } = renderPanel();
    await user.type(screen.getByLabelText('Dove'), 'bolo');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/risultati?location_city=Bologna&location_latitude=44.4949&location_longitude=11.3426&radius=50');
    await user.selectOptions(select('Raggio'), '100');
    expect(address()).toContain('&radius=100');
    await user.click(screen.getByRole('button', { name: 'Cancella la località' }));
    expect(address()).toBe('/risultati');
    expect(select('Raggio').disabled).toBe(true);
  });
});

describe('FilterPanel: keyboard', () => {
  it('checkboxes toggle with Space, a power box applies on leaving it, the unit moves with the arrows', async () => {
    const { user, address } = renderPanel();
    const diesel = await screen.findByRole('checkbox', { name: 'Diesel' });
    diesel.focus();
    await user.keyboard(' ');
    expect(address()).toBe('/risultati?fuel=diesel');

    await user.type(screen.getByLabelText('Potenza a (CV)'), '200');
    await user.tab();
    expect(address()).toBe('/risultati?fuel=diesel&hpTo=200');
    screen.getByRole('radio', { name: 'CV' }).focus();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'kW' }) as HTMLInputElement).checked).toBe(true);
    expect(address()).toBe('/risultati?fuel=diesel&wattTo=147');
  });
});

describe('FilterPanel: lists', () => {
  it('"Caricamento…" while the lists load; an empty list shows no choices; every list comes in ONE request', async () => {
    const lists = deferred<Answer>();
    const { user, requested, calls } = renderPanel({}, on('GET', '/api/lookups', () => lists.promise));
    expect(within(group('Alimentazione')).getByText('Caricamento…')).toBeTruthy();
    expect(within(group('Trazione')).getByText('Caricamento…')).toBeTruthy();
    await act(async () => lists.resolve(ok(allLists({ power_types: [{ slug: 'gpl', name: 'GPL' }], traction_types: [] }))));
    await within(group('Alimentazione')).findByRole('checkbox', { name: 'GPL' });
    await waitFor(() => expect(within(group('Trazione')).queryByText('Caricamento…')).toBeNull());
    expect(within(group('Trazione')).queryAllByRole('checkbox')).toEqual([]);
    await waitFor(() => expect(optionTexts(select('Marca'))).toEqual(['Tutte le marche', 'Alfa Romeo', 'BMW', 'Fiat']));
    expect(within(group('Cambio')).getByRole('checkbox', { name: 'Manuale' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'GPL' }));
    await user.selectOptions(select('Prezzo a'), '5000');
    expect(requested('/api/lookups')).toBe(1);
    expect(calls.filter((c) => isSingleListPath(c.path)).map((c) => c.path)).toEqual([]);
  });

  it('the lists that fail: each list\'s Italian toast once, the panel still works, and the next visit asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderPanel({}, on('GET', '/api/lookups', fail(500, '1', 'boom')));
    await waitFor(() => expect(toastTexts()).toContain('Impossibile caricare le tipologie di cambio'));
    // The dealers' list is asked for once "Altri filtri", where it is, opens.
    await first.user.click(screen.getByText('Altri filtri'));
    await waitFor(() => expect(toastTexts()).toContain('Impossibile caricare i concessionari'));
    expect([...toastTexts()].sort()).toEqual([
      'Impossibile caricare i concessionari',
      'Impossibile caricare le classi di emissioni',
      'Impossibile caricare le marche',
      'Impossibile caricare le opzioni di colore esterno',
      'Impossibile caricare le opzioni di colore esterno',
      'Impossibile caricare le opzioni di colore interno',
      'Impossibile caricare le opzioni di materiali',
      'Impossibile caricare le opzioni di origine',
      'Impossibile caricare le province',
      'Impossibile caricare le tipologie di cambio',
      'Impossibile caricare le tipologie di carburante',
      'Impossibile caricare le tipologie di carrozzeria',
      'Impossibile caricare le tipologie di trazione',
    ]);
    // Once at the start, once more for the dealers opened after the failure (still no toast twice).
    expect(first.requested('/api/lookups')).toBe(2);
    expect(within(group('Cambio')).queryAllByRole('checkbox')).toEqual([]);
    expect(optionTexts(select('Marca'))).toEqual(['Tutte le marche']);
    await first.user.selectOptions(select('Prezzo a'), '5000');
    expect(first.address()).toBe('/risultati?priceTo=5000');
    first.unmount();

    const second = renderPanel();
    await second.user.click(await screen.findByRole('checkbox', { name: 'Diesel' }));
    expect(second.address()).toBe('/risultati?fuel=diesel');
    expect(second.requested('/api/lookups')).toBe(1);
  });
});

describe('FilterPanel in the results page', () => {
  const search = (): Handler => (call) =>
    call.method === 'GET' && call.path === '/api/listings' ? ok(listingPage([sampleSummary(1)], 1)) : undefined;

  function renderResults(path: string) {
    const fake = fakeApi(search(), serveLookups());
    const view = renderAt(<ResultsPage />, path, fake.api, 'risultati/:make?/:model?');
    const searches = () => fake.calls.filter((c) => c.path === '/api/listings').map((c) => new URLSearchParams(c.search).toString());
    return { ...view, ...fake, searches, user: userEvent.setup() };
  }

  it('a filter change is one new address and one search', async () => {
    const { user, where, searches, calls } = renderResults('/risultati/fiat?fuel=benzina');
    await screen.findByText('1 annuncio');
    expect(searches()).toEqual(['brand=fiat&power_type%5B%5D=benzina']);
    const panel = screen.getByRole('complementary', { name: 'Filtri di ricerca' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Diesel' }));
    await waitFor(() => expect(where()).toBe('/risultati/fiat?fuel=benzina&fuel=diesel'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toBe('brand=fiat&power_type%5B%5D=benzina&power_type%5B%5D=diesel');
    // Nothing else is asked once the page has settled: the page, its panel and its chips had every list from one request.
    await screen.findByRole('button', { name: 'Rimuovi Alimentazione: Diesel' });
    expect(searches()).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/lookups')).toHaveLength(1);
    expect(calls.filter((c) => isSingleListPath(c.path))).toEqual([]);
  });

  it('"Azzera filtri" clears every filter and keeps the sort', async () => {
    const { user, where } = renderResults('/risultati/fiat/panda?priceTo=10000&gear=manuale&sort_by=price_asc&page=2');
    const panel = screen.getByRole('complementary', { name: 'Filtri di ricerca' });
    await user.click(within(panel).getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(where()).toBe('/risultati?sort_by=price_asc'));
    expect(within(panel).queryByRole('button', { name: 'Azzera filtri' })).toBeNull();
    expect(select('Marca').value).toBe('');
    expect(select('Prezzo a').value).toBe('');
  });

  it('a make chosen in the panel becomes the path, and a new make drops the model of the address', async () => {
    const { user, where } = renderResults('/risultati/bmw/x3?kmTo=50000');
    await screen.findByRole('heading', { level: 1, name: 'BMW X3 usate' });
    await user.selectOptions(select('Marca'), 'alfa-romeo');
    await waitFor(() => expect(where()).toBe('/risultati/alfa-romeo?kmTo=50000'));
    await waitFor(() => expect(optionTexts(select('Modello'))).toEqual(['Tutti i modelli', 'Giulia', 'Stelvio']));
    await user.selectOptions(select('Modello'), 'giulia');
    await waitFor(() => expect(where()).toBe('/risultati/alfa-romeo/giulia?kmTo=50000'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alfa Romeo Giulia usate' })).toBeTruthy();
  });
});

describe('FilterPanel on a phone (the same panel in a drawer)', () => {
  it('"Filtri (n)" opens it; a change there is one address and the button tells the new total; "Azzera" clears', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: true, media: query, onchange: null,
      addEventListener: () => undefined, removeEventListener: () => undefined,
      addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
    }) as MediaQueryList);
    const fake = fakeApi((call) =>
      call.path === '/api/listings'
        ? ok(listingPage([sampleSummary(1)], new URLSearchParams(call.search).has('power_type[]') ? 7 : 40))
        : undefined, serveLookups());
    const { where } = renderAt(<ResultsPage />, '/risultati/fiat?priceTo=10000&sort_by=year_desc', fake.api, 'risultati/:make?/:model?');
    const user = userEvent.setup();
    // Sorted by year: answers of the other tests' addresses are kept for a minute.
    expect(screen.queryByRole('complementary', { name: 'Filtri di ricerca' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Filtri (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Diesel' }));
    await waitFor(() => expect(where()).toBe('/risultati/fiat?fuel=diesel&priceTo=10000&sort_by=year_desc'));
    await within(drawer).findByRole('button', { name: 'Mostra 7 annunci' });
    await user.click(within(drawer).getByRole('button', { name: 'Azzera' }));
    await waitFor(() => expect(where()).toBe('/risultati?sort_by=year_desc'));
    expect((within(drawer).getByRole('button', { name: 'Azzera' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(await within(drawer).findByRole('button', { name: 'Mostra 40 annunci' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtri' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filtri' })).toBeTruthy();
  });
});
