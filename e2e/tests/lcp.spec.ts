/**
 * Largest Contentful Paint of the home page with the CPU slowed down 4× (Chrome DevTools
 * Protocol), on a cold cache. The figure is RECORDED (console + .tmp/lcp-home.json) for the
 * front-end budget (≤ 2.0 s); the assertion is only a loose ceiling, because a timed
 * assertion on a shared machine is flaky (see bench/ for budgets).
 *
 * Cumulative Layout Shift of the same page is asserted (< 0.1, "good"): it depends on what the
 * page reserves for late parts, not on the machine's speed.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebVitals, recordWebVitals } from '../support/web-vitals';

const RUNS = 3;
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 2_000;
const CEILING_MS = 4_000;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'lcp-home.json');

test('home page LCP under 4× CPU throttling', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const samples: { lcp: number; element: string }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(); // cold cache every run
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordWebVitals);
    await page.goto('/');
    await expect(page.getByTestId('counters')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { lcp } = await page.evaluate(readWebVitals);
    expect(lcp, 'a largest-contentful-paint entry').not.toBeNull();
    samples.push({ lcp: Math.round(lcp!.time), element: lcp!.element });
    await context.close();
  }
  const sorted = samples.map((s) => s.lcp).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const report = {
    measuredAt: new Date().toISOString(),
    page: '/',
    cpuSlowdown: CPU_SLOWDOWN,
    runs: samples,
    medianMs: median,
    budgetMs: BUDGET_MS,
    withinBudget: median <= BUDGET_MS,
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Home LCP (CPU ×${CPU_SLOWDOWN}, cold cache): median ${median} ms over ${RUNS} runs [${sorted.join(', ')}] — budget ${BUDGET_MS} ms; element ${samples[0]?.element}`);
  await testInfo.attach('lcp-home.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
  expect(median).toBeLessThanOrEqual(CEILING_MS);
});

/** Layout shift of the home page while its parts arrive (counters, the mf-search widget). */
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`home page does not jump while it loads (CLS < 0.1 at ${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport }); // cold cache
    const page = await context.newPage();
    await page.addInitScript(recordWebVitals);
    await page.goto('/');
    await expect(page.getByTestId('counters')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { cls } = await page.evaluate(readWebVitals);
    console.log(`Home CLS at ${viewport.width} px: ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(0.1);
    await context.close();
  });
}
