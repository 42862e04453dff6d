import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signUpUnverified } from '../support/auth';
import { collectPageErrors } from '../support/console';
import { axeViolations } from '../support/a11y';

/**
 * The admin back-office's users: an admin finds a user by e-mail, disables them, and
 * that user's open session is refused at its next request; then exports the users as CSV. The
 * user is registered by this spec (other specs share the database: no seeded account is touched).
 */
test.describe('admin users', () => {
  test('an admin finds a fresh user by e-mail, disables them (their session ends), and exports the CSV', async ({ page, browser }) => {
    // The user, signed in in their own browser.
    const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const userPage = await theirs.newPage();
    const email = await signUpUnverified(userPage);
    expect((await userPage.request.get('/api/user')).status()).toBe(200);

    const errors = collectPageErrors(page);
    await signIn(page, DEMO.admin);
    expect((await page.goto('/admin/users'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();

    // Find them by e-mail (the search lives in the address).
    const users = page.getByRole('region', { name: 'Utenti' });
    await users.getByRole('searchbox', { name: 'Cerca per email, nome o cognome' }).fill(email);
    await users.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`));
    await expect(page.getByText('1 risultato')).toBeVisible();
    await page.getByRole('button', { name: `Apri ${email}` }).click();
    await expect(page).toHaveURL(/[?&]user=[0-9a-f-]{36}/);

    // Disable, after the shell's confirm dialog.
    const panel = page.getByRole('dialog', { name: 'Prova Automatica' });
    await expect(panel.getByText(email).first()).toBeVisible();
    await panel.getByRole('button', { name: 'Disattiva' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disattivare Prova Automatica?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Disattiva' }).click();
    await expect(page.getByText('L\'account di Prova Automatica è stato disattivato: le sessioni aperte sono state chiuse.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Riattiva' })).toBeVisible();
    // The audit trail of the account shows the change.
    await expect(panel.getByText('Disattivazione', { exact: true })).toBeVisible();

    // Their open session is refused at its very next request.
    const next = await userPage.request.get('/api/user');
    expect(next.status()).toBe(401);
    await theirs.close();

    // The CSV of the same search: the header and their row, disabled.
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page).not.toHaveURL(/[?&]user=/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      users.getByRole('link', { name: 'Esporta CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('utenti.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csv[0]).toBe('ID;Email;Nome;Cognome;Telefono;Ruoli;Stato;Email verificata il;Registrato il');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`;${email};Prova;Automatica;`);
    expect(csv[1]).toContain(';disabilitato;');
    expect(errors).toEqual([]);
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    test(`the users page and a user's panel are accessible and fit a ${viewport.width} px screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO.admin);
      await page.goto('/admin/users?q=cliente%40');
      const users = page.getByRole('region', { name: 'Utenti' });
      await expect(users.getByText('1 risultato')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow(page)).toBe(false);
      await users.getByRole('button', { name: 'Apri cliente@automercato.example' }).click();
      const panel = page.getByRole('dialog', { name: 'Giulia Bianchi' });
      await expect(panel.getByRole('heading', { name: 'Registro delle modifiche' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Salva modifiche' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow(page)).toBe(false);
    });
  }
});


/** Wider than the screen: the page scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
