/**
 * A dealer joins through the form, as a person does: company, partita IVA checked on leaving the
 * field, address with the province picker, contacts, the owner's account, terms → /verify-email
 * ("Controlla la tua casella di posta") → the dealer is not public → the verification mail's link → its area and the
 * trial (not the buyers' search) → verified, public →
 * the same link again leads to the dealer's failed-verification page, which knows it is done.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { NEW_USER_PASSWORD, confirmVatAsAdmin, freshEmail } from '../support/auth';
import { field } from '../support/forms';
import { SUBJECTS, linkIn, pathOf, waitForMail } from '../support/mail';

// A guest's GET /api/user is a 401; the refused partita IVA is a 422 the form shows.
const EXPECTED = [/status of 401/, /status of 422/];

/** A partita IVA with the Agenzia delle Entrate check digit, never used before. */
function freshVat(): string {
  const first10 = `08${String(Date.now()).slice(-8)}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(first10[i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return first10 + ((10 - (sum % 10)) % 10);
}

async function inDealerList(request: APIRequestContext, name: string): Promise<boolean> {
  const res = await request.get('/api/dealer-list');
  return ((await res.json()) as { data: { name: string }[] }).data.some((d) => d.name === name);
}

test('a dealer signs up → confirms the e-mail → an admin confirms the partita IVA → public', async ({ page, browser }) => {
  test.slow();
  const errors = collectPageErrors(page, { allow: EXPECTED });
  const email = freshEmail('e2e-dealer');
  const company = `Autosalone E2E ${Date.now()} S.r.l.`;
  const vat = freshVat();

  await page.goto('/dealer/register'); // the old address leads to the sign-up (SPEC §2)
  await expect(page).toHaveURL(/\/dealer\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registra il tuo concessionario' })).toBeVisible();

  // Azienda: a wrong check digit is refused on leaving the field, then the right number passes.
  await field(page, 'Ragione sociale').fill(company);
  await field(page, 'Partita IVA').fill(vat.slice(0, 10) + ((Number(vat[10]) + 1) % 10));
  await field(page, 'Partita IVA').blur();
  await expect(page.getByText(/la cifra di controllo|controllo non corrisponde/)).toBeVisible();
  await field(page, 'Partita IVA').fill(vat);
  await field(page, 'Partita IVA').blur();
  await expect(page.getByText(/^Partita IVA valida/)).toBeVisible();

  // Sede, Contatti, Titolare e account, Termini.
  await field(page, 'Indirizzo').fill('Via Emilia 12');
  await field(page, 'CAP').fill('41121');
  await field(page, 'Comune').fill('Modena');
  await field(page, 'Provincia').selectOption('MO');
  await field(page, 'Telefono').fill('+39 059 123 4567');
  await field(page, 'Email aziendale').fill(`info.${email}`);
  await field(page, 'Nome').fill('Luca');
  await field(page, 'Cognome').fill('Bergamini');
  await field(page, 'Email di accesso').fill(email);
  await field(page, 'Password').fill(NEW_USER_PASSWORD);
  await field(page, 'Conferma password').fill(NEW_USER_PASSWORD);
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await page.getByRole('button', { name: 'Registra il concessionario' }).click();

  // As after a buyer's sign-up: "check your inbox" (with the resend button), and a toast about the dealer.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica la tua email' })).toBeVisible();
  await expect(page.getByText(`${company} è registrato. Controlla la tua e-mail`, { exact: false })).toBeVisible();
  // Signed in: the page (for signed-in users only) names the owner's address.
  await expect(page.getByText(email).first()).toBeVisible();
  expect(await inDealerList(page.request, company)).toBe(false);

  // The mail's link: verified, but the dealer waits for its partita IVA to be confirmed.
  const mail = await waitForMail(page.request, email, SUBJECTS.verification);
  const link = pathOf(linkIn(mail.text));
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verified\?verified=1$/);
  expect(await inDealerList(page.request, company)).toBe(false);
  const own = (await (await page.request.get('/api/user')).json()) as { data: { dealers: { uuid: string }[] } };
  const dealerUuid = own.data.dealers[0]!.uuid;
  // A dealer's next steps, not the buyers' search: its area, named, and the trial.
  await expect(page.getByRole('link', { name: 'Inizia a cercare' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Attiva la prova gratuita' })).toHaveAttribute('href', `/free-trial/${dealerUuid}/activate`);
  await page.getByRole('link', { name: 'Vai all’area concessionario' }).click();
  await expect(page).toHaveURL(new RegExp(`/dealer/${dealerUuid}/listings$`));
  await expect(page.locator('.am-dealer-bar')).toContainText(company);
  await page.goto(`/dealer/${dealerUuid}/settings`);
  await expect(page.getByRole('status').filter({ hasText: 'Partita IVA in verifica' })).toBeVisible();

  // An admin confirms it: the dealer is public and the banner is gone.
  await confirmVatAsAdmin(browser, dealerUuid);
  await expect.poll(() => inDealerList(page.request, company)).toBe(true);

  // The same link again: the dealer's page, which says there is nothing left to do.
  await page.goto(link);
  await expect(page).toHaveURL(/\/dealer\/failed-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indirizzo già confermato' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/dealer/no-associated leads to the sign-up; /dealer/failed-verification offers a new link', async ({ page }) => {
  await page.goto('/dealer/no-associated');
  await expect(page.getByRole('heading', { level: 1, name: 'Nessun concessionario associato' })).toBeVisible();
  await page.getByRole('link', { name: 'Registra il tuo concessionario' }).click();
  await expect(page).toHaveURL(/\/dealer\/signup$/);

  await page.goto('/dealer/failed-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica non riuscita' })).toBeVisible();
  await page.getByRole('link', { name: 'Richiedi un nuovo link di conferma' }).click();
  await expect(page).toHaveURL(/\/email-token-expired$/);
});
