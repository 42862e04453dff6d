import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';

const FALLBACK = 'Questa sezione non è al momento disponibile.';

/** A page of each remote that a guest can open; the heading is whatever the remote shows. */
const AREAS = [
  { remote: 'mf_search', path: '/risultati', heading: /./ },
  { remote: 'mf_search', path: '/favourites', heading: /./ },
  { remote: 'mf_listing', path: 'LISTING', heading: /./ },
  { remote: 'mf_dealer', path: '/dealer/signup', heading: /./ },
  { remote: 'mf_carfax', path: '/carfax', heading: /./ },
] as const;

/** The canonical address of a listing on sale (the server answers 404 for unknown ones). */
async function listingPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/listings?per_page=1')).json()) as { data: { items: { url: string }[] } };
  const url = body.data.items[0]?.url;
  if (!url) throw new Error('no listing in the demo data');
  return url;
}

test.describe('remote areas', () => {
  for (const area of AREAS) {
    test(`${area.path} shows the ${area.remote} page`, async ({ page, request }) => {
      const errors = collectPageErrors(page);
      await page.goto(area.path === 'LISTING' ? await listingPath(request) : area.path);
      await expect(page.getByRole('heading', { level: 1, name: area.heading }).first()).toBeVisible();
      await expect(page).toHaveTitle(/AutoMercato/);
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      // Inside the shell's default layout.
      await expect(page.getByRole('banner').getByRole('link', { name: /AutoMercato/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('client-side navigation between areas keeps the shell', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Preferiti', exact: true }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page).toHaveTitle('Preferiti – AutoMercato');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Domande frequenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/risultati$/);
    await expect(page).toHaveTitle(/annunci/);
    // Still the same document: the shell's header never went away.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('an unknown route shows the Italian 404 page', async ({ page }) => {
    const response = await page.goto('/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404); // a real 404 (no soft 404); the shell renders its view
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(page).toHaveTitle('404');
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByTestId('counters')).toBeVisible();
  });

  test('an unknown path inside a remote area shows the 404 page', async ({ page }) => {
    await page.goto('/item');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });

  test('a missing remote chunk is a 404, not the SPA page', async ({ request }) => {
    // The remotes are served as stored versions: the boot import made dist version 1.
    const res = await request.get('/mf/search/1/static/js/does-not-exist.js');
    expect(res.status()).toBe(404);
    const manifest = await request.get('/mf/search/1/mf-manifest.json');
    expect(manifest.ok()).toBe(true);
    expect(((await manifest.json()) as { name: string }).name).toBe('mf_search');
  });
});

test.describe('a remote that is down', () => {
  test('shows the Italian fallback in its area only, and "Riprova" recovers', async ({ page }) => {
    let blocked = true;
    await page.route('**/mf/search/**', (route) => (blocked ? route.abort() : route.continue()));

    await page.goto('/risultati');
    const fallback = page.getByText(FALLBACK);
    await expect(fallback).toBeVisible({ timeout: 6_000 });
    // The rest of the shell works.
    await expect(page.getByRole('banner').getByRole('link', { name: /AutoMercato/ })).toBeVisible();

    // Another remote is unaffected.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Domande frequenti' }).click();
    await page.goto('/carfax');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    await page.goto('/risultati');
    await expect(fallback).toBeVisible({ timeout: 6_000 });

    blocked = false;
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto usate in vendita' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('a remote that never answers gives up within the manifest timeout', async ({ page }) => {
    // Accept the request and never answer: the runtime plugin aborts after ~5 s.
    await page.route('**/mf/listing/*/mf-manifest.json', () => {
      /* never fulfilled */
    });
    await page.goto('/item/00000000-0000-0000-0000-000000000000');
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 8_000 });
  });
});
