import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
const dove = async (label) => {
  await page.waitForTimeout(1500);
  console.log(label, '| Dove=', JSON.stringify(await page.getByLabel('Dove', { exact: true }).first().inputValue()),
    'Raggio=', await page.getByLabel('Raggio', { exact: true }).first().inputValue(), page.url());
};
await page.goto(`${base}/risultati`);
await dove('plain');
const header = page.getByRole('search', { name: 'Cerca nel sito' });
await header.getByRole('searchbox').fill('golf vicino a Torino');
await header.getByRole('searchbox').press('Enter');
await page.getByRole('list', { name: 'Criteri compresi dalla ricerca' }).waitFor();
await dove('header AI from results');
await header.getByRole('searchbox').fill('panda a Napoli');
await header.getByRole('searchbox').press('Enter');
await page.waitForTimeout(500);
await dove('second AI');
// change sort on the AI page
await page.getByLabel('Ordina per').selectOption('price_asc');
await dove('after sort');
await page.goBack();
await dove('back');
await browser.close();
