import { describe, expect, it } from 'vitest';
import { createApi, type Api } from './client.js';
import { createHttp, formToken } from './http.js';
import { cookies, fakeFetch, ok, type Call } from './test-utils.js';

/** An api over a fake fetch that already holds an XSRF cookie; `last()` is the call made. */
function setup(data: unknown = null) {
  const { getCookie } = cookies({ 'XSRF-TOKEN': 'tok' });
  const { fetch, calls } = fakeFetch(() => ok(data));
  const api = createApi(createHttp({ fetch, getCookie, baseUrl: 'http://api.test' }));
  const last = (): Call => calls.at(-1)!;
  const sent = async (run: (api: Api) => Promise<unknown>) => {
    await run(api);
    const call = last();
    return `${call.method} ${decodeURIComponent(call.path)}`;
  };
  return { api, calls, last, sent };
}

type Case = [string, (api: Api) => Promise<unknown>, string];
const cases = (list: Case[]) => list;

describe('auth (SPEC §7 "Auth and user")', () => {
  it.each(cases([
    ['registerCustomer', (a) => a.auth.registerCustomer({ name: 'Giulia', surname: 'Bianchi', email: 'a@b.it', password: 'Segreta#1', terms: true }), 'POST /api/register-customer'],
    ['login', (a) => a.auth.login({ email: 'a@b.it', password: 'x' }), 'POST /api/login'],
    ['logout', (a) => a.auth.logout(), 'POST /api/logout'],
    ['sendVerificationNotification', (a) => a.auth.sendVerificationNotification(), 'POST /api/email/verification-notification'],
    ['renewVerification', (a) => a.auth.renewVerification(), 'POST /api/verify-email/renew'],
    ['validateResetToken', (a) => a.auth.validateResetToken({ token: 't' }), 'POST /api/validate-reset-token'],
    ['forgotPassword', (a) => a.auth.forgotPassword({ email: 'a@b.it' }), 'POST /api/forgot-password'],
    ['resetPassword', (a) => a.auth.resetPassword({ token: 't', email: 'e', password: 'p', password_confirmation: 'p' }), 'POST /api/reset-password'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });

  it('login sends the credentials as JSON with the XSRF header', async () => {
    const { api, last } = setup();
    await api.auth.login({ email: 'a@b.it', password: 'Segreta#1' });
    expect(last().body).toEqual({ email: 'a@b.it', password: 'Segreta#1' });
    expect(last().headers['X-XSRF-TOKEN']).toBe('tok');
    expect(last().url).toBe('http://api.test/api/login');
  });
});

describe('user', () => {
  it.each(cases([
    ['getUser', (a) => a.user.getUser(), 'GET /api/user'],
    ['getSession', (a) => a.user.getSession(), 'GET /api/session'],
    ['profile (refresh)', (a) => a.user.profile(), 'GET /api/user'],
    ['updateProfile', (a) => a.user.updateProfile({ name: 'Giulia', surname: 'Bianchi', email: 'a@b.it' }), 'PUT /api/user/profile-information'],
    ['selectRole', (a) => a.user.selectRole('dealer'), 'POST /api/private/profile/role'],
    ['changePassword', (a) => a.user.changePassword({ current_password: 'a', password: 'b', password_confirmation: 'b' }), 'POST /api/private/profile/password'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });

  it('selectRole sends {role}', async () => {
    const { api, last } = setup();
    await api.user.selectRole('customer');
    expect(last().body).toEqual({ role: 'customer' });
  });
});

describe('listings', () => {
  it.each(cases([
    ['get', (a) => a.listings.get('l1'), 'GET /api/listings/l1'],
    ['search', (a) => a.listings.search({ make: 'fiat', fuel: ['gpl'], radius: 20, sortBy: 'price_asc', page: 2 }),
      'GET /api/listings?brand=fiat&power_type[]=gpl&sort_by=price&sort_direction=asc&page=2'],
    ['latest', (a) => a.listings.latest(), 'GET /api/listings?price_min=20000&sort_by=created_at&sort_direction=desc'],
    ['showcased', (a) => a.listings.showcased(), 'GET /api/listings/showcased'],
    ['aiSearch', (a) => a.listings.aiSearch('SUV diesel sotto i 25.000 euro'), 'GET /api/listings/ai-search?query=SUV+diesel+sotto+i+25.000+euro'],
    ['dealerListings', (a) => a.listings.dealerListings('d1', { page: 3 }), 'GET /api/dealers/d1/listings?page=3'],
    ['updateDealerListing', (a) => a.listings.updateDealerListing('d1', 'l1', { price: 1 }), 'PUT /api/dealers/d1/listings/l1'],
    ['favourites.list', (a) => a.listings.favourites.list(), 'GET /api/listings/favourites'],
    ['favourites.add', (a) => a.listings.favourites.add('l1'), 'POST /api/listings/favourites/l1'],
    ['favourites.remove', (a) => a.listings.favourites.remove('l1'), 'DELETE /api/listings/favourites/l1'],
    ['showcase.add', (a) => a.listings.showcase.add('d1', 'l1'), 'POST /api/dealers/d1/listings/showcase/l1'],
    ['showcase.remove', (a) => a.listings.showcase.remove('d1', 'l1'), 'DELETE /api/dealers/d1/listings/showcase/l1'],
    ['featured.add', (a) => a.listings.featured.add('d1', 'l1'), 'POST /api/dealers/d1/listings/featured/l1'],
    ['featured.remove', (a) => a.listings.featured.remove('d1', 'l1'), 'DELETE /api/dealers/d1/listings/featured/l1'],
    ['dealerListings.list', (a) => a.dealerListings.list('d1', { query: 'golf', state: 'draft', sort_by: 'price' }), 'GET /api/dealers/d1/listings?query=golf&state=draft&sort_by=price'],
    ['dealerListings.get', (a) => a.dealerListings.get('d1', 'l1'), 'GET /api/dealers/d1/listings/l1'],
    ['dealerListings.remove', (a) => a.dealerListings.remove('d1', 'l1'), 'DELETE /api/dealers/d1/listings/l1'],
    ['dealerListings.publish', (a) => a.dealerListings.publish('d1', 'l1'), 'POST /api/dealers/d1/listings/l1/publish'],
    ['dealerListings.withdraw', (a) => a.dealerListings.withdraw('d1', 'l1'), 'POST /api/dealers/d1/listings/l1/withdraw'],
    ['dealerListings.sold', (a) => a.dealerListings.sold('d1', 'l1'), 'POST /api/dealers/d1/listings/l1/sold'],
    ['vehicles.versions', (a) => a.vehicles.versions('volkswagen', 'golf'), 'GET /api/vehicles/brands/volkswagen/models/golf/versions'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup({ count: 0 }).sent(run)).toBe(expected);
  });

  it('count sends the filters without page or sort', async () => {
    const { api, last } = setup({ count: 42, capped: false });
    await expect(api.listings.count({ make: 'fiat', page: 3, sortBy: 'price_asc', priceTo: 9000 }))
      .resolves.toEqual({ count: 42, capped: false });
    expect(last().path).toBe('/api/listings/count?brand=fiat&price_max=9000');
  });
});

describe('vehicles (lookups)', () => {
  it.each(cases([
    ['brands', (a) => a.vehicles.brands(), 'GET /api/vehicles/brands'],
    ['models', (a) => a.vehicles.models('alfa-romeo'), 'GET /api/vehicles/brands/alfa-romeo/models'],
    ['categories', (a) => a.vehicles.categories(), 'GET /api/vehicles/categories'],
    ['powerTypes', (a) => a.vehicles.powerTypes(), 'GET /api/vehicles/power-types'],
    ['tractionTypes', (a) => a.vehicles.tractionTypes(), 'GET /api/vehicles/traction-types'],
    ['gearboxTypes', (a) => a.vehicles.gearboxTypes(), 'GET /api/vehicles/gearbox-types'],
    ['origins', (a) => a.vehicles.origins(), 'GET /api/vehicles/origins'],
    ['emissionClasses', (a) => a.vehicles.emissionClasses(), 'GET /api/vehicles/emission-classes'],
    ['exteriorColors', (a) => a.vehicles.exteriorColors(), 'GET /api/vehicles/exterior-colors'],
    ['paintTypes', (a) => a.vehicles.paintTypes(), 'GET /api/vehicles/paint-types'],
    ['interiorColors', (a) => a.vehicles.interiorColors(), 'GET /api/vehicles/interior-colors'],
    ['interiorMaterials', (a) => a.vehicles.interiorMaterials(), 'GET /api/vehicles/interior-materials'],
    ['provinces', (a) => a.vehicles.provinces(), 'GET /api/locations/italian-provinces'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup([]).sent(run)).toBe(expected);
  });

  it('lookups.all: every list in one GET /api/lookups, its data as the lists', async () => {
    const lists = {
      brands: [{ name: 'Fiat', slug: 'fiat' }], categories: [], power_types: [{ name: 'Diesel', slug: 'diesel' }], traction_types: [],
      gearbox_types: [], origins: [], emission_classes: [], exterior_colors: [], paint_types: [], interior_colors: [],
      interior_materials: [],
      provinces: [{ code: 'BO', name: 'Bologna', slug: 'bo', region: 'Emilia-Romagna', latitude: 44.49, longitude: 11.34 }],
      dealers: [{ uuid: 'd1', name: 'Felsina Motori', slug: 'felsina-motori', city: 'Bologna' }],
    };
    const { api, calls, last } = setup(lists);
    const answer = await api.lookups.all();
    expect(calls).toHaveLength(1);
    expect(`${last().method} ${last().path}`).toBe('GET /api/lookups');
    expect(answer).toEqual(lists);
    expect(answer.power_types[0]!.slug).toBe('diesel');
    expect(answer.dealers[0]!.city).toBe('Bologna');
  });
});

describe('dealers', () => {
  it.each(cases([
    ['get', (a) => a.dealers.get('autosport-bologna'), 'GET /api/dealers/autosport-bologna'],
    ['dealerList', (a) => a.dealers.dealerList(), 'GET /api/dealer-list'],
    ['list', (a) => a.dealers.list({ city: 'Bologna' }), 'GET /api/dealers?city=Bologna'],
    ['checkVat', (a) => a.dealers.checkVat('IT01234567890'), 'POST /api/register-dealer/check-vat'],
    ['register', (a) => a.dealers.register({
      company_name: 'Auto Srl', vat: '07643520567', address: 'Via Roma 1', city: 'Roma', province_code: 'RM', postal_code: '00100',
      phone: '06 123', company_email: 'info@auto.it', name: 'Ada', surname: 'Neri', email: 'ada@auto.it', password: 'x', terms: true,
    }), 'POST /api/register-dealer'],
    ['contestVat', (a) => a.dealers.contestVat({ vat_number: '07643520567', company_name: 'Auto Srl', email: 'legale@auto.it', message: 'Il numero è nostro.' }), 'POST /api/register-dealer/vat-contest'],
    ['showcaseAvailability', (a) => a.dealers.showcaseAvailability('d1'), 'GET /api/dealers/d1/subscriptions/showcase-availability'],
    ['updateSettings', (a) => a.dealers.updateSettings('d1', { auto_approve_carfax_requests: true }), 'PUT /api/dealers/d1/settings'],
    ['settings', (a) => a.dealers.settings('d1'), 'GET /api/dealers/d1/settings'],
    ['removeLogo', (a) => a.dealers.removeLogo('d1'), 'DELETE /api/dealers/d1/logo'],
    ['startTrial', (a) => a.dealers.startTrial('d1'), 'POST /api/dealers/d1/subscription/trial'],
    ['subscriptionPlans', (a) => a.dealers.subscriptionPlans(), 'GET /api/subscription-plans'],
    ['carfaxPackages', (a) => a.carfax.packages(), 'GET /api/carfax-packages'],
    ['subscription', (a) => a.dealers.subscription('d1'), 'GET /api/dealers/d1/subscription'],
    ['counters', (a) => a.dealers.counters(), 'GET /api/counters'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });

  it('checkVat sends {vat}; updateSettings sends one setting', async () => {
    const { api, calls } = setup();
    await api.dealers.checkVat('01234567890');
    await api.dealers.updateSettings('d1', { lead_notification_email_addresses: ['a@b.it'] });
    expect(calls.map((c) => c.body)).toEqual([{ vat: '01234567890' }, { lead_notification_email_addresses: ['a@b.it'] }]);
  });
});

describe('messages', () => {
  it.each(cases([
    ['send', (a) => a.messages.send({ listing: 'l1', name: 'Ada', email: 'a@b.it', message: 'È disponibile?' }), 'POST /api/user-messages'],
    ['dealerList', (a) => a.messages.dealerList('d1'), 'GET /api/dealers/d1/user-messages'],
    ['dealerDelete', (a) => a.messages.dealerDelete('d1', 'm1'), 'DELETE /api/dealers/d1/user-messages/m1'],
    ['dealerList unread', (a) => a.messages.dealerList('d1', { status: 'unread', page: 2 }), 'GET /api/dealers/d1/user-messages?status=unread&page=2'],
    ['dealerMarkRead', (a) => a.messages.dealerMarkRead('d1', 'm1', true), 'PUT /api/dealers/d1/user-messages/m1'],
    ['dealerReply', (a) => a.messages.dealerReply('d1', 'm1', 'Sì'), 'POST /api/dealers/d1/user-messages/m1/reply'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });
});

describe('carfax (vehicle-history)', () => {
  it.each(cases([
    ['request', (a) => a.carfax.request({ listing: 'l1', ad: 'l1' }), 'POST /api/carfax-requests'],
    ['myRequests', (a) => a.carfax.myRequests(), 'GET /api/carfax-requests'],
    ['myRequestReport', (a) => a.carfax.myRequestReport('r1'), 'GET /api/carfax-requests/r1/report'],
    ['sharedReport', (a) => a.carfax.sharedReport('tok_en-1'), 'GET /api/carfax-reports/shared/tok_en-1'],
    ['dealer requests', (a) => a.carfax.dealer('d1').requests(), 'GET /api/dealers/d1/carfax-requests'],
    ['admin requests', (a) => a.carfax.admin.requests(), 'GET /api/admin/carfax-requests'],
    ['dealer updateRequest', (a) => a.carfax.dealer('d1').updateRequest('r1', 'approved'), 'PUT /api/dealers/d1/carfax-requests/r1'],
    ['admin updateRequest', (a) => a.carfax.admin.updateRequest('r1', 'rejected'), 'PUT /api/admin/carfax-requests/r1'],
    ['availability', (a) => a.carfax.dealer('d1').availability(), 'GET /api/dealers/d1/carfax-availability'],
    ['packagePurchases', (a) => a.carfax.dealer('d1').packagePurchases(), 'GET /api/dealers/d1/carfax-package-purchases'],
    ['dealer createListingReport', (a) => a.carfax.dealer('d1').createListingReport('l1'), 'POST /api/dealers/d1/listings/l1/carfax-report'],
    ['admin createListingReport', (a) => a.carfax.admin.createListingReport('l1'), 'POST /api/admin/listings/l1/carfax-report'],
    ['dealer createReport', (a) => a.carfax.dealer('d1').createReport({ vin: 'WVWZZZ1KZAW000001' }), 'POST /api/dealers/d1/carfax-reports'],
    ['dealer reports', (a) => a.carfax.dealer('d1').reports(), 'GET /api/dealers/d1/carfax-reports'],
    ['admin createReport', (a) => a.carfax.admin.createReport({ plate: 'AB123CD' }), 'POST /api/admin/carfax-reports'],
    ['admin reports', (a) => a.carfax.admin.reports({ page: 2 }), 'GET /api/admin/carfax-reports?page=2'],
    ['dealer deleteReport', (a) => a.carfax.dealer('d1').deleteReport('r1'), 'DELETE /api/dealers/d1/carfax-reports/r1'],
    ['admin deleteReport', (a) => a.carfax.admin.deleteReport('r1'), 'DELETE /api/admin/carfax-reports/r1'],
    ['dealer associateListings', (a) => a.carfax.dealer('d1').associateListings('r1', ['l1']), 'POST /api/dealers/d1/carfax-reports/r1/associate-listings'],
    ['admin associateListings', (a) => a.carfax.admin.associateListings('r1', ['l1']), 'POST /api/admin/carfax-reports/r1/associate-listings'],
    ['dealer listingReportMatches', (a) => a.carfax.dealer('d1').listingReportMatches('l1'), 'GET /api/dealers/d1/listings/l1/carfax-report/matches'],
    ['admin listingReportMatches', (a) => a.carfax.admin.listingReportMatches('l1'), 'GET /api/admin/listings/l1/carfax-report/matches'],
    ['dealer reportMatchingListings', (a) => a.carfax.dealer('d1').reportMatchingListings('r1'), 'GET /api/dealers/d1/carfax-reports/r1/matching-listings'],
    ['admin reportMatchingListings', (a) => a.carfax.admin.reportMatchingListings('r1'), 'GET /api/admin/carfax-reports/r1/matching-listings'],
    ['dealer associateReport', (a) => a.carfax.dealer('d1').associateReport('l1', 'r1'), 'POST /api/dealers/d1/listings/l1/carfax-report/associate'],
    ['admin associateReport', (a) => a.carfax.admin.associateReport('l1', 'r1'), 'POST /api/admin/listings/l1/carfax-report/associate'],
    ['dealer report', (a) => a.carfax.dealer('d1').report('r1'), 'GET /api/dealers/d1/carfax-reports/r1'],
    ['dealer reports search', (a) => a.carfax.dealer('d1').reports({ search: 'AB123' }), 'GET /api/dealers/d1/carfax-reports?search=AB123'],
    ['sampleReport', (a) => a.carfax.sampleReport(), 'GET /api/carfax/sample-report'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });

  it('sends {status} and {carfax_report}', async () => {
    const { api, calls } = setup();
    await api.carfax.dealer('d1').updateRequest('r1', 'approved');
    await api.carfax.admin.associateReport('l1', 'r9');
    expect(calls.map((c) => c.body)).toEqual([{ status: 'approved' }, { carfax_report: 'r9' }]);
  });

  it('detaches with {carfax_report: null}; the PDFs are links', async () => {
    const { api, calls } = setup();
    await api.carfax.dealer('d1').associateReport('l1', null);
    expect(calls.map((c) => c.body)).toEqual([{ carfax_report: null }]);
    expect(api.carfax.dealer('d1').reportPdfUrl('r1')).toMatch(/\/api\/dealers\/d1\/carfax-reports\/r1\/pdf$/);
    expect(api.carfax.sampleReportPdfUrl()).toMatch(/\/api\/carfax\/sample-report\/pdf$/);
  });
});

describe('billing', () => {
  it.each(cases([
    ['checkoutSession', (a) => a.billing.checkoutSession('cs_test_1'), 'GET /api/billing/checkout-sessions/cs_test_1'],
  ]))('%s', async (_, run, expected) => {
    expect(await setup().sent(run)).toBe(expected);
  });
});

describe('links to the back end', () => {
  it('builds the addresses the UI opens', () => {
    const { api } = setup();
    expect(api.links.socialLogin()).toBe('http://api.test/social/redirect/google');
    expect(api.links.planCheckout('d1', 'p1')).toBe('http://api.test/dealers/d1/subscription/checkout/p1');
    expect(api.links.carfaxPackageCheckout('d1')).toBe('http://api.test/dealers/d1/carfax-package/checkout');
    expect(api.links.carfaxPackageCheckout('d1', 'carfax-50')).toBe('http://api.test/dealers/d1/carfax-package/checkout?package=carfax-50');
    expect(api.links.planManagement('d1')).toBe('http://api.test/dealers/d1/subscription/edit');
    expect(api.links.planChange('d1', 'upgrade')).toBe('http://api.test/dealers/d1/subscription/upgrade');
    expect(api.links.planChange('d1', 'downgrade')).toBe('http://api.test/dealers/d1/subscription/downgrade');
    expect(api.links.horizon()).toBe('http://api.test/horizon');
    expect(api.links.pulse()).toBe('http://api.test/pulse');
  });

  it('gives a back-end form the XSRF token as the server reads it (decoded)', () => {
    expect(formToken((name) => (name === 'XSRF-TOKEN' ? 'a%2Bb%3D' : undefined))).toBe('a+b=');
    expect(formToken(() => undefined)).toBe('');
  });

  it('same-origin by default', () => {
    expect(createApi().links.planManagement('x')).toBe('/dealers/x/subscription/edit');
  });
});

describe('invoices', () => {
  it('lists a dealer\'s invoices and builds the download addresses', async () => {
    const { api, sent } = setup();
    expect(await sent((a) => a.invoices.list('d1', { page: 2 }))).toBe('GET /api/dealers/d1/invoices?page=2');
    expect(api.invoices.pdfUrl('d1', 'i1')).toBe('http://api.test/api/dealers/d1/invoices/i1/pdf');
    expect(api.invoices.xmlUrl('d1', 'i1')).toBe('http://api.test/api/dealers/d1/invoices/i1/xml');
  });
});
