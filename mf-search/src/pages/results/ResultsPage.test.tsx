import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import { ApiError, type Api, type Filters, type ListingSummary } from '@automercato/api-sdk';
import { showToastFx } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';

const listing = (n: number, extra: Partial<ListingSummary> = {}): ListingSummary => ({
  uuid: `00000000-0000-0000-0000-00000000000${n}`,
  title: `BMW X${n}`,
  version: 'xDrive20d',
  make: { slug: 'bmw', name: 'BMW' },
  model: { slug: `x${n}`, name: `X${n}` },
  category: { slug: 'suv', name: 'SUV' },
  power_type: { slug: 'diesel', name: 'Diesel' },
  gearbox_type: { slug: 'automatico', name: 'Automatico' },
  traction_type: { slug: 'integrale', name: 'Integrale' },
  emission_class: null,
  exterior_color: { slug: 'nero', name: 'Nero' },
  exterior_paint_type: { slug: 'metallizzata', name: 'Metallizzata' },
  interior_color: { slug: 'nero', name: 'Nero' },
  interior_material: { slug: 'pelle', name: 'Pelle' },
  origin: { slug: 'italiana', name: 'Italiana' },
  mileage: 50_000,
  registration_year: 2020,
  registration_month: 1,
  power_kw: 140,
  horsepower: 190,
  price: 30_000,
  price_negotiable: false,
  photos: [],
  cover_photo: null,
  location: { city: 'Bologna', province_code: 'BO', latitude: 44.5, longitude: 11.3 },
  dealer: { uuid: 'd', name: 'Felsina Motori', slug: 'felsina-motori', city: 'Bologna' },
  showcase: false,
  featured: n === 1,
  has_carfax: false,
  created_at: '2026-01-01T00:00:00Z',
  url: `/annunci/bologna/bmw/x${n}/felsina-motori/${n}`,
  ...extra,
});

const page = (items: ListingSummary[], total = items.length, capped = false) => ({
  items,
  meta: { page: 1, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)), total_capped: capped },
});

// Renders of a card, to see what re-renders the list.
const cardRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock('@automercato/entities/listing', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@automercato/entities/listing')>();
  const Card = actual.ListingCard;
  return {
    ...actual,
    ListingCard: (props: Parameters<typeof Card>[0]) => {
      cardRenders.n += 1;
      return <Card {...props} />;
    },
  };
});

const mocks = vi.hoisted(() => ({
  search: vi.fn(),
  aiSearch: vi.fn(),
  count: vi.fn(),
  lookups: vi.fn(),
}));

// Every filter list as GET /api/lookups gives them (api.lookups.all).
const lists = () => ({
  brands: [{ slug: 'bmw', name: 'BMW' }, { slug: 'audi', name: 'Audi' }],
  categories: [{ slug: 'suv', name: 'SUV/Fuoristrada' }],
  power_types: [{ slug: 'diesel', name: 'Diesel' }, { slug: 'benzina', name: 'Benzina' }],
  traction_types: [],
  gearbox_types: [{ slug: 'automatico', name: 'Automatico' }],
  origins: [],
  emission_classes: [],
  exterior_colors: [],
  paint_types: [],
  interior_colors: [],
  interior_materials: [],
  provinces: [{ code: 'BO', name: 'Bologna', region: 'Emilia-Romagna', latitude: 44.49, longitude: 11.34, slug: 'bo' }],
  dealers: [],
});

// The remotes' one API client (@automercato/entities/api) answered by mocks.
provideApi({
  listings: {
    search: mocks.search,
    aiSearch: mocks.aiSearch,
    count: mocks.count,
    favourites: { list: () => Promise.resolve(page([])), add: vi.fn(), remove: vi.fn() },
  },
  lookups: { all: mocks.lookups },
  vehicles: {
    models: () => Promise.resolve([{ slug: 'x3', name: 'X3' }]),
  },
} as unknown as Api);

