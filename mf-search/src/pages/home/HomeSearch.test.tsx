import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastsCleared } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { resetLookupCache } from '../../features/search/api/lookups';
import { GEO_ERROR } from '../../features/location/ui/LocationField';
import {
  allLists, deferred, fail, fakeApi, isSingleListPath, listingPage, ok, on, renderAt, sampleSummary, serveLookups, toastTexts,
  type Answer, type Handler,
} from '../../test/harness';
import HomeSearch, { HOME_CARDS, LATEST_HREF } from './HomeSearch';

/** The home with its lists served, showcase and latest empty unless `handlers` answer first. */
function renderHome(...handlers: Handler[]) {
  const fake = fakeApi(
    ...handlers,
    serveLookups(),
    on('GET', '/api/listings/showcased', ok([])),
    on('GET', '/api/listings', ok(listingPage([]))),
  );
  const view = renderAt(<HomeSearch />, '/', fake.api);
  const form = screen.getByRole('search', { name: 'Ricerca rapida' });
  const field = (name: string) => within(form).getByLabelText(name) as HTMLSelectElement | HTMLInputElement;
  const requested = (path: string) => fake.calls.filter((c) => c.path === path).length;
  return { ...view, ...fake, form, field, requested, user: userEvent.setup() };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => resetLookupCache());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  toastsCleared();
  provideApi(null);
  vi.restoreAllMocks();
});

