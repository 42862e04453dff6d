// Temporary look script (not committed): screenshots of /risultati at 1280 and 390 px.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const q = process.argv[2] ?? 'SUV diesel vicino a Bologna';
const tag = process.argv[3] ?? 'x';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'it-IT' });
  await page.goto(`${base}/risultati?ai=${encodeURIComponent(q)}`);
  await page.getByRole('list', { name: 'Criteri compresi dalla ricerca' }).waitFor();
  await page.waitForTimeout(1500);
  if (width === 390) await page.getByRole('button', { name: /^Filtri/ }).click();
  await page.waitForTimeout(500);
  const dove = await page.getByLabel('Dove', { exact: true }).first().inputValue().catch((e) => `ERR ${e.message}`);
  const raggio = await page.getByLabel('Raggio', { exact: true }).first().inputValue().catch((e) => `ERR ${e.message}`);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(width, 'Dove=', JSON.stringify(dove), 'Raggio=', raggio, 'scrollWidth=', sw);
  await page.screenshot({ path: `/tmp/search-shots/${tag}-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
