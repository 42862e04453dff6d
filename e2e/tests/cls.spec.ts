/**
 * Cumulative Layout Shift of every public page while it loads, on a phone and on a desktop
 * (< 0.1, "good" by Core Web Vitals). The results and listing pages used to draw the footer
 * first and push it down when the remote arrived (0.37 at 390 px). Like the home page's check
 * (lcp.spec.ts), it depends on what the page reserves for late parts, not on the machine's speed.
 */
import { expect, test, type Page } from '@playwright/test';
import { readWebVitals, recordWebVitals } from '../support/web-vitals';
import { searchApi } from '../support/buyers';

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

interface PublicPage {
  name: string;
  path: (page: Page) => Promise<string>;
  /** What shows that the page has arrived (the remote rendered, not its loading state). */
  ready: (page: Page) => Promise<void>;
}

const PAGES: PublicPage[] = [
  {
    name: 'home',
    path: async () => '/',
    ready: async (page) => expect(page.getByTestId('counters')).toBeVisible(),
  },
  {
    name: 'results',
    path: async () => '/risultati',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'listing',
    path: async (page) => (await searchApi(page.request, 'per_page=1')).items[0]!.url,
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'sign-in',
    path: async () => '/signin',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'dealers',
    path: async () => '/dealer',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

for (const viewport of VIEWPORTS) {
  for (const entry of PAGES) {
    test(`${entry.name} does not jump while it loads (CLS < 0.1 at ${viewport.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport }); // cold cache
      const page = await context.newPage();
      const address = await entry.path(page);
      await page.addInitScript(recordWebVitals);
      await page.goto(address);
      await entry.ready(page);
      await page.waitForLoadState('networkidle');
      // Let late images and fonts settle before reading the sum.
      await page.waitForTimeout(300);
      const { cls } = await page.evaluate(readWebVitals);
      console.log(`CLS ${entry.name} (${address}) at ${viewport.width} px: ${cls.toFixed(3)}`);
      expect(cls).toBeLessThan(0.1);
      await context.close();
    });
  }
}
