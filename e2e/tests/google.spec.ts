/**
 * "Accedi con Google" against a local OpenID provider (support/oidc-server.ts, started by
 * playwright.config.ts): /signin → the provider (which signs the test account in and consents
 * at once) → back on the site, signed in.
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { GOOGLE_TEST_ACCOUNT } from '../support/oidc';
import { profileMenu } from '../support/forms';

const fullName = `${GOOGLE_TEST_ACCOUNT.given_name} ${GOOGLE_TEST_ACCOUNT.family_name}`;

test.beforeEach(async ({ request }) => {
  const res = await request.get('/api/auth/providers');
  const google = ((await res.json()) as { data?: { google?: boolean } }).data?.google === true;
  test.skip(!google, 'the platform under test has no Google sign-in configured');
});

test('sign in with Google: back on the site signed in, the header shows the user', async ({ page }) => {
  const errors = collectPageErrors(page, { allow: [/status of 401/] });
  await page.goto('/signin');
  const google = page.getByRole('link', { name: 'Accedi con Google' });
  await expect(google).toHaveAttribute('href', '/social/redirect/google?redirect_to=%2F');
  await google.click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(profileMenu(page, fullName)).toBeVisible();

  // A Google account arrives with its e-mail verified.
  await page.goto('/profile');
  await expect(page.getByText(GOOGLE_TEST_ACCOUNT.email)).toBeVisible();
  await expect(page.getByText('Email verificata', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('sign in with Google comes back to redirectTo', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
  await page.getByRole('link', { name: 'Accedi con Google' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await expect(profileMenu(page, fullName)).toBeVisible();
});

test('no button when the server has no Google sign-in', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ error: false, error_code: '0', data: { google: false }, error_message: null }),
    }),
  );
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accedi con Google' })).toHaveCount(0);
});