describe('HomeSearch: the quick search goes to the results address', () => {
  it('with nothing chosen it searches everything', async () => {
    const { user, where } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati');
  });

  it('make, model, price, km and place: the make and model in the path, the rest in the query', async () => {
    const { user, field, where } = renderHome();
    await screen.findByRole('option', { name: 'BMW' });
    await user.selectOptions(field('Marca'), 'bmw');
    await screen.findByRole('option', { name: 'X3' });
    await user.selectOptions(field('Modello'), 'x3');
    await user.selectOptions(field('Prezzo fino a'), '20000');
    await user.selectOptions(field('Km fino a'), '100000');
    await user.type(field('Dove'), 'bol');
    await user.click(await screen.findByRole('option', { name: /Bologna/ }));
    expect(field('Dove').value).toBe('Bologna');
    expect(field('Raggio').value).toBe('50');
    await user.selectOptions(field('Raggio'), '100');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe(
      '/risultati/bmw/x3?priceTo=20000&kmTo=100000&location_city=Bologna&location_latitude=44.4949&location_longitude=11.3426&radius=100',
    );
  });

  it('the model waits for a make; its list is the make\'s, and a new make clears the model', async () => {
    const { user, field, where, requested } = renderHome();
    const model = field('Modello') as HTMLSelectElement;
    expect(model.disabled).toBe(true);
    expect(optionTexts(model)).toEqual(['Scegli prima la marca']);
    await screen.findByRole('option', { name: 'BMW' });
    await user.selectOptions(field('Marca'), 'bmw');
    await waitFor(() => expect(optionTexts(model)).toEqual(['Tutti i modelli', 'X1', 'X3']));
    expect(model.disabled).toBe(false);
    await user.selectOptions(model, 'x3');

    await user.selectOptions(field('Marca'), 'fiat');
    expect(model.value).toBe('');
    await waitFor(() => expect(optionTexts(model)).toEqual(['Tutti i modelli', 'Panda', '500']));
    // Back to a make seen before: its models are on screen at once, not asked again.
    await user.selectOptions(field('Marca'), 'bmw');
    expect(optionTexts(model)).toEqual(['Tutti i modelli', 'X1', 'X3']);
    expect(requested('/api/vehicles/brands/bmw/models')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati/bmw');
  });

  it('says "Caricamento…" while the makes and the models load', async () => {
    const lists = deferred<Answer>();
    const models = deferred<Answer>();
    const { user, field } = renderHome(
      on('GET', '/api/lookups', () => lists.promise),
      on('GET', '/api/vehicles/brands/bmw/models', () => models.promise),
    );
    expect(optionTexts(field('Marca'))).toEqual(['Caricamento…']);
    await act(async () => lists.resolve(ok(allLists({ brands: [{ slug: 'bmw', name: 'BMW' }] }))));
    await waitFor(() => expect(optionTexts(field('Marca'))).toEqual(['Tutte le marche', 'BMW']));
    await user.selectOptions(field('Marca'), 'bmw');
    expect(optionTexts(field('Modello'))).toEqual(['Caricamento…']);
    await act(async () => models.resolve(ok([{ slug: 'x5', name: 'X5' }])));
    await waitFor(() => expect(optionTexts(field('Modello'))).toEqual(['Tutti i modelli', 'X5']));
  });

  it('the natural-language box: an empty text stays, a text goes to ?ai=', async () => {
    const { user, where } = renderHome();
    const box = screen.getByRole('searchbox', { name: /Oppure descrivi l'auto che cerchi/ });
    await user.type(box, '   {Enter}');
    expect(where()).toBe('/');
    await user.clear(box);
    await user.type(box, '  suv diesel sotto 25000  {Enter}');
    expect(where()).toBe('/risultati?ai=suv+diesel+sotto+25000');
  });
});

describe('HomeSearch: the place, by keyboard and by position', () => {
  it('the provinces come with the makes in one request: "Dove" asks nothing more', async () => {
    const { user, field, requested, calls } = renderHome();
    await screen.findByRole('option', { name: 'BMW' });
    expect(requested('/api/lookups')).toBe(1);
    await user.type(field('Dove'), 'bol');
    expect(await screen.findByRole('option', { name: /Bologna/ })).toBeTruthy();
    expect(requested('/api/lookups')).toBe(1);
    expect(calls.filter((c) => isSingleListPath(c.path))).toEqual([]);
  });

  it('arrows move through the matches, Enter picks one without sending the form, Enter again sends it', async () => {
    const { user, field, where } = renderHome();
    const place = field('Dove');
    await user.click(place);
    await user.keyboard('b');
    const list = await screen.findByRole('listbox', { name: 'Province' });
    await waitFor(() => expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bologna (BO)Emilia-Romagna',
      'Brescia (BS)Lombardia',
    ]));
    expect(place.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { selected: true }).textContent).toContain('Brescia');
    expect(place.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { selected: true }).id);
    await user.keyboard('{Enter}');
    expect(place.value).toBe('Brescia');
    expect(place.getAttribute('aria-expanded')).toBe('false');
    expect(where()).toBe('/');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/risultati?location_city=Brescia&location_latitude=45.5416&location_longitude=10.2118&radius=50');
  });

  it('Escape closes the list and keeps the typing; a code typed in full is taken on leaving the box', async () => {
    const { user, field, where } = renderHome();
    const place = field('Dove');
    await user.click(place);
    await user.keyboard('bo');
    await screen.findByRole('option', { name: /Bologna/ });
    await user.keyboard('{Escape}');
    expect(place.getAttribute('aria-expanded')).toBe('false');
    expect(place.value).toBe('bo');
    await user.tab();
    expect(place.value).toBe('Bologna');
    expect(field('Raggio').value).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toContain('location_city=Bologna');
  });

  it('a province typed in full and "Cerca" clicked straight away searches there', async () => {
    const { user, field, where } = renderHome();
    await user.type(field('Dove'), 'Brescia');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati?location_city=Brescia&location_latitude=45.5416&location_longitude=10.2118&radius=50');
  });

  it('text that is no province goes back to no place; the clear button removes a chosen place', async () => {
    const { user, field, where } = renderHome();
    const place = field('Dove');
    await user.type(place, 'Atlantide');
    await user.tab();
    expect(place.value).toBe('');
    await user.type(place, 'bolo');
    await user.click(await screen.findByRole('option', { name: /Bologna/ }));
    expect((field('Raggio') as HTMLSelectElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancella la località' }));
    expect(place.value).toBe('');
    expect(document.activeElement).toBe(place);
    expect((field('Raggio') as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati');
  });

  it('"Usa la mia posizione": the point (rounded) with the default radius, or an Italian message when refused', async () => {
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 44.494_887, longitude: 11.342_616 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { user, field, where } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(field('Dove').value).toBe('La tua posizione');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati?location_latitude=44.4949&location_longitude=11.3426&radius=50');

    getCurrentPosition.mockImplementation((_done: PositionCallback, refused?: PositionErrorCallback | null) =>
      refused?.({ code: 1 } as GeolocationPositionError));
    await user.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(screen.getByRole('alert').textContent).toBe(GEO_ERROR);
  });
});

describe('HomeSearch: lists that fail or are empty', () => {
  it('makes that fail: the Italian toast, the search still works without them, and a later visit asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderHome(on('GET', '/api/lookups', fail(500, '1', 'boom')));
    await waitFor(() => expect(toastTexts()).toContain('Impossibile caricare le marche'));
    // Only the list the home asked for says so.
    expect(toastTexts()).toEqual(['Impossibile caricare le marche']);
    expect(optionTexts(first.field('Marca'))).toEqual(['Tutte le marche']);
    await first.user.selectOptions(first.field('Prezzo fino a'), '10000');
    await first.user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(first.where()).toBe('/risultati?priceTo=10000');
    first.unmount();

    const second = renderHome();
    await waitFor(() => expect(optionTexts(second.field('Marca'))).toEqual(['Tutte le marche', 'Alfa Romeo', 'BMW', 'Fiat']));
  });

  it('models that fail or are none: only "Tutti i modelli", and the search goes to the make', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, field, where } = renderHome(
      on('GET', '/api/vehicles/brands/bmw/models', fail(500, '1', 'boom')),
      on('GET', '/api/vehicles/brands/fiat/models', ok([])),
    );
    await screen.findByRole('option', { name: 'BMW' });
    await user.selectOptions(field('Marca'), 'bmw');
    await waitFor(() => expect(toastTexts()).toContain('Impossibile caricare i modelli'));
    await waitFor(() => expect(optionTexts(field('Modello'))).toEqual(['Tutti i modelli']));
    await user.selectOptions(field('Marca'), 'fiat');
    await waitFor(() => expect(optionTexts(field('Modello'))).toEqual(['Tutti i modelli']));
    expect(toastTexts()).toEqual(['Impossibile caricare i modelli']);
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(where()).toBe('/risultati/fiat');
  });

  it('provinces that fail: the Italian toast and no suggestions (the failed lists are asked again when "Dove" needs them)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, field, requested } = renderHome(on('GET', '/api/lookups', fail(500, '1', 'boom')));
    await waitFor(() => expect(toastTexts()).toEqual(['Impossibile caricare le marche']));
    await user.type(field('Dove'), 'bo');
    await waitFor(() => expect(toastTexts()).toContain('Impossibile caricare le province'));
    expect(requested('/api/lookups')).toBe(2);
    expect(field('Dove').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option', { name: /Bologna/ })).toEqual([]);
  });
});

