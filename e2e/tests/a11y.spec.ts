/**
 * Accessibility of the pages a buyer goes through, checked with axe-core (WCAG 2.1 A and AA
 * rules) in Chromium, on desktop and on a phone: no violation at all, whatever its impact. Each
 * violation is listed with its rule, impact and the elements concerned.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { searchApi } from '../support/buyers';
import { axeViolations } from '../support/a11y';

/** Waits for what each page loads, so axe reads the page a user sees. */
const PAGES: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: async () => '/', ready: async (page) => {
    await expect(page.getByTestId('counters')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
  } },
  { name: 'results', path: async () => '/risultati', ready: async (page) => {
    await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toBeVisible();
  } },
  { name: 'listing', path: async (page) => (await searchApi(page.request, 'per_page=1')).items[0]!.url, ready: async (page) => {
    await expect(page.getByRole('form', { name: 'Contatta il concessionario' })).toBeVisible();
  } },
  { name: 'sign-in', path: async () => '/signin', ready: async (page) => {
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  } },
  { name: 'sign-up', path: async () => '/signup', ready: async (page) => {
    await expect(page.getByRole('button', { name: 'Crea l’account' })).toBeVisible();
  } },
  { name: 'faq', path: async () => '/faq', ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } },
  { name: '404', path: async () => '/questa-pagina-non-esiste', ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  } },
];

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const entry of PAGES) {
      test(`${entry.name}: no accessibility violation`, async ({ page }) => {
        await page.goto(await entry.path(page));
        await entry.ready(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('favourites of a signed-in buyer: no accessibility violation', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'I tuoi preferiti' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

test('the dealer choice of a user with several dealers: no accessibility violation', async ({ page }) => {
  await signIn(page, DEMO.dealer);
  await page.goto('/dealer/target?redirectTo=%2Fdealer%2Fq%2Flistings');
  await expect(page.getByRole('list', { name: 'I tuoi concessionari' }).getByRole('link')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
});
