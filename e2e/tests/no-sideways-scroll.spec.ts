/**
 * No page scrolls sideways on a phone: every address of the shell's route table
 * (shell/src/routing/table.ts, so a new route is checked without touching this file) and every
 * page the server renders itself, opened at 390 px by the role its guards ask for, with route
 * parameters filled from the demo seed. A page wider than 390 px fails with its route and the
 * element that sticks out. One browser context per role, one page load per address.
 * While fixing a page: E2E_SWEEP_ONLY=<regex of route patterns>; on a slow machine E2E_SWEEP_TIMEOUT=<ms>.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteEntry } from '../../shell/src/routing/table';
import { DEMO, signIn, signUpUnverified } from '../support/auth';
import { lastMailId, linkIn, outbox, pathOf } from '../support/mail';
import { sidewaysScroll } from '../support/overflow';

const WIDTH = 390;
const VIEWPORT = { width: WIDTH, height: 844 };
const JSON_HEADERS = { Accept: 'application/json' };

type Role = 'guest' | 'buyer' | 'unverified' | 'dealer' | 'admin';
const ACCOUNT = { buyer: DEMO.customer, dealer: DEMO.dealer, admin: DEMO.admin } as const;

/** The role a route's guards let in (the first that fits, most specific first). */
function roleOf(entry: RouteEntry): Role {
  const guards = new Set<string>(entry.guards ?? []);
  if (guards.has('admin')) return 'admin';
  if (guards.has('loggedInDealer') || guards.has('ownsDealer')) return 'dealer';
  if (guards.has('emailUnverified')) return 'unverified';
  if (guards.has('loggedIn')) return 'buyer';
  return 'guest';
}

/** Real values from the demo seed, gathered once. */
interface Seed {
  dealerUuid: string;
  dealerListing: string;
  reportId: string;
  planUuid: string;
  listing: { uuid: string; url: string };
  ownerUserUuid: string;
  buyerRequestId: string;
  /** Whole addresses for routes whose key arrives by mail (token and query together). */
  mailed: Record<string, string>;
}

async function xsrf(context: BrowserContext, page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value), ...JSON_HEADERS };
}

async function getData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: JSON_HEADERS });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** The text of the first mail to `to` after `afterId` whose subject matches (mail leaves through a queue: slow on a busy machine). */
async function mailTo(page: Page, to: string, subject: RegExp, afterId: number): Promise<string> {
  let text = '';
  await expect.poll(async () => {
    text = (await outbox(page.request, to)).find((m) => m.id > afterId && subject.test(m.subject))?.text ?? '';
    return text !== '';
  }, { message: `mail ${subject} to ${to}`, timeout: 60_000 }).toBe(true);
  return text;
}

/** A password-reset mail on its way to a fresh account (the demo accounts keep theirs). */
async function askForReset(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const email = await signUpUnverified(page);
  const before = await lastMailId(page.request, email);
  await page.context().clearCookies();
  const forgot = await page.request.post('/api/forgot-password', { data: { email }, headers: await xsrf(page.context(), page) });
  expect(forgot.status(), 'POST /api/forgot-password').toBe(200);
  return { page, email, before };
}