const { ResultsPage } = await import('./ResultsPage');
const { resetLookupCache } = await import('../../features/search/api/lookups');

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: 'risultati/:make?/:model?', element: <ResultsPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, location };
}

beforeEach(() => {
  resetLookupCache();
  mocks.lookups.mockResolvedValue(lists());
  mocks.search.mockImplementation(async (filters: Filters) => page(filters.make === 'audi' ? [] : [listing(1), listing(2)], filters.make === 'audi' ? 0 : 1234));
  mocks.count.mockResolvedValue({ count: 42, capped: false });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('ResultsPage: the address is the search', () => {
  it('searches what the address says and shows the results', async () => {
    renderAt('/risultati/bmw?fuel=diesel&sort_by=price_asc&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW usate' })).toBeTruthy();
    await screen.findByText('1.234 annunci');
    expect(mocks.search.mock.calls[0]![0]).toMatchObject({ make: 'bmw', fuel: ['diesel'], sortBy: 'price_asc', page: 2 });
    const list = screen.getByRole('list', { name: 'Annunci' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('In evidenza')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'BMW X1' }).getAttribute('href')).toBe('/annunci/bologna/bmw/x1/felsina-motori/1');
    expect(within(list).getAllByRole('button', { name: /^Salva nei preferiti/ })[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('the cards the server drew before the JavaScript give way once its own results show, not before', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'am-first-view';
    document.body.append(drawn);
    let answer!: (value: unknown) => void;
    mocks.search.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    renderAt('/risultati/volvo');
    await waitFor(() => expect(mocks.search).toHaveBeenCalled());
    expect(document.getElementById('am-first-view')).not.toBeNull();
    await act(async () => answer(page([listing(1)], 1)));
    await screen.findByRole('list', { name: 'Annunci' });
    expect(document.getElementById('am-first-view')).toBeNull();
  });

  it('the cards render for their answer, not again when the filter lists arrive after it', async () => {
    let answerLists!: (value: unknown) => void;
    mocks.lookups.mockImplementationOnce(() => new Promise((resolve) => { answerLists = resolve; }));
    renderAt('/risultati/bmw');
    await screen.findByText('1.234 annunci');
    const rendered = cardRenders.n;
    expect(rendered).toBeGreaterThanOrEqual(2);
    await act(async () => answerLists(lists()));
    expect(await screen.findByRole('checkbox', { name: 'Diesel' })).toBeTruthy();
    expect(cardRenders.n).toBe(rendered);
  });

  it('removing a chip changes the address (and goes back to page 1)', async () => {
    const { location } = renderAt('/risultati/bmw?fuel=diesel&page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Alimentazione: Diesel' }));
    await waitFor(() => expect(location()).toBe('/risultati/bmw'));
  });

  it('changing the sort writes sort_by; a filter writes its key', async () => {
    const { location } = renderAt('/risultati/bmw');
    await screen.findByText('1.234 annunci');
    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'price_desc' } });
    await waitFor(() => expect(location()).toBe('/risultati/bmw?sort_by=price_desc'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Diesel' }));
    await waitFor(() => expect(location()).toBe('/risultati/bmw?fuel=diesel&sort_by=price_desc'));
    fireEvent.change(screen.getByLabelText('Prezzo a'), { target: { value: '20000' } });
    await waitFor(() => expect(location()).toBe('/risultati/bmw?fuel=diesel&priceTo=20000&sort_by=price_desc'));
  });

  it('back and forward restore the search', async () => {
    const { router } = renderAt('/risultati/bmw');
    await screen.findByText('1.234 annunci');
    await act(() => router.navigate('/risultati/audi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi usate' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW usate' })).toBeTruthy();
  });

  it('an empty search suggests how to widen it, with counts', async () => {
    renderAt('/risultati/audi?priceTo=5000');
    await screen.findByText('Nessun annuncio corrisponde alla tua ricerca');
    expect(await screen.findByRole('button', { name: /Rimuovi «Prezzo: fino a 5.000\s€»/ })).toBeTruthy();
    await screen.findAllByText('42 annunci');
  });

  it('says "oltre 10.000 annunci" for a capped total', async () => {
    mocks.search.mockResolvedValue(page([listing(1)], 10_000, true));
    renderAt('/risultati');
    expect(await screen.findByText('oltre 10.000 annunci')).toBeTruthy();
  });

  it('asks for every filter list once, in one request', async () => {
    renderAt('/risultati/bmw?fuel=diesel');
    await screen.findByRole('button', { name: 'Rimuovi Alimentazione: Diesel' });
    await screen.findByText('1.234 annunci');
    expect(mocks.lookups).toHaveBeenCalledTimes(1);
  });

  it('a failed list shows the Italian toast of SPEC §8', async () => {
    mocks.lookups.mockRejectedValue(new ApiError('1', 'boom', 500));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const toasts: unknown[] = [];
    const unwatch = showToastFx.watch((t) => toasts.push(t));
    renderAt('/risultati');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Errore', text: 'Impossibile caricare le marche', icon: 'error' }));
    unwatch();
  });
});

describe('ResultsPage: natural-language search', () => {
  it('shows what was understood as removable chips; removing one makes a normal search', async () => {
    mocks.aiSearch.mockResolvedValue({
      query: 'bmw diesel',
      filters: { brand: 'bmw', power_type: ['diesel'], price_max: 25_000 },
      understood: [
        { key: 'brand', value: 'bmw', label: 'Marca: BMW' },
        { key: 'power_type', value: 'diesel', label: 'Alimentazione: Diesel' },
        { key: 'price_max', value: 25_000, label: 'Prezzo fino a 25.000 €' },
      ],
      unknown: ['tettuccio'],
      listings: { items: [listing(3)], meta: { page: 1, per_page: 10, total: 1, last_page: 1, total_capped: false } },
    });
    const { location } = renderAt(`/risultati?ai=${encodeURIComponent('bmw diesel sotto 25000 con tettuccio')}`);
    const chips = await screen.findByRole('list', { name: 'Criteri compresi dalla ricerca' });
    expect(within(chips).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Rimuovi Marca: BMW',
      'Rimuovi Alimentazione: Diesel',
      'Rimuovi Prezzo fino a 25.000 €',
    ]);
    expect(screen.getByText('Non abbiamo tenuto conto di: tettuccio.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'BMW X3' })).toBeTruthy();
    expect(mocks.search).not.toHaveBeenCalled();
    fireEvent.click(within(chips).getByRole('button', { name: 'Rimuovi Alimentazione: Diesel' }));
    await waitFor(() => expect(location()).toBe('/risultati/bmw?priceTo=25000'));
  });

  it('a 404 (endpoint not there yet) says so in Italian and falls back to the normal search', async () => {
    mocks.aiSearch.mockRejectedValue(new ApiError('4', 'non trovato', 404));
    renderAt('/risultati?ai=suv&fuel=diesel');
    expect(await screen.findByText(/La ricerca in linguaggio naturale non è disponibile al momento/)).toBeTruthy();
    await screen.findByText('1.234 annunci');
    expect(mocks.search.mock.calls[0]![0]).toMatchObject({ fuel: ['diesel'] });
    expect(mocks.search.mock.calls[0]![0].aiQuery).toBeUndefined();
  });
});

describe('ResultsPage (neopatentati, distance and mileage sorts, the place of an AI search)', () => {
  it('"Adatta ai neopatentati" is a filter: in the address, a chip, and the API search', async () => {
    const { location } = renderAt('/risultati/bmw');
    await screen.findByText('1.234 annunci');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adatta ai neopatentati' }));
    await waitFor(() => expect(location()).toBe('/risultati/bmw?neopatentati=true'));
    await waitFor(() => expect(mocks.search.mock.calls.at(-1)![0]).toMatchObject({ make: 'bmw', neopatentati: true }));
    expect((screen.getByRole('checkbox', { name: 'Adatta ai neopatentati' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Adatta ai neopatentati' }));
    await waitFor(() => expect(location()).toBe('/risultati/bmw'));
  });

  it('sorts by mileage both ways; by distance only once a place is set, and each card says how far', async () => {
    mocks.search.mockImplementation(async (filters: Filters) =>
      page([listing(1, filters.location ? { distance_m: 12_345 } : {}), listing(2, filters.location ? { distance_m: 3_449 } : {})], 2));
    const sortOptions = () => within(screen.getByLabelText('Ordina per')).getAllByRole('option').map((o) => o.textContent);
    // Addresses no other test opens (answers are cached for a minute).
    const { location, router } = renderAt('/risultati?gear=automatico');
    await screen.findByText('2 annunci');
    expect(sortOptions()).toEqual(expect.arrayContaining(['Chilometri: dai meno', 'Chilometri: dai più']));
    expect(sortOptions()).not.toContain('Distanza: dai più vicini');
    expect(screen.queryByText(/· a 12/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'mileage_desc' } });
    await waitFor(() => expect(location()).toBe('/risultati?gear=automatico&sort_by=mileage_desc'));

    await act(() => router.navigate('/risultati?gear=automatico&location_city=Bologna&location_latitude=44.49&location_longitude=11.34&radius=50'));
    await waitFor(() => expect(sortOptions()).toContain('Distanza: dai più vicini'));
    const cards = screen.getByRole('list', { name: 'Annunci' });
    expect(within(cards).getByText((text) => text.replace(/\u00a0/g, ' ') === '· a 12 km')).toBeTruthy();
    expect(within(cards).getByText((text) => text.replace(/\u00a0/g, ' ') === '· a 3,4 km')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'distance_asc' } });
    await waitFor(() => expect(location()).toContain('sort_by=distance_asc'));
    await waitFor(() => expect(mocks.search.mock.calls.at(-1)![0]).toMatchObject({ sortBy: 'distance_asc' }));
  });

  it('a natural-language query with a place fills "Dove" as well as "Raggio", also after back and forward', async () => {
    mocks.aiSearch.mockResolvedValue({
      query: 'suv vicino a Bologna',
      filters: { category: ['suv'], location_city: 'Bologna', latitude: 44.4949, longitude: 11.3426, radius: 50_000 },
      understood: [
        { key: 'category', value: 'suv', label: 'Carrozzeria: SUV/Fuoristrada' },
        { key: 'location', value: 'Bologna', label: 'Entro 50 km da Bologna' },
      ],
      unknown: [],
      listings: { items: [listing(3, { distance_m: 8_000 })], meta: { page: 1, per_page: 10, total: 1, last_page: 1, total_capped: false } },
    });
    // The page is already open (a search typed in the header): the AI answer arrives later.
    const { router } = renderAt('/risultati?fuel=benzina');
    await screen.findByText('1.234 annunci');
    await act(() => router.navigate(`/risultati?ai=${encodeURIComponent('suv vicino a Bologna')}`));
    await screen.findByRole('list', { name: 'Criteri compresi dalla ricerca' });
    await waitFor(() => expect((screen.getByLabelText('Dove') as HTMLInputElement).value).toBe('Bologna'));
    expect((screen.getByLabelText('Raggio') as HTMLSelectElement).value).toBe('50');
    expect(screen.getByText((text) => text.replace(/\u00a0/g, ' ') === '· a 8 km')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(router.state.location.search).toContain('location_city=Bologna'));
    await act(() => router.navigate(-1));
    await screen.findByRole('list', { name: 'Criteri compresi dalla ricerca' });
    await waitFor(() => expect((screen.getByLabelText('Dove') as HTMLInputElement).value).toBe('Bologna'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByLabelText('Dove') as HTMLInputElement).value).toBe(''));
  });
});
