import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 4; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
  await page.goto(`${base}/risultati?ai=${encodeURIComponent('SUV vicino a Bologna')}`);
  await page.getByRole('list', { name: 'Criteri compresi dalla ricerca' }).waitFor();
  const snap = async () => page.evaluate(() => [...document.querySelectorAll('input[role=combobox]')].map((e) => `${e.id}=${JSON.stringify(e.value)} focused=${document.activeElement === e}`).join(' ; '));
  console.log(i, 'at chips:', await snap());
  await page.waitForTimeout(3000);
  console.log(i, 'later   :', await snap(), '| radius', await page.getByLabel('Raggio', { exact: true }).first().inputValue());
  await page.close();
}
await browser.close();
