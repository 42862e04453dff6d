import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Filters } from '@automercato/api-sdk';
import { provideApi } from '@automercato/entities/api';
import { useSearchRoute } from '../model/useSearchRoute';
import { deferred, fail, fakeApi, listingPage, ok, renderAt, sampleSummary, type Answer, type Call, type Handler } from '../../../test/harness';
import { AI_UNAVAILABLE, prefetchSearch, useAiSearch, useListingSearch } from './useSearch';

// Answers are kept for a minute in the module: every test searches makes no other test uses.

/** What the results page does with the address: its search, and a way to another one. */
function SearchProbe({ log }: { log: string[] }) {
  const { filters, go } = useSearchRoute();
  const search = useListingSearch(filters);
  const shown = search.page ? search.page.items.map((i) => i.title).join(', ') : '—';
  log.push(`${search.loading ? 'loading' : 'ready'}: ${shown}`);
  const diesel: Filters = { ...filters, fuel: ['diesel'] };
  return (
    <>
      <output data-testid="results">{shown}</output>
      <output data-testid="loading">{search.loading ? 'sì' : 'no'}</output>
      {search.error ? (
        <p role="alert">
          {search.error.message}
          <button type="button" onClick={search.retry}>
            Riprova
          </button>
        </p>
      ) : null}
      <button type="button" onClick={() => go(diesel)}>
        Solo diesel
      </button>
      <button
        type="button"
        onClick={() => {
          prefetchSearch(diesel);
          go(diesel);
        }}
      >
        Solo diesel, chiesto subito
      </button>
    </>
  );
}

/** GET /api/listings: one listing titled with the query it answers (or what `answer` returns). */
const serveSearch = (answer?: (call: Call) => Answer | Promise<Answer> | undefined): Handler => (call) => {
  if (call.method !== 'GET' || call.path !== '/api/listings') return undefined;
  return answer?.(call) ?? ok(listingPage([sampleSummary(1, { title: decodeURIComponent(call.search.slice(1)) || 'tutto' })]));
};

function renderSearch(path: string, answer?: (call: Call) => Answer | Promise<Answer> | undefined) {
  const fake = fakeApi(serveSearch(answer));
  const log: string[] = [];
  const view = renderAt(<SearchProbe log={log} />, path, fake.api, 'risultati/:make?/:model?');
  const searches = () => fake.calls.filter((c) => c.path === '/api/listings').map((c) => decodeURIComponent(c.search.slice(1)));
  const results = () => screen.getByTestId('results').textContent;
  const loading = () => screen.getByTestId('loading').textContent === 'sì';
  return { ...view, ...fake, log, searches, results, loading, user: userEvent.setup() };
}

afterEach(() => {
  provideApi(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useListingSearch with the address: one search per change', () => {
  it('asks the search of the address once, in the API\'s names', async () => {
    const { searches, results } = renderSearch('/risultati/m1?fuel=diesel&priceTo=20000&sort_by=price_asc&page=2');
    const query = 'brand=m1&power_type[]=diesel&price_max=20000&sort_by=price&sort_direction=asc&page=2';
    await waitFor(() => expect(results()).toBe(query));
    expect(searches()).toEqual([query]);
  });

  it('each new address is one search; the same search written otherwise, or unknown keys, ask nothing', async () => {
    const { router, searches, results } = renderSearch('/risultati/m2');
    await waitFor(() => expect(results()).toBe('brand=m2'));
    await act(() => router.navigate('/risultati/m2?fuel=diesel&gear=manuale'));
    await waitFor(() => expect(results()).toBe('brand=m2&power_type[]=diesel&gearbox_type[]=manuale'));
    expect(searches()).toHaveLength(2);

    await act(() => router.navigate('/risultati/m2?gear=manuale&fuel=diesel'));
    await act(() => router.navigate('/risultati/m2?fuel=diesel&gear=manuale&utm_source=newsletter', { replace: true }));
    await act(() => router.navigate('/risultati?make=m2&fuel=diesel&gear=manuale'));
    expect(searches()).toHaveLength(2);

    await act(() => router.navigate('/risultati/m2?fuel=diesel&gear=manuale&page=2'));
    await waitFor(() => expect(results()).toContain('page=2'));
    expect(searches()).toHaveLength(3);
  });

  it('back and forward show the search seen before at once, without asking again', async () => {
    const { router, searches, results, log } = renderSearch('/risultati/m3');
    await waitFor(() => expect(results()).toBe('brand=m3'));
    await act(() => router.navigate('/risultati/m3?kmTo=50000'));
    await waitFor(() => expect(results()).toBe('brand=m3&mileage_max=50000'));
    expect(searches()).toHaveLength(2);

    log.length = 0;
    await act(() => router.navigate(-1));
    expect(results()).toBe('brand=m3');
    expect(log.every((line) => line === 'ready: brand=m3')).toBe(true);
    log.length = 0;
    await act(() => router.navigate(1));
    expect(results()).toBe('brand=m3&mileage_max=50000');
    expect(log.every((line) => line === 'ready: brand=m3&mileage_max=50000')).toBe(true);
    expect(searches()).toHaveLength(2);
  });

  it('a change from the page is one new address and one search, also when asked at the moment of the change', async () => {
    const { user, where, searches, results } = renderSearch('/risultati/m4');
    await waitFor(() => expect(results()).toBe('brand=m4'));
    await user.click(screen.getByRole('button', { name: 'Solo diesel, chiesto subito' }));
    expect(where()).toBe('/risultati/m4?fuel=diesel');
    await waitFor(() => expect(results()).toBe('brand=m4&power_type[]=diesel'));
    expect(searches()).toEqual(['brand=m4', 'brand=m4&power_type[]=diesel']);
  });

  it('while the next search loads, the results on screen stay (dimmed); then the new ones replace them', async () => {
    const next = deferred<Answer>();
    const { user, searches, results, loading } = renderSearch('/risultati/m5', (call) =>
      call.search.includes('power_type') ? next.promise : undefined);
    await waitFor(() => expect(results()).toBe('brand=m5'));
    await user.click(screen.getByRole('button', { name: 'Solo diesel' }));
    expect(loading()).toBe(true);
    expect(results()).toBe('brand=m5');
    await act(async () => next.resolve(ok(listingPage([sampleSummary(2, { title: 'Diesel di m5' })]))));
    await waitFor(() => expect(results()).toBe('Diesel di m5'));
    expect(loading()).toBe(false);
    expect(searches()).toHaveLength(2);
  });

  it('a quick second change wins: the first answer, arriving late, is never shown', async () => {
    const slow = deferred<Answer>();
    const { router, results, loading } = renderSearch('/risultati/m6', (call) =>
      call.search.includes('mileage_max=10000') ? slow.promise : undefined);
    await waitFor(() => expect(results()).toBe('brand=m6'));
    await act(() => router.navigate('/risultati/m6?kmTo=10000'));
    await act(() => router.navigate('/risultati/m6?kmTo=20000'));
    await waitFor(() => expect(results()).toBe('brand=m6&mileage_max=20000'));
    await act(async () => slow.resolve(ok(listingPage([sampleSummary(3, { title: 'risposta in ritardo' })]))));
    expect(results()).toBe('brand=m6&mileage_max=20000');
    expect(loading()).toBe(false);
  });

  it('a failed search says so in Italian, keeps the results on screen, and "Riprova" asks once more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const { router, user, searches, results } = renderSearch('/risultati/m7', (call) =>
      call.search.includes('price_max') && failing ? fail(500, '1', 'boom') : undefined);
    await waitFor(() => expect(results()).toBe('brand=m7'));
    await act(() => router.navigate('/risultati/m7?priceTo=9000'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Si è verificato un errore imprevisto. Riprova tra qualche istante.');
    expect(results()).toBe('brand=m7');
    expect(searches()).toHaveLength(2);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(results()).toBe('brand=m7&price_max=9000'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searches()).toHaveLength(3);
  });

  it('after a minute, coming back to a search asks for it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { router, searches, results } = renderSearch('/risultati/m8');
    await waitFor(() => expect(results()).toBe('brand=m8'));
    await act(() => router.navigate('/risultati/m8?yearFrom=2015'));
    await waitFor(() => expect(results()).toBe('brand=m8&registration_year_min=2015'));
    vi.setSystemTime(Date.now() + 61_000);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(searches()[2]).toBe('brand=m8');
  });
});

