/**
 * Listing statistics in the browser: a buyer looks at two of concessionario2's listings (the
 * listing page sends its view beacon), the owner opens /dealer/{uuid}/statistics and finds the
 * views in the totals, in the chart's accessible name and in its data table, on desktop and on
 * a phone, with no axe violation. The view buffer is written every 3 s, so the owner polls.
 * A view counts once per address and listing a day: each buyer comes from an address of its own,
 * told by the (trusted, loopback) proxy header the e2e server accepts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';
import { axeViolations } from '../support/a11y';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

async function ownDealer(page: Page): Promise<string> {
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  return (me.data.dealers as { uuid: string }[])[0]!.uuid;
}

for (const [index, viewport] of [{ width: 1280, height: 900 }, { width: 390, height: 844 }].entries()) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test('views of the listing page reach the dealer\'s statistics, chart and table', async ({ page: owner, browser }, testInfo) => {
      test.setTimeout(60_000); // views, statistics, a lazy chart and axe over a 31-row table: a long journey on 2 shared cores
      // The owner first, to learn the dealer and how many views there are already.
      const errors = collectPageErrors(owner);
      await signIn(owner, DEMO.dealer2);
      const dealer = await ownDealer(owner);
      const viewsNow = async () => (await (await owner.request.get(`/api/dealers/${dealer}/statistics`, { headers: { Accept: 'application/json' } })).json()).data.totals.views as number;
      const before = await viewsNow();

      // A buyer (a fresh browser: a visitor of their own) opens two of the dealer's listings.
      // A browser's own user agent: Chromium's headless one says "HeadlessChrome" and is not counted.
      const buyerContext = await browser.newContext({
        locale: 'it-IT', viewport, userAgent: viewport.width < 600 ? PHONE : DESKTOP,
        extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${10 + index * 10 + testInfo.retry}` },
      });
      const buyer = await buyerContext.newPage();
      const search = await (await buyer.request.get(`/api/listings?dealer=${dealer}&per_page=2`, { headers: { Accept: 'application/json' } })).json();
      const urls = (search.data.items as { url: string }[]).map((l) => l.url);
      expect(urls).toHaveLength(2);
      for (const url of urls) {
        const beacon = buyer.waitForResponse((r) => r.url().endsWith('/view') && r.request().method() === 'POST');
        await buyer.goto(url);
        await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await beacon).status()).toBe(202);
      }
      // The same page again the same day is not a new view.
      await buyer.reload();
      await buyerContext.close();

      await expect.poll(viewsNow, { timeout: 15_000 }).toBe(before + 2);

      await owner.goto(`/dealer/${dealer}/statistics`);
      await expect(owner.getByRole('heading', { level: 1, name: 'Statistiche' })).toBeVisible();
      const total = String(before + 2);
      await expect(owner.getByTestId('stats-total-views')).toContainText(total);
      // The chart (chart.js, loaded lazily) is an image named by its numbers.
      const chart = owner.getByRole('img', { name: new RegExp(`${total.replace(/\B(?=(\d{3})+(?!\d))/g, '.')} visite`) });
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true);
      // The data table opens from the keyboard.
      await owner.getByText('Mostra i dati del grafico in tabella').focus();
      await owner.keyboard.press('Enter');
      const table = owner.getByRole('table', { name: /Visite, preferiti, contatti e richieste di report/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(31);
      await expect(owner.getByRole('heading', { name: 'Annunci visti ma senza contatti' })).toBeVisible();
      if (process.env['E2E_SCREENSHOTS']) await owner.screenshot({ path: `test-results/dealer-stats-${viewport.width}.png`, fullPage: true });
      expect(await axeViolations(owner)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
