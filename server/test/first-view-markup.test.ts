import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeStateToFilters, urlOfCall, type ListingDetail, type ListingPage } from '@automercato/api-sdk';
import { formatPrice } from '@automercato/i18n/format';
import { createTestApp, type TestApp } from './support/test-app.js';
import { markupRenderer } from '../src/areas/platform/seo/markup/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The results page's first view, drawn on the server with the cards' own component. */
describe('the results page drawn from the HTML', () => {
  it('shows the heading, the total and the first three cards as the page draws them (links, prices, photos)', async () => {
    const url = await urlOfCall((api) => api.listings.search(routeStateToFilters({ make: 'fiat' }, '?sort_by=price_asc')));
    const page = (await t.app.inject(url)).json<{ data: ListingPage }>().data;
    expect(page.items.length).toBeGreaterThan(3);
    const resultsMarkup = await markupRenderer('resultsMarkup');
    const html = resultsMarkup({ heading: 'Fiat usate', page, url: '/risultati/fiat?sort_by=price_asc' });
    expect(html).toContain('<h1>Fiat usate</h1>');
    expect(html).toMatch(new RegExp(`<p class="ms-results__total">${page.meta.total} annunci</p>`));
    expect(html).toContain('<ol class="ms-list" aria-label="Annunci">');
    // The cards above the fold and a little more, each linking to its listing with its price.
    const cards = [...html.matchAll(/<article class="am-card am-card--horizontal"/g)];
    expect(cards).toHaveLength(3);
    for (const listing of page.items.slice(0, 3)) {
      expect(html).toContain(`href="${listing.url}"`);
      expect(html).toContain(formatPrice(listing.price));
    }
    expect(html).not.toContain(`href="${page.items[3]!.url}"`);
    // The first photos load at once (the largest paint), the others when scrolled to.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
  });

  it('says a capped total as the page does, and writes what dealers typed as text', async () => {
    const resultsMarkup = await markupRenderer('resultsMarkup');
    const page = (await t.app.inject('/api/listings?per_page=1')).json<{ data: ListingPage }>().data;
    const item = { ...page.items[0]!, title: '<script>alert(1)</script> Panda' };
    const html = resultsMarkup({ heading: 'Auto usate in vendita', page: { ...page, items: [item], meta: { ...page.meta, total: 12000, total_capped: true } }, url: '/risultati' });
    expect(html).toContain('oltre 12.000 annunci');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Panda');
  });
});

describe('a listing page drawn from the HTML', () => {
  it('shows the path, the title, the price with its badges and the first photo, the largest paint', async () => {
    const summary = (await t.app.inject('/api/listings?per_page=1')).json<{ data: ListingPage }>().data.items[0]!;
    const listing = (await t.app.inject(`/api/listings/${summary.uuid}`)).json<{ data: ListingDetail }>().data;
    const listingMarkup = await markupRenderer('listingMarkup');
    const html = listingMarkup({ listing: { ...listing, price_negotiable: true, has_carfax: false }, url: listing.url });
    expect(html).toContain(`<h1 id="lp-title" class="lp-header__title">${listing.title} <span class="lp-header__version">${listing.version}</span></h1>`);
    expect(html).toContain(`href="/risultati/${listing.make.slug}"`);
    expect(html).toContain(`<p class="lp-summary__price">${formatPrice(listing.price)}</p>`);
    expect(html).toContain('Prezzo trattabile');
    expect(html).not.toContain('Report Carfax disponibile');
    expect(html).toMatch(new RegExp(`<img class="lp-viewer__image" src="${listing.photos[0]!.url}"[^>]*fetchPriority="high"`, 'i'));
    expect(html).toContain(`1 / ${listing.photos.length}`);
    // No photo: no empty frame for the largest paint.
    expect(listingMarkup({ listing: { ...listing, photos: [] }, url: listing.url })).not.toContain('<img');
  });
});

describe('the home page drawn from the HTML', () => {
  it('shows the shell\'s hero in its words, the numbers\' placeholder and the search\'s room', async () => {
    const homeMarkup = await markupRenderer('homeMarkup');
    const html = homeMarkup();
    expect(html).toContain('<h1>Trova la tua prossima auto usata</h1>');
    expect(html).toContain('<p class="am-counters am-counters--loading">Caricamento dei numeri della piattaforma…</p>');
    expect(html).toContain('<div class="am-home-search__placeholder"></div>');
    // The shell's own page: in its main column, not in a remote's area.
    expect(html).not.toContain('am-remote-area');
  });
});
