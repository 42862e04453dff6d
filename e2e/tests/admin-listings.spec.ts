/**
 * Listing moderation and buyers' messages in the admin back-office, in Chromium. The
 * spec makes its own data: a fresh published listing of the second demo dealer (Premium, no limit)
 * through the dealer API, and a guest's message about it. The admin finds the listing by its plate,
 * disables it with a reason (reason dialog, then the shell's confirm, then a toast): it is gone from
 * public search, the dealer's mail with the reason is in the dev outbox (/dev), and the dealer's own
 * table and editor say "Sospeso" with the reason and what to do. The admin opens
 * the Carfax tab (mf-carfax's page, loaded from its own remote), and deletes the guest's message.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { searchApi, toasts } from '../support/buyers';
import { collectPageErrors } from '../support/console';
import { outbox } from '../support/mail';
import { axeViolations } from '../support/a11y';

async function xsrf(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/** A plate no other journey uses: AA000AA without I, O, Q, U, starting with K. */
function uniquePlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `K${pick()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${pick()}${pick()}`;
}

/** The second demo dealer publishes a fresh listing through its API; its uuid and the dealer's. */
async function freshListing(page: Page, plate: string): Promise<{ dealer: string; listing: string }> {
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const dealer = (me.data.dealers as { uuid: string }[])[0]!.uuid;
  const res = await page.request.post(`/api/dealers/${dealer}/listings`, {
    headers: await xsrf(page.context(), page.request),
    data: {
      make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', registration_year: 2021, registration_month: 4,
      mileage: 41_000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
      exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
      traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 19_870, price_negotiable: false,
      description: 'Annuncio di prova della moderazione.', plate, state: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { dealer, listing: (await res.json()).data.listing.uuid };
}

test('an admin disables a fresh listing with a reason, opens the Carfax tab and deletes a message', async ({ page, browser }) => {
  // Two more page loads (the dealer's table and editor).
  test.setTimeout(150_000);
  const plate = uniquePlate();
  const token = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const buyer = { name: `Gino Prova ${token}`, email: `gino.${token}@automercato.example` };
  const reason = `Le foto non mostrano il veicolo descritto (${token}).`;

  // ── the dealer's listing, public; a guest writes about it ──
  const { dealer, listing } = await freshListing(page, plate);
  const onSale = async () => (await searchApi(page.request, `dealer=${dealer}&include_no_photos=true&per_page=50&sort_by=created_at&sort_direction=desc`)).items
    .some((item) => item.uuid === listing);
  expect(await onSale(), 'the fresh listing is in public search').toBe(true);
  const dealerEmail = (await (await page.request.get(`/api/dealers/${dealer}/settings`, { headers: { Accept: 'application/json' } })).json()).data.email as string;
  const guest = await browser.newContext({ locale: 'it-IT' });
  const lead = await guest.request.post('/api/user-messages', {
    headers: await xsrf(guest, guest.request),
    data: { listing, name: buyer.name, email: buyer.email, message: `Buongiorno, è ancora disponibile? (${token})` },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await guest.close();

  // ── the admin ──
  const admin = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  const errors = collectPageErrors(adminPage);
  const remoteRequests: string[] = [];
  adminPage.on('request', (req) => remoteRequests.push(new URL(req.url()).pathname));
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto('/admin/listings');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Annunci' })).toBeVisible();
  const listSearch = adminPage.getByRole('searchbox', { name: /Cerca per targa/ });
  await listSearch.fill(plate.toLowerCase());
  await listSearch.press('Enter');
  await expect(adminPage).toHaveURL(new RegExp(`[?&]q=${plate.toLowerCase()}`));
  await expect(adminPage.getByText('1 risultato')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Volkswagen Golf' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`[?&]listing=${listing}`));
  const panel = adminPage.getByRole('dialog', { name: 'Volkswagen Golf 2.0 TDI Style' });
  await expect(panel.getByText(dealerEmail)).toBeVisible();

  // Disable: the reason, then the shell's confirm dialog, then a toast.
  await panel.getByRole('button', { name: 'Sospendi l\'annuncio…' }).click();
  const reasonDialog = adminPage.getByRole('dialog', { name: /^Sospendi Volkswagen Golf/ });
  await reasonDialog.getByRole('textbox', { name: /Motivo/ }).fill(reason);
  await reasonDialog.getByRole('button', { name: 'Continua' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Sospendere l\'annuncio?' });
  await expect(confirm).toBeVisible();
  const disabled = adminPage.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/api/admin/listings/${listing}/disable`));
  await confirm.getByRole('button', { name: 'Sospendi' }).click();
  expect((await disabled).status()).toBe(200);
  await expect(toasts(adminPage).filter({ hasText: 'Annuncio sospeso' })).toBeVisible();
  await expect(panel.getByText(reason, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Riattiva l\'annuncio' })).toBeVisible();
  await expect(panel.getByText('Registro delle modifiche')).toBeVisible();
  await expect(panel.getByText('Sospensione', { exact: true })).toBeVisible();
  // In Italian, with the reason; never the stored field names (status, updated_at, moderated_by).
  const trail = panel.locator('.adm-audit__changes').first();
  await expect(trail).toContainText('Stato (moderazione): attivo → disattivato');
  await expect(trail).toContainText(`Motivo della sospensione: — → ${reason}`);
  await expect(trail).not.toContainText(/updated_at|moderated_by|disabled/);

  // Gone from public search at once; the dealer's mail with the reason is on /dev.
  expect(await onSale(), 'the disabled listing left public search').toBe(false);

  // ── the dealer sees it: "Sospeso" with the reason in the table, and what to do in the editor ──
  await page.goto(`/dealer/${dealer}/listings?q=${plate}`);
  const state = page.getByTestId(`state-${listing}`);
  await expect(state.getByText('Sospeso', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(state).toContainText(`Sospeso dall'amministrazione: «${reason}»`);
  await expect(page.getByRole('switch', { name: /^Vetrina: / })).not.toBeChecked();
  await page.goto(`/dealer/${dealer}/listings/${listing}`);
  // The editor loads the catalogue lists first.
  await expect(page.getByTestId('listing-visibility')).toContainText(reason, { timeout: 30_000 });
  await expect(page.getByTestId('listing-visibility')).toContainText('assistenza@automercato.it');
  await page.screenshot({ path: test.info().outputPath('dealer-suspended-listing.png'), fullPage: true });
  await expect.poll(async () => (await outbox(adminPage.request, dealerEmail)).some((m) => m.subject.includes('è stato sospeso') && m.text.includes(reason)),
    { message: 'the moderation mail', timeout: 15_000 }).toBe(true);
  await adminPage.goto('/dev');
  await expect(adminPage.getByTestId('dev-outbox').getByRole('listitem').filter({ hasText: dealerEmail }).filter({ hasText: 'Il tuo annuncio Volkswagen Golf 2.0 TDI Style è stato sospeso' }).first())
    .toBeVisible();

  // ── the Carfax tab is mf-carfax's page ──
  await adminPage.goto('/admin/listings');
  await adminPage.getByRole('link', { name: 'Richieste Carfax' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/carfax$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Richieste di report Carfax' })).toBeVisible();
  expect(remoteRequests.some((path) => path.startsWith('/mf/carfax/')), 'mf-carfax\'s files were loaded').toBe(true);

  // ── the guest's message, deleted after the confirm dialog ──
  await adminPage.getByRole('link', { name: 'Messaggi' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  const messageSearch = adminPage.getByRole('searchbox', { name: /Cerca per e-mail/ });
  await messageSearch.fill(buyer.email);
  await messageSearch.press('Enter');
  const remove = adminPage.getByRole('button', { name: `Elimina il messaggio di ${buyer.name}` });
  await expect(remove).toBeVisible();
  await remove.click();
  const ask = adminPage.getByRole('alertdialog', { name: 'Eliminare questo messaggio?' });
  await ask.getByRole('button', { name: 'Elimina' }).click();
  await expect(toasts(adminPage).filter({ hasText: 'Messaggio eliminato.' })).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(adminPage.getByText('Nessun messaggio per questa ricerca.')).toBeVisible();

  // The dealer's inbox no longer has it.
  const inbox = await (await page.request.get(`/api/dealers/${dealer}/user-messages?per_page=100`, { headers: { Accept: 'application/json' } })).json();
  expect((inbox.data.items as { email: string }[]).some((m) => m.email === buyer.email)).toBe(false);

  expect(errors).toEqual([]);
  await admin.close();
});

/** Nothing wider than the screen, except inside what scrolls or clips on its own (the tab bar, the visually hidden table head). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('body *'))
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
      }
      return true;
    })
    .slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)})`));
}


test('on a 390 px phone the listings table, a listing\'s panel and the messages fit the screen and pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectPageErrors(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/listings');
  await expect(page.getByText(/risultat/).first()).toBeVisible();
  expect(await sidewaysOverflow(page), 'listings: elements wider than the screen').toEqual([]);
  expect(await axeViolations(page), 'listings: axe').toEqual([]);
  await page.getByRole('region', { name: 'Annunci' }).locator('.adm-row-title').first().click();
  const panel = page.getByRole('dialog').first();
  await expect(panel.getByRole('heading', { name: 'Moderazione' })).toBeVisible();
  expect(await sidewaysOverflow(page), 'listing panel: elements wider than the screen').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/listing=/);
  await page.goto('/admin/messages');
  await expect(page.getByText(/risultat/).first()).toBeVisible();
  expect(await sidewaysOverflow(page), 'messages: elements wider than the screen').toEqual([]);
  expect(await axeViolations(page), 'messages: axe').toEqual([]);
  expect(errors).toEqual([]);
});
