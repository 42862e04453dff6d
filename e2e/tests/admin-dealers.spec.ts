/**
 * The admin's dealers (S2): a dealer that signs up in this spec (with a published
 * listing of its own) is found by its partita IVA, disabled from its page after the confirm
 * dialog → its listing is gone from public search at once → re-enabled → back. Then a customer
 * that signs up in this spec is made an administrator of that dealer from the dealer-admin page,
 * shows in the dealer admins' list, and is removed again. Seeded users and dealers are not touched.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, NEW_USER_PASSWORD, freshEmail, signIn } from '../support/auth';
import { toasts } from '../support/buyers';
import { SUBJECTS, linkIn, outbox, pathOf, waitForMail } from '../support/mail';
import { axeViolations } from '../support/a11y';

/** A partita IVA with the Agenzia delle Entrate check digit, never used before. */
function freshVat(): string {
  const first10 = `07${String(Date.now()).slice(-8)}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(first10[i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return first10 + ((10 - (sum % 10)) % 10);
}

async function xsrf(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/** A new dealer, its owner's e-mail confirmed (public once an admin confirms its partita IVA), with one published listing. */
async function freshDealerWithListing(page: Page) {
  const email = freshEmail('e2e-admdealer');
  const vat = freshVat();
  const company = `Autosalone Admin E2E ${Date.now()} S.r.l.`;
  let headers = await xsrf(page.context(), page.request);
  const signed = await page.request.post('/api/register-dealer', {
    headers,
    data: {
      company_name: company, vat, address: 'Via Emilia 40', city: 'Modena', province_code: 'MO', postal_code: '41121',
      phone: '+39 059 765 4321', company_email: `info.${email}`, name: 'Sara', surname: 'Guidi', email,
      password: NEW_USER_PASSWORD, password_confirmation: NEW_USER_PASSWORD, terms: true,
    },
  });
  expect(signed.status(), 'POST /api/register-dealer').toBeLessThan(300);
  const dealer = ((await signed.json()) as { data: { dealer: { uuid: string; name: string } } }).data.dealer;
  const mail = await waitForMail(page.request, email, SUBJECTS.verification);
  await page.goto(pathOf(linkIn(mail.text)));
  await expect(page).toHaveURL(/\/email-verified/);

  headers = await xsrf(page.context(), page.request);
  const created = await page.request.post(`/api/dealers/${dealer.uuid}/listings`, {
    headers,
    data: {
      make: 'volkswagen', model: 'golf', version: '2.0 TDI Style', registration_year: 2021, registration_month: 4,
      mileage: 58_000, power_type: 'diesel', gearbox_type: 'automatico', power_kw: 110, horsepower: 150, category: 'berlina',
      exterior_color: 'grigio', exterior_paint_type: 'metallizzata', interior_color: 'nero', interior_material: 'tessuto',
      traction_type: 'anteriore', emission_class: 'euro-6d', origin: 'italiana', price: 21_750, price_negotiable: false,
      description: 'Annuncio della prova automatica dell\'amministrazione.', state: 'published',
    },
  });
  expect(created.status(), 'POST /api/dealers/{id}/listings').toBeLessThan(300);
  const listing = ((await created.json()) as { data: { listing: { uuid: string; state: string } } }).data.listing;
  expect(listing.state).toBe('published');
  return { dealer, vat, listingId: listing.uuid, ownerEmail: email };
}

/** The dealer's listings in public search (a listing without photos is asked for explicitly). */
async function publicUuids(request: APIRequestContext, dealerId: string): Promise<string[]> {
  const res = await request.get(`/api/listings?dealer=${dealerId}&include_no_photos=true`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: { uuid: string }[] } }).data.items.map((l) => l.uuid);
}

test('an admin disables a fresh dealer (its listing leaves public search), re-enables it, adds and removes a dealer admin', async ({ page, browser }) => {
  test.slow();
  const dealerContext = await browser.newContext();
  const customerContext = await browser.newContext();
  try {
    const dealerPage = await dealerContext.newPage();
    const { dealer, vat, listingId, ownerEmail } = await freshDealerWithListing(dealerPage);
    // Not public until an admin confirms its partita IVA.
    expect(await publicUuids(page.request, dealer.uuid)).toEqual([]);

    // A customer who will help run the dealer.
    const helper = await customerContext.newPage();
    const helperEmail = freshEmail('e2e-admhelper');
    const registered = await helper.request.post('/api/register-customer', {
      headers: await xsrf(customerContext, helper.request),
      data: { name: 'Elena', surname: 'Aiuto', email: helperEmail, password: NEW_USER_PASSWORD, password_confirmation: NEW_USER_PASSWORD, terms: true },
    });
    expect(registered.status()).toBeLessThan(300);
    const helperId = ((await registered.json()) as { data: { uuid?: string; user?: { uuid: string } } }).data;
    const helperUuid = helperId.uuid ?? helperId.user!.uuid;
    // A dealer's area wants a confirmed e-mail.
    await helper.goto(pathOf(linkIn((await waitForMail(helper.request, helperEmail, SUBJECTS.verification)).text)));
    await expect(helper).toHaveURL(/\/email-verified/);

    // ── the admin finds the dealer by its partita IVA and opens its page ──
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/dealers?q=${vat}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Concessionari' })).toBeVisible();
    await expect(page.getByText('1 risultato')).toBeVisible();
    await page.getByRole('link', { name: dealer.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dealers/${dealer.uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();

    // ── the partita IVA review: a reason, then "Conferma partita IVA"; the listing goes public ──
    await page.getByLabel('Motivo della decisione').fill('Visura camerale controllata: la ditta esiste.');
    await page.getByRole('button', { name: 'Conferma partita IVA' }).click();
    await expect.poll(() => publicUuids(page.request, dealer.uuid)).toEqual([listingId]);
    await expect(page.getByRole('row', { name: /Annunci pubblicati 1 \// })).toBeVisible();

    // ── disable, with a reason for the owners ──
    const reason = 'Documenti della società da verificare con il titolare.';
    await page.getByRole('button', { name: 'Disattiva concessionario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disattivare questo concessionario?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Disattiva' }).click();
    await expect(toasts(page).filter({ hasText: 'è disattivato' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riattiva concessionario' })).toBeVisible();
    expect(await publicUuids(page.request, dealer.uuid)).toEqual([]);
    expect((await page.request.get(`/api/listings/${listingId}`)).status()).toBe(410);
    await expect(page.getByText('Disattivazione', { exact: true })).toBeVisible();
    // The owner is mailed the reason and reads it above the dealer area.
    await expect.poll(async () => (await outbox(page.request, ownerEmail)).some((m) => m.subject.includes('è stato disattivato') && m.text.includes(reason)),
      { message: 'the disabled-dealer mail', timeout: 15_000 }).toBe(true);
    await dealerPage.goto(`/dealer/${dealer.uuid}/listings`);
    await expect(dealerPage.getByTestId('dealer-disabled-banner')).toContainText(reason, { timeout: 30_000 });

    // ── enable again: the listing is back ──
    await page.getByRole('button', { name: 'Riattiva concessionario' }).click();
    await expect(toasts(page).filter({ hasText: 'è di nuovo attivo' })).toBeVisible();
    expect(await publicUuids(page.request, dealer.uuid)).toEqual([listingId]);

    // ── a dealer admin: add the helper to this dealer, see them in the list, remove them ──
    await page.goto(`/admin/dealer-admins/${helperUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Elena Aiuto' })).toBeVisible();
    await expect(page.getByText('Questo utente non gestisce alcun concessionario.')).toBeVisible();
    await page.getByLabel(/Cerca il concessionario/).fill(vat);
    await page.getByRole('search', { name: 'Cerca un concessionario da aggiungere' }).getByRole('button', { name: 'Cerca' }).click();
    await page.getByRole('button', { name: `Aggiungi ${dealer.name} come amministratore` }).click();
    await expect(toasts(page).filter({ hasText: 'Concessionari dell\'utente aggiornati.' })).toBeVisible();
    const managed = page.getByRole('table', { name: 'Concessionari gestiti' });
    await expect(managed.getByRole('link', { name: dealer.name })).toBeVisible();
    // The helper reaches the dealer's own area now.
    expect((await helper.request.get(`/api/dealers/${dealer.uuid}/settings`)).status()).toBe(200);

    await page.goto(`/admin/dealer-admins?q=${encodeURIComponent(helperEmail)}`);
    await expect(page.getByRole('link', { name: helperEmail })).toBeVisible();
    await page.getByRole('link', { name: helperEmail }).click();
    await page.getByRole('button', { name: `Rimuovi ${dealer.name}` }).click();
    const remove = page.getByRole('alertdialog', { name: 'Rimuovere l\'accesso?' });
    await remove.getByRole('button', { name: 'Rimuovi' }).click();
    await expect(page.getByText('Questo utente non gestisce alcun concessionario.')).toBeVisible();
    expect((await helper.request.get(`/api/dealers/${dealer.uuid}/settings`)).status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Registro delle modifiche' })).toBeVisible();
  } finally {
    await dealerContext.close();
    await customerContext.close();
  }
});

/** Nothing wider than the screen (what sits in a strip that scrolls or clips on its own, e.g. a stacked table's hidden header, may run past the edge). */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => Array.from(document.querySelectorAll('body *'))
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
      }
      return true;
    })
    .slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)})`));
  expect(wide, 'elements wider than the screen').toEqual([]);
}


test('on a phone (390 px) the dealers list, a dealer\'s page and the dealer admins fit the screen and pass axe (read only)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/dealers?sort_by=name&sort_direction=asc');
  const first = page.getByRole('table', { name: 'Concessionari' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await first.click();
  await expect(page.getByRole('heading', { name: 'Piano e utilizzo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registro delle modifiche' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/dealer-admins');
  await expect(page.getByRole('table', { name: 'Amministratori dei concessionari' }).getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
