import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './client.js';
import { createHttp } from './http.js';
import { FIRST_VIEW_ELEMENT_ID, PRIMED_ELEMENT_ID, firstViewReplaced, primedScript } from './primed.js';
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
  it('goes at once when asked', () => {
    const drawn = { remove: vi.fn() };
    holder['document'] = { getElementById: (id: string) => (id === FIRST_VIEW_ELEMENT_ID ? drawn : null) };
    firstViewReplaced();
    expect(drawn.remove).toHaveBeenCalledOnce();
  });
});
