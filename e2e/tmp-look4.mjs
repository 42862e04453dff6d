import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
const dove = async (label) => {
  await page.waitForTimeout(2500);
  console.log(label, '| Dove=', JSON.stringify(await page.getByLabel('Dove', { exact: true }).first().inputValue()),
    'Raggio=', await page.getByLabel('Raggio', { exact: true }).first().inputValue(), page.url());
};
await page.goto(`${base}/risultati?ai=${encodeURIComponent('SUV vicino a Bologna')}`);
await dove('direct');
await page.getByLabel('Ordina per').selectOption('price_asc');
await dove('sorted');
await page.goBack();
await dove('back');
await page.goto(`${base}/`);
const box = page.getByRole('search', { name: 'Ricerca in linguaggio naturale' });
await box.getByRole('searchbox').fill('golf a Roma');
await box.getByRole('button', { name: 'Trova auto' }).click();
await dove('home→AI');
await page.getByRole('button', { name: 'Rimuovi Modello: Golf' }).click();
await dove('chip removed');
await browser.close();
