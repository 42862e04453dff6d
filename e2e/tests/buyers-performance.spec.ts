/**
 * Figures of the results page, PRINTED for the front-end budgets and asserted only loosely
 * (timed assertions are flaky on a shared machine; bench/ holds the real budgets):
 *  - the JavaScript a cold /risultati downloads, gzip (budget 260 KB: asserted, it is bytes);
 *  - the time from a filter change to the new results painted (budget 100 ms, issue 23; median of 5
 *    printed, only a 1500 ms ceiling asserted).
 */
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { apiData, median, searchApi, totalText, type ListingPage } from '../support/buyers';
import { tickFilterUntilPainted } from '../support/filter-paint';

const JS_BUDGET_KB = 260;
const CHANGE_BUDGET_MS = 100;
const CHANGE_CEILING_MS = 1_500;
const SAMPLES = 5;

test('/risultati JavaScript stays within the gzip budget', async ({ browser }, testInfo) => {
  const context = await browser.newContext(); // cold cache
  const page = await context.newPage();
  const pending: Promise<{ url: string; raw: number; gzip: number; wire: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        url,
        raw: body.length,
        gzip: gzipSync(body).length,
        wire: sizes.responseBodySize,
      })),
    );
  });
  await page.goto('/risultati');
  await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A file prefetched from the HTML answers its script tag from the cache: one download, counted once.
  const files = (await Promise.all(pending)).filter((f, i, all) => all.findIndex((g) => g.url === f.url) === i);
  await context.close();

  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  const origin = new URL(files[0]?.url ?? 'http://x').origin;
  const sum = (key: 'raw' | 'gzip' | 'wire') => files.reduce((s, f) => s + f[key], 0);
  const report = [
    ...files.sort((a, b) => b.gzip - a.gzip).map((f) => `${kb(f.gzip)} KB gz ${kb(f.raw)} KB  ${f.url.replace(origin, '')}`),
    `${kb(sum('gzip'))} KB gz ${kb(sum('raw'))} KB  TOTAL (${files.length} files); bytes on the wire ${kb(sum('wire')).trim()} KB — budget ${JS_BUDGET_KB} KB gz`,
  ].join('\n');
  console.log(`/risultati JavaScript:\n${report}`);
  await testInfo.attach('results-js.txt', { body: report, contentType: 'text/plain' });
  expect(sum('gzip') / 1024).toBeLessThanOrEqual(JS_BUDGET_KB);
  // The platform sends the build-time brotli copies: less on the wire than gzip would be.
  expect(sum('wire')).toBeLessThan(sum('gzip'));
});

test('a filter change paints the new results quickly (median of 5 printed)', async ({ page, request }, testInfo) => {
  // Fuels added one by one from the unfiltered results: each step is a new search (nothing
  // cached) and its total differs from the previous one, so "painted" is unambiguous.
  const fuels = await apiData<{ name: string; slug: string }[]>(request, '/api/vehicles/power-types');
  const withCount = [];
  for (const fuel of fuels) {
    const body = await apiData<{ count: number }>(request, `/api/listings/count?power_type[]=${fuel.slug}`);
    if (body.count > 0) withCount.push(fuel);
  }
  expect(withCount.length, `${SAMPLES} fuels with listings in the seed`).toBeGreaterThanOrEqual(SAMPLES);
  const steps: { label: string; expected: ListingPage }[] = [];
  const chosen: string[] = [];
  for (const fuel of withCount.slice(0, SAMPLES)) {
    chosen.push(fuel.slug);
    const expected = await searchApi(request, chosen.map((s) => `power_type[]=${s}`).join('&'));
    steps.push({ label: fuel.name, expected });
  }

  await page.goto('/risultati');
  // The page's own results (the cards drawn from the HTML give way to them).
  await expect(page.locator('#am-first-view')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Annunci', exact: true })).toBeVisible();
  await expect(page.locator('.ms-results__total')).toHaveText(/annunci/);

  const samples: number[] = [];
  for (const step of steps) {
    const first = step.expected.items.slice(0, 3).map((l) => l.url);
    const ms = await page.evaluate(tickFilterUntilPainted, { label: step.label, total: totalText(step.expected.meta), first });
    samples.push(Math.round(ms));
    await expect(page).toHaveURL((url) => url.searchParams.getAll('fuel').length === samples.length);
  }
  const mid = median(samples);
  const line = `Filter change → new results painted: median ${mid} ms over ${samples.length} changes [${samples.join(', ')}] — budget ${CHANGE_BUDGET_MS} ms, ceiling ${CHANGE_CEILING_MS} ms`;
  console.log(line);
  await testInfo.attach('filter-change.txt', { body: line, contentType: 'text/plain' });
  expect(mid).toBeLessThanOrEqual(CHANGE_CEILING_MS);
});
