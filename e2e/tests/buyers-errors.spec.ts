/**
 * Buyers' journey 5: listing addresses that do not lead to a listing on sale. A missing listing
 * gets the Italian 404 view (the server answers the address with 404 too); a withdrawn one the
 * 410 view; both in the empty layout with the status as title (SPEC §2).
 *
 * A real withdrawn listing cannot be reached yet: the public API hides disabled listings and
 * those of the suspended dealer, and there is no dealer or admin API to withdraw one. The 410
 * view is therefore checked with the listing API's 410 answer (error_code 9) simulated for one
 * listing on sale; the server's own 410, for the API and for the HTML address, is covered by
 * server/test/listings.test.ts and server/test/seo.test.ts.
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { searchApi } from '../support/buyers';

const MISSING = '00000000-0000-4000-8000-000000000000';
/** A 404/410 answer is logged by Chromium as "Failed to load resource": expected here. */
const NOT_FOUND_LOGS = [/Failed to load resource: the server responded with a status of (404|410)/];

test('a missing listing shows the Italian 404 view', async ({ page }) => {
  const errors = collectPageErrors(page, { allow: NOT_FOUND_LOGS });
  const response = await page.goto(`/annunci/a/b/c/d/${MISSING}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.locator('[data-status="404"]')).toBeVisible();
  await expect(page).toHaveTitle('404');
  await expect(page.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeVisible();
  // In the empty layout (SPEC §2), with a way home.
  await expect(page.locator('.am-layout--empty')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();

  // /item/{uuid} of a missing listing: the same view.
  const item = await page.goto(`/item/${MISSING}`);
  expect(item?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle('404');
  expect(errors).toEqual([]);
});

test('a withdrawn listing (API 410, simulated) shows the 410 view with similar vehicles', async ({ page }) => {
  const errors = collectPageErrors(page, { allow: NOT_FOUND_LOGS });
  const [listing] = (await searchApi(page.request, 'per_page=1')).items;
  await page.route(`**/api/listings/${listing!.uuid}`, (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ error: true, error_code: '9', data: null, error_message: 'Questo annuncio non è più disponibile.' }),
    }),
  );
  // The page as a cache kept it from before the withdrawal: without the listing sent with it, so the client asks the API.
  await page.route(`**${listing!.url}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="am-primed">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
  await page.goto(listing!.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenuto non più disponibile' })).toBeVisible();
  await expect(page.locator('[data-status="410"]')).toBeVisible();
  await expect(page).toHaveTitle('410');
  await expect(page.getByText('l’annuncio potrebbe essere stato venduto o ritirato dal concessionario')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // empty layout (SPEC §2)
  const similar = page.getByRole('link', { name: 'Cerca veicoli simili' });
  await expect(similar).toHaveAttribute('href', `/risultati/${listing!.make.slug}/${listing!.model.slug}`);
  await similar.click();
  await expect(page).toHaveURL((url) => url.pathname === `/risultati/${listing!.make.slug}/${listing!.model.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${listing!.make.name} ${listing!.model.name} usate`);
  expect(errors).toEqual([]);
});
