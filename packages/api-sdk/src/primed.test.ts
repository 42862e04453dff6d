import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './client.js';
import { createHttp } from './http.js';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_PHOTOS_WAIT_MS, PRIMED_ELEMENT_ID, firstViewReplaced, primedScript } from './primed.js';
import { urlOfCall } from './first-view.js';

const holder = globalThis as Record<string, unknown>;

/** A page holding the server's block, as the browser parsed it. */
function pageWith(html: string) {
  const json = /<script type="application\/json" id="am-primed">([\s\S]*)<\/script>/.exec(html)![1]!;
  const element = { textContent: JSON.parse(`"${json.replace(/"/g, '\\"')}"`) as string, remove: vi.fn() };
  holder['document'] = { getElementById: (id: string) => (id === PRIMED_ELEMENT_ID ? element : null) };
  return element;
}

afterEach(() => {
  delete holder['document'];
  delete holder['__automercatoPrimed'];
});

describe('answers sent with the page', () => {
  it('the first GET of exactly that URL uses the page\'s answer; the next one asks the server', async () => {
    const url = await urlOfCall((api) => api.listings.search({ make: 'fiat', sortBy: 'price_asc' }));
    expect(url).toMatch(/^\/api\/listings\?/);
    const answer = { error: false, data: { data: [{ uuid: 'a', title: 'Fiat </script><b>' }], meta: { total: 1 } } };
    const element = pageWith(primedScript({ [url]: answer }));
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: false, data: { data: [], meta: { total: 0 } } }), { status: 200 }));
    const api = createApi(createHttp({ fetch, getCookie: () => undefined }));

    const first = await api.listings.search({ make: 'fiat', sortBy: 'price_asc' });
    expect(first).toEqual(answer.data);
    expect(fetch).not.toHaveBeenCalled();
    expect(element.remove).toHaveBeenCalled();

    await api.listings.search({ make: 'fiat', sortBy: 'price_asc' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another search is not the page's: asked as usual.
    await api.listings.search({ make: 'bmw' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a refusal sent with the page is the same ApiError the server would give', async () => {
    const url = await urlOfCall((api) => api.listings.get('3f1a7c2e-0000-4000-8000-000000000001'));
    pageWith(primedScript({ [url]: { error: true, error_code: '4', error_message: 'Non trovato', data: null } }));
    const fetch = vi.fn();
    const api = createApi(createHttp({ fetch, getCookie: () => undefined }));
    await expect(api.listings.get('3f1a7c2e-0000-4000-8000-000000000001')).rejects.toMatchObject({ code: '4' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the drawn page giving way (firstViewReplaced)', () => {
  /** A drawn page with these photos; `decoded` settles a photo's decode(). */
  function drawnWith(photos: { complete: boolean; loading?: string }[]) {
    const decoders: (() => void)[] = [];
    const images = photos.map((p, i) => ({ loading: 'eager', ...p, decode: () => new Promise<void>((resolve) => { decoders[i] = resolve; }) }));
    const drawn = { remove: vi.fn(), querySelectorAll: () => images };
    holder['document'] = { getElementById: (id: string) => (id === FIRST_VIEW_ELEMENT_ID ? drawn : null) };
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => setTimeout(fn, 16));
    return { drawn, decoded: (i: number) => decoders[i]!() };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes at once when asked, photos or not', () => {
    const { drawn } = drawnWith([{ complete: false }]);
    firstViewReplaced();
    expect(drawn.remove).toHaveBeenCalledOnce();
  });

  it('with afterPhotos, stays until its photos on the way are painted; lazy photos further down are not awaited', async () => {
    vi.useFakeTimers();
    const { drawn, decoded } = drawnWith([{ complete: false }, { complete: true }, { complete: false, loading: 'lazy' }]);
    firstViewReplaced({ afterPhotos: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(drawn.remove).not.toHaveBeenCalled();
    decoded(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(drawn.remove).toHaveBeenCalledOnce();
  });

  it('with afterPhotos, goes at once when its photos are there, and after the wait when one never comes', async () => {
    vi.useFakeTimers();
    const ready = drawnWith([{ complete: true }]);
    firstViewReplaced({ afterPhotos: true });
    expect(ready.drawn.remove).toHaveBeenCalledOnce();

    const stuck = drawnWith([{ complete: false }]);
    firstViewReplaced({ afterPhotos: true });
    await vi.advanceTimersByTimeAsync(FIRST_VIEW_PHOTOS_WAIT_MS - 100);
    expect(stuck.drawn.remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(stuck.drawn.remove).toHaveBeenCalledOnce();
  });
});
