import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';

test.describe('home page', () => {
  test('renders the layout and the platform counters, with no console errors', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    // The numbers the page must show, it-IT with thousands always grouped ("5.000").
    const counters = (await (await request.get('/api/counters')).json()) as {
      data: { listings: number; dealers: number; brands: number };
    };
    const it = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

    await page.goto('/');
    await expect(page).toHaveTitle('AutoMercato – Auto usate in Italia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /AutoMercato/ })).toBeVisible();
    await expect(header.getByRole('search', { name: 'Cerca nel sito' })).toBeVisible();
    for (const name of ['Preferiti', 'Accedi', 'Per i concessionari']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const href of ['/faq', '/tos', '/about-us', '/contact-us', '/for-dealers', '/how-it-works', '/privacy-policy']) {
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    }

    const list = page.getByTestId('counters');
    await expect(list).toContainText(`${it.format(counters.data.listings)} annunci`);
    await expect(list).toContainText(`${it.format(counters.data.dealers)} concessionari`);
    await expect(list).toContainText(`${it.format(counters.data.brands)} marche`);

    // The quick search comes from mf-search (./home) over federation.
    await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
    await expect(page.getByText('Questa sezione non è al momento disponibile.')).toHaveCount(0);

    // Italian only: the locale cookie lasts 365 days.
    const locale = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(locale?.value).toBe('it-IT');
    const days = ((locale?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    expect(errors).toEqual([]);
  });

  test('the quick search (mf-search, over federation) navigates to its results', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Ricerca rapida' });
    await form.getByLabel('Marca').selectOption({ label: 'Alfa Romeo' });
    await form.getByRole('button', { name: /Cerca/ }).first().click();
    await expect(page).toHaveURL(/\/risultati\/alfa-romeo/);
    await expect(page.getByRole('heading', { level: 1, name: /Alfa Romeo/ })).toBeVisible();
    await expect(page.getByText('Questa sezione non è al momento disponibile.')).toHaveCount(0);
  });

  test('the header search sends the sentence to the results as an AI query', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('search', { name: 'Cerca nel sito' });
    await search.getByRole('searchbox').fill('SUV diesel automatico');
    await search.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/risultati\?ai=SUV(\+|%20)diesel(\+|%20)automatico/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Questa sezione non è al momento disponibile.')).toHaveCount(0);
  });
});
