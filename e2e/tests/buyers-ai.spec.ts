/**
 * Buyers' journey 4: a sentence typed in the home page's natural-language box becomes
 * /risultati?ai=…, whose understood criteria are removable chips; removing one makes a normal
 * search (no `ai` in the address) with the other criteria, and the results follow.
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/console';
import { apiData, apiQueryOf, expectResults, searchApi, totalText, type ListingPage } from '../support/buyers';

const QUERY = 'SUV diesel automatico sotto i 25.000 euro vicino a Bologna';

interface Understood {
  key: string;
  value: unknown;
  label: string;
}
interface AiAnswer {
  query: string;
  filters: Record<string, unknown>;
  understood: Understood[];
  unknown: string[];
  listings: ListingPage;
}

/** The API query of an AI answer's filters, without the keys a chip stood for. */
function queryWithout(filters: Record<string, unknown>, drop: string[]): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (drop.includes(key) || key === 'location_city') continue;
    if (Array.isArray(value)) for (const v of value) q.append(`${key}[]`, String(v));
    else q.append(key, String(value));
  }
  return q;
}
const keysOf = (item: Understood) => (item.key === 'location' ? ['location_city', 'latitude', 'longitude', 'radius'] : [item.key]);

test('a natural-language query shows its criteria as chips; removing one makes a normal search', async ({ page }) => {
  const errors = collectPageErrors(page);
  const answer = await apiData<AiAnswer>(page.request, `/api/listings/ai-search?query=${encodeURIComponent(QUERY)}`);
  // The chip to remove: the one whose removal changes the results most (the API counts).
  const counts = await Promise.all(
    answer.understood.map(async (item) => {
      const body = await apiData<{ count: number }>(page.request, `/api/listings/count?${queryWithout(answer.filters, keysOf(item))}`);
      return { item, count: body.count };
    }),
  );
  const chosen = counts
    .filter((c) => c.count !== answer.listings.meta.total)
    .sort((a, b) => b.count - a.count || Number(b.item.key === 'location') - Number(a.item.key === 'location'))[0];
  expect(chosen, 'removing some criterion changes the results').toBeTruthy();

  await page.goto('/');
  const box = page.getByRole('search', { name: 'Ricerca in linguaggio naturale' });
  await box.getByRole('searchbox').fill(QUERY);
  await box.getByRole('button', { name: 'Trova auto' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/risultati' && url.searchParams.get('ai') === QUERY);
  const region = page.getByRole('region', { name: 'Ricerca in linguaggio naturale' });
  await expect(region).toContainText(`Hai cercato: ${QUERY}`);
  const chips = page.getByRole('list', { name: 'Criteri compresi dalla ricerca' });
  for (const label of [
    'Carrozzeria: SUV/Fuoristrada',
    'Alimentazione: Diesel',
    'Cambio: Automatico',
    'Prezzo fino a 25.000 €',
    'Entro 50 km da Bologna',
  ]) {
    await expect(chips.getByRole('button', { name: `Rimuovi ${label}`, exact: true })).toBeVisible();
  }
  await expect(chips.getByRole('button')).toHaveCount(answer.understood.length);
  await expectResults(page, answer.listings);
  // The panel shows what was understood.
  const panel = page.getByRole('complementary', { name: 'Filtri di ricerca' });
  await expect(panel.getByRole('group', { name: 'Carrozzeria' }).getByRole('checkbox', { name: 'SUV/Fuoristrada', exact: true })).toBeChecked();
  await expect(panel.getByRole('group', { name: 'Alimentazione' }).getByRole('checkbox', { name: 'Diesel', exact: true })).toBeChecked();
  await expect(panel.getByRole('group', { name: 'Cambio' }).getByRole('checkbox', { name: 'Automatico', exact: true })).toBeChecked();
  await expect(panel.getByLabel('Prezzo a', { exact: true })).toHaveValue('25000');

  // Remove one chip: a normal search, without `ai`, with the other criteria.
  await chips.getByRole('button', { name: `Rimuovi ${chosen!.item.label}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/risultati' && !url.searchParams.has('ai'));
  const url = new URL(page.url());
  const remaining = answer.understood.filter((u) => u !== chosen!.item);
  const routeKey: Record<string, string> = { category: 'body', power_type: 'fuel', gearbox_type: 'gear', price_max: 'priceTo', location: 'location_latitude' };
  for (const u of remaining) expect(url.searchParams.has(routeKey[u.key] ?? u.key), `${u.label} stays in the search`).toBe(true);
  expect(url.searchParams.has(routeKey[chosen!.item.key] ?? chosen!.item.key), `${chosen!.item.label} is gone`).toBe(false);

  const normal = await searchApi(page.request, apiQueryOf(page.url()));
  expect(normal.meta.total).toBe(chosen!.count);
  await expectResults(page, normal);
  expect(totalText(normal.meta)).not.toBe(totalText(answer.listings.meta));
  await expect(chips).toHaveCount(0);
  await expect(region).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Filtri attivi' })).toBeVisible();

  // Back: the AI search again, with its chips.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.searchParams.get('ai') === QUERY);
  await expect(chips.getByRole('button')).toHaveCount(answer.understood.length);
  await expectResults(page, answer.listings);
  expect(errors).toEqual([]);
});

test('a natural-language query with a place fills "Dove"; each card says how far; nearest first on request', async ({ page }) => {
  // The place was understood ("Raggio" set) but "Dove" stayed empty.
  const query = 'auto vicino a Milano';
  const errors = collectPageErrors(page);
  const answer = await apiData<AiAnswer>(page.request, `/api/listings/ai-search?query=${encodeURIComponent(query)}`);
  expect(answer.listings.items.length, 'the seed has cars near Milano').toBeGreaterThan(1);
  await page.goto(`/risultati?ai=${encodeURIComponent(query)}`);
  await expect(page.getByRole('list', { name: 'Criteri compresi dalla ricerca' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Filtri di ricerca' });
  await expect(panel.getByRole('combobox', { name: 'Dove' })).toHaveValue('Milano');
  await expect(panel.getByLabel('Raggio', { exact: true })).toHaveValue('50');
  await expectResults(page, answer.listings);
  const first = answer.listings.items[0] as (typeof answer.listings.items)[number] & { distance_m: number };
  await expect(page.getByRole('article').first().locator('.ms-card-distance')).toHaveText(distanceText(first.distance_m));

  await page.getByLabel('Ordina per').selectOption({ label: 'Distanza: dai più vicini' });
  await expect(page).toHaveURL((u) => u.searchParams.get('sort_by') === 'distance_asc' && u.searchParams.get('location_city') === 'Milano');
  const nearest = await searchApi(page.request, apiQueryOf(page.url()));
  const distances = nearest.items.map((i) => (i as unknown as { distance_m: number }).distance_m);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectResults(page, nearest);
  expect(errors).toEqual([]);
});

/** The card's "· a 12 km" (i18n formatDistance): one decimal under 10 km, "meno di 1 km" under a kilometre. */
function distanceText(metres: number): string {
  if (metres < 1000) return '· a meno di 1\u00a0km';
  const km = metres / 1000;
  return `· a ${new Intl.NumberFormat('it-IT', { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)}\u00a0km`;
}
