/** Session wiring: cross-tab user:profile and user:logout, the profile-refresh failure dialog. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

const CHANNEL = 'automercato:session';

async function broadcast(page: Page, type: 'user:profile' | 'user:logout') {
  await page.evaluate(
    ([name, message]) => {
      const channel = new BroadcastChannel(name);
      channel.postMessage({ type: message });
      channel.close();
    },
    [CHANNEL, type] as const,
  );
}

test('user:logout from another tab sends this tab home, signed out', async ({ context }) => {
  const tab = await context.newPage();
  await signIn(tab, DEMO.customer);
  await tab.goto('/faq');
  await expect(tab.getByRole('banner').getByRole('button', { name: /Giulia/ })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/about-us');
  await broadcast(other, 'user:logout');

  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
});

test('user:profile re-fetches the profile; a failure shows the dialog for 5 s, with no choice', async ({ context }) => {
  const tab = await context.newPage();
  await signIn(tab, DEMO.customer);
  await tab.goto('/faq');
  await expect(tab.getByRole('banner').getByRole('button', { name: /Giulia/ })).toBeVisible();

  let refreshes = 0;
  await tab.route('**/api/session', (route) => {
    refreshes += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: true, error_code: '1', data: null, error_message: 'Servizio momentaneamente non disponibile' }),
    });
  });
  const other = await context.newPage();
  await other.goto('/about-us');
  await broadcast(other, 'user:profile');

  const dialog = tab.getByRole('alertdialog', { name: "Errore durante il recupero dei dati dell'utente" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Servizio momentaneamente non disponibile');
  await expect(dialog.getByRole('button')).toHaveCount(0);
  expect(refreshes).toBe(1);
  const shown = Date.now();
  await expect(dialog).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shown).toBeGreaterThan(3_500);
  // The user stays signed in.
  await expect(tab.getByRole('banner').getByRole('button', { name: /Giulia/ })).toBeVisible();
});

test('signing out from the profile menu tells the other tabs', async ({ context }) => {
  const a = await context.newPage();
  await signIn(a, DEMO.customer);
  await a.goto('/faq');
  const b = await context.newPage();
  await b.goto('/profile');
  await expect(b.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();

  const menu = a.getByRole('banner').getByRole('button', { name: /Giulia/ });
  await menu.click();
  await a.getByRole('button', { name: 'Esci' }).click();
  await expect(a).toHaveURL(/\/$/);
  await expect(a.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
  await expect(b).toHaveURL(/\/$/);
  // The session is really over: a guarded page asks to sign in.
  await b.goto('/profile');
  await expect(b).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
});
