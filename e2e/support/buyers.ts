/**
 * Helpers of the buyers' journeys (buyers*.spec.ts): what the API says a search returns, and
 * what the results page shows, so a journey compares the two instead of fixed data.
 */
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';

export interface ListingSummary {
  uuid: string;
  title: string;
  version: string;
  url: string;
  price: number;
  registration_year: number;
  mileage: number;
  make: { slug: string; name: string };
  model: { slug: string; name: string };
  category: { slug: string; name: string };
  power_type: { slug: string; name: string };
  gearbox_type: { slug: string; name: string };
  photos: { url: string; alt: string }[];
  dealer: { uuid: string; name: string; slug: string; city: string };
}

export interface ListingPage {
  items: ListingSummary[];
  meta: { page: number; per_page: number; total: number; last_page: number; total_capped?: boolean };
}

/** it-IT numbers as the front-ends write them: thousands always grouped ("1.234", "5.000"). */
const it = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });
export const formatNumber = (n: number): string => it.format(n);
/** "15.900 €" (formatPrice of @automercato/i18n). */
export const formatPrice = (n: number): string => `${it.format(n)} €`;
/** The status line of the results: "1 annuncio", "37 annunci", "oltre 10.000 annunci". */
export function totalText(meta: ListingPage['meta']): string {
  if (meta.total_capped) return `oltre ${formatNumber(meta.total)} annunci`;
  return `${formatNumber(meta.total)} ${meta.total === 1 ? 'annuncio' : 'annunci'}`;
}
/** "15.900 €" → 15900. */
export const parsePrice = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The data envelope of a public API answer (fails the test on an error answer). */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** GET /api/listings with an API query (the keys of SPEC §7). */
export function searchApi(request: APIRequestContext, query: string | URLSearchParams): Promise<ListingPage> {
  return apiData<ListingPage>(request, `/api/listings?${query.toString()}`);
}

/** Every public listing of the (small) e2e seed, in pages of 50. */
export async function allListings(request: APIRequestContext): Promise<ListingSummary[]> {
  const out: ListingSummary[] = [];
  for (let page = 1; page <= 40; page++) {
    const body = await searchApi(request, `per_page=50&page=${page}`);
    out.push(...body.items);
    if (page >= body.meta.last_page) break;
  }
  return out;
}

/** The results list, its cards and the uuids their links lead to (in order). */
export const resultsList = (page: Page): Locator => page.getByRole('list', { name: 'Annunci', exact: true });
export const resultCards = (page: Page): Locator => resultsList(page).getByRole('article');
export async function shownUuids(page: Page): Promise<string[]> {
  const hrefs = await resultsList(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').pop() ?? '');
}
/** The card of one listing, found by the address its title links to (titles repeat). */
export function cardOf(scope: Page | Locator, listing: { url: string }): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('article').filter({ has: page.locator(`a[href="${listing.url}"]`) });
}

/**
 * The results page shows exactly this answer: the total in the status line, the same cards
 * in the same order, and nothing dimmed (no search still in flight).
 */
export async function expectResults(page: Page, expected: ListingPage): Promise<void> {
  await expect(page.locator('.ms-results__total')).toHaveText(totalText(expected.meta));
  if (expected.items.length === 0) {
    await expect(resultsList(page)).toHaveCount(0);
    return;
  }
  await expect(resultsList(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => shownUuids(page)).toEqual(expected.items.map((l) => l.uuid));
}

/** The address of the current page, relative (path + query). */
export const relativeUrl = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * The results address as an API query (the mapping of api-sdk's filtersToApiQuery for the keys
 * these journeys use): make/model from the path, renamed keys, lists as key[].
 */
export function apiQueryOf(resultsUrl: string): URLSearchParams {
  const url = new URL(resultsUrl, 'http://x');
  const [, , make, model] = url.pathname.split('/');
  const q = new URLSearchParams();
  if (make) q.append('brand', decodeURIComponent(make));
  if (model) q.append('model', decodeURIComponent(model));
  const LIST: Record<string, string> = { body: 'category', fuel: 'power_type', gear: 'gearbox_type', drive: 'traction_type' };
  const ONE: Record<string, string> = {
    priceFrom: 'price_min', priceTo: 'price_max', kmFrom: 'mileage_min', kmTo: 'mileage_max',
    yearFrom: 'registration_year_min', yearTo: 'registration_year_max',
  };
  for (const [key, value] of url.searchParams) {
    if (LIST[key]) q.append(`${LIST[key]}[]`, value);
    else if (ONE[key]) q.append(ONE[key], value);
    else if (key === 'sort_by') {
      const m = /^(.+)_(asc|desc)$/.exec(value);
      q.append('sort_by', m ? m[1]! : value);
      if (m) q.append('sort_direction', m[2]!);
    } else if (key === 'page') q.append('page', value);
    else if (key === 'location_latitude' || key === 'location_longitude' || key === 'radius') continue; // below
    else if (key === 'location_city' || key === 'location_postal_code') continue; // shown only, not sent
    else throw new Error(`apiQueryOf: key ${key} is not mapped by this helper`);
  }
  const lat = url.searchParams.get('location_latitude');
  const lon = url.searchParams.get('location_longitude');
  const radius = url.searchParams.get('radius');
  if (lat && lon) {
    q.append('latitude', lat);
    q.append('longitude', lon);
    if (radius) q.append('radius', String(Math.round(Number(radius) * 1000)));
  }
  return q;
}

/** Most common value first. */
export function byFrequency<T>(values: T[]): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The shell's toast area and the toasts in it. */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Notifiche' }).getByTestId('toast');

/** The header link to /favourites. */
export const favouritesLink = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: 'Preferiti', exact: true });

/** X-XSRF-TOKEN for a state-changing API call with the page's cookie jar (Sanctum). */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  let cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await page.request.get('/sanctum/csrf-cookie');
    cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  }
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/** The signed-in user's saved listing ids, as the API knows them. */
export async function savedIds(page: Page): Promise<string[]> {
  const body = await apiData<ListingPage>(page.request, '/api/listings/favourites?per_page=100');
  return body.items.map((l) => l.uuid);
}

/** Takes a listing out of the signed-in user's favourites (clean-up; idempotent). */
export async function unsave(page: Page, uuid: string): Promise<void> {
  const res = await page.request.delete(`/api/listings/favourites/${uuid}`, { headers: await xsrfHeaders(page) });
  expect(res.status(), `DELETE favourite ${uuid}`).toBe(200);
}

/** A POST or DELETE of /api/listings/favourites/{uuid} answered. */
export function favouriteCall(page: Page, method: 'POST' | 'DELETE', uuid: string): Promise<Response> {
  return page.waitForResponse(
    (res) => res.request().method() === method && new URL(res.url()).pathname === `/api/listings/favourites/${uuid}`,
  );
}
