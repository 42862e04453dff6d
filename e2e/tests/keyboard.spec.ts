/**
 * A buyer who uses only the keyboard: from the home page's quick search to a listing, and a
 * message to its dealer, with Tab, typing, Enter and Space — never the mouse. `tabTo` presses Tab
 * until the wanted control has the focus (and fails if it never gets it: a control the keyboard
 * cannot reach is a defect).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { toasts } from '../support/buyers';

async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${target.toString()} in ${max} presses of Tab`);
}

test('quick search → results → listing → message to the dealer, with the keyboard only', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Ricerca rapida' });
  await expect(quick).toBeVisible();

  // The skip link comes first and leads to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();

  const make = quick.getByLabel('Marca');
  await tabTo(page, make);
  await page.keyboard.type('Fiat');
  await expect(make).toHaveValue('fiat');
  await tabTo(page, quick.getByRole('button', { name: /Cerca/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/risultati/fiat');

  const firstCard = page.getByRole('list', { name: 'Annunci', exact: true }).getByRole('listitem').first();
  const title = firstCard.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(title).toBeVisible();
  const href = await title.getAttribute('href');
  await tabTo(page, title, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);

  const form = page.getByRole('form', { name: 'Contatta il concessionario' });
  await tabTo(page, form.getByRole('textbox', { name: 'Nome', exact: true }), 120);
  await page.keyboard.type('Lucia Ferri');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await page.keyboard.type(`tastiera-${Date.now()}@example.it`);
  await tabTo(page, form.getByRole('textbox', { name: 'Messaggio', exact: true }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Buongiorno, posso venire a vederla sabato mattina?');
  await tabTo(page, form.getByRole('button', { name: 'Invia il messaggio' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).filter({ hasText: 'Messaggio inviato al concessionario' })).toBeVisible();
  expect(errors).toEqual([]);
});