describe('HomeSearch: showcase and latest listings', () => {
  it('placeholders while loading, then at most eight cards each; "Vedi tutti" opens the latest search', async () => {
    const showcase = deferred<Answer>();
    const { calls } = renderHome(
      on('GET', '/api/listings/showcased', () => showcase.promise),
      on('GET', '/api/listings', ok(listingPage(Array.from({ length: 10 }, (_, i) => sampleSummary(100 + i)), 10))),
    );
    const showcaseSection = screen.getByRole('region', { name: 'In vetrina' });
    expect(showcaseSection.getAttribute('aria-busy')).toBe('true');
    await act(async () => showcase.resolve(ok(Array.from({ length: 9 }, (_, i) => sampleSummary(i + 1)))));
    await waitFor(() => expect(within(showcaseSection).getAllByRole('article')).toHaveLength(HOME_CARDS));
    expect(showcaseSection.getAttribute('aria-busy')).toBeNull();

    const latest = screen.getByRole('region', { name: 'Ultimi arrivi' });
    await waitFor(() => expect(within(latest).getAllByRole('article')).toHaveLength(HOME_CARDS));
    expect(within(latest).getByRole('link', { name: 'Vedi tutti' }).getAttribute('href')).toBe(LATEST_HREF);
    expect(LATEST_HREF).toBe('/risultati?priceFrom=20000&sort_by=created_at_desc');
    const latestCall = calls.find((c) => c.path === '/api/listings')!;
    expect(new URLSearchParams(latestCall.search).toString()).toBe('price_min=20000&sort_by=created_at&sort_direction=desc');
  });

  it('an empty section is left out; a failed one says so in Italian', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHome(on('GET', '/api/listings', fail(500, '1', 'boom')));
    const latest = screen.getByRole('region', { name: 'Ultimi arrivi' });
    await within(latest).findByText('Gli annunci non sono al momento disponibili. Riprova più tardi.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'In vetrina' })).toBeNull());
  });
});

