import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/auth';
import { field } from '../support/forms';

/**
 * Paying for a plan in the browser, against the demo checkout (the payment stand-in): a guest is
 * sent to sign in and back to the checkout; a refused card ends on purchase-ko and "Riprova"
 * starts again; card 4242 ends on purchase-ok ("Piano attivato"); the plan page (server-rendered)
 * then shows the plan and the invoice of the payment (PDF and FatturaPA XML download), cancels and
 * resumes it; then the plan page upgrades it to Pro in one path (choose, confirm the difference, done).
 */

/** The demo owner's dealer on free trial (the one the plan page offers plans to buy). */
async function trialDealer(page: Page): Promise<{ dealer: string; base: string }> {
  const api = page.context().request;
  await api.get('/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  expect((await api.post('/api/login', { data: DEMO.dealer, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } })).status()).toBe(200);
  const user = await (await api.get('/api/user')).json() as { data: { dealers: { uuid: string }[] } };
  const plans = await (await api.get('/api/subscription-plans')).json() as { data: { uuid?: string; id?: string; code?: string; name: string }[] };
  const base = plans.data.find((p) => p.code === 'base' || p.name === 'Base')!;
  for (const { uuid } of user.data.dealers) {
    const html = await (await api.get(`/dealers/${uuid}/subscription/edit`)).text();
    if (html.includes('prova gratuita')) {
      await api.post('/api/logout', { headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
      await page.context().clearCookies();
      return { dealer: uuid, base: (base.uuid ?? base.id)! };
    }
  }
  throw new Error('no demo dealer on trial');
}

test('a dealer on trial buys Base through the demo checkout: a refused card first, then 4242', async ({ page }) => {
  const { dealer, base } = await trialDealer(page);
  const checkout = `/dealers/${dealer}/subscription/checkout/${base}`;

  // A guest: sign in first, then straight on to the checkout.
  await page.goto(checkout);
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  await field(page, 'Email').fill(DEMO.dealer.email);
  await field(page, 'Password').fill(DEMO.dealer.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Pagamento dimostrativo — nessun addebito reale')).toBeVisible();
  await expect(page.getByText(/^IVA 22\s?%$/).first()).toBeVisible();

  // A refused card: nothing charged, back to AutoMercato, "Riprova" opens the checkout again.
  await page.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByLabel('Intestatario della carta').fill('Marco Rossi');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page.getByRole('alert')).toContainText('Carta rifiutata');
  await page.getByRole('alert').getByRole('link', { name: 'Annulla e torna ad AutoMercato' }).click();
  await expect(page).toHaveURL(/\/dealer\/plan-purchase-ko\?reason=cancel/);
  await expect(page.getByRole('heading', { name: 'Acquisto del piano non riuscito' })).toBeVisible();
  await expect(page.getByText(/non ti è stato addebitato nulla/)).toBeVisible();
  await page.getByRole('link', { name: 'Riprova' }).click();

  // The card that works: purchase-ok names the plan.
  await expect(page.getByText('Pagamento dimostrativo — nessun addebito reale')).toBeVisible();
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByLabel('Intestatario della carta').fill('Marco Rossi');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page).toHaveURL(/\/dealer\/plan-purchase-ok\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Piano attivato' })).toBeVisible();
  await expect(page.getByText('Base', { exact: true })).toBeVisible();

  // The plan page: Base, its payment; cancel at period end, then resume.
  await page.getByRole('link', { name: 'Gestisci il piano e le fatture' }).click();
  await expect(page.getByRole('heading', { name: 'Gestione del piano' })).toBeVisible();
  await expect(page.locator('.plan-name').first()).toHaveText('Base');
  await expect(page.getByRole('cell', { name: /Abbonamento AutoMercato Base: primo mese/ })).toBeVisible();
  await expect(page.getByText('Pagato')).toBeVisible();
  const pdf = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF', exact: true }).first().click()]).then(([d]) => d);
  expect(pdf.suggestedFilename()).toMatch(/^fattura-\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const xml = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'XML FatturaPA' }).first().click()]).then(([d]) => d);
  expect(xml.suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
  expect(await readFile((await xml.path())!, 'utf8')).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
  await page.getByRole('button', { name: 'Disdici' }).click();
  await expect(page.getByRole('status')).toContainText('Piano disdetto');
  await page.getByRole('button', { name: 'Riattiva' }).click();
  await expect(page.getByRole('status')).toContainText('Piano riattivato');
  await expect(page.getByRole('button', { name: 'Disdici' })).toBeVisible();

  // Upgrading, in one path: the plan page, "Scegli" on the bigger plan, the difference
  // and when it applies, one confirmation, done.
  await page.goto(`/dealer/${dealer}/plan`);
  await page.getByRole('link', { name: 'Scegli il piano Pro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passa al piano Pro' })).toBeVisible();
  await expect(page.getByTestId('plan-change-difference')).toHaveText(/^\+100,00\s€\s\/mese$/);
  await expect(page.getByText(/Il cambio vale da subito: oggi ti addebitiamo la differenza/)).toBeVisible();
  await page.getByRole('button', { name: 'Conferma il passaggio a Pro' }).click();
  await expect(page.getByRole('status')).toContainText('Fatto: ora hai il piano Pro');
  await expect(page.locator('.plan-name').first()).toHaveText('Pro');
});
