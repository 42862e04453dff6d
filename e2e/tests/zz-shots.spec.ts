import { test } from '@playwright/test';
import { signIn, DEMO } from '../support/auth';

for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.superAdmin);
    await page.goto('/admin/releases');
    await page.getByRole('heading', { name: 'Rilasci' }).first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-releases-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/shot-releases-top-${width}.png` });
    await page.goto('/?preview=mf_search@1');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-preview-${width}.png` });
  });
}
