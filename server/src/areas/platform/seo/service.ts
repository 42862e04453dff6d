import { HOME_DESCRIPTION, formatKm, formatPrice, searchDescription } from '@automercato/i18n/format';
import type { Lookups } from '../../../catalog/lookups.js';
import { addToHead, addToBody, escapeHtml, shellPage, withHead } from '../../../http/shell-page.js';
import type { FirstViewParts } from './first-view.js';
import { listingPath, type DetailRow } from '../../listings/public/present.js';
import type { ListingQueries } from '../../listings/public/index.js';
import type { SeoQueries } from './queries.js';

const SITEMAP_MAX_URLS = 50_000;
const STATIC_PAGES = ['/', '/risultati', '/for-dealers', '/how-it-works', '/faq', '/about-us', '/contact-us', '/tos', '/privacy-policy'];
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_HEAD = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`;
// JSON inside <script>: a "</script>" in a description must not end the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page answer: status and HTML, or a permanent redirect. */
export type PageAnswer = { status: 200 | 404 | 410; html: string } | { redirect: string };

const NO_FIRST_VIEW: FirstViewParts = { head: '', body: '' };

export interface SeoServiceOptions {
  queries: SeoQueries;
  listings: ListingQueries;
  /** The public search's cached count (capped), so a results page's description says its total. */
  countListings: (filters: { brand?: string; model?: string }) => Promise<{ count: number; capped: boolean }>;
  lookups: Lookups;
  appUrl: string;
  webRoot: string;
}

/**
 * What search engines and link previews read without running JavaScript: the shell's page with
 * a real <title>, description, canonical link and schema.org Car + Offer for listing addresses,
 * and the sitemap of listings on sale.
 */
export function seoService({ queries, listings, countListings, lookups, appUrl, webRoot }: SeoServiceOptions) {
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

  /** The shell's page with `head` put in by `put`, and `body`, the first view drawn by the server, before its root. */
  const assemble = (put: typeof withHead, head: string, body: string) => {
    const html = put(shell.html({ drawn: Boolean(body) }), head);
    return body ? addToBody(html, body) : html;
  };
  const page = (status: 200 | 404 | 410, head: string, body = ''): PageAnswer => ({ status, html: assemble(withHead, head, body) });

  /** A page with its description (the page keeps it in step after client-side navigation). */
  const describedPage = (description: string, title?: string, more: FirstViewParts = NO_FIRST_VIEW): PageAnswer => {
    const meta = `<meta name="description" content="${escapeHtml(description)}">${more.head ? `\n${more.head}` : ''}`;
    if (title) return page(200, `<title>${escapeHtml(title)}</title>\n${meta}`, more.body);
    // The shell's own title (the home page's) stays.
    return { status: 200, html: assemble(addToHead, meta, more.body) };
  };

  const gonePage = (status: 404 | 410) => page(status,
    `<title>${status === 410 ? 'Annuncio non più disponibile' : 'Annuncio non trovato'} | AutoMercato</title>\n<meta name="robots" content="noindex">`);

  const urlEntry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

  return {
    homePage: async (firstView: () => Promise<FirstViewParts> = async () => NO_FIRST_VIEW) => describedPage(HOME_DESCRIPTION, undefined, await firstView()),

    /** /risultati[/:make[/:model]]: how many listings the search without other filters shows; `firstView`, what the page sends with it. */
    async resultsPage(make?: string, model?: string, firstView: (heading: string) => Promise<FirstViewParts> = async () => NO_FIRST_VIEW): Promise<PageAnswer> {
      const makeName = make ? lookups.brand(make).name : null;
      const what = makeName ? [makeName, model ? lookups.model(make!, model).name : null].filter(Boolean).join(' ') : null;
      // The page's own heading (mf-search's ResultsPage), which its first view is drawn under.
      const heading = what ? `${what} usate` : 'Auto usate in vendita';
      const [{ count, capped }, sent] = await Promise.all([countListings({ brand: make, model: make ? model : undefined }), firstView(heading)]);
      return describedPage(searchDescription({ what, total: count, capped }), `${heading} – AutoMercato`, sent);
    },

    /** A listing address: the page with its head (and `firstView`, what it sends with it), 404/410, or the canonical address when it differs. */
    async listingPage(uuid: string, requestedPath: string, firstView: () => Promise<FirstViewParts> = async () => NO_FIRST_VIEW): Promise<PageAnswer> {
      const found = await listings.lookup(uuid);
      if (found.status !== 'public') return gonePage(found.status === 'gone' ? 410 : 404);
      const canonical = listingPath(found.row);
      // Old or hand-made addresses (a city renamed, a typo) lead to the one canonical address.
      if (requestedPath !== canonical) return { redirect: canonical };
      const sent = await firstView();
      return page(200, `${headFor(found.row)}\n${sent.head}`, sent.body);
    },

    /** /item/{uuid}: the canonical address, or 404/410. */
    async itemPage(uuid: string): Promise<PageAnswer> {
      const found = await listings.lookup(uuid);
      if (found.status !== 'public') return gonePage(found.status === 'gone' ? 410 : 404);
      return { redirect: listingPath(found.row) };
    },

    /** /sitemap.xml: every address, or over 50,000 an index of sitemap files (as the protocol requires). */
    async sitemap(): Promise<string> {
      const total = await queries.countListingsOnSale();
      if (total + STATIC_PAGES.length > SITEMAP_MAX_URLS) {
        const parts = Math.ceil(total / SITEMAP_MAX_URLS);
        const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${appUrl}/sitemaps/listings-${i + 1}.xml</loc></sitemap>`);
        return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${appUrl}/sitemaps/pages.xml</loc></sitemap>${entries.join('')}</sitemapindex>`;
      }
      const rows = await queries.listingsOnSale();
      const urls = [...STATIC_PAGES.map((p) => urlEntry(`${appUrl}${p}`)), ...rows.map((r) => urlEntry(`${appUrl}${listingPath(r)}`, r.updated_at))];
      return `${URLSET_HEAD}${urls.join('')}</urlset>`;
    },

    /** /sitemaps/pages.xml and /sitemaps/listings-{n}.xml; null for any other name. */
    async sitemapPart(part: string): Promise<string | null> {
      if (part === 'pages.xml') return `${URLSET_HEAD}${STATIC_PAGES.map((p) => urlEntry(`${appUrl}${p}`)).join('')}</urlset>`;
      const match = /^listings-(\d{1,4})\.xml$/.exec(part);
      if (!match) return null;
      const rows = await queries.listingsOnSale({ limit: SITEMAP_MAX_URLS, offset: (Number(match[1]) - 1) * SITEMAP_MAX_URLS });
      return `${URLSET_HEAD}${rows.map((r) => urlEntry(`${appUrl}${listingPath(r)}`, r.updated_at)).join('')}</urlset>`;
    },

    /** The empty sitemap answered with a 404. */
    emptyUrlset: () => `${URLSET_HEAD}</urlset>`,
  };
}

export type SeoService = ReturnType<typeof seoService>;
