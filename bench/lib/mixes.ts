// The request mixes of a search session, and the checks made before loading them.
import type { Mix } from './load.js';

export async function getJson(url: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: response.status, body };
}

/** Typical searches of the site, cycled by every connection; the detail page takes another listing each time. */
export function searchMixes(detailIds: string[]): Mix[] {
  let next = 0;
  return [
    { label: 'no filter', path: '/api/listings' },
    { label: 'brand', path: '/api/listings?brand=fiat' },
    { label: 'brand + model', path: '/api/listings?brand=volkswagen&model=golf' },
    { label: 'fuel + max price', path: '/api/listings?power_type[]=diesel&price_max=20000' },
    { label: 'suv + automatic + year', path: '/api/listings?category[]=suv&gearbox_type[]=automatico&registration_year_min=2019' },
    { label: 'radius 50 km (Milano)', path: '/api/listings?latitude=45.4642&longitude=9.19&radius=50000' },
    { label: 'home latest', path: '/api/listings?price_min=20000&sort_by=created_at&sort_direction=desc' },
    { label: 'price asc, page 5', path: '/api/listings?sort_by=price&sort_direction=asc&page=5' },
    { label: 'mileage + power', path: '/api/listings?mileage_max=50000&power_min=100' },
    { label: 'colour + origin', path: '/api/listings?exterior_color[]=rosso&origin[]=estera' },
    { label: 'count', path: '/api/listings/count?power_type[]=benzina&registration_year_min=2018' },
    { label: 'detail', path: () => `/api/listings/${detailIds[next++ % detailIds.length]}` },
  ];
}

/** Listing ids for the detail mix, from a few different orderings so they spread over the table. */
export async function pickDetailIds(url: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const query of ['', '&sort_by=price', '&sort_by=year', '&sort_by=mileage&page=7', '&sort_by=created_at&sort_direction=asc']) {
    const { status, body } = await getJson(`${url}/api/listings?per_page=50${query}`);
    if (status !== 200) throw new Error(`GET /api/listings?per_page=50${query} → ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    for (const item of (body as { data: { items: { uuid: string }[] } }).data.items) ids.add(item.uuid);
  }
  if (!ids.size) throw new Error('the API returned no listing: is the database seeded?');
  return [...ids];
}

/** One request per mix before the load: each must be 2xx; returns how many listings each matches. */
export async function precheck(url: string, mixes: Mix[]): Promise<Record<string, number>> {
  const matches: Record<string, number> = {};
  for (const mix of mixes) {
    const target = typeof mix.path === 'string' ? mix.path : mix.path();
    const { status, body } = await getJson(url + target);
    if (status < 200 || status >= 300) {
      throw new Error(`precheck: ${mix.label} (${target}) → HTTP ${status}: ${JSON.stringify(body).slice(0, 400)}`);
    }
    const data = (body as { data?: { meta?: { total?: number }; count?: number } }).data;
    matches[mix.label] = data?.meta?.total ?? data?.count ?? 1;
  }
  return matches;
}
