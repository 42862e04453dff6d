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

test('a page drawn from the HTML wears the remote\'s styles and lists its scripts for the shell, in the version this browser gets', async ({ page }) => {
  const map = await (await page.request.get('/remotes.json')).json() as { remotes: Record<string, string> };
  const listingPath = (await (await page.request.get('/api/listings?per_page=1')).json()).data.items[0].url as string;
  // Nothing is drawn where the page is not known in advance: an AI search (its parser answers in the
  // browser) and a search without results (the page's own empty state with its suggestions).
  for (const path of ['/risultati?ai=suv%20diesel', '/risultati/fiat?priceTo=1']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('id="am-first-view"');
    expect(html, path).not.toContain('+#root{display:none}');
  }
  // A page painted by JavaScript asks for the shell's boot files at once.
  expect(await (await page.request.get('/signin')).text()).toMatch(/<link rel="preload" as="script" href="\/static\/js\/[\w./-]+\.js">/);
  for (const [path, remote] of [['/risultati/fiat', 'mf_search'], [listingPath, 'mf_listing']] as const) {
    const html = await (await page.request.get(path)).text();
    const base = map.remotes[remote]!.replace(/mf-manifest\.json$/, '');
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${base}static/css/async/[\\w.-]+\\.css">`));
    // No script in the page's head: scripts would take the first photo's bandwidth. The shell's entry
    // and boot files are asked for once the page has painted; the shell asks for the remote's.
    expect(html).not.toContain('<link rel="prefetch" as="script"');
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).not.toMatch(/<script defer src=/);
    expect(html).toMatch(/<script data-entry="\/static\/js\/index\.[\w.-]+\.js" data-preload="(\/static\/[\w./-]+ ?)+">/);
    const files = JSON.parse(/<script type="application\/json" id="am-remote-files">(.*?)<\/script>/s.exec(html)![1]!) as string[];
    expect(files).toContain(map.remotes[remote]);
    expect(files).toContain(`${base}remoteEntry.js`);
    expect(files.some((file) => new RegExp(`^${base}static/js/async/__federation_expose_routes\\.[0-9a-f]+\\.js$`).test(file))).toBe(true);
    // The shell's copy of a shared module the remote uses and the boot does not load (i18next).
    expect(files.some((file) => /^\/static\/js\/async\/[\w.-]+\.js$/.test(file))).toBe(true);
  }
});

test('results, a listing and the home show their first view before any JavaScript runs, then the page takes over', async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/risultati/fiat?sort_by=price_asc');
    await expect(bare.getByRole('heading', { level: 1, name: 'Fiat usate' })).toBeVisible();
    const cards = bare.getByRole('list', { name: 'Annunci', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('img')).toBeVisible();
    // A card is a link to its listing, followable without JavaScript.
    const href = await cards.first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/annunci\//);
    // Its listing too: the path, the title, the price and the first photo.
    await bare.goto(href!);
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bare.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(bare.locator('.lp-summary__price')).toHaveText(/\d\s€$/);
    await expect(bare.locator('.lp-viewer__image')).toBeVisible();
    // The home's hero, its largest paint.
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1, name: 'Trova la tua prossima auto usata' })).toBeVisible();
  } finally {
    await noScript.close();
  }

  const page = await browser.newPage({ baseURL });
  try {
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
    await expect(page.locator('#am-first-view')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await page.goto('/risultati/fiat?sort_by=price_asc');
    // The page's own list (with its hearts and all its cards) replaces the one drawn by the server.
    await expect(page.locator('#am-first-view')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.getByRole('list', { name: 'Annunci', exact: true }).getByRole('article').count()).toBeGreaterThan(3);
    // The remote's stylesheet the drawn page wore is the page's only copy (a second one restyled the page).
    expect(await page.evaluate(() => Array.from(document.styleSheets).filter((s) => s.href?.includes('/mf/')).length)).toBe(1);
    await page.getByRole('list', { name: 'Annunci', exact: true }).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByText('Scrivi al concessionario', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Opened from its address, the page's own listing (thumbnails, the contact form) replaces the drawn one.
    await page.reload();
    await expect(page.locator('#am-first-view')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Miniature' })).toBeVisible();
    expect(await page.evaluate(() => Array.from(document.styleSheets).filter((s) => s.href?.includes('/mf/')).length)).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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
