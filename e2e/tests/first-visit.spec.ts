/**
 * What a new visitor (and a search engine) gets on a first visit: no error in the console of a
 * guest, real HTTP statuses for addresses that are not pages (no soft 404), error screens in the
 * empty layout with the status as title (SPEC §2), a description of home and results, and the
 * same number of listings on the home page and on the results page.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatNumber, searchApi } from '../support/buyers';

/** Every console error and failed request of the page, with no exception. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/api/')) problems.push(`${res.status()} ${res.url()}`);
  });
  return problems;
}

const description = (page: Page) => page.locator('meta[name="description"]');

test('a guest\'s home page loads with nothing in the console: the session check answers a guest without an error', async ({ page }) => {
  const problems = recordProblems(page);
  const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
  await page.goto('/');
  expect((await session).status()).toBe(200);
  await expect(page.getByTestId('counters')).toBeVisible();
  await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('an unknown address answers 404 with the 404 screen; pages of the route table answer 200', async ({ page, request }) => {
  for (const path of ['/', '/faq', '/risultati', '/risultati/fiat/panda', '/signin', '/dealer', '/admin/users']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/questa-pagina-non-esiste', '/faq/altro', '/risultati/fiat/panda/troppo']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto('/questa-pagina-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle('404');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('.am-layout--empty')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a remote asking for the 404 screen (a listing that does not exist) gets it in the empty layout', async ({ page }) => {
  const response = await page.goto('/item/non-un-annuncio');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle('404');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('home and results describe themselves, in the first HTML and after navigation; both count the same listings', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<meta name="description" content="Auto usate in vendita in Italia[^"]+">/);
  await page.goto('/');
  await expect(description(page)).toHaveAttribute('content', /^Auto usate in vendita in Italia/);
  const counters = page.getByTestId('counters');
  await expect(counters).toBeVisible();

  const all = await searchApi(request, 'per_page=1');
  const total = formatNumber(all.meta.total);
  // The home counter and the results total: the same public stock.
  await expect(counters).toContainText(`${total} annunci`);
  await page.getByRole('banner').getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL(/\/risultati$/);
  await expect(page.getByText(`${total} annunci`).first()).toBeVisible();
  await expect(description(page)).toHaveAttribute('content', new RegExp(`^${total.replace('.', '\\.')} auto usate in vendita su AutoMercato`));
  await expect(description(page)).toHaveCount(1);

  // A make and model in the address: the server's first HTML already says which and how many.
  const { make, model } = all.items[0]!;
  const filtered = await searchApi(request, `brand=${make.slug}&model=${model.slug}&per_page=1`);
  const first = await (await request.get(`/risultati/${make.slug}/${model.slug}`)).text();
  expect(first).toContain(`<meta name="description" content="${formatNumber(filtered.meta.total)} ${make.name} ${model.name} usat`);
});
