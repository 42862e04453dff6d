import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Demo accounts of the seed (README "Demo sign-ins"). */
export const DEMO = {
  customer: { email: 'cliente@automercato.example', password: 'Cliente#Demo2026' },
  dealer: { email: 'concessionario@automercato.example', password: 'Dealer#Demo2026' },
  /** Owns one dealer. */
  dealer2: { email: 'concessionario2@automercato.example', password: 'Dealer2#Demo2026' },
  admin: { email: 'admin@automercato.example', password: 'Admin#Demo2026' },
  superAdmin: { email: 'superadmin@automercato.example', password: 'Super#Demo2026' },
} as const;

async function xsrfHeader(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), Accept: 'application/json' };
}

/**
 * Signs in through the API with the page's cookie jar, for journeys that are not about the
 * sign-in form (accounts.spec.ts covers the form); the next page load sees the session.
 */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const headers = await xsrfHeader(page.context(), page.request);
  const res = await page.request.post('/api/login', { data: account, headers });
  expect(res.status(), `POST /api/login ${account.email}`).toBe(200);
}

/** A password that meets the account password rule and is in no breach list. */
export const NEW_USER_PASSWORD = 'Prova#Sicura2026!';

/** An address nobody has used yet. */
export function freshEmail(tag = 'e2e'): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@automercato.example`;
}

/** A brand-new customer (e-mail not verified), signed in. */
export async function signUpUnverified(page: Page): Promise<string> {
  const headers = await xsrfHeader(page.context(), page.request);
  const email = freshEmail();
  const password = NEW_USER_PASSWORD;
  const res = await page.request.post('/api/register-customer', {
    data: { name: 'Prova', surname: 'Automatica', email, password, password_confirmation: password, terms: true },
    headers,
  });
  expect(res.status(), 'POST /api/register-customer').toBeLessThan(300);
  const me = await page.request.get('/api/user');
  if (me.status() !== 200) await signIn(page, { email, password });
  return email;
}

/** POST /api/private/profile/role with the page's session (test set-up and clean-up). */
export async function selectRole(page: Page, role: string): Promise<void> {
  const headers = await xsrfHeader(page.context(), page.request);
  const res = await page.request.post('/api/private/profile/role', { data: { role }, headers });
  expect(res.status(), `POST /api/private/profile/role ${role}`).toBe(200);
}

/**
 * An admin confirms a new dealer's partita IVA (a dealer is public only once it is
 * confirmed), in a context of its own, so the caller's session is untouched.
 */
export async function confirmVatAsAdmin(browser: Browser, dealerUuid: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    const res = await page.request.post(`/api/admin/dealers/${dealerUuid}/vat-review`, {
      headers: await xsrfHeader(context, page.request),
      data: { decision: 'confirmed', reason: 'Visura camerale controllata dalla prova automatica.' },
    });
    expect(res.status(), 'POST /api/admin/dealers/{id}/vat-review').toBe(200);
  } finally {
    await context.close();
  }
}
