/** Header on small screens (under 768 px): a keyboard-accessible menu button. */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 800 } });

test('the mobile menu opens and closes from the keyboard and closes on navigation', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'Preferiti' })).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(header.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Preferiti' })).toBeVisible();
  await expect(header.getByRole('search', { name: 'Cerca nel sito' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Preferiti' })).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // into the panel: the search field
  await expect(header.getByRole('searchbox')).toBeFocused();
  await header.getByRole('link', { name: 'Per i concessionari' }).click();
  await expect(page).toHaveURL(/\/for-dealers$/);
  await expect(header.getByRole('link', { name: 'Preferiti' })).toBeHidden();
});

test('desktop shows the links without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Preferiti' })).toBeVisible();
});
