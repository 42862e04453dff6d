import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const q of ['golf a Roma', 'auto in Toscana', 'panda zona BO', 'SUV diesel vicino a Bologna']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
  await page.goto(`${base}/`);
  const box = page.getByRole('search', { name: 'Ricerca in linguaggio naturale' });
  await box.getByRole('searchbox').fill(q);
  await box.getByRole('button', { name: 'Trova auto' }).click();
  await page.getByRole('list', { name: 'Criteri compresi dalla ricerca' }).waitFor();
  await page.waitForTimeout(1500);
  const dove = await page.getByLabel('Dove', { exact: true }).first().inputValue();
  const raggio = await page.getByLabel('Raggio', { exact: true }).first().inputValue();
  console.log(q, '| Dove=', JSON.stringify(dove), 'Raggio=', raggio, page.url());
  await page.close();
}
await browser.close();
