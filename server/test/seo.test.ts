import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { searchDescription } from '@automercato/i18n/format';
import { createTestApp, type TestApp } from './support/test-app.js';
import { routeStateToFilters, urlOfCall } from '@automercato/api-sdk';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;
let listing: { uuid: string; url: string; title: string; price: number };

beforeAll(async () => {
  t = await createTestApp();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'am-seo-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>AutoMercato – Auto usate in Italia</title></head><body><div id="root"></div></body></html>');
  app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: webRoot, APP_URL: 'https://www.automercato.example' }), logger: false });
  listing = (await app.inject('/api/listings?per_page=1')).json().data.items[0];
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('listing pages for search engines', () => {
  it('serve a real title, description, canonical link and Car + Offer JSON-LD', async () => {
    const res = await app.inject(listing.url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<title>${listing.title}[^<]*€ a [^<]+ \\| AutoMercato</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]*usata del \d{4}/);
    expect(html).toContain(`<link rel="canonical" href="https://www.automercato.example${listing.url}">`);
    const json = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    expect(json).toMatchObject({ '@type': 'Car', offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'EUR' } });
    expect(html).toContain('<div id="root"></div>');
  });

  it('send /item/{uuid} and non-canonical addresses to the canonical one (301)', async () => {
    const item = await app.inject(`/item/${listing.uuid}`);
    expect(item.statusCode).toBe(301);
    expect(item.headers.location).toBe(listing.url);
    const wrongCity = listing.url.replace(/^\/annunci\/[^/]+/, '/annunci/altrove');
    const moved = await app.inject(wrongCity);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(listing.url);
  });

  it('answer 410 for a withdrawn listing and 404 for an unknown one, still with the page for the client', async () => {
    const disabled = await t.database.db.selectFrom('listings').select('id').where('status', '=', 'disabled').executeTakeFirstOrThrow();
    const gone = await app.inject(`/item/${disabled.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(gone.body).toContain('<div id="root"></div>');
    expect((await app.inject('/annunci/a/b/c/d/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await app.inject('/item/not-a-uuid')).statusCode).toBe(404);
  });

  it('escape what dealers write, so a description cannot break out of the page head', async () => {
    await t.database.db.updateTable('listings').set({ description: '</script><script>alert(1)</script> "quote" & <b>' })
      .where('id', '=', listing.uuid).execute();
    const html = (await app.inject(listing.url)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('home and results pages for search engines', () => {
  const description = (html: string) => html.match(/<meta name="description" content="([^"]*)">/)?.[1];

  it('the home page has an Italian description and keeps its title', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(description(res.body)).toMatch(/^Auto usate in vendita in Italia/);
    expect(res.body).toContain('<title>AutoMercato – Auto usate in Italia</title>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('the results page describes the search: how many listings, which make and model', async () => {
    const total = (await app.inject('/api/listings/count')).json().data.count as number;
    const all = await app.inject('/risultati');
    expect(all.statusCode).toBe(200);
    expect(description(all.body)).toBe(searchDescription({ what: null, total }));
    const { make, model } = listing as unknown as { make: { slug: string; name: string }; model: { slug: string; name: string } };
    const count = (await app.inject(`/api/listings/count?brand=${make.slug}&model=${model.slug}`)).json().data.count as number;
    const page = await app.inject(`/risultati/${make.slug}/${model.slug}?page=2`);
    expect(description(page.body)).toBe(searchDescription({ what: `${make.name} ${model.name}`, total: count }));
    expect(page.body).toContain(`<title>${make.name} ${model.name} usate – AutoMercato</title>`);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the first view sent with the page', () => {
  /** The answers a page carries, by the URL the client will ask. */
  const primed = (html: string): Record<string, unknown> => {
    const block = /<script type="application\/json" id="am-primed">(.*?)<\/script>/s.exec(html)?.[1];
    return block ? JSON.parse(block) : {};
  };

  it('a results page carries the search its page asks first, exactly as the API answers it', async () => {
    const page = await app.inject('/risultati/fiat?sort_by=price_asc&km_to=150000');
    expect(page.statusCode).toBe(200);
    const url = await urlOfCall((api) => api.listings.search(routeStateToFilters({ make: 'fiat' }, '?sort_by=price_asc&km_to=150000')));
    const answers = primed(page.body);
    expect(Object.keys(answers)).toEqual([url]);
    expect(answers[url]).toEqual((await app.inject(url)).json());
    const first = (answers[url] as { data: { items: { cover_photo: string | null; photos: { url: string }[] }[] } }).data.items[0]!;
    // The first card's photo, the largest paint, is asked for from the HTML.
    expect(page.body).toContain(`<link rel="preload" as="image" href="${first.cover_photo ?? first.photos[0]!.url}"`);
  });

  it('a listing page carries its listing; an AI search and a gone listing carry nothing', async () => {
    const page = await app.inject(listing.url);
    const url = await urlOfCall((api) => api.listings.get(listing.uuid));
    const answer = (await app.inject(url)).json();
    expect(primed(page.body)[url]).toEqual(answer);
    expect(page.body).toMatch(new RegExp(`<link rel="preload" as="image" href="${answer.data.photos[0].url}"[^>]* fetchpriority="high">`));
    expect(primed((await app.inject('/risultati?ai=suv%20diesel')).body)).toEqual({});
    expect(primed((await app.inject(`/item/${crypto.randomUUID()}`)).body)).toEqual({});
  });
});

describe('/sitemap.xml', () => {
  it('lists the informational pages and every listing on sale, and no withdrawn one', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://www.automercato.example/faq');
    expect(locs).toContain(`https://www.automercato.example${listing.url}`);
    const onSale = (await app.inject('/api/listings/count?include_no_photos=true')).json().data.count;
    expect(locs.filter((l) => l.includes('/annunci/'))).toHaveLength(onSale);
    const disabled = await t.database.db.selectFrom('listings').select('id').where('status', '=', 'disabled').execute();
    for (const d of disabled) expect(res.body).not.toContain(d.id);
  });
});

