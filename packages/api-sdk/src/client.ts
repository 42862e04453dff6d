import { createHttp, type CallOptions, type Http, type QueryValue, type UploadOptions } from './http.js';
import { createAdminApi } from './admin/index.js';
import { keyedCall, type Id } from './keyed.js';
import { filtersToApiQuery, type Filters } from './filters.js';
import type {
  BodyOf, Loose, QueryOf, Reply, Role as ContractRole,
} from './types.js';

export type { Id };
/** Extra query keys of a list call (page, per_page, filters, sort). */
export type ListParams = Readonly<Record<string, QueryValue>>;
/** The roles of the contract; other names a user may hold are sent as they are. */
export type Role = ContractRole | (string & {});

const seg = (id: Id) => encodeURIComponent(String(id));

/** Every call of SPEC §7, grouped by area; `links` are the back-end pages the UI opens. */
export function createApi(http: Http = createHttp()) {
  const { get, post, put, del, url, upload } = http;
  const call = keyedCall(http);
  const lookup = (kind: string) => () => get<Reply<'GET /api/vehicles/:kind'>>(`/api/vehicles/${kind}`);

  /**
   * Vehicle-history report calls shared by a dealer (/api/dealers/{id}) and the admin (/api/admin):
   * the same paths below each base. Types are the dealer routes' (the admin ones answer the same shapes).
   */
  const carfaxArea = (base: string) => ({
    /** Buyers' requests (the dealer's, or every dealer's for an admin), newest first; `status` filters. */
    requests: (params?: QueryOf<'GET /api/admin/carfax-requests'> & ListParams) =>
      get<Reply<'GET /api/admin/carfax-requests'>>(`${base}/carfax-requests`, params),
    /** Approve (mails the buyer the report link; C2 when a report must be bought and nothing is left) or reject. */
    updateRequest: (requestId: Id, status: 'approved' | 'rejected') =>
      put<Reply<'PUT /api/admin/carfax-requests/:requestId'>>(`${base}/carfax-requests/${seg(requestId)}`, { status }),
    reports: (params?: QueryOf<'GET /api/admin/carfax-reports'> & ListParams) =>
      get<Reply<'GET /api/dealers/:dealerUuid/carfax-reports'>>(`${base}/carfax-reports`, params),
    report: (reportId: Id) => get<Reply<'GET /api/dealers/:dealerUuid/carfax-reports/:reportId'>>(`${base}/carfax-reports/${seg(reportId)}`),
    /** The PDF is a download (a link), not JSON. */
    reportPdfUrl: (reportId: Id) => url(`${base}/carfax-reports/${seg(reportId)}/pdf`),
    /** Buy a report by VIN or plate (the admin may add `dealer`). */
    createReport: (body: BodyOf<'POST /api/admin/carfax-reports'>) =>
      post<Reply<'POST /api/dealers/:dealerUuid/carfax-reports'>>(`${base}/carfax-reports`, body),
    deleteReport: (reportId: Id) =>
      del<Reply<'DELETE /api/dealers/:dealerUuid/carfax-reports/:reportId'>>(`${base}/carfax-reports/${seg(reportId)}`),
    associateListings: (reportId: Id, listings: Id[]) =>
      post<Reply<'POST /api/dealers/:dealerUuid/carfax-reports/:reportId/associate-listings'>>(
        `${base}/carfax-reports/${seg(reportId)}/associate-listings`, { listings: listings.map(String) }),
    reportMatchingListings: (reportId: Id) =>
      get<Reply<'GET /api/dealers/:dealerUuid/carfax-reports/:reportId/matching-listings'>>(`${base}/carfax-reports/${seg(reportId)}/matching-listings`),
    /** Buy a report for one listing (its VIN, else its plate) and associate it. */
    createListingReport: (listingId: Id) =>
      post<Reply<'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report'>>(`${base}/listings/${seg(listingId)}/carfax-report`),
    listingReportMatches: (listingId: Id) =>
      get<Reply<'GET /api/dealers/:dealerUuid/listings/:listingId/carfax-report/matches'>>(`${base}/listings/${seg(listingId)}/carfax-report/matches`),
    /** `null` detaches the listing's report. */
    associateReport: (listingId: Id, carfaxReport: Id | null) =>
      post<Reply<'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report/associate'>>(
        `${base}/listings/${seg(listingId)}/carfax-report/associate`, { carfax_report: carfaxReport === null ? null : String(carfaxReport) }),
  });

  return {
    auth: {
      registerCustomer: (body: BodyOf<'POST /api/register-customer'>) => call('POST /api/register-customer', { body }),
      login: (body: BodyOf<'POST /api/login'>) => call('POST /api/login', { body }),
      logout: () => call('POST /api/logout'),
      sendVerificationNotification: () => call('POST /api/email/verification-notification'),
      renewVerification: (body?: BodyOf<'POST /api/verify-email/renew'>) => call('POST /api/verify-email/renew', { body }),
      validateResetToken: (body: BodyOf<'POST /api/validate-reset-token'>) => call('POST /api/validate-reset-token', { body }),
      forgotPassword: (body: BodyOf<'POST /api/forgot-password'>) => call('POST /api/forgot-password', { body }),
      resetPassword: (body: BodyOf<'POST /api/reset-password'>) =>
        call('POST /api/reset-password', { body }),
      /** Which social sign-ins are configured. */
      providers: () => call('GET /api/auth/providers'),
    },

    user: {
      getUser: (options?: CallOptions) => call('GET /api/user', {}, options),
      /** The session check: the signed-in user, or null for a guest (200, unlike getUser's 401). */
      getSession: (options?: CallOptions) => call('GET /api/session', {}, options),
      /** Profile refresh (users.profile): the signed-in user again. */
      profile: () => call('GET /api/user'),
      updateProfile: (body: BodyOf<'PUT /api/user/profile-information'>) => call('PUT /api/user/profile-information', { body }),
      selectRole: (role: Role) => call('POST /api/private/profile/role', { body: { role } }),
      changePassword: (body: BodyOf<'POST /api/private/profile/password'>) =>
        call('POST /api/private/profile/password', { body }),
    },

    listings: {
      get: (id: Id) => call('GET /api/listings/:id', { params: { id } }),
      search: (filters: Filters, options?: CallOptions) =>
        call('GET /api/listings', { query: filtersToApiQuery(filters) }, options),
      /** Home page: newest listings from 20 000 €. */
      latest: () => call('GET /api/listings', { query: filtersToApiQuery({ priceFrom: 20_000, sortBy: 'created_at_desc' }) }),
      showcased: () => call('GET /api/listings/showcased'),
      /** The listing page's view beacon, once per page shown: 202, counted later (or not: bots, repeats). */
      view: (id: Id) => post<null>(`/api/listings/${seg(id)}/view`),
      /** Matches of a search (capped: more than `count`). */
      count: (filters: Filters, options?: CallOptions) =>
        call('GET /api/listings/count', { query: filtersToApiQuery({ ...filters, page: null, sortBy: null }) }, options),
      aiSearch: (query: string, options?: CallOptions) => call('GET /api/listings/ai-search', { query: { query } }, options),
      /** Same as `dealerListings.list` (kept for the older callers). */
      dealerListings: (dealerId: Id, params?: ListParams) =>
        call('GET /api/dealers/:dealerUuid/listings', { params: { dealerUuid: dealerId }, query: params }),
      /** Same as `dealerListings.update`. */
      updateDealerListing: (dealerId: Id, listingId: Id, body: BodyOf<'PUT /api/dealers/:dealerUuid/listings/:listingId'> | Loose) =>
        call('PUT /api/dealers/:dealerUuid/listings/:listingId', { params: { dealerUuid: dealerId, listingId }, body }),
      favourites: {
        list: (params?: QueryOf<'GET /api/listings/favourites'>) => call('GET /api/listings/favourites', { query: params }),
        add: (id: Id) => call('POST /api/listings/favourites/:id', { params: { id } }),
        remove: (id: Id) => call('DELETE /api/listings/favourites/:id', { params: { id } }),
      },
      /** Showcase (vetrina, home page): S2 no slots in the plan, S3 slots exhausted. */
      showcase: {
        add: (dealerId: Id, listingId: Id) =>
          call('POST /api/dealers/:dealerUuid/listings/showcase/:listingId', { params: { dealerUuid: dealerId, listingId } }),
        remove: (dealerId: Id, listingId: Id) =>
          call('DELETE /api/dealers/:dealerUuid/listings/showcase/:listingId', { params: { dealerUuid: dealerId, listingId } }),
      },
      /** Featured (in evidenza, first in search): S2 no slots in the plan, S4 limit reached. */
      featured: {
        add: (dealerId: Id, listingId: Id) =>
          call('POST /api/dealers/:dealerUuid/listings/featured/:listingId', { params: { dealerUuid: dealerId, listingId } }),
        remove: (dealerId: Id, listingId: Id) =>
          call('DELETE /api/dealers/:dealerUuid/listings/featured/:listingId', { params: { dealerUuid: dealerId, listingId } }),
      },
    },

    /**
     * A dealer's own listings (the listing editor): list with the plan's counters, create, edit,
     * the state moves (draft → published → withdrawn → published again; sold is final), delete a draft.
     * Writes answer `{ listing, counters }`.
     */
    dealerListings: {
      list: (dealerId: Id, params?: QueryOf<'GET /api/dealers/:dealerUuid/listings'>) =>
        call('GET /api/dealers/:dealerUuid/listings', { params: { dealerUuid: dealerId }, query: params }),
      get: (dealerId: Id, listingId: Id) =>
        call('GET /api/dealers/:dealerUuid/listings/:listingId', { params: { dealerUuid: dealerId, listingId } }),
      create: (dealerId: Id, body: BodyOf<'POST /api/dealers/:dealerUuid/listings'>) =>
        call('POST /api/dealers/:dealerUuid/listings', { params: { dealerUuid: dealerId }, body }),
      update: (dealerId: Id, listingId: Id, body: BodyOf<'PUT /api/dealers/:dealerUuid/listings/:listingId'>) =>
        call('PUT /api/dealers/:dealerUuid/listings/:listingId', { params: { dealerUuid: dealerId, listingId }, body }),
      remove: (dealerId: Id, listingId: Id) =>
        call('DELETE /api/dealers/:dealerUuid/listings/:listingId', { params: { dealerUuid: dealerId, listingId } }),
      publish: (dealerId: Id, listingId: Id) =>
        call('POST /api/dealers/:dealerUuid/listings/:listingId/publish', { params: { dealerUuid: dealerId, listingId } }),
      withdraw: (dealerId: Id, listingId: Id) =>
        call('POST /api/dealers/:dealerUuid/listings/:listingId/withdraw', { params: { dealerUuid: dealerId, listingId } }),
      sold: (dealerId: Id, listingId: Id) =>
        call('POST /api/dealers/:dealerUuid/listings/:listingId/sold', { params: { dealerUuid: dealerId, listingId } }),
    },

    /** A dealer's listing photos (the listing editor): cover first. */
    listingPhotos: {
      list: (dealerId: Id, listingId: Id) =>
        call('GET /api/dealers/:dealerUuid/listings/:listingId/photos', { params: { dealerUuid: dealerId, listingId } }),
      /** Several files in one request (field `photos`): all are added or none. Uploads get 2 minutes. */
      upload: (dealerId: Id, listingId: Id, files: readonly Blob[], options?: UploadOptions) => {
        const form = new FormData();
        for (const file of files) form.append('photos', file, (file as File).name ?? 'foto');
        return upload<Reply<'POST /api/dealers/:dealerUuid/listings/:listingId/photos'>>(
          `/api/dealers/${seg(dealerId)}/listings/${seg(listingId)}/photos`, form, { timeout: 120_000, ...options },
        );
      },
      reorder: (dealerId: Id, listingId: Id, order: readonly string[]) =>
        call('PUT /api/dealers/:dealerUuid/listings/:listingId/photos', { params: { dealerUuid: dealerId, listingId }, body: { order } }),
      remove: (dealerId: Id, listingId: Id, photoId: string) =>
        call('DELETE /api/dealers/:dealerUuid/listings/:listingId/photos/:photoId', { params: { dealerUuid: dealerId, listingId, photoId } }),
    },

    /** Stock import: CSV upload → dry run (job) → report → apply (job); the nightly XML feed. */
    stockImport: {
      sampleUrl: () => url('/api/stock-import/sample.csv'),
      /** One CSV (field `file`); the answer is the import in 'analysing': poll `get` for the report. */
      upload: (dealerId: Id, file: Blob, options?: UploadOptions) => {
        const form = new FormData();
        form.append('file', file, (file as File).name ?? 'stock.csv');
        return upload<Reply<'POST /api/dealers/:dealerUuid/imports'>>(`/api/dealers/${seg(dealerId)}/imports`, form, { timeout: 120_000, ...options });
      },
      get: (dealerId: Id, importId: Id, params?: QueryOf<'GET /api/dealers/:dealerUuid/imports/:importId'>) =>
        call('GET /api/dealers/:dealerUuid/imports/:importId', { params: { dealerUuid: dealerId, importId }, query: params }),
      apply: (dealerId: Id, importId: Id, withdrawMissing: boolean) =>
        call('POST /api/dealers/:dealerUuid/imports/:importId/apply', { params: { dealerUuid: dealerId, importId }, body: { withdraw_missing: withdrawMissing } }),
      feed: (dealerId: Id) => call('GET /api/dealers/:dealerUuid/import-feed', { params: { dealerUuid: dealerId } }),
      setFeed: (dealerId: Id, feedUrl: string | null) =>
        call('PUT /api/dealers/:dealerUuid/import-feed', { params: { dealerUuid: dealerId }, body: { url: feedUrl } }),
    },

    /**
     * Every list of the search filters in one request (makes, the vocabularies by kind in snake_case,
     * provinces, public dealers); the browser and a CDN keep it five minutes and revalidate by ETag.
     */
    lookups: {
      all: (options?: CallOptions) => call('GET /api/lookups', {}, options),
    },

    /** Filter lists, one request each; on failure show lookupErrorMessages[name]. */
    vehicles: {
      brands: lookup('brands'),
      models: (brandSlug: string) => call('GET /api/vehicles/brands/:slug/models', { params: { slug: brandSlug } }),
      /** A model's catalogue versions (the listing form prefills fuel, power, traction, gearbox, body, years). */
      versions: (brandSlug: string, modelSlug: string) =>
        call('GET /api/vehicles/brands/:slug/models/:model/versions', { params: { slug: brandSlug, model: modelSlug } }),
      categories: lookup('categories'),
      powerTypes: lookup('power-types'),
      tractionTypes: lookup('traction-types'),
      gearboxTypes: lookup('gearbox-types'),
      origins: lookup('origins'),
      emissionClasses: lookup('emission-classes'),
      exteriorColors: lookup('exterior-colors'),
      paintTypes: lookup('paint-types'),
      interiorColors: lookup('interior-colors'),
      interiorMaterials: lookup('interior-materials'),
      provinces: () => call('GET /api/locations/italian-provinces'),
      /** The server-drawn map of Italy with a pin on the point (an image's src; the label is the SVG's title). */
      italyMapUrl: (point: { latitude: number; longitude: number }, label?: string) =>
        url('/api/locations/italy-map.svg', {
          latitude: point.latitude.toFixed(4), longitude: point.longitude.toFixed(4), ...(label ? { label } : {}),
        }),
    },

    dealers: {
      /** By uuid or slug. */
      get: (id: Id) => call('GET /api/dealers/:id', { params: { id } }),
      dealerList: () => call('GET /api/dealer-list'),
      list: (params?: QueryOf<'GET /api/dealers'>) => call('GET /api/dealers', { query: params }),
      /** The partita IVA of the sign-up form: O3/O4/A5 as errors, VIES's name and address when configured. */
      checkVat: (vat: string, options?: CallOptions) =>
        call('POST /api/register-dealer/check-vat', { body: { vat } }, options),
      /** A new dealer and its owner (guests only); the owner is signed in. */
      register: (body: BodyOf<'POST /api/register-dealer'>) => call('POST /api/register-dealer', { body }),
      /** A company contests a dealer's registration of its partita IVA (public; the admins are told). */
      contestVat: (body: BodyOf<'POST /api/register-dealer/vat-contest'>) =>
        call('POST /api/register-dealer/vat-contest', { body }),
      showcaseAvailability: (id: Id) =>
        call('GET /api/dealers/:dealerUuid/subscriptions/showcase-availability', { params: { dealerUuid: id } }),
      /** The dealer's current plan (SPEC §3 currentPlan): plan or trial, limits, usage, report counters. */
      subscription: (id: Id) => call('GET /api/dealers/:dealerUuid/subscription', { params: { dealerUuid: id } }),
      /** The dealer's own settings (contacts, lead e-mails, Carfax auto-approval, card). */
      settings: (id: Id) => call('GET /api/dealers/:dealerUuid/settings', { params: { dealerUuid: id } }),
      /** Any of the settings at once (SPEC §7: one of them per call in the original). */
      updateSettings: (id: Id, settings: BodyOf<'PUT /api/dealers/:dealerUuid/settings'>) =>
        call('PUT /api/dealers/:dealerUuid/settings', { params: { dealerUuid: id }, body: settings }),
      /** The logo (field `logo`): stored as WebP without metadata. */
      uploadLogo: (id: Id, file: Blob, options?: UploadOptions) => {
        const form = new FormData();
        form.append('logo', file, (file as File).name ?? 'logo');
        return upload<Reply<'POST /api/dealers/:dealerUuid/logo'>>(`/api/dealers/${seg(id)}/logo`, form, { timeout: 60_000, ...options });
      },
      removeLogo: (id: Id) => call('DELETE /api/dealers/:dealerUuid/logo', { params: { dealerUuid: id } }),
      startTrial: (id: Id) => call('POST /api/dealers/:dealerUuid/subscription/trial', { params: { dealerUuid: id } }),
      subscriptionPlans: () => call('GET /api/subscription-plans'),
      counters: () => call('GET /api/counters'),
      /** Views, favourites, leads and report requests per day and per listing, last `days` days (default 30). */
      statistics: (id: Id, days?: number) =>
        call('GET /api/dealers/:dealerUuid/statistics', { params: { dealerUuid: id }, query: days ? { days } : undefined }),
    },

    messages: {
      send: (body: BodyOf<'POST /api/user-messages'>) => call('POST /api/user-messages', { body }),
      /** The dealer's inbox: unread first, then newest; `status: 'unread'` for the unread only. */
      dealerList: (dealerId: Id, params?: QueryOf<'GET /api/dealers/:dealerUuid/user-messages'>) =>
        call('GET /api/dealers/:dealerUuid/user-messages', { params: { dealerUuid: dealerId }, query: params }),
      dealerMarkRead: (dealerId: Id, messageId: Id, read: boolean) =>
        call('PUT /api/dealers/:dealerUuid/user-messages/:messageId', { params: { dealerUuid: dealerId, messageId }, body: { read } }),
      /** Answer the buyer by e-mail (Reply-To: the dealer's e-mail). */
      dealerReply: (dealerId: Id, messageId: Id, message: string) =>
        call('POST /api/dealers/:dealerUuid/user-messages/:messageId/reply', { params: { dealerUuid: dealerId, messageId }, body: { message } }),
      dealerDelete: (dealerId: Id, messageId: Id) =>
        call('DELETE /api/dealers/:dealerUuid/user-messages/:messageId', { params: { dealerUuid: dealerId, messageId } }),
    },

    /** The admin back-office: one file per area under ./admin. */
    admin: createAdminApi(http),

    carfax: {
      /** The report packs on sale, with the prices the checkout charges. */
      packages: () => call('GET /api/carfax-packages'),
      /** A buyer asks for a listing's report. */
      request: (body: BodyOf<'POST /api/carfax-requests'>) => call('POST /api/carfax-requests', { body }),
      /** The signed-in buyer's requests with their status and, when approved, the report's API path. */
      myRequests: () => call('GET /api/carfax-requests'),
      /** The report of one of the signed-in buyer's approved requests. */
      myRequestReport: (requestId: Id) =>
        call('GET /api/carfax-requests/:requestId/report', { params: { requestId } }),
      /** The report behind a mailed link /carfax/report/<token> (no sign-in needed). */
      sharedReport: (token: string) =>
        call('GET /api/carfax-reports/shared/:token', { params: { token } }),
      /** The public sample report (demo data) of the /carfax page, and its PDF link. */
      sampleReport: () => call('GET /api/carfax/sample-report'),
      sampleReportPdfUrl: () => url('/api/carfax/sample-report/pdf'),
      dealer: (dealerId: Id) => {
        const base = `/api/dealers/${seg(dealerId)}`;
        return {
          ...carfaxArea(base),
          availability: () => get<Reply<'GET /api/dealers/:dealerUuid/carfax-availability'>>(`${base}/carfax-availability`),
          packagePurchases: (params?: QueryOf<'GET /api/dealers/:dealerUuid/carfax-package-purchases'>) =>
            get<Reply<'GET /api/dealers/:dealerUuid/carfax-package-purchases'>>(`${base}/carfax-package-purchases`, params),
        };
      },
      admin: carfaxArea('/api/admin'),
    },

    /** The admins' operations pages: /pulse (this process's health) and /horizon (the job queue). */
    ops: {
      pulse: () => call('GET /api/ops/pulse'),
      queues: () => call('GET /api/ops/queues'),
      failedJobs: (queue?: string) => call('GET /api/ops/jobs/failed', { query: queue ? { queue } : undefined }),
      job: (id: string) => call('GET /api/ops/jobs/:id', { params: { id } }),
      retryJob: (id: string) => call('POST /api/ops/jobs/:id/retry', { params: { id } }),
      deleteJob: (id: string) => call('DELETE /api/ops/jobs/:id', { params: { id } }),
    },

    /** A dealer's invoices; the files are downloads (links), not JSON. */
    invoices: {
      list: (dealerId: Id, params?: QueryOf<'GET /api/dealers/:dealerUuid/invoices'>) =>
        call('GET /api/dealers/:dealerUuid/invoices', { params: { dealerUuid: dealerId }, query: params }),
      pdfUrl: (dealerId: Id, invoiceId: Id) => url(`/api/dealers/${seg(dealerId)}/invoices/${seg(invoiceId)}/pdf`),
      xmlUrl: (dealerId: Id, invoiceId: Id) => url(`/api/dealers/${seg(dealerId)}/invoices/${seg(invoiceId)}/xml`),
    },

    /** Plan purchases: what /dealer/plan-purchase-ok shows after the provider's checkout. */
    billing: {
      checkoutSession: (id: string) => call('GET /api/billing/checkout-sessions/:id', { params: { id } }),
    },

    /** Back-end pages (full page navigations, not JSON calls). */
    links: {
      socialLogin: (provider = 'google') => url(`/social/redirect/${seg(provider)}`),
      planCheckout: (dealerId: Id, planId: Id) => url(`/dealers/${seg(dealerId)}/subscription/checkout/${seg(planId)}`),
      carfaxPackageCheckout: (dealerId: Id, packageCode?: string) =>
        url(`/dealers/${seg(dealerId)}/carfax-package/checkout`, { package: packageCode }),
      planManagement: (dealerId: Id) => url(`/dealers/${seg(dealerId)}/subscription/edit`),
      /** A paid plan's change (a form POST with `_token` and `plan`): up at once, down at period end. */
      planChange: (dealerId: Id, direction: 'upgrade' | 'downgrade') => url(`/dealers/${seg(dealerId)}/subscription/${direction}`),
      horizon: () => url('/horizon'),
      pulse: () => url('/pulse'),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
