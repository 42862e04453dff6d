/**
 * Size budget (bytes, not time): the JavaScript the browser downloads before the home page
 * is usable, React and the federation runtime included, must stay within 200 KB gzip.
 * Sizes are measured by gzipping each response body (zlib default level), so the result
 * does not depend on whether the server compresses.
 */
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;

test('home page JavaScript stays within the gzip budget', async ({ page }, testInfo) => {
  const pending: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length })),
    );
  });

  await page.goto('/');
  await expect(page.getByTestId('counters')).toBeVisible();
  await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = await Promise.all(pending);
  const origin = new URL(page.url()).origin;
  const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const totalRaw = files.reduce((sum, f) => sum + f.raw, 0);
  const lines = files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${(f.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(f.raw / 1024).toFixed(1).padStart(7)} KB  ${f.url.replace(origin, '')}`);
  // Who pays: the shell (/static/…) or a remote (/mf/<name>/…).
  const byApp = new Map<string, number>();
  for (const f of files) {
    const app = /\/mf\/([^/]+)\//.exec(new URL(f.url).pathname)?.[1];
    const key = app ? `mf_${app}` : 'shell (React, react-router, federation runtime, effector included)';
    byApp.set(key, (byApp.get(key) ?? 0) + f.gzip);
  }
  const report = [
    ...lines,
    `${(totalGzip / 1024).toFixed(1).padStart(7)} KB gz ${(totalRaw / 1024).toFixed(1).padStart(7)} KB  TOTAL (${files.length} files)`,
    ...[...byApp].map(([app, gz]) => `${(gz / 1024).toFixed(1).padStart(7)} KB gz  of which ${app}`),
  ].join('\n');
  console.log(`Home page JavaScript:\n${report}`);
  await testInfo.attach('home-js.txt', { body: report, contentType: 'text/plain' });

  expect(totalGzip / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
