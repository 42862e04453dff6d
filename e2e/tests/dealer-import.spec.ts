/**
 * The stock import in the browser: a dealer downloads the sample CSV from the page, uploads it,
 * reads the dry run, applies it and, on a phone, uploads it again and sees nothing to change.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';

async function openImport(page: Page): Promise<string> {
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  await page.goto(`/dealer/${dealer!.uuid}/import`);
  await expect(page.getByRole('heading', { name: 'Importa lo stock' })).toBeVisible();
  return dealer!.uuid;
}

async function uploadSample(page: Page) {
  const href = await page.getByRole('link', { name: 'Scarica il file di esempio' }).getAttribute('href');
  const sample = await page.request.get(href!);
  expect(sample.status()).toBe(200);
  await page.getByLabel('Scegli il file').setInputFiles({ name: 'esempio.csv', mimeType: 'text/csv', buffer: await sample.body() });
}

const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations;

test('a dealer imports the sample CSV: dry run, then applied', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openImport(page);
  await uploadSample(page);
  const report = page.getByTestId('import-report');
  await expect(report.getByText('Pronta da applicare')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-counts')).toHaveText(/^3 nuovi, 0 modificati, 0 invariati/);
  expect(await axe(page)).toEqual([]);
  await report.getByRole('button', { name: 'Applica' }).click();
  await expect(report.getByText('Applicata')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Importazione completata il/)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the same file again changes nothing; the page fits the screen and works by keyboard', async ({ page }) => {
    await openImport(page);
    await uploadSample(page);
    await expect(page.getByTestId('import-report').getByText(/Pronta da applicare/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('import-counts')).toContainText('3 invariati');
    await expect(page.getByRole('button', { name: 'Applica' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The feed form by keyboard.
    await page.getByLabel('Indirizzo del feed').focus();
    await page.keyboard.type('ftp://gestionale');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'http' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