function AiProbe() {
  const { filters } = useSearchRoute();
  const ai = useAiSearch(filters.aiQuery);
  return (
    <output data-testid="ai">
      {ai.status}
      {ai.status === 'ready' ? `: ${ai.understood.map((u) => u.label).join(', ')}` : ''}
      {ai.status === 'unavailable' ? `: ${ai.message}` : ''}
    </output>
  );
}

describe('useAiSearch with the address', () => {
  const understood = (query: string) => ok({
    query,
    filters: { brand: 'bmw' },
    understood: [{ key: 'brand', value: 'bmw', label: `Marca: BMW (${query})` }],
    unknown: [],
  });

  function renderAi(path: string, answer: (query: string) => Answer) {
    const fake = fakeApi((call) =>
      call.path === '/api/listings/ai-search' ? answer(new URLSearchParams(call.search).get('query') ?? '') : undefined);
    const view = renderAt(<AiProbe />, path, fake.api, 'risultati/:make?/:model?');
    const asked = () => fake.calls.filter((c) => c.path === '/api/listings/ai-search').map((c) => new URLSearchParams(c.search).get('query'));
    const state = () => screen.getByTestId('ai').textContent;
    return { ...view, asked, state };
  }

  it('asks once per text: back to a text asked before shows its answer without asking again', async () => {
    const { router, asked, state } = renderAi(`/risultati?ai=${encodeURIComponent('bmw usata a1')}`, understood);
    await waitFor(() => expect(state()).toBe('ready: Marca: BMW (bmw usata a1)'));
    await act(() => router.navigate(`/risultati?ai=${encodeURIComponent('bmw usata a2')}`));
    await waitFor(() => expect(state()).toBe('ready: Marca: BMW (bmw usata a2)'));
    await act(() => router.navigate(-1));
    expect(state()).toBe('ready: Marca: BMW (bmw usata a1)');
    await act(() => router.navigate('/risultati?fuel=diesel'));
    expect(state()).toBe('off');
    expect(asked()).toEqual(['bmw usata a1', 'bmw usata a2']);
  });

  it('not there (404) or failing: the Italian notice; only a real failure is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderAi('/risultati?ai=a3', () => fail(404, '4', 'non trovato'));
    await waitFor(() => expect(first.state()).toBe(`unavailable: ${AI_UNAVAILABLE}`));
    expect(warn).not.toHaveBeenCalled();
    first.unmount();

    const second = renderAi('/risultati?ai=a4', () => fail(500, '1', 'boom'));
    await waitFor(() => expect(second.state()).toBe(`unavailable: ${AI_UNAVAILABLE}`));
    expect(warn).toHaveBeenCalledWith('[mf-search] ai-search', expect.anything());
  });
});
