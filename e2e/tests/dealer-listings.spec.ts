/**
 * The dealer's stock in the browser: a dealer creates a listing, adds three photos,
 * publishes it, finds it in the public search, puts it in the showcase and sees it on the home
 * page; at a desk and on a 390 px phone. The seed's second demo dealer is on Premium (no limit
 * on published listings, showcase slots free). Photos are drawn by the browser's canvas as
 * small JPEGs, so the journey needs no fixture files.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';
import { axeViolations } from '../support/a11y';

async function dealerOf(page: Page): Promise<string> {
  const me = await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json();
  const [dealer] = me.data.dealers as { uuid: string }[];
  return dealer!.uuid;
}

/** A 640×480 JPEG of one colour, drawn by the page. */
async function jpeg(page: Page, colour: string, name: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#fff';
    ctx.fillRect(200, 180, 240, 120);
    return canvas.toDataURL('image/jpeg', 0.8);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** A plate no other journey uses (the stock import's sample has its own): AA000AA without I, O, Q, U. */
function uniquePlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `H${pick()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${pick()}${pick()}`;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900, price: 12_345, plate: uniquePlate() },
  { name: 'phone', width: 390, height: 844, price: 12_346, plate: uniquePlate() },
] as const;

for (const vp of VIEWPORTS) {
  test(`${vp.name}: create, photograph, publish, find in search, showcase on the home page`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.dealer2);
    const dealer = await dealerOf(page);

    // ── the list and the tab bar ──
    await page.goto(`/dealer/${dealer}/listings`);
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi annunci' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Area concessionario' }).getByRole('link', { name: 'Annunci' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('counter-published')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'Nuovo annuncio' }).first().click();

    // ── the form: make → model → version prefills the technical data ──
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo annuncio' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Marca/ }).selectOption('volkswagen');
    await page.getByRole('combobox', { name: /^Modello/ }).selectOption('golf');
    await page.getByRole('combobox', { name: /^Versione/ }).selectOption('2.0 TSI R 4Motion DSG');
    await expect(page.getByRole('textbox', { name: /^Potenza/ })).toHaveValue('320');
    await expect(page.getByRole('combobox', { name: /^Trazione/ })).toHaveValue('integrale');
    await page.getByRole('combobox', { name: /^Mese di immatricolazione/ }).selectOption('3');
    await page.getByRole('combobox', { name: /^Anno di immatricolazione/ }).selectOption('2022');
    await page.getByRole('textbox', { name: /^Chilometri/ }).fill('38000');
    await page.getByRole('combobox', { name: /^Provenienza/ }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Colore esterno/ }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Vernice/ }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Colore interni/ }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Materiale interni/ }).selectOption({ index: 1 });
    // A wrong plate is refused on leaving the field, in Italian.
    const plate = page.getByRole('textbox', { name: /^Targa/ });
    await plate.fill('AB12');
    await plate.blur();
    await expect(page.getByText(/La targa non è valida/)).toBeVisible();
    await plate.fill(vp.plate);
    await page.getByRole('textbox', { name: /^Prezzo/ }).fill(String(vp.price));
    await page.getByRole('textbox', { name: /^Descrizione/ }).fill('Tagliandi ufficiali, unico proprietario.');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Salva bozza', exact: true }).click();

    // ── saved: its own address, photos now possible ──
    await expect(page).toHaveURL(new RegExp(`/dealer/${dealer}/listings/[0-9a-f-]{36}$`));
    const listingId = page.url().split('/').pop()!;
    const files = [await jpeg(page, '#1a5fd0', 'davanti.jpg'), await jpeg(page, '#c0392b', 'dietro.jpg'), await jpeg(page, '#27ae60', 'interni.jpg')];
    // The photo list has loaded (an upload before that would be overwritten by the empty list).
    await expect(page.getByText('0 di 30 foto')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(files);
    await expect(page.getByText('3 di 30 foto')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Pubblica' }).click();
    await expect(page.getByText('Annuncio pubblicato.')).toBeVisible();

    // ── the list shows it published; into the showcase ──
    await page.goto(`/dealer/${dealer}/listings?q=${vp.plate}`);
    const showcase = page.getByRole('switch', { name: /^Vetrina:/ });
    await expect(showcase).toHaveCount(1);
    await expect(page.getByRole('table').getByText('Pubblicato', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await showcase.check();
    await expect(page.getByText('Annuncio messo in vetrina.')).toBeVisible();
    await expect(showcase).toBeChecked();

    // ── public: search and the home showcase ──
    await page.goto(`/risultati/volkswagen/golf?priceFrom=${vp.price}&priceTo=${vp.price}`);
    await expect(page.locator(`a[href*="${listingId}"]`).first()).toBeVisible();
    await page.goto('/');
    await expect(page.locator(`a[href*="${listingId}"]`).first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}
