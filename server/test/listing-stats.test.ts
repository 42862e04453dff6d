import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewRecorder, romeDay } from '../src/areas/listings/stats/index.js';
import { newDealer as fixtureDealer, giveListings as copyListings } from './support/dealers.js';
import { createTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

/** A new dealer with one owner who has signed in (verified unless told otherwise). */
const newDealer = (options: { verified?: boolean } = {}) => fixtureDealer(t, { ...options, emailPrefix: 'statistiche', dealer: { address: 'Via Po 2', city: 'Torino', province_code: 'TO' } });

const giveListings = (dealerId: string, n: number) => copyListings(t, dealerId, n, { withPhotos: false });

/** The listing page's beacon, from `remoteAddress` (the socket's address). */
const view = (client: TestClient, listingId: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  client.request({ method: 'POST', url: `/api/listings/${listingId}/view`, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });

async function statistics(client: TestClient, dealerId: string, days?: number) {
  const res = await client.request({ method: 'GET', url: `/api/dealers/${dealerId}/statistics${days ? `?days=${days}` : ''}` });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Views stored for a listing today (after a flush). */
async function viewsToday(listingId: string): Promise<number> {
  await t.app.listingViews.flush();
  const row = await t.database.db.selectFrom('listing_daily_stats').select('views')
    .where('listing_id', '=', listingId).where('day', '=', romeDay(new Date())).executeTakeFirst();
  return row?.views ?? 0;
}

describe('POST /api/listings/{id}/view: counting', () => {
  it('counts a visitor once per day, and a second visitor from another address again', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    const anna = t.client();
    for (let i = 0; i < 3; i += 1) expect((await view(anna, listing!)).statusCode).toBe(202);
    expect(await viewsToday(listing!)).toBe(1);
    // Again after the batch was written: the visitors table refuses the repeat.
    await view(anna, listing!);
    expect(await viewsToday(listing!)).toBe(1);
    await view(t.client(), listing!, { 'user-agent': PHONE }, '198.51.100.1');
    expect(await viewsToday(listing!)).toBe(2);
  });

  it('50 fresh guest sessions from one address count one view that day; other addresses count each', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    for (let i = 0; i < 25; i += 1) expect((await view(t.client(), listing!, {}, '203.0.113.80')).statusCode).toBe(202);
    // Written in between: the visitors table refuses the address across batches too.
    expect(await viewsToday(listing!)).toBe(1);
    for (let i = 0; i < 25; i += 1) await view(t.client(), listing!, {}, '203.0.113.80');
    expect(await viewsToday(listing!)).toBe(1);
    // An IPv6 subscriber's /64 is one address, however many of its 2^64 a script walks through.
    for (const suffix of ['1', '2', 'beef', 'ffff:1']) await view(t.client(), listing!, {}, `2001:db8:1:2::${suffix}`);
    expect(await viewsToday(listing!)).toBe(2);
    for (const ip of ['198.51.100.81', '198.51.100.82', '2001:db8:1:3::1']) await view(t.client(), listing!, {}, ip);
    expect(await viewsToday(listing!)).toBe(5);
    // Nothing in the table names an address.
    const keys = await t.database.db.selectFrom('listing_view_visitors').select('visitor').where('listing_id', '=', listing!).execute();
    expect(keys.map((k) => k.visitor).join(' ')).not.toMatch(/203\.0\.113|198\.51|2001:db8/);
  }, 60_000);

  it('the beacon answers 429 with Retry-After past 120 a minute from one address; other addresses go on', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    const client = t.client();
    for (let i = 0; i < 120; i += 1) expect((await view(client, listing!, {}, '203.0.113.90')).statusCode).toBe(202);
    const limited = await view(client, listing!, {}, '203.0.113.90');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ error: true, error_code: '1' });
    expect(limited.body.error_message).toMatch(/^Troppe richieste/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await view(client, listing!, {}, '203.0.113.91')).statusCode).toBe(202);
  }, 60_000);

  it('a signed-in buyer counts once on two devices (two sessions)', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    await view(await t.signIn('cliente@automercato.example', 'Cliente#Demo2026'), listing!);
    await view(await t.signIn('cliente@automercato.example', 'Cliente#Demo2026'), listing!, { 'user-agent': PHONE }, '198.51.100.2');
    expect(await viewsToday(listing!)).toBe(1);
  });

  it('does not count crawlers, declared headless browsers, scripts or a missing user agent', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      'curl/8.5.0', 'python-requests/2.32.3', 'WhatsApp/2.23.20.0', '',
    ];
    for (const agent of agents) expect((await view(t.client(), listing!, { 'user-agent': agent })).statusCode).toBe(202);
    expect(await viewsToday(listing!)).toBe(0);
  });

  it('does not count prefetches and prerenders', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    await view(t.client(), listing!, { 'sec-purpose': 'prefetch' });
    await view(t.client(), listing!, { 'sec-purpose': 'prefetch;prerender' });
    await view(t.client(), listing!, { purpose: 'prefetch' });
    expect(await viewsToday(listing!)).toBe(0);
    await view(t.client(), listing!);
    expect(await viewsToday(listing!)).toBe(1);
  });

  it('X-Forwarded-For cannot make new visitors, and a caller without a session is refused', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    const client = t.client();
    for (let i = 1; i <= 5; i += 1) await view(client, listing!, { 'x-forwarded-for': `203.0.113.${i}` });
    expect(await viewsToday(listing!)).toBe(1);
    // No session cookie, no XSRF token: nothing to be a visitor with (419), so no view.
    const bare = await t.request({ method: 'POST', url: `/api/listings/${listing}/view`, headers: { 'user-agent': BROWSER, 'x-forwarded-for': '198.51.100.7' } });
    expect(bare.statusCode).toBe(419);
    expect(await viewsToday(listing!)).toBe(1);
  });

  it('does not count listings that are not public; a malformed id is a 404', async () => {
    const { dealerId } = await newDealer();
    const [draft] = await giveListings(dealerId, 1);
    await t.database.db.updateTable('listings').set({ state: 'draft' }).where('id', '=', draft!).execute();
    expect((await view(t.client(), draft!)).statusCode).toBe(202);
    expect((await view(t.client(), crypto.randomUUID())).statusCode).toBe(202);
    expect(await viewsToday(draft!)).toBe(0);
    const bad = await view(t.client(), 'not-a-listing');
    expect(bad.statusCode).toBe(404);
    expect(bad.body.error_code).toBe('4');
  });

  it('writes in batches: nothing reaches the table before the flush, then one statement writes them all', async () => {
    const { dealerId } = await newDealer();
    const listings = await giveListings(dealerId, 3);
    await t.app.listingViews.flush();
    const visitors = await Promise.all(Array.from({ length: 4 }, () => t.client()));
    for (const [i, visitor] of visitors.entries()) for (const listing of listings) await view(visitor, listing, {}, `198.51.100.${10 + i}`);
    // The default batch (500) and interval (3 s) have not been reached: the views wait in memory.
    expect(t.app.listingViews.size).toBe(12);
    const stored = () => t.database.db.selectFrom('listing_daily_stats').select(['listing_id', 'views']).where('listing_id', 'in', listings).execute();
    expect(await stored()).toEqual([]);
    await t.app.listingViews.flush();
    expect(t.app.listingViews.size).toBe(0);
    expect((await stored()).map((r) => r.views)).toEqual([4, 4, 4]);
  });

  it('a full batch writes itself, and closing writes what is left', async () => {
    const { dealerId } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    const recorder = createViewRecorder(t.database.db, t.app.log, { intervalMs: 60_000, maxBatch: 3 });
    const day = romeDay(new Date());
    for (let i = 0; i < 4; i += 1) recorder.record({ listingId: listing!, day, visitor: `visitatore-${i}`, address: `indirizzo-${i}` });
    // The third record started a write of three; the fourth waits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorder.size).toBe(1);
    expect(await viewsToday(listing!)).toBe(3);
    await recorder.close();
    expect(await viewsToday(listing!)).toBe(4);
  });
});

