/**
 * Accounts through the forms, as a person uses them: sign-up → verification mail → verified →
 * sign-out → password recovery through the mail link → sign-in with the new password; the
 * expired-link pages; wrong credentials; redirectTo; the dealer sign-in; sign-in and sign-out
 * across tabs. Mails are read from the platform's dev outbox (/dev, GET /api/dev/outbox).
 */
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { DEMO, NEW_USER_PASSWORD, freshEmail, signIn } from '../support/auth';
import { field, profileMenu, signOutFromMenu } from '../support/forms';
import { SUBJECTS, lastMailId, linkIn, pathOf, waitForMail } from '../support/mail';

// A 401 from GET /api/user (a guest) is expected; so is the 401 of a refused sign-in.
const EXPECTED = [/status of 401/];

async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function fillSignUp(page: Page, person: { name: string; surname: string; email: string; password: string }) {
  await field(page, 'Nome').fill(person.name);
  await field(page, 'Cognome').fill(person.surname);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Conferma password').fill(person.password);
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
}

test.describe('sign-up, verification, recovery', () => {
  test('sign up → verification mail → verified → sign out → new password by mail → sign in with it', async ({ page }) => {
    test.slow();
    const errors = collectPageErrors(page, { allow: EXPECTED });
    const email = freshEmail('e2e-signup');
    const person = { name: 'Elena', surname: 'Marchetti', email, password: NEW_USER_PASSWORD };

    // Sign up.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true }).click();
    await page.getByRole('link', { name: 'Registrati gratis' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
    await fillSignUp(page, person);
    await page.getByRole('button', { name: 'Crea l’account' }).click();

    // "Check your inbox", and the header knows the new user.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifica la tua email' })).toBeVisible();
    await expect(page.getByText('Controlla la tua casella di posta.')).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Account creato: ti abbiamo inviato un’email per confermare il tuo indirizzo.')).toBeVisible();

    // The resend button sends a second mail, with a toast.
    const firstMail = await waitForMail(page.request, email, SUBJECTS.verification);
    await page.getByRole('button', { name: 'Invia di nuovo l’email' }).click();
    await expect(page.getByText('Ti abbiamo inviato una nuova email di conferma.')).toBeVisible();
    await waitForMail(page.request, email, SUBJECTS.verification, firstMail.id);

    // The mail, as the /dev page shows it.
    await page.goto('/dev');
    const outbox = page.getByTestId('dev-outbox');
    const mailItem = outbox.getByRole('listitem').filter({ hasText: email }).filter({ hasText: SUBJECTS.verification }).first();
    await mailItem.locator('summary').click();
    const link = linkIn(await mailItem.locator('pre').innerText());
    expect(link).toContain('/api/email/verify/');

    // Open the link: verified.
    await page.goto(pathOf(link));
    await expect(page).toHaveURL(/\/email-verified\?verified=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email verificata' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai al profilo' }).click();
    await expect(page.getByText('Email verificata', { exact: true })).toBeVisible(); // the profile's badge
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/$/); // nothing left to verify

    // Sign out.
    await signOutFromMenu(page, 'Elena Marchetti');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();

    // Forgot the password: the recovery mail, its link, a new password.
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/\/password-recover$/);
    const before = await lastMailId(page.request, email);
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Controlla la tua email.' })).toBeVisible();
    const resetMail = await waitForMail(page.request, email, SUBJECTS.reset, before);
    const resetLink = linkIn(resetMail.text);
    expect(resetLink).toMatch(/\/password-reset\/[A-Za-z0-9_-]+$/);

    await page.goto(pathOf(resetLink));
    await expect(page.getByRole('heading', { level: 1, name: 'Imposta una nuova password' })).toBeVisible();
    const newPassword = 'Strada#Nuova2026!';
    // A common password: the strength meter (its dictionaries loaded on first use) says so.
    await field(page, 'Nuova password').fill('Juventus1897!');
    await expect(page.getByText('Sicurezza della password: Discreta')).toBeVisible();
    await field(page, 'Nuova password').fill(newPassword);
    await expect(page.getByText('Sicurezza della password: Ottima')).toBeVisible();
    // The live checklist follows the typing.
    await expect(page.getByRole('list', { name: 'Requisiti della password' }).getByRole('listitem')).toHaveText([
      /Almeno 8 caratteri: soddisfatto/,
      /Una lettera maiuscola: soddisfatto/,
      /Una lettera minuscola: soddisfatto/,
      /Un numero: soddisfatto/,
      /Un carattere speciale.*: soddisfatto/,
    ]);
    await field(page, 'Conferma password').fill(newPassword);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/password-updated$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Password aggiornata' })).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signInWithForm(page, { email, password: NEW_USER_PASSWORD });
    await expect(page.getByRole('alert').filter({ hasText: 'Email o password non corretti.' })).toBeVisible();
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(profileMenu(page, 'Elena Marchetti')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a verification link used twice → /email-token-expired, which offers a new link', async ({ page }) => {
    const email = freshEmail('e2e-expired');
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Paolo', surname: 'Conti', email, password: NEW_USER_PASSWORD });
    await page.getByRole('button', { name: 'Crea l’account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    const link = pathOf(linkIn((await waitForMail(page.request, email, SUBJECTS.verification)).text));

    await page.goto(link);
    await expect(page).toHaveURL(/\/email-verified\?verified=1$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/email-token-expired$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il link di verifica è scaduto' })).toBeVisible();
    // Signed in and already verified: nothing to send.
    await expect(page.getByText('il tuo indirizzo email risulta già confermato')).toBeVisible();

    // A guest asks for a new link: the same answer for any address, known or not.
    await page.context().clearCookies();
    for (const address of [email, freshEmail('e2e-nobody')]) {
      await page.goto('/email-token-expired');
      await field(page, 'Email').fill(address);
      await page.getByRole('button', { name: 'Invia un nuovo link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'riceverai a breve un’email' })).toBeVisible();
    }
  });

  test('a used password link → /password-token-expired; a link used while the form is open, too', async ({ page, request }) => {
    const email = freshEmail('e2e-reset');
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Sara', surname: 'Galli', email, password: NEW_USER_PASSWORD });
    await page.getByRole('button', { name: 'Crea l’account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.context().clearCookies();

    const askLink = async () => {
      const before = await lastMailId(request, email);
      await page.goto('/password-recover');
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Invia il link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Controlla la tua email.' })).toBeVisible();
      return pathOf(linkIn((await waitForMail(request, email, SUBJECTS.reset, before)).text));
    };

    // Used once through the form, then opened again: the guard says it expired.
    const first = await askLink();
    await page.goto(first);
    await field(page, 'Nuova password').fill('Giardino#Verde2026');
    await field(page, 'Conferma password').fill('Giardino#Verde2026');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/password-updated$/);
    await page.goto(first);
    await expect(page).toHaveURL(/\/password-token-expired$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il link per la password è scaduto' })).toBeVisible();

    // Opened, then used elsewhere before this form is sent: the 410 leads to the same page.
    const second = await askLink();
    await page.goto(second);
    await expect(page.getByRole('heading', { level: 1, name: 'Imposta una nuova password' })).toBeVisible();
    const token = second.split('/').pop()!;
    const csrf = await request.get('/sanctum/csrf-cookie');
    expect(csrf.ok()).toBe(true);
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const used = await request.post('/api/reset-password', {
      data: { token, password: 'Montagna#Alta2026', password_confirmation: 'Montagna#Alta2026' },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    });
    expect(used.status()).toBe(200);
    await field(page, 'Nuova password').fill('Collina#Bassa2026');
    await field(page, 'Conferma password').fill('Collina#Bassa2026');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/password-token-expired$/);
  });
});

test.describe('sign-in form', () => {
  test('fields validate on blur, not while typing; a wrong password says so; focus goes to the problem', async ({ page }) => {
    const errors = collectPageErrors(page, { allow: EXPECTED });
    await page.goto('/signin');
    const email = field(page, 'Email');
    await email.fill('non-un-indirizzo');
    await page.waitForTimeout(50); // well past the 5 ms debounce
    await expect(page.getByText('Il campo email deve essere un indirizzo email valido')).toHaveCount(0);
    await email.blur();
    await expect(page.getByText('Il campo email deve essere un indirizzo email valido')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // Submitting with the errors: the first field in error gets the focus.
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Il campo password è richiesto')).toBeVisible();
    await expect(email).toBeFocused();

    // Too short for the password rule of the forms.
    await email.fill(DEMO.customer.email);
    await field(page, 'Password').fill('corta');
    await field(page, 'Password').press('Enter');
    await expect(page.getByText('La password deve essere almeno di 8 caratteri')).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();

    // A wrong password (typed and sent with Enter): the form-level alert, focused.
    await field(page, 'Password').fill('Sbagliata#2026');
    await field(page, 'Password').press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Email o password non corretti.' });
    await expect(alert).toBeVisible();
    await expect(page.locator('.am-form-alert')).toBeFocused();
    await expect(page).toHaveURL(/\/signin$/);

    // "Mostra password" shows what was typed.
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Nascondi password' })).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test('pressing the button right after fixing a field is not lost (nothing moves under the pointer)', async ({ page }) => {
    await page.goto('/signin');
    const email = field(page, 'Email');
    await email.fill('non-un-indirizzo');
    await email.blur();
    await expect(page.getByText('Il campo email deve essere un indirizzo email valido')).toBeVisible();
    await email.fill(DEMO.customer.email);
    // A person's press: down near the bottom edge of the button, up 150 ms later.
    const button = page.getByRole('button', { name: 'Accedi', exact: true });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 3);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    // The press submitted the form: the password rule speaks and the focus goes there.
    await expect(page.getByText('Il campo password è richiesto')).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();
    await expect(page.getByText('Il campo email deve essere un indirizzo email valido')).toHaveCount(0);
  });

  test('too many attempts: the server’s 429 text in the alert', async ({ page }) => {
    await page.route('**/api/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: true,
          error_code: '1',
          data: null,
          error_message: 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti o reimposta la password.',
        }),
      }),
    );
    await page.goto('/signin');
    await signInWithForm(page, DEMO.customer);
    await expect(page.getByRole('alert').filter({ hasText: 'Troppi tentativi di accesso non riusciti.' })).toBeVisible();
  });

  test('signing in goes to redirectTo (same-site paths only)', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await signInWithForm(page, DEMO.customer);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await expect(profileMenu(page, 'Giulia Bianchi')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/signin?redirectTo=%2F%2Fevil.example%2Fphish');
    await signInWithForm(page, DEMO.customer);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(profileMenu(page, 'Giulia Bianchi')).toBeVisible();
  });

  test('"Mantieni l’accesso": ticked, the session cookie outlives the browser; not ticked, it ends with it', async ({ page }) => {
    const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === 'automercato_session');
    await page.goto('/signin');
    await signInWithForm(page, DEMO.customer);
    await expect(profileMenu(page, 'Giulia Bianchi')).toBeVisible();
    expect((await sessionCookie())?.expires, 'a browser-session cookie').toBe(-1);

    await page.context().clearCookies();
    await page.goto('/signin');
    await page.getByRole('checkbox', { name: /Mantieni l’accesso/ }).check();
    await signInWithForm(page, DEMO.customer);
    await expect(profileMenu(page, 'Giulia Bianchi')).toBeVisible();
    const days = ((await sessionCookie())!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13);
  });

  test('the dealer sign-in speaks to dealers and leads to the dealer area', async ({ page }) => {
    await page.goto('/dealer/signin');
    await expect(page).toHaveURL(/\/signin\?dealer=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso concessionari' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registra il tuo concessionario' })).toHaveAttribute('href', '/dealer/signup');
    await signInWithForm(page, DEMO.dealer);
    // The dealer area (/dealer/q/listings): its guards pick the dealer, or say there is none yet.
    await expect(page).toHaveURL(/\/dealer\/(no-associated|[0-9a-f-]{36}\/listings|target\?.*)$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Area concessionario' })).toBeVisible();
  });

  test('Google outcomes reported by the callback are explained on /signin', async ({ page }) => {
    await page.goto('/signin?error=google');
    await expect(page.getByRole('alert').filter({ hasText: 'Non è stato possibile accedere con Google.' })).toBeVisible();
    await page.goto('/signin?error=disabled');
    await expect(page.getByRole('alert').filter({ hasText: 'Il tuo account è stato disabilitato.' })).toBeVisible();
  });
});

test.describe('across tabs', () => {
  test('signing in in one tab shows in the other; signing out in the other signs both out', async ({ context }) => {
    const other = await context.newPage();
    await other.goto('/faq');
    await expect(other.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();

    const tab = await context.newPage();
    await tab.goto('/signin');
    await signInWithForm(tab, DEMO.customer);
    await expect(tab).toHaveURL(/\/$/);
    await expect(profileMenu(tab, 'Giulia Bianchi')).toBeVisible();
    // user:profile: the other tab re-fetched the profile.
    await expect(profileMenu(other, 'Giulia Bianchi')).toBeVisible();

    await signOutFromMenu(other, 'Giulia Bianchi');
    await expect(other).toHaveURL(/\/$/);
    // user:logout: this tab goes home, signed out.
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
    await tab.goto('/profile');
    await expect(tab).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
  });

  test('the API shortcut and the form agree: a signed-in user skips the sign-in page', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/signin?redirectTo=%2Ffaq');
    await expect(page).toHaveURL(/\/faq$/);
  });
});
