/**
 * A dealer's Carfax journey: on /dealer/<uuid>/carfax the second demo dealer buys the
 * 10-report package through the demo checkout (card 4242), comes back to "Pagamento ricevuto" and
 * sees the package among those bought once the payment is confirmed; buys a report by the plate of
 * one of its published listings without a report; associates it to that listing on
 * /dealer/<uuid>/carfax-reports ("Associa ad annunci"); the public listing page then shows the
 * "Controllo problemi noti" of the report; buying the same plate again asks first.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';

interface Item { uuid: string; url: string | null; plate: string | null; title: string }

/** Italian plates the purchase accepts (AA000AA, no I, O, Q, U among the letters). */
const PLATE = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;

/** A published listing of the dealer with a valid plate and no report yet (the association changes it). */
async function listingWithoutReport(request: APIRequestContext, dealerUuid: string): Promise<Item & { url: string; plate: string }> {
  const res = await request.get(`/api/dealers/${dealerUuid}/listings?state=published&per_page=40`, { headers: { Accept: 'application/json' } });
  expect(res.status(), 'GET dealer listings').toBe(200);
  const items = ((await res.json()).data.items as Item[]).filter((l) => l.url && l.plate && PLATE.test(l.plate.replace(/[\s-]/g, '').toUpperCase()));
  for (const item of items.slice(0, 20)) {
    const detail = await request.get(`/api/listings/${item.uuid}`, { headers: { Accept: 'application/json' } });
    if (detail.status() === 200 && !(await detail.json()).data.carfax) return item as Item & { url: string; plate: string };
  }
  throw new Error('no published listing with a plate and without a report');
}

test('a dealer buys a credit package, a report by plate, and associates it to a listing', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const dealerUuid = (me.data.dealers as { uuid: string }[])[0]!.uuid;
  const listing = await listingWithoutReport(page.request, dealerUuid);
  const plate = listing.plate.replace(/[\s-]/g, '').toUpperCase();

  // The package: the link is a full page navigation to the back end's checkout, which redirects.
  await page.goto(`/dealer/${dealerUuid}/carfax`);
  await expect(page.getByRole('heading', { name: 'Report Carfax', level: 1 })).toBeVisible();
  const buy = page.getByRole('link', { name: 'Acquista il pacchetto da 10 report' });
  expect(await buy.getAttribute('href')).toMatch(new RegExp(`/dealers/${dealerUuid}/carfax-package/checkout\\?package=carfax-10$`));
  await buy.click();
  // The back end sends the browser on to the payment stand-in's checkout session.
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await expect(page.getByText('Pagamento dimostrativo — nessun addebito reale')).toBeVisible();
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await page.getByLabel('Intestatario della carta').fill('Marco Rossi');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dealer/${dealerUuid}/carfax\\?acquisto=ok`));
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento ricevuto' })).toBeVisible();

  // The credits come with the provider's webhook: reload until the package is listed.
  const bought = page.getByRole('table', { name: 'Pacchetti di crediti acquistati' });
  await expect(async () => {
    await page.reload();
    await expect(bought.getByRole('row')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(bought.getByRole('cell', { name: '0 di 10' })).toBeVisible();

  // A report by plate: the answer opens it.
  const form = page.getByRole('form', { name: 'Compra un report' });
  await form.getByRole('textbox', { name: /Targa/ }).fill(plate);
  await form.getByRole('button', { name: 'Compra il report' }).click();
  await expect(page).toHaveURL(new RegExp(`/dealer/${dealerUuid}/carfax-reports/[^/?]+$`));
  await expect(page.getByRole('heading', { name: 'Controllo problemi noti' })).toBeVisible();
  const reportUrl = page.url();

  // The same plate again: the dealer is asked first, nothing is spent, and "Apri il report" opens the one bought.
  await page.goto(`/dealer/${dealerUuid}/carfax`);
  const total = page.getByText(/report disponibili in totale/);
  await expect(total).toBeVisible();
  const before = await total.textContent();
  await form.getByRole('textbox', { name: /Targa/ }).fill(plate.toLowerCase());
  await form.getByRole('button', { name: 'Compra il report' }).click();
  const held = page.getByRole('dialog', { name: 'Hai già un report per questa targa' });
  await expect(held).toContainText(`Hai già un report per la targa ${plate}`);
  await expect(total).toHaveText(before!);
  await held.getByRole('button', { name: 'Apri il report' }).click();
  await expect(page).toHaveURL(reportUrl);

  // Associate it to the listing with the same plate.
  await page.goto(`/dealer/${dealerUuid}/carfax-reports`);
  await page.getByRole('button', { name: new RegExp(`^Associa ad annunci il report di .* ${plate}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Associa ad annunci' });
  const match = dialog.getByRole('checkbox', { name: listing.title, exact: true }).first();
  await expect(match).toBeVisible();
  if (!(await match.isChecked())) await match.check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/associate-listings') && r.request().method() !== 'GET');
  await dialog.getByRole('button', { name: 'Associa', exact: true }).click();
  expect((await saved).status()).toBeLessThan(300);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: plate }).getByRole('cell', { name: listing.title })).toBeVisible();

  // The public page of the listing (/item/<uuid> leads to its canonical address) shows the report's "Controllo problemi noti" summary.
  await page.goto(`/item/${listing.uuid}`);
  const box = page.locator('section.lp-carfax');
  await expect(box.getByText(/Riepilogo del report Carfax del/)).toBeVisible();
  await expect(box.getByText(/Nessun problema rilevato nei controlli principali|controll[oi] richied/)).toBeVisible();
  await expect(box.getByRole('listitem').first()).toBeVisible();
});