describe('user text with $ sequences on a listing page', () => {
  // String.replace reads `$&`, `` $` ``, `$'` and `$$` in a replacement string: a dealer's text must go in as it is.
  const description = 'Tagliandata, $& prezzo $\' trattabile, $` e $$ e $1 fine';
  const dealerName = 'Auto $& Moto $\' $`';
  const city = 'San $` Martino $\'';

  it('the JSON-LD parses and holds the description, the dealer\'s name and the city exactly; the head stays whole', async () => {
    const other = (await app.inject('/api/listings?per_page=2')).json().data.items[1] as { uuid: string };
    const row = await t.database.db.selectFrom('listings').select('dealer_id').where('id', '=', other.uuid).executeTakeFirstOrThrow();
    await t.database.db.updateTable('listings').set({ description, city }).where('id', '=', other.uuid).execute();
    await t.database.db.updateTable('dealers').set({ name: dealerName }).where('id', '=', row.dealer_id).execute();

    const moved = await app.inject(`/item/${other.uuid}`);
    expect(moved.statusCode).toBe(301);
    const res = await app.inject(moved.headers.location as string);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const json = JSON.parse(scripts[0]![1]!);
    expect(json.description).toBe(description);
    expect(json.offers.seller.name).toBe(dealerName);
    expect(json.offers.seller.address.addressLocality).toBe(city);
    expect(html.match(/<title>([^<]*)<\/title>/)![1]).toContain(' a San $` Martino $&#39; | AutoMercato');
  });
});

describe('compression of answers made at request time', () => {
  it('a drawn page goes out in brotli to a browser that accepts it, and reads back the same page', async () => {
    const plain = await app.inject(listing.url);
    const packed = await app.inject({ url: listing.url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('a search answer goes out in gzip when only gzip is accepted; a client that asks for none gets plain JSON', async () => {
    const url = '/api/listings?per_page=20';
    const packed = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(packed.rawPayload).toString('utf8')).data.items).toHaveLength(20);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.items).toHaveLength(20);
  });
});
