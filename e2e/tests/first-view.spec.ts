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
  const map = await (await page.request.get('/remotes.json')).json() as { remotes: Record<string, string> };
  // A listing: hints in the head, downloaded while the shell boots.
  const listingPath = (await (await page.request.get('/api/listings?per_page=1')).json()).data.items[0].url as string;
  const html = await (await page.request.get(listingPath)).text();
  const listingBase = map.remotes['mf_listing']!.replace(/mf-manifest\.json$/, '');
  expect(html).toContain(`<link rel="prefetch" as="script" href="${listingBase}remoteEntry.js">`);
  expect(html).toMatch(new RegExp(`<link rel="prefetch" as="script" href="${listingBase}static/js/async/__federation_expose_routes\\.[0-9a-f]+\\.js">`));
  // The shell's copy of a shared module the remote uses and the boot does not load (i18next).
  expect(html).toMatch(/<link rel="prefetch" as="script" href="\/static\/js\/async\/[\w.-]+\.js">/);

  // Results are drawn from the HTML: the remote's styles are stylesheets, and its scripts are
  // listed for the shell, which asks for them once it runs (after the first photo).
  const results = await (await page.request.get('/risultati/fiat')).text();
  const base = map.remotes['mf_search']!.replace(/mf-manifest\.json$/, '');
  expect(results).toMatch(new RegExp(`<link rel="stylesheet" href="${base}static/css/async/__federation_expose_routes\\.[0-9a-f]+\\.css">`));
  expect(results).not.toContain('<link rel="prefetch" as="script"');
  const files = JSON.parse(/<script type="application\/json" id="am-remote-files">(.*?)<\/script>/s.exec(results)![1]!) as string[];
  expect(files).toContain(map.remotes['mf_search']);
  expect(files).toContain(`${base}remoteEntry.js`);
});

test('the results page shows its first cards before any JavaScript runs, then the page takes over', async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/risultati/fiat?sort_by=price_asc');
    await expect(bare.getByRole('heading', { level: 1, name: 'Fiat usate' })).toBeVisible();
    const cards = bare.getByRole('list', { name: 'Annunci', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('img')).toBeVisible();
    // A card is a link to its listing, followable without JavaScript.
    expect(await cards.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/annunci\//);
  } finally {
    await noScript.close();
  }

  const page = await browser.newPage({ baseURL });
  try {
    await page.goto('/risultati/fiat?sort_by=price_asc');
    // The page's own list (with its hearts and all its cards) replaces the one drawn by the server.
    await expect(page.locator('#am-first-view')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.getByRole('list', { name: 'Annunci', exact: true }).getByRole('article').count()).toBeGreaterThan(3);
  } finally {
    await page.close();
  }
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
