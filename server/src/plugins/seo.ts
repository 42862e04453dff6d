import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { HOME_DESCRIPTION, formatKm, formatPrice, searchDescription } from '@automercato/i18n/format';
import type { DB } from '../db/schema.js';
import type { Lookups } from '../catalog/lookups.js';
import { escapeHtml, shellPage, withHead } from '../http/shell-page.js';
import { listingPath, type DetailRow } from '../listings/present.js';
import { countPublicListings, listingsWithDealer, lookupListing } from '../listings/queries.js';
import { COUNT_CAP } from './listings.js';

export interface SeoOptions { db: Kysely<DB>; lookups: Lookups; appUrl: string; webRoot: string }

const SITEMAP_MAX_URLS = 50_000;
const STATIC_PAGES = ['/', '/risultati', '/for-dealers', '/how-it-works', '/faq', '/about-us', '/contact-us', '/tos', '/privacy-policy'];
// JSON inside <script>: a "</script>" in a description must not end the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What search engines and link previews read without running JavaScript: a real <title>,
 * description, canonical link and schema.org Car + Offer in the HTML of listing addresses,
 * /item/{uuid} redirected to the canonical address, a description of the home and results
 * pages, and /sitemap.xml of listings on sale.
 */
export const seoPlugin: FastifyPluginAsync<SeoOptions> = async (app, { db, lookups, appUrl, webRoot }) => {
  const shell = shellPage(webRoot);

  function headFor(row: DetailRow) {
    const make = lookups.brand(row.make_slug).name;
    const model = lookups.model(row.make_slug, row.model_slug).name;
    const name = `${make} ${model} ${row.version}`.trim();
    const fuel = lookups.item('power-types', row.power_type).name;
    const title = `${name} ${row.registration_year}, ${formatKm(row.mileage)} – ${formatPrice(row.price)} a ${row.city} | AutoMercato`;
    const description = `${name} usata del ${row.registration_year}, ${formatKm(row.mileage)}, ${fuel.toLowerCase()}, `
      + `${row.power_kw} kW (${row.horsepower} CV), ${formatPrice(row.price)}. In vendita da ${row.dealer_name} a ${row.city}.`;
    const url = `${appUrl}${listingPath(row)}`;
    const jsonLd = {
      '@context': 'https://schema.org', '@type': 'Car', name, brand: { '@type': 'Brand', name: make }, model,
      vehicleConfiguration: row.version || undefined, productionDate: String(row.registration_year),
      vehicleModelDate: String(row.registration_year), fuelType: fuel,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: row.mileage, unitCode: 'KMT' },
      vehicleEngine: { '@type': 'EngineSpecification', enginePower: { '@type': 'QuantitativeValue', value: row.power_kw, unitCode: 'KWT' } },
      vehicleTransmission: lookups.item('gearbox-types', row.gearbox_type).name,
      bodyType: lookups.item('categories', row.category).name, color: lookups.item('exterior-colors', row.exterior_color).name,
      image: row.photos.map((p) => `${appUrl}${p.url}`), description: row.description, url,
      offers: {
        '@type': 'Offer', price: row.price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition', url,
        seller: { '@type': 'AutoDealer', name: row.dealer_name, address: { '@type': 'PostalAddress', streetAddress: row.dealer_address, addressLocality: row.city, postalCode: row.dealer_postal_code ?? undefined, addressCountry: 'IT' } },
      },
    };
    return [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="product"><meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}"><meta property="og:url" content="${escapeHtml(url)}">`,
      row.photos[0] ? `<meta property="og:image" content="${escapeHtml(`${appUrl}${row.photos[0].url}`)}">` : '',
      `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    ].join('\n');
  }

  function sendPage(reply: FastifyReply, status: number, head: string) {
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withHead(shell.html(), head));
  }

  /** A page with its description (the page keeps it in step after client-side navigation). */
  function describedPage(reply: FastifyReply, description: string, title?: string) {
    const meta = `<meta name="description" content="${escapeHtml(description)}">`;
    if (title) return sendPage(reply, 200, `<title>${escapeHtml(title)}</title>\n${meta}`);
    // The shell's own title (the home page's) stays.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell.html().replace('</head>', `${meta}\n</head>`));
  }

  app.get('/', async (request, reply) => describedPage(reply, HOME_DESCRIPTION));

  // /risultati[/:make[/:model]]: how many listings the search without other filters shows.
  const resultsPage = async (reply: FastifyReply, make?: string, model?: string) => {
    const total = await countPublicListings(db, app.caches.searchCounts, { brand: make, model: make ? model : undefined }, COUNT_CAP);
    const makeName = make ? lookups.brand(make).name : null;
    const what = makeName ? [makeName, model ? lookups.model(make!, model).name : null].filter(Boolean).join(' ') : null;
    const title = `${what ? `${what} usate` : 'Auto usate in vendita'} – AutoMercato`;
    return describedPage(reply, searchDescription({ what, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP }), title);
  };
  app.get('/risultati', async (request, reply) => resultsPage(reply));
  app.get<{ Params: { make: string } }>('/risultati/:make', async (request, reply) => resultsPage(reply, request.params.make));
  app.get<{ Params: { make: string; model: string } }>('/risultati/:make/:model', async (request, reply) =>
    resultsPage(reply, request.params.make, request.params.model));

  const gonePage = (reply: FastifyReply, status: 404 | 410) => sendPage(reply, status,
    `<title>${status === 410 ? 'Annuncio non più disponibile' : 'Annuncio non trovato'} | AutoMercato</title>\n<meta name="robots" content="noindex">`);

  app.get<{ Params: { city: string; make: string; model: string; dealer: string; uuid: string } }>(
    '/annunci/:city/:make/:model/:dealer/:uuid', async (request, reply) => {
      const found = await lookupListing(db, request.params.uuid);
      if (found.status !== 'public') return gonePage(reply, found.status === 'gone' ? 410 : 404);
      const canonical = listingPath(found.row);
      // Old or hand-made addresses (a city renamed, a typo) lead to the one canonical address.
      if (request.url.split('?')[0] !== canonical) return reply.redirect(canonical, 301);
      return sendPage(reply, 200, headFor(found.row));
    });

  app.get<{ Params: { uuid: string } }>('/item/:uuid', async (request, reply) => {
    const found = await lookupListing(db, request.params.uuid);
    if (found.status !== 'public') return gonePage(reply, found.status === 'gone' ? 410 : 404);
    return reply.redirect(listingPath(found.row), 301);
  });

  function listingRows() {
    return listingsWithDealer(db).where('l.status', '=', 'enabled').where('d.enabled', '=', true)
      .select(['l.id', 'l.city', 'l.make_slug', 'l.model_slug', 'd.slug as dealer_slug', 'l.updated_at']).orderBy('l.id');
  }

  const urlEntry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

  app.get('/sitemap.xml', async (request, reply) => {
    const total = Number((await listingRows().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).clearOrderBy().executeTakeFirstOrThrow()).n);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (total + STATIC_PAGES.length > SITEMAP_MAX_URLS) {
      // Over 50,000 addresses: an index of sitemap files, as the protocol requires.
      const parts = Math.ceil(total / SITEMAP_MAX_URLS);
      const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${appUrl}/sitemaps/listings-${i + 1}.xml</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${appUrl}/sitemaps/pages.xml</loc></sitemap>${entries.join('')}</sitemapindex>`;
    }
    const rows = await listingRows().execute();
    const urls = [...STATIC_PAGES.map((p) => urlEntry(`${appUrl}${p}`)), ...rows.map((r) => urlEntry(`${appUrl}${listingPath(r)}`, r.updated_at))];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
  });

  app.get<{ Params: { part: string } }>('/sitemaps/:part', async (request, reply) => {
    const match = /^listings-(\d{1,4})\.xml$/.exec(request.params.part);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
    if (request.params.part === 'pages.xml') return `${head}${STATIC_PAGES.map((p) => urlEntry(`${appUrl}${p}`)).join('')}</urlset>`;
    if (!match) return reply.code(404).send(`${head}</urlset>`);
    const rows = await listingRows().limit(SITEMAP_MAX_URLS).offset((Number(match[1]) - 1) * SITEMAP_MAX_URLS).execute();
    return `${head}${rows.map((r) => urlEntry(`${appUrl}${listingPath(r)}`, r.updated_at)).join('')}</urlset>`;
  });
};