describe('GET /api/dealers/{id}/statistics', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  it('gives every day of the period with views, favourites, leads and report requests, and the totals', async () => {
    const { dealerId, client } = await newDealer();
    const [a, b] = await giveListings(dealerId, 2);
    const db = t.database.db;
    const day = (n: number) => romeDay(daysAgo(n));
    await db.insertInto('listing_daily_stats').values([
      { listing_id: a!, day: day(0), views: 7 }, { listing_id: a!, day: day(3), views: 5 },
      { listing_id: b!, day: day(3), views: 2 }, { listing_id: a!, day: day(40), views: 99 },
    ]).execute();
    const buyer = await db.selectFrom('users').select('id').where('email', '=', 'cliente@automercato.example').executeTakeFirstOrThrow();
    await db.insertInto('favourites').values({ user_id: buyer.id, listing_id: a!, created_at: daysAgo(3) }).execute();
    await db.insertInto('user_messages').values([
      { listing_id: b!, dealer_id: dealerId, name: 'Luca', email: 'luca@prova.example', message: 'È ancora disponibile?', created_at: daysAgo(3) },
      { listing_id: b!, dealer_id: dealerId, name: 'Spam', email: 'spam@prova.example', message: 'spam', created_at: daysAgo(3), deleted_by_admin_at: new Date() },
      { listing_id: null, dealer_id: dealerId, name: 'Eva', email: 'eva@prova.example', message: 'Orari?', created_at: daysAgo(1) },
    ]).execute();
    await db.insertInto('carfax_requests').values({ listing_id: a!, dealer_id: dealerId, email: 'luca@prova.example', created_at: daysAgo(0) }).execute();

    const stats = await statistics(client, dealerId);
    expect(stats.days).toHaveLength(30);
    expect(stats.to).toBe(day(0));
    expect(stats.from).toBe(stats.days[0].day);
    const on = (n: number) => stats.days.find((d: { day: string }) => d.day === day(n));
    expect(on(0)).toEqual({ day: day(0), views: 7, favourites: 0, leads: 0, report_requests: 1 });
    expect(on(3)).toEqual({ day: day(3), views: 7, favourites: 1, leads: 1, report_requests: 0 });
    // A lead about no listing counts for the day, not for a listing.
    expect(on(1)).toMatchObject({ leads: 1, views: 0 });
    expect(on(2)).toEqual({ day: day(2), views: 0, favourites: 0, leads: 0, report_requests: 0 });
    // 40 days ago is outside the period; the spam an admin removed is not a lead.
    expect(stats.totals).toEqual({ views: 14, favourites: 1, leads: 2, report_requests: 1 });
    expect(stats.listings.map((l: { id: string; views: number; leads: number }) => [l.id, l.views, l.leads])).toEqual([[a, 12, 0], [b, 2, 1]]);
    expect(stats.listings[0].title).toMatch(/\S+ \S+/);

    // A shorter period.
    const week = await statistics(client, dealerId, 2);
    expect(week.days.map((d: { day: string }) => d.day)).toEqual([day(1), day(0)]);
    expect(week.totals.views).toBe(7);
  });

  it('lists the most viewed listings without a lead in the period', async () => {
    const { dealerId, client } = await newDealer();
    const [quiet, popular, asked, unseen] = await giveListings(dealerId, 4);
    const today = romeDay(new Date());
    await t.database.db.insertInto('listing_daily_stats').values([
      { listing_id: quiet!, day: today, views: 3 }, { listing_id: popular!, day: today, views: 40 },
      { listing_id: asked!, day: today, views: 90 },
    ]).execute();
    await t.database.db.insertInto('user_messages').values({ listing_id: asked!, dealer_id: dealerId, name: 'Ugo', email: 'ugo@prova.example', message: 'Prezzo trattabile?' }).execute();
    const stats = await statistics(client, dealerId);
    expect(stats.views_without_leads.map((l: { id: string }) => l.id)).toEqual([popular, quiet]);
    expect(stats.listings.map((l: { id: string }) => l.id)).not.toContain(unseen);
  });

  it('counts views from the beacon into the dealer\'s statistics', async () => {
    const { dealerId, client } = await newDealer();
    const [listing] = await giveListings(dealerId, 1);
    await view(t.client(), listing!);
    await view(t.client(), listing!, {}, '198.51.100.3');
    await t.app.listingViews.flush();
    const stats = await statistics(client, dealerId);
    expect(stats.totals.views).toBe(2);
    expect(stats.days.at(-1).views).toBe(2);
  });

  it('refuses guests, customers, another dealer\'s owner and an unverified owner; rejects a bad period', async () => {
    const { dealerId, client } = await newDealer();
    const url = `/api/dealers/${dealerId}/statistics`;
    const guest = await t.client().request({ method: 'GET', url });
    expect(guest.statusCode).toBe(401);
    expect(guest.body.error_code).toBe('3');
    const customer = await t.signIn('cliente@automercato.example', 'Cliente#Demo2026');
    expect((await customer.request({ method: 'GET', url })).statusCode).toBe(403);
    const other = await (await newDealer()).client.request({ method: 'GET', url });
    expect(other.statusCode).toBe(403);
    expect(other.body.error_code).toBe('6');
    const unverified = await newDealer({ verified: false });
    await t.database.db.insertInto('dealer_memberships').values({ dealer_id: dealerId, user_id: unverified.userId, role: 'admin' }).execute();
    expect((await unverified.client.request({ method: 'GET', url })).statusCode).toBe(403);
    const bad = await client.request({ method: 'GET', url: `${url}?days=0` });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.error_code).toBe('2');
    expect((await client.request({ method: 'GET', url: `${url}?days=400` })).statusCode).toBe(422);
  });
});
