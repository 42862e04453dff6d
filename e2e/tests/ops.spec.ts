import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';

/** The admins' operations pages (issue 10): /pulse and /horizon in mf-admin. */
test.describe('operations pages', () => {
  test('an admin opens /pulse: the process, the routes with their p95, refreshing itself', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.admin);
    const response = await page.goto('/pulse');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "Pulse: salute dell'applicazione" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Processo \d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rotte più lente (p95, ultima ora)' })).toBeVisible();
    // This very page's API call is counted and shows up at the next refresh (every 5 s).
    await expect(page.getByText('GET /api/ops/pulse', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Aggiornato alle/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an admin opens /horizon: the queues', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.admin);
    const response = await page.goto('/horizon');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Horizon: code e lavori' })).toBeVisible();
    await expect(page.getByText(/Aggiornato alle/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a customer is refused both pages (403)', async ({ page }) => {
    await signIn(page, DEMO.customer);
    for (const path of ['/pulse', '/horizon']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    }
  });
});
