/**
 * The first view arrives with its data: the server sends the results page's search and the
 * listing page's listing with the HTML, so the page paints them without asking the API again.
 */
import { expect, test, type Page } from '@playwright/test';

/** The GETs of `path` (without query) the page makes while loading. */
function asked(page: Page, path: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && path.test(url.pathname)) urls.push(url.pathname + url.search);
  });
  return urls;
}

test('the page names the files of the remote that draws it, in the version this browser gets', async ({ page }) => {
  const html = await (await page.request.get('/risultati/fiat')).text();
  const map = await (await page.request.get('/remotes.json')).json() as { remotes: Record<string, string> };
  const base = map.remotes['mf_search']!.replace(/mf-manifest\.json$/, '');
  expect(html).toContain(`<link rel="prefetch" as="script" href="${base}remoteEntry.js">`);
  expect(html).toMatch(new RegExp(`<link rel="prefetch" as="script" href="${base}static/js/async/__federation_expose_routes\\.[0-9a-f]+\\.js">`));
  // The shell's copy of a shared module the remote uses and the boot does not load (i18next).
  expect(html).toMatch(/<link rel="prefetch" as="script" href="\/static\/js\/async\/[\w.-]+\.js">/);
});

test('results and a listing paint the data sent with the page, without asking for it again', async ({ page }) => {
  const searches = asked(page, /^\/api\/listings$/);
  const maps = asked(page, /^\/remotes\.json$/);
  await page.goto('/risultati/fiat?sort_by=price_asc');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(searches).toEqual([]);
  // The remotes' map came with the page too.
  expect(maps).toEqual([]);

  const href = await first.getByRole('link').first().getAttribute('href');
  const listings = asked(page, /^\/api\/listings\/[0-9a-f-]{36}$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(listings).toEqual([]);
});