async function gatherSeed(browser: Browser): Promise<Seed> {
  const reset = await askForReset(browser);
  const dealer = await signedIn(browser, DEMO.dealer);
  const admin = await signedIn(browser, DEMO.admin);
  const buyer = await signedIn(browser, DEMO.customer);
  try {
    const me = await getData<{ dealers: { uuid: string }[] }>(dealer.page, '/api/user');
    const dealerUuid = me.dealers[0]!.uuid;
    const listings = await getData<{ items: { uuid: string; url: string | null }[] }>(
      dealer.page, `/api/dealers/${dealerUuid}/listings?state=published&per_page=40`);
    const reports = await getData<{ items: { uuid: string }[] }>(dealer.page, `/api/dealers/${dealerUuid}/carfax-reports`);
    const plans = await getData<{ uuid: string; price_cents: number }[]>(dealer.page, '/api/subscription-plans');
    const owners = await getData<{ items: { user: { uuid: string } }[] }>(admin.page, '/api/admin/user-dealerships?per_page=1');
    const requests = await getData<{ items: { uuid: string; listing: { uuid: string } }[] }>(buyer.page, '/api/carfax-requests');

    // A listing of this dealer, not asked about by the buyer yet, whose report is associated:
    // approving the buyer's request for it shares that report.
    const asked = new Set(requests.items.map((r) => r.listing.uuid));
    const candidates = listings.items.filter((l) => l.url && !asked.has(l.uuid));
    let withReport = candidates[0]!;
    for (const item of candidates.slice(0, 20)) {
      const detail = await getData<{ carfax: unknown }>(dealer.page, `/api/listings/${item.uuid}`);
      if (detail.carfax) { withReport = item; break; }
    }

    // The demo buyer asks, the dealer approves: the private report link arrives by mail.
    const mailsBefore = await lastMailId(buyer.page.request, DEMO.customer.email);
    const sent = await buyer.page.request.post('/api/carfax-requests', {
      data: { listing: withReport.uuid }, headers: await xsrf(buyer.context, buyer.page),
    });
    expect(sent.status(), 'POST /api/carfax-requests').toBe(201);
    const request = ((await sent.json()) as { data: { uuid: string; status: string } }).data;
    if (request.status === 'pending') {
      const decided = await dealer.page.request.put(`/api/dealers/${dealerUuid}/carfax-requests/${request.uuid}`, {
        data: { status: 'approved' }, headers: await xsrf(dealer.context, dealer.page),
      });
      expect(decided.status(), 'approve the request').toBe(200);
    }
    const reportMail = await mailTo(buyer.page, DEMO.customer.email, /^Il report Carfax di .+ è pronto$/, mailsBefore);
    const resetMail = await mailTo(reset.page, reset.email, /^Reimposta la tua password$/, reset.before);
    await reset.page.context().close();

    const plan = plans.find((p) => p.price_cents > 0) ?? plans[0]!;
    return {
      dealerUuid,
      dealerListing: listings.items[0]!.uuid,
      reportId: reports.items[0]!.uuid,
      planUuid: plan.uuid,
      listing: { uuid: withReport.uuid, url: withReport.url! },
      ownerUserUuid: owners.items[0]!.user.uuid,
      buyerRequestId: request.uuid,
      mailed: {
        'carfax/report/:token': pathOf(linkIn(reportMail)),
        'password-reset/:token': pathOf(linkIn(resetMail)),
      },
    };
  } finally {
    await Promise.all([dealer.context.close(), admin.context.close(), buyer.context.close()]);
  }
}

/** The address to open for a route pattern; a parameter with no value here fails, naming it. */
function addressOf(entry: RouteEntry, seed: Seed): string {
  if (seed.mailed[entry.path]) return seed.mailed[entry.path]!;
  const [, city, make, model, dealerSlug] = new URL(seed.listing.url, 'http://x').pathname.split('/').slice(1);
  const values: Record<string, string> = {
    dealerUuid: seed.dealerUuid,
    listingId: seed.dealerListing,
    reportId: seed.reportId,
    buyPlan: `buy-plan-${seed.planUuid}`,
    requestId: seed.buyerRequestId,
    city: city!, make: make!, model: model!, dealer: dealerSlug!,
    // `:uuid` is a listing, a dealer or a dealer's admin (a user), by the section it is in.
    uuid: entry.path.startsWith('admin/dealers/') ? seed.dealerUuid
      : entry.path.startsWith('admin/dealer-admins/') ? seed.ownerUserUuid : seed.listing.uuid,
  };
  const segments = entry.path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    if (segment.endsWith('?')) return []; // optional parameters: the plain page
    const value = values[segment.slice(1)];
    if (value === undefined) throw new Error(`no-sideways-scroll: no demo value for ${segment} in /${entry.path}: add one to addressOf()`);
    return [encodeURIComponent(value)];
  });
  const query = entry.requireQuery ? `?${entry.requireQuery.key}=${entry.requireQuery.value}` : '';
  return `/${segments.join('/')}${query}`;
}

