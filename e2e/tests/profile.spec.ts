/**
 * The profile page: personal data, password change, and the role choice of a user who holds
 * several roles (the demo dealer holds customer + dealer).
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { DEMO, NEW_USER_PASSWORD, selectRole, signIn, signUpUnverified } from '../support/auth';
import { field, profileMenu, signOutFromMenu } from '../support/forms';

test('edits the name (the header follows) and changes the password', async ({ page }) => {
  test.slow();
  const errors = collectPageErrors(page, { allow: [/status of 401/, /status of 422/] });
  const email = await signUpUnverified(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await expect(page.getByText('Email da confermare')).toBeVisible();

  // Personal data.
  const personal = page.getByRole('form', { name: 'Dati personali' });
  await expect(field(personal, 'Nome')).toHaveValue('Prova');
  await field(personal, 'Nome').fill('');
  await field(personal, 'Nome').blur();
  await expect(personal.getByText('Il campo nome è richiesto')).toBeVisible();
  await field(personal, 'Nome').fill('Lucia');
  await field(personal, 'Cognome').fill('Moretti');
  await field(personal, 'Telefono').fill('+39 333 123 4567');
  await personal.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page.getByText('I tuoi dati sono stati salvati.')).toBeVisible();
  await expect(profileMenu(page, 'Lucia Moretti')).toBeVisible();
  await page.reload();
  await expect(field(personal, 'Cognome')).toHaveValue('Moretti');
  await expect(field(personal, 'Telefono')).toHaveValue('+39 333 123 4567');

  // Password: a wrong current password is reported on its field (A7).
  const password = page.getByRole('form', { name: 'Password' });
  const newPassword = 'Lampione#Blu2026';
  await field(password, 'Password attuale').fill('NonLaMia#2026');
  await field(password, 'Nuova password').fill(newPassword);
  await field(password, 'Conferma password').fill('Lampione#Blu2025');
  await field(password, 'Conferma password').blur();
  await expect(password.getByText('Il campo conferma password non corrisponde.')).toBeVisible();
  await field(password, 'Conferma password').fill(newPassword);
  await password.getByRole('button', { name: 'Cambia la password' }).click();
  await expect(password.getByText('La password attuale non è corretta.')).toBeVisible();
  await expect(field(password, 'Password attuale')).toBeFocused();
  await field(password, 'Password attuale').fill(NEW_USER_PASSWORD);
  await password.getByRole('button', { name: 'Cambia la password' }).click();
  await expect(page.getByText('Password aggiornata. Gli altri dispositivi sono stati disconnessi.')).toBeVisible();
  await expect(field(password, 'Password attuale')).toHaveValue('');

  // Still signed in here; the new password opens the account next time.
  await signOutFromMenu(page, 'Lucia Moretti');
  await page.goto('/signin');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(profileMenu(page, 'Lucia Moretti')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a new e-mail address must be confirmed again', async ({ page }) => {
  await signUpUnverified(page);
  await page.goto('/profile');
  const personal = page.getByRole('form', { name: 'Dati personali' });
  const taken = DEMO.customer.email;
  await field(personal, 'Email').fill(taken);
  await personal.getByRole('button', { name: 'Salva i dati' }).click();
  // A3 on the e-mail field.
  await expect(personal.getByText('Questo indirizzo email è già registrato.')).toBeVisible();
  await expect(field(personal, 'Email')).toBeFocused();
});

test.describe('role choice', () => {
  test.afterEach(async ({ page }) => {
    // Whatever happened, the demo dealer works as a dealer again for the other journeys.
    await page.context().clearCookies();
    await signIn(page, DEMO.dealer);
    await selectRole(page, 'dealer');
  });

  test('the demo dealer (customer + dealer) switches role; the header follows', async ({ page }) => {
    await signIn(page, DEMO.dealer);
    await page.goto('/profile');
    const roles = page.getByRole('form', { name: 'Ruolo' });
    await expect(roles.getByRole('radio', { name: 'Concessionario' })).toBeChecked();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Area concessionario' })).toBeVisible();

    await roles.getByRole('radio', { name: 'Cliente' }).check();
    await roles.getByRole('button', { name: 'Usa questo ruolo' }).click();
    await expect(page.getByText('Ora usi AutoMercato come Cliente.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Area concessionario' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Per i concessionari' })).toBeVisible();
    await page.reload();
    await expect(roles.getByRole('radio', { name: 'Cliente' })).toBeChecked();

    // The dealer sign-in puts the dealer role back.
    await signOutFromMenu(page, 'Marco Rossi');
    await page.goto('/dealer/signin');
    await field(page, 'Email').fill(DEMO.dealer.email);
    await field(page, 'Password').fill(DEMO.dealer.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Area concessionario' })).toBeVisible();
    await page.goto('/profile');
    await expect(roles.getByRole('radio', { name: 'Concessionario' })).toBeChecked();
  });

  test('a user with one role sees no role choice', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Dati personali' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Ruolo' })).toHaveCount(0);
  });
});
