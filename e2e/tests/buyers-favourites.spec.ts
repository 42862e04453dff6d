/**
 * Buyers' journey 3: favourites. A guest's heart asks to sign in (and the listing is saved
 * once signed in); the demo buyer's hearts on a results card, on the listing page and on
 * /favourites agree, and a removal in one place is a removal everywhere. Every test leaves the
 * demo buyer's favourites as it found them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth';
import { collectPageErrors } from '../support/console';
import {
  cardOf,
  favouriteCall,
  favouritesLink,
  resultsList,
  savedIds,
  searchApi,
  toasts,
  unsave,
  type ListingSummary,
} from '../support/buyers';

const SIGN_IN_TITLE = 'Accedi per salvare i preferiti';

/** A listing of the first results page (most relevant), not saved by the signed-in user. */
async function unsavedListing(page: Page): Promise<ListingSummary> {
  const first = await searchApi(page.request, 'per_page=10');
  const saved = await savedIds(page);
  const listing = first.items.find((l) => !saved.includes(l.uuid)) ?? first.items[0]!;
  if (saved.includes(listing.uuid)) await unsave(page, listing.uuid);
  return listing;
}

const cardHeart = (scope: Locator | Page, listing: ListingSummary) =>
  cardOf(scope, listing).getByRole('button', { name: `Salva nei preferiti: ${listing.title}` });

