import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO, NEW_USER_PASSWORD, signIn } from '../support/auth';

async function signUpAt(page: Page, email: string): Promise<void> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.post('/api/register-customer', {
    data: { name: 'Prova', surname: 'Rifiutata', email, password: NEW_USER_PASSWORD, password_confirmation: NEW_USER_PASSWORD, terms: true },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' },
  });
  expect(res.status(), 'POST /api/register-customer').toBeLessThan(300);
}
import { collectPageErrors } from '../support/console';

/** The admins' operations pages: /pulse and /horizon in mf-admin. */
test.describe('operations pages', () => {
  test('an admin opens /pulse: the process, the routes with their p95, refreshing itself', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.admin);
    const response = await page.goto('/pulse');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "Pulse: salute dell'applicazione" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Processo \d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rotte più lente (p95, ultima ora)' })).toBeVisible();
    // Requests are recorded per route: at least this very page's API call shows up at the next refresh
    // (every 5 s). Only the 30 slowest routes are listed, so after a whole suite it may be others.
    await expect(page.getByRole('table', { name: 'Tempi di risposta per rotta' }).getByText(/^(GET|POST|PUT|DELETE) \/api\//).first())
      .toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Aggiornato alle/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an admin opens /horizon, sees a failed mail job, its redacted payload, and retries it', async ({ page, browser }) => {
    // A sign-up at the reserved .invalid domain: the dev outbox refuses its verification mail for
    // good (as an SMTP server answers 550), so the mail job fails at once.
    const email = `e2e-${Date.now()}@rifiutato.invalid`;
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await guest.newPage();
    await signUpAt(other, email);
    await guest.close();

    const errors = collectPageErrors(page, { allow: [/status of 404/] });
    await signIn(page, DEMO.admin);
    const response = await page.goto('/horizon');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Horizon: code e lavori' })).toBeVisible();
    await expect(page.getByText(/Aggiornato alle/)).toBeVisible();
    const failed = page.getByRole('row').filter({ hasText: `Dominio inesistente: ${email}` });
    // The page refreshes itself: the job appears without a reload.
    await expect(failed).toBeVisible({ timeout: 20_000 });

    await failed.getByRole('button', { name: /^Dettagli/ }).click();
    const panel = page.getByRole('region', { name: /^Lavoro / });
    await expect(panel.getByText('Fallito')).toBeVisible();
    await expect(panel.locator('pre')).toContainText(email);
    // The verification link in the mail body is hidden.
    await expect(panel.locator('pre')).toContainText('[nascosto]');
    await expect(panel.locator('pre')).not.toContainText('/email/verify');

    await panel.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByText('Il lavoro è di nuovo in coda.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a customer is refused both pages (403)', async ({ page }) => {
    await signIn(page, DEMO.customer);
    for (const path of ['/pulse', '/horizon']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    }
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    test(`both pages have no WCAG 2.1 AA violation (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO.admin);
      for (const path of ['/pulse', '/horizon']) {
        await page.goto(path);
        await expect(page.getByText(/Aggiornato alle/)).toBeVisible();
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(result.violations.map((v) => `${path} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      }
    });
  }
});
