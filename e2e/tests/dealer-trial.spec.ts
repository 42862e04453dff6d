/**
 * The free trial and the plan page in the browser. A dealer that never had a plan: the seed's
 * "Autocentro Lombardo" (on Free); its owner's account has no password, so the journey sets one
 * through the recovery mail, as that owner would.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';
import { SUBJECTS, lastMailId, linkIn, waitForMail } from '../support/mail';

const OWNER = 'titolare@autocentro-lombardo.example';
const PASSWORD = 'Officina#Lombarda2026';

async function xsrf(page: Page, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/** The owner chooses a password through the recovery mail (API), then signs in. */
async function signInAsFreeOwner(page: Page): Promise<string> {
  const request = page.request;
  const before = await lastMailId(request, OWNER);
  expect((await request.post('/api/forgot-password', { data: { email: OWNER }, headers: await xsrf(page, request) })).status()).toBe(200);
  const token = linkIn((await waitForMail(request, OWNER, SUBJECTS.reset, before)).text).split('/').pop()!;
  const reset = await request.post('/api/reset-password', {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD }, headers: await xsrf(page, request),
  });
  expect(reset.status()).toBe(200);
  await signIn(page, { email: OWNER, password: PASSWORD });
  const me = await (await request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  return dealer!.uuid;
}

test('a Free dealer activates the 30-day trial and its plan page shows Pro limits', async ({ page }) => {
  const errors = collectPageErrors(page);
  const dealer = await signInAsFreeOwner(page);

  await page.goto(`/dealer/${dealer}/plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo piano' })).toBeVisible();
  await expect(page.getByTestId('plan-tier')).toHaveText('Gratuito');
  await page.getByRole('link', { name: 'Scopri la prova gratuita' }).click();

  await expect(page).toHaveURL(new RegExp(`/free-trial/${dealer}/activate$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Prova Gratuita 30 Giorni' })).toBeVisible();
  await expect(page.getByText('Fino a 200 annunci pubblicati')).toBeVisible();
  if (process.env['E2E_SCREENSHOTS']) await page.screenshot({ path: 'test-results/trial-activate.png', fullPage: true });
  await page.getByRole('button', { name: 'Attiva la prova gratuita' }).click();

  await expect(page).toHaveURL(new RegExp(`/free-trial/${dealer}/activated$`));
  await expect(page.getByText(/La prova gratuita è attiva fino al \d+ \w+ \d{4}/)).toBeVisible();
  await page.getByRole('link', { name: 'Vedi il tuo piano' }).click();

  await expect(page.getByTestId('plan-tier')).toHaveText('Prova gratuita');
  await expect(page.getByText(/ di 200$/)).toBeVisible();
  await expect(page.getByText('Prova gratuita di 30 giorni')).toHaveCount(0);

  // Once per dealer: the activation page now says the trial is running.
  await page.goto(`/free-trial/${dealer}/activate`);
  await expect(page.getByText(/La prova gratuita è già attiva fino al/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a paid dealer sees its plan and chooses a smaller one: the change is confirmed on the same page, not through a checkout', async ({ page }) => {
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  await page.goto(`/dealer/${dealer!.uuid}/plan`);
  await expect(page.getByTestId('plan-tier')).toHaveText('Premium');
  await expect(page.getByRole('link', { name: 'Gestisci il piano' })).toHaveAttribute('href', `/dealers/${dealer!.uuid}/subscription/edit`);
  await page.getByRole('link', { name: 'Scegli il piano Base' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passa al piano Base' })).toBeVisible();
  await expect(page.getByTestId('plan-change-difference')).toHaveText(/^−300,00\s€\s\/mese$/);
  await expect(page.getByRole('button', { name: 'Conferma il passaggio a Base' })).toBeVisible();
  if (process.env['E2E_SCREENSHOTS']) {
    await page.screenshot({ path: 'test-results/buy-plan.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: 'test-results/buy-plan-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Vai al tuo piano' })).toHaveCount(0);
});

test('on a phone the plan page fits the screen: no sideways scroll, plans one under the other', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  await page.goto(`/dealer/${dealer!.uuid}/plan`);
  const choices = page.getByRole('list', { name: 'Piani disponibili' }).getByRole('heading', { level: 3 });
  await expect(choices).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const boxes = await Promise.all([0, 1].map(async (i) => (await choices.nth(i).boundingBox())!));
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + 50);
  if (process.env['E2E_SCREENSHOTS']) await page.screenshot({ path: 'test-results/plan-phone.png', fullPage: true });
});

test('the plan and buy-plan pages have no WCAG 2.1 A/AA violation (axe)', async ({ page }) => {
  await signIn(page, DEMO.dealer2);
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  const check = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  await page.goto(`/dealer/${dealer!.uuid}/plan`);
  await expect(page.getByRole('list', { name: 'Piani disponibili' })).toBeVisible();
  expect(await check()).toEqual([]);
  await page.getByRole('link', { name: 'Scegli il piano Pro' }).click();
  await expect(page.getByRole('button', { name: 'Conferma il passaggio a Pro' })).toBeVisible();
  expect(await check()).toEqual([]);
});