test.describe('as a guest', () => {
  test('a heart on a card asks to sign in; "Non ora" forgets it, "Accedi" saves it after signing in', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [listing] = (await searchApi(page.request, 'per_page=10')).items;
    await page.goto('/risultati');
    const heart = cardHeart(resultsList(page), listing!);
    const dialog = page.getByRole('alertdialog', { name: SIGN_IN_TITLE });

    await heart.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Salveremo questo annuncio subito dopo');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByRole('button', { name: 'Non ora' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/risultati');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('am:pending-favourite'))).toBeNull();

    await heart.click();
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/signin?redirectTo=%2Frisultati');
    await expect(page.getByRole('heading', { level: 1, name: /Accedi/ })).toBeVisible();

    // Signing in (through the API until the sign-in form exists), then back where it started.
    await signIn(page, DEMO.customer);
    if ((await savedIds(page)).includes(listing!.uuid)) await unsave(page, listing!.uuid);
    try {
      const saved = favouriteCall(page, 'POST', listing!.uuid);
      await page.goto('/risultati');
      expect((await saved).status()).toBe(200);
      await expect(toasts(page).filter({ hasText: 'Annuncio salvato nei preferiti.' })).toBeVisible();
      await expect(cardHeart(resultsList(page), listing!)).toHaveAttribute('aria-pressed', 'true');
      expect(await savedIds(page)).toContain(listing!.uuid);
      expect(await page.evaluate(() => sessionStorage.getItem('am:pending-favourite'))).toBeNull();
    } finally {
      await unsave(page, listing!.uuid);
    }
    expect(errors).toEqual([]);
  });

  test('the heart of the listing page asks to sign in too, and the listing is saved once back signed in', async ({ page }) => {
    const errors = collectPageErrors(page);
    const [listing] = (await searchApi(page.request, 'per_page=1')).items;
    await page.goto(listing!.url);
    const heart = page.getByRole('button', { name: 'Aggiungi ai preferiti' });
    const dialog = page.getByRole('alertdialog', { name: SIGN_IN_TITLE });

    await heart.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(heart).toBeVisible(); // still not saved
    await expect(page).toHaveURL((url) => url.pathname === listing!.url);
    expect(await page.evaluate(() => sessionStorage.getItem('am:pending-favourite'))).toBeNull();

    await heart.click();
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.search}` === `/signin?redirectTo=${encodeURIComponent(listing!.url)}`,
    );

    await signIn(page, DEMO.customer);
    if ((await savedIds(page)).includes(listing!.uuid)) await unsave(page, listing!.uuid);
    try {
      const saved = favouriteCall(page, 'POST', listing!.uuid);
      await page.goto(listing!.url);
      expect((await saved).status()).toBe(200);
      await expect(toasts(page).filter({ hasText: 'Annuncio salvato nei preferiti.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Rimuovi dai preferiti' })).toBeVisible();
      expect(await savedIds(page)).toContain(listing!.uuid);
    } finally {
      await unsave(page, listing!.uuid);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('signed in as the demo buyer', () => {
  test('card, listing page and /favourites agree; removing on /favourites or on the listing removes everywhere', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.customer);
    const listing = await unsavedListing(page);
    const pageHeart = (saved: boolean) => page.getByRole('button', { name: saved ? 'Rimuovi dai preferiti' : 'Aggiungi ai preferiti' });
    const savedList = page.getByRole('list', { name: 'Annunci salvati' });
    try {
      // ── Saved from a results card ──────────────────────────────────────────────────
      const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/listings/favourites');
      await page.goto('/risultati');
      await loaded;
      const heart = cardHeart(resultsList(page), listing);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const post = favouriteCall(page, 'POST', listing.uuid);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect((await post).status()).toBe(200);

      // The listing page agrees (client-side navigation from the card).
      await cardOf(resultsList(page), listing).getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === listing.url);
      await expect(pageHeart(true)).toBeVisible();

      // /favourites lists it, with its heart on.
      await favouritesLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'I tuoi preferiti' })).toBeVisible();
      await expect(cardOf(savedList, listing)).toHaveCount(1);
      await expect(cardHeart(savedList, listing)).toHaveAttribute('aria-pressed', 'true');

      // ── Removed on /favourites ─────────────────────────────────────────────────────
      const del = favouriteCall(page, 'DELETE', listing.uuid);
      await cardHeart(savedList, listing).click();
      expect((await del).status()).toBe(200);
      await expect(cardOf(page, listing)).toHaveCount(0);
      expect(await savedIds(page)).not.toContain(listing.uuid);
      await page.goBack(); // the listing page
      await expect(page).toHaveURL((url) => url.pathname === listing.url);
      await expect(pageHeart(false)).toBeVisible();
      await page.goBack(); // the results
      await expect(cardHeart(resultsList(page), listing)).toHaveAttribute('aria-pressed', 'false');

      // ── Saved and removed on the listing page ──────────────────────────────────────
      // (Full page loads between the two remotes: see the BUG test below.)
      await page.goto(listing.url);
      const add = favouriteCall(page, 'POST', listing.uuid);
      await pageHeart(false).click();
      await expect(pageHeart(true)).toBeVisible();
      expect((await add).status()).toBe(200);
      await page.goto('/favourites');
      await expect(cardHeart(savedList, listing)).toHaveAttribute('aria-pressed', 'true');
      await cardOf(savedList, listing).getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === listing.url);
      const remove = favouriteCall(page, 'DELETE', listing.uuid);
      await pageHeart(true).click();
      await expect(pageHeart(false)).toBeVisible();
      expect((await remove).status()).toBe(200);
      await favouritesLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'I tuoi preferiti' })).toBeVisible();
      // Loaded: the list, or the empty state when nothing else is saved.
      await expect(savedList.or(page.getByRole('heading', { name: 'Non hai ancora salvato annunci' }))).toBeVisible();
      await expect(cardOf(page, listing)).toHaveCount(0);
      await page.goto('/risultati');
      await expect(cardHeart(resultsList(page), listing)).toHaveAttribute('aria-pressed', 'false');
      expect(await savedIds(page)).not.toContain(listing.uuid);
    } finally {
      await unsave(page, listing.uuid);
    }
    expect(errors).toEqual([]);
  });

  test('a listing saved on its page shows in the results hearts and on /favourites without a reload', async ({ page }) => {
    // mf-listing saves through the API with its own state; mf-search reloads its set whenever a
    // page with hearts mounts, so client-side navigation between the remotes stays in step.
    await signIn(page, DEMO.customer);
    const listing = await unsavedListing(page);
    try {
      const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/listings/favourites');
      await page.goto('/risultati');
      await loaded;
      await cardOf(resultsList(page), listing).getByRole('heading').getByRole('link').click();
      const add = favouriteCall(page, 'POST', listing.uuid);
      await page.getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
      expect((await add).status()).toBe(200);
      await page.goBack();
      await expect(cardHeart(resultsList(page), listing)).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
      await favouritesLink(page).click();
      await expect(cardOf(page.getByRole('list', { name: 'Annunci salvati' }), listing)).toHaveCount(1, { timeout: 3_000 });
    } finally {
      await unsave(page, listing.uuid);
    }
  });
});