interface Target { route: string; address: string }

/** Every page of the route table for a role (redirects land on pages of the table themselves). */
function routesFor(role: Role, seed: Seed): Target[] {
  return ROUTE_TABLE.filter((entry) => entry.kind !== 'redirect' && roleOf(entry) === role)
    .map((entry) => ({ route: `/${entry.path}`, address: addressOf(entry, seed) }));
}

/** The server's own HTML pages (billing): not in the route table. */
function serverPagesFor(role: Role, seed: Seed): Target[] {
  const edit = `/dealers/${seed.dealerUuid}/subscription/edit`;
  if (role === 'dealer') {
    return [
      { route: '/dealers/:dealerUuid/subscription/edit (server)', address: edit },
      { route: '/dealers/:dealerUuid/carfax-package/checkout (server)', address: `/dealers/${seed.dealerUuid}/carfax-package/checkout` },
    ];
  }
  if (role === 'guest') {
    return [
      { route: 'billing error page (server, 401)', address: edit },
      { route: 'unknown address (404)', address: '/questa-pagina-non-esiste' },
    ];
  }
  return [];
}

/** Opens each address and lists those wider than the screen. */
async function sweep(page: Page, role: Role, targets: Target[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { route, address } of targets) {
    await page.goto(address);
    // A remote and its data arrive after the load event: measured once the page has its heading and
    // no loading indicator is left (a page that never settles is named, not measured half-drawn).
    // (Sections further down that load when scrolled to, like the home page's, may stay placeholders.)
    const settled = await page.waitForFunction(() => {
      const busy = Array.from(document.querySelectorAll('.am-loading, .am-progress, .am-skeleton, [aria-busy="true"]'))
        .some((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().top < window.innerHeight);
      return !busy && document.querySelector('h1') !== null;
    }, undefined, { timeout: 30_000 }).then(() => true, () => false);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    if (!settled) {
      failures.push(`${route} as ${role} (${address}): still loading after 30 s (no heading, or a loading indicator stayed)`);
      continue;
    }
    const wide = await sidewaysScroll(page, WIDTH);
    if (wide) {
      const landed = new URL(page.url()).pathname;
      failures.push(`${route} as ${role} (${address}${landed !== address.split('?')[0] ? ` → ${landed}` : ''}): ${wide.width} px wide\n`
        + `    sticking out: ${wide.outermost}${wide.innermost && wide.innermost !== wide.outermost ? `\n    deepest: ${wide.innermost}` : ''}`);
    }
  }
  return failures;
}

let seed: Seed;
/** E2E_SWEEP_ONLY=<regex>: only the routes it matches (while fixing a page). */
const ONLY = process.env['E2E_SWEEP_ONLY'] ? new RegExp(process.env['E2E_SWEEP_ONLY']) : null;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  seed = await gatherSeed(browser);
});

test('every route opens at 390 px without sideways scroll, for every role', async ({ browser }) => {
  test.setTimeout(Number(process.env['E2E_SWEEP_TIMEOUT'] ?? 150_000));
  const failures: string[] = [];
  for (const role of ['guest', 'buyer', 'unverified', 'dealer', 'admin'] as const) {
    const targets = [...routesFor(role, seed), ...serverPagesFor(role, seed)].filter((t) => !ONLY || ONLY.test(t.route));
    if (targets.length === 0) continue;
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      if (role === 'unverified') await signUpUnverified(page);
      else if (role !== 'guest') await signIn(page, ACCOUNT[role]);
      failures.push(...(await sweep(page, role, targets)));
    } finally {
      await context.close();
    }
  }
  expect(failures, `pages wider than ${WIDTH} px:\n${failures.join('\n')}`).toEqual([]);
});
