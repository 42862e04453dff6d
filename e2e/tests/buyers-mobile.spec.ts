/** Buyers' journey 6: on a phone (390 px) the filters of /risultati live in a drawer. */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { apiQueryOf, expectResults, searchApi } from '../support/buyers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the filters open in a drawer, apply from there, and Escape closes it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/risultati');
  await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toBeVisible();
  // No sidebar on a phone: a "Filtri" button instead.
  await expect(page.getByRole('complementary', { name: 'Filtri di ricerca' })).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Filtri', exact: true });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-haspopup', 'dialog');

  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filtri' });
  await expect(drawer).toBeVisible();
  const diesel = drawer.getByRole('group', { name: 'Alimentazione' }).getByRole('checkbox', { name: 'Diesel', exact: true });
  await diesel.click();
  await expect(page).toHaveURL((url) => url.pathname === '/risultati' && url.searchParams.get('fuel') === 'diesel');
  await expect(diesel).toBeChecked();
  const expected = await searchApi(page.request, apiQueryOf(page.url()));
  // The drawer stays open and offers to show the new total.
  await expect(drawer.getByRole('button', { name: new RegExp(`^Mostra ${expected.meta.total}`) })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const reopen = page.getByRole('button', { name: 'Filtri (1)', exact: true });
  await expect(reopen).toBeVisible();
  await expect(reopen).toBeFocused(); // focus back on the button that opened it
  await expectResults(page, expected);

  // Open again: the drawer shows the applied filter; its close button closes it too.
  await reopen.click();
  await expect(drawer.getByRole('group', { name: 'Alimentazione' }).getByRole('checkbox', { name: 'Diesel', exact: true })).toBeChecked();
  await drawer.getByRole('button', { name: 'Chiudi' }).click();
  await expect(drawer).toBeHidden();
  expect(errors).toEqual([]);
});
