/**
 * Buyers' journey 1: the quick search of the home page, then the filter panel of /risultati.
 * The address is the search (SPEC §2): every change is a history entry, a reload and a shared
 * link restore the same search, back/forward move between searches. The data is the small e2e
 * seed, read through the public API, so the journey picks a make and model that have enough
 * listings and compares what the page shows with what the API answers for the same filters.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import {
  allListings,
  apiQueryOf,
  byFrequency,
  expectResults,
  median,
  parsePrice,
  relativeUrl,
  resultCards,
  resultsList,
  searchApi,
  shownUuids,
  type ListingPage,
  type ListingSummary,
} from '../support/buyers';

interface Plan {
  make: { slug: string; name: string };
  model: { slug: string; name: string };
  maxPrice: number;
  fuel: { slug: string; name: string };
  yearFrom: number;
  yearTo: number;
}

/**
 * A make + model with several listings, a maximum price that keeps about half of them (a step
 * of the "Prezzo fino a" list: multiples of 250 up to 75.000), a fuel among those that narrows
 * the results without emptying them, and a year range that still contains some of them.
 */
function planSearch(listings: ListingSummary[]): Plan {
  const groups = new Map<string, ListingSummary[]>();
  for (const l of listings) {
    const key = `${l.make.slug}/${l.model.slug}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const candidates = [...groups.values()]
    .filter((g) => g.length >= 4 && new Set(g.map((l) => l.power_type.slug)).size >= 2)
    .sort((a, b) => b.length - a.length);
  for (const group of candidates) {
    const maxPrice = Math.ceil(median(group.map((l) => l.price)) / 250) * 250;
    if (maxPrice > 75_000) continue;
    const affordable = group.filter((l) => l.price <= maxPrice);
    const fuels = byFrequency(affordable.map((l) => l.power_type.slug));
    // A fuel that leaves some results but not all of them (the results must change).
    const fuelSlug = fuels.find((f) => affordable.some((l) => l.power_type.slug !== f)) ?? fuels[0];
    if (!fuelSlug) continue;
    const withFuel = affordable.filter((l) => l.power_type.slug === fuelSlug);
    const years = withFuel.map((l) => l.registration_year);
    return {
      make: group[0]!.make,
      model: group[0]!.model,
      maxPrice,
      fuel: withFuel[0]!.power_type,
      yearFrom: median(years),
      yearTo: Math.max(...years),
    };
  }
  throw new Error('the e2e seed has no make + model with at least 4 listings and 2 fuels');
}

/** What the API answers for the search in the page's address. */
const expectedFor = (page: Page): Promise<ListingPage> => searchApi(page.request, apiQueryOf(page.url()));

/** The filter panel shows this search. */
async function expectPanel(page: Page, plan: Plan, state: { yearFrom?: number; yearTo?: number; sort?: string }) {
  const panel = page.getByRole('complementary', { name: 'Filtri di ricerca' });
  await expect(panel.getByLabel('Marca', { exact: true })).toHaveValue(plan.make.slug);
  await expect(panel.getByLabel('Modello', { exact: true })).toHaveValue(plan.model.slug);
  await expect(panel.getByLabel('Prezzo a', { exact: true })).toHaveValue(String(plan.maxPrice));
  await expect(panel.getByRole('group', { name: 'Alimentazione' }).getByRole('checkbox', { name: plan.fuel.name, exact: true })).toBeChecked();
  await expect(panel.getByLabel('Anno da', { exact: true })).toHaveValue(state.yearFrom ? String(state.yearFrom) : '');
  await expect(panel.getByLabel('Anno a', { exact: true })).toHaveValue(state.yearTo ? String(state.yearTo) : '');
  await expect(page.getByLabel('Ordina per')).toHaveValue(state.sort ?? '');
}

test('quick search → filters in the address → panel changes → reload, shared link, back/forward', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const plan = planSearch(await allListings(request));
  const base = `/risultati/${plan.make.slug}/${plan.model.slug}`;

  // ── Home: make, model, max price ─────────────────────────────────────────────────
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Ricerca rapida' });
  await quick.getByLabel('Marca').selectOption(plan.make.slug);
  await quick.getByLabel('Modello').selectOption(plan.model.slug); // waits for the models to load
  await quick.getByLabel('Prezzo fino a').selectOption(String(plan.maxPrice));
  await quick.getByRole('button', { name: 'Cerca' }).click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `${base}?priceTo=${plan.maxPrice}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${plan.make.name} ${plan.model.name} usate`);
  const first = await expectedFor(page);
  expect(first.items.length, 'the planned search has results').toBeGreaterThan(0);
  await expectResults(page, first);
  // Every card matches: price within the maximum, the make in the title.
  const cards = resultCards(page);
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    expect(parsePrice(await card.locator('.am-card__price-value').innerText())).toBeLessThanOrEqual(plan.maxPrice);
    await expect(card.getByRole('heading')).toContainText(plan.make.name);
  }
  const history: { url: string; expected: ListingPage; state: { yearFrom?: number; yearTo?: number; sort?: string } }[] = [];

  // ── The panel: a fuel, a year range, the sort ────────────────────────────────────
  const panel = page.getByRole('complementary', { name: 'Filtri di ricerca' });
  await panel.getByRole('group', { name: 'Alimentazione' }).getByRole('checkbox', { name: plan.fuel.name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === base && url.searchParams.get('fuel') === plan.fuel.slug && url.searchParams.get('priceTo') === String(plan.maxPrice));
  const withFuel = await expectedFor(page);
  await expectResults(page, withFuel);
  expect(withFuel.items.map((l) => l.uuid), 'the fuel narrows the results').not.toEqual(first.items.map((l) => l.uuid));
  history.push({ url: relativeUrl(page), expected: withFuel, state: {} });

  await panel.getByLabel('Anno da', { exact: true }).selectOption(String(plan.yearFrom));
  await expect(page).toHaveURL((url) => url.searchParams.get('yearFrom') === String(plan.yearFrom));
  history.push({ url: relativeUrl(page), expected: await expectedFor(page), state: { yearFrom: plan.yearFrom } });
  await expectResults(page, history.at(-1)!.expected);

  await panel.getByLabel('Anno a', { exact: true }).selectOption(String(plan.yearTo));
  await expect(page).toHaveURL((url) => url.searchParams.get('yearTo') === String(plan.yearTo) && url.searchParams.get('yearFrom') === String(plan.yearFrom));
  const years = { yearFrom: plan.yearFrom, yearTo: plan.yearTo };
  history.push({ url: relativeUrl(page), expected: await expectedFor(page), state: years });
  await expectResults(page, history.at(-1)!.expected);
  for (const l of history.at(-1)!.expected.items) {
    expect(l.registration_year).toBeGreaterThanOrEqual(plan.yearFrom);
    expect(l.registration_year).toBeLessThanOrEqual(plan.yearTo);
  }

  await page.getByLabel('Ordina per').selectOption('price_desc');
  await expect(page).toHaveURL((url) => url.searchParams.get('sort_by') === 'price_desc');
  const sorted = await expectedFor(page);
  history.push({ url: relativeUrl(page), expected: sorted, state: { ...years, sort: 'price_desc' } });
  await expectResults(page, sorted);
  const prices = sorted.items.map((l) => l.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const finalUrl = relativeUrl(page);
  expect(finalUrl).toContain(`priceTo=${plan.maxPrice}`);
  await expectPanel(page, plan, { ...years, sort: 'price_desc' });

  // ── Reload: the same search ──────────────────────────────────────────────────────
  await page.reload();
  expect(relativeUrl(page)).toBe(finalUrl);
  await expectResults(page, sorted);
  await expectPanel(page, plan, { ...years, sort: 'price_desc' });

  // ── A shared link: a new browser context (no history, no cache) ─────────────────
  const other = await browser.newContext();
  try {
    const shared = await other.newPage();
    const sharedErrors = collectPageErrors(shared);
    await shared.goto(page.url());
    await expectResults(shared, sorted);
    await expectPanel(shared, plan, { ...years, sort: 'price_desc' });
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(`${plan.make.name} ${plan.model.name} usate`);
    expect(sharedErrors).toEqual([]);
  } finally {
    await other.close();
  }

  // ── Back and forward move between the searches ───────────────────────────────────
  for (const step of [history[2]!, history[1]!, history[0]!]) {
    await page.goBack();
    expect(relativeUrl(page)).toBe(step.url);
    await expectResults(page, step.expected);
    await expectPanel(page, plan, step.state);
  }
  await page.goBack();
  expect(relativeUrl(page)).toBe(`${base}?priceTo=${plan.maxPrice}`);
  await expectResults(page, first);
  for (const step of history) {
    await page.goForward();
    expect(relativeUrl(page)).toBe(step.url);
    await expectResults(page, step.expected);
  }
  expect(await shownUuids(page)).toEqual(sorted.items.map((l) => l.uuid));
  expect(errors).toEqual([]);
});

/** Where the page is scrolled, and a way to scroll it as a person would. */
function scrolling(page: Page) {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  return {
    scrollY,
    async scrollTo(y: number) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(scrollY).toBe(y);
    },
  };
}
// Back waits for the page's data before it can scroll: slow on a loaded machine.
const SETTLED = { timeout: 30_000 };

test('Back puts the results where they were left; a link opens a page at the top', async ({ page }) => {
  test.setTimeout(150_000); // a few seconds on a quiet machine; minutes on a loaded one
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const { scrollY, scrollTo } = scrolling(page);
  await page.goto('/risultati');
  await expect(resultCards(page).nth(8)).toBeVisible({ timeout: 30_000 });
  await expect(resultsList(page)).not.toHaveAttribute('aria-busy', 'true');
  await scrollTo(1200);
  // A card in view, so the click does not scroll.
  const title = resultCards(page).getByRole('heading').getByRole('link');
  const inView = await title.evaluateAll((links) => links.findIndex((a) => {
    const box = a.getBoundingClientRect();
    return box.top > 80 && box.bottom < window.innerHeight - 20;
  }));
  expect(inView).toBeGreaterThanOrEqual(0);
  await title.nth(inView).click();
  await expect(page).toHaveURL(/\/annunci\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/risultati$/);
  await expect.poll(scrollY, SETTLED).toBe(1200);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(scrollY, SETTLED).toBe(0);
  expect(errors).toEqual([]);
});

test('a reload and an address opened directly open at the top; Back from another document restores', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const { scrollY, scrollTo } = scrolling(page);
  const [listing] = (await searchApi(request, 'per_page=1')).items;
  // The page drawn from the HTML (shorter) gives way to the page's own before anything is measured.
  const drawn = page.locator('#am-first-view');
  await page.goto(listing!.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(drawn).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  await scrollTo(300);
  await page.reload();
  await expect(drawn).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect.poll(scrollY).toBe(0);

  // An address opened directly (typed, a link from a mail, the return from checkout): the top,
  // though a page was left scrolled in this tab.
  await scrollTo(250);
  await page.goto('/risultati');
  await expect(drawn).toHaveCount(0, { timeout: 40_000 });
  await expect(resultCards(page).first()).toBeVisible({ timeout: 40_000 });
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(drawn).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // Where it was left, give or take what the browser's scroll anchoring moves while the new
  // document finishes its layout above the view (16 px here): not the top.
  await expect.poll(async () => Math.abs((await scrollY()) - 250), SETTLED).toBeLessThanOrEqual(24);
  expect(errors).toEqual([]);
});
