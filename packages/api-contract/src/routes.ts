import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Envelope, IdParams, LookupItem, MessageAnswer, Nullable, PageQuery } from './schemas/common.js';
import { AiSearchQuery, ListingFilters, SearchQuery } from './schemas/filters.js';
import {
  AiSearchResult, FavouritePage, FavouriteState, ListingCount, ListingDetail, ListingPage, ListingSummary,
} from './schemas/listings.js';
import {
  Counters, Dealer, DealerOption, DealerPage, DealerSettings, ItalyMapQuery, LookupList, Province, SubscriptionPlan, CarfaxPackage, SvgImage,
} from './schemas/catalogue.js';
import {
  AuthProviders, ChangePasswordBody, EmailBody, LoginBody, NewUserMessage, OutboxMail, OutboxQuery, ProfileBody,
  RegisterCustomerBody, RenewVerificationBody, ResetPasswordBody, RoleBody, TokenBody, TokenParams, TokenValid,
  User, UserMessageSent, VerificationSent,
} from './schemas/accounts.js';
import { CheckVatBody, DealerSignedUp, RegisterDealerBody, VatCheck } from './schemas/dealer-signup.js';
import { FailedJob, FailedJobsQuery, JobDetail, JobParams, PulseSnapshot, QueuesOverview } from './schemas/ops.js';
import { DealerInvoiceParams, InvoiceFileParams, InvoiceListQuery, InvoicePage, PdfFile, XmlFile } from './schemas/invoices.js';
import { ListingPhotoItemParams, ListingPhotoParams, ListingPhotos, PhotoOrderBody } from './schemas/listing-photos.js';
import { CurrentPlan, SubscriptionDealerParams, ShowcaseAvailability } from './schemas/subscriptions.js';
import { CheckoutSessionParams, CheckoutSessionState } from './schemas/billing.js';
import {
  CatalogueVersion, DealerListing, DealerListingChange, DealerListingDeleted, DealerListingPage, DealerListingParams,
  DealerListingsParams, DealerListingsQuery, ListingBody, VersionsParams,
} from './schemas/dealer-listings.js';
import { DealerStatistics, StatsDealerParams, StatsQuery } from './schemas/listing-stats.js';
import {
  AdminCarfaxReportBody, AdminCarfaxReportListQuery, AssociateListingsBody, AssociateReportBody, AssociatedListings,
  CarfaxAdminListingParams, CarfaxAdminReportParams, CarfaxAvailability, CarfaxDealerListingParams, CarfaxDealerParams,
  CarfaxDealerReportParams, CarfaxMatchingListing, CarfaxMatchingReport, CarfaxPackagePurchasePage, CarfaxPurchasesQuery,
  CarfaxReportBody, CarfaxReportDeleted, CarfaxReportDetail, CarfaxReportDocument, CarfaxReportListQuery, CarfaxReportPage, ListingCarfaxLink,
} from './schemas/carfax.js';
import {
  BuyerCarfaxRequestList, CarfaxRequestDecision, CarfaxRequestListQuery, CarfaxRequestParams, CarfaxRequestSent,
  DealerCarfaxRequest, DealerCarfaxRequestPage, DealerCarfaxRequestParams, DealerCarfaxRequestsParams, NewCarfaxRequest,
  SharedCarfaxReport, SharedReportParams,
} from './schemas/carfax-requests.js';
import {
  CsvFile, StockFeed, StockFeedBody, StockImport, StockImportApplyBody, StockImportDealerParams, StockImportParams, StockImportReport,
  StockImportReportQuery,
} from './schemas/stock-import.js';
import {
  DealerLogoAnswer, DealerMessage, DealerMessagePage, DealerMessageParams, DealerMessagesQuery, DealerOnlyParams, DealerSettingsBody,
  MessageReadBody, MessageReplyBody,
} from './schemas/dealer-leads.js';
import { AdminPage, AuditEntry, AuditQuery } from './schemas/admin.js';
import {
  AdminRoleItem, AdminUser, AdminUserCreateBody, AdminUserDetail, AdminUserExportQuery, AdminUserListQuery, AdminUserParams, AdminUserUpdateBody,
} from './schemas/admin-users.js';
import {
  AdminListingDetail, AdminListingPage, AdminListingParams, AdminListingsQuery, AdminMessage, AdminMessagePage, AdminMessageParams,
  AdminMessagesQuery, DisableListingBody,
} from './schemas/admin-listings.js';
import {
  AdminDealerBody, AdminDealerDetail, AdminDealerExportQuery, AdminDealerListQuery, AdminDealerParams, AdminDealerRow,
  AdminVatReviewBody, AdminDealerDisableBody, VatContestBody, VatContestReceipt,
  AdminDealershipBody, AdminDealershipDetail, AdminDealershipExportQuery, AdminDealershipListQuery, AdminDealershipParams, AdminDealershipRow,
} from './schemas/admin-dealers.js';

import {
  CanaryBody, CanaryShareBody, IssuedReleaseToken, NewReleaseTokenBody, PromoteBody, PublishVersionBody, PublishedVersion,
  ReleaseTokenList, ReleaseTokenParams, ReleaseToken, ReleasesOverview, RemoteHealthBody, RemoteParams, RemoteRelease,
} from './schemas/releases.js';

/**
 * The schema of every route, keyed "METHOD /path" as Fastify writes the path. The server
 * passes `schema: routes[key]` to the route; api-sdk reads request and answer types from
 * the same entries (`Reply<key>`). A 2xx answer is the envelope around `data`; failures are
 * the error envelope written by the server's error handler (not listed per route).
 */
interface RouteSchema {
  tags: string[];
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { [status: number]: TSchema };
  /** Content types of a route that answers a file instead of the JSON envelope (the OpenAPI document lists them). */
  produces?: string[];
  /**
   * Failures the route gives beyond those its shape implies (the server's OpenAPI document derives
   * 401/403 from the access, 422 from a body, query or params, 404 from params, 419 from an unsafe
   * method): a conflict, a withdrawn resource, a rate limit, a payment required.
   */
  errors?: readonly ErrorStatus[];
}

/** The statuses of the error envelope (the server's catalogue, SPEC §8, plus 419 XSRF and 429 rate limits). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 419 | 422 | 429 | 502 | 503;

/** Saved listings are few: deep pages are refused sooner than in search. */
const FAVOURITES_PAGE_MAX = 10_000;

const route = <const R extends RouteSchema>(schema: R) => schema;
const okWith = <T extends TSchema>(data: T) => ({ 200: Envelope(data) }) as const;
/** A redirect: no body. */
const redirect = { 302: Type.Null({ description: 'Redirect (Location header)' }) } as const;

/** The vocabularies of VOCABULARY.md, each at GET /api/vehicles/{kind}. */
export const LOOKUP_KINDS = [
  'categories', 'power-types', 'traction-types', 'gearbox-types', 'origins', 'emission-classes',
  'exterior-colors', 'paint-types', 'interior-colors', 'interior-materials',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
const lookupRoute = route({ tags: ['lookups'], summary: 'Vocabulary items { name, slug }', response: okWith(LookupList) });

/**
 * GET /api/lookups: every list of the search filters in one answer, the same items the per-list
 * routes give: the makes, each vocabulary of LOOKUP_KINDS under its kind in snake_case
 * ('power-types' → power_types), the provinces and the public dealers (GET /api/dealer-list).
 */
const FilterLookups = Type.Object({
  brands: LookupList,
  categories: LookupList,
  power_types: LookupList,
  traction_types: LookupList,
  gearbox_types: LookupList,
  origins: LookupList,
  emission_classes: LookupList,
  exterior_colors: LookupList,
  paint_types: LookupList,
  interior_colors: LookupList,
  interior_materials: LookupList,
  provinces: Type.Array(Province),
  dealers: Type.Array(DealerOption),
});
/** A conditional GET whose If-None-Match names the current ETag: no body, the cached copy is current. */
const notModified = { 304: Type.Null({ description: 'Not modified: the If-None-Match ETag is current (no body)' }) } as const;

export const routes = {
  // ── session (Sanctum style) ──
  'GET /sanctum/csrf-cookie': route({
    tags: ['session'], summary: 'Sets the session cookie and the readable XSRF-TOKEN cookie',
    response: { 204: Type.Null({ description: 'No content: the cookies are the answer' }) },
  }),

  // ── lookups ──
  'GET /api/vehicles/brands': route({ tags: ['lookups'], summary: 'Makes', response: okWith(LookupList) }),
  'GET /api/vehicles/brands/:slug/models': route({
    tags: ['lookups'], summary: 'Models of a make (404 unknown make)',
    params: Type.Object({ slug: Type.String({ maxLength: 60 }) }), response: okWith(LookupList),
  }),
  'GET /api/vehicles/:kind': lookupRoute,
  'GET /api/lookups': route({
    tags: ['lookups'],
    summary: 'Every list of the search filters at once (makes, vocabularies, provinces, dealers); public and cached: '
      + 'Cache-Control max-age 300 with stale-while-revalidate, a strong ETag, 304 on a matching If-None-Match',
    response: { ...okWith(FilterLookups), ...notModified },
  }),
  'GET /api/locations/italian-provinces': route({
    tags: ['lookups'], summary: 'The 107 provinces with region and chief-town coordinates', response: okWith(Type.Array(Province)),
  }),
  'GET /api/locations/italy-map.svg': route({
    tags: ['lookups'],
    summary: 'A small map of Italy (Natural Earth outline drawn on the server) with a pin on the point; not the JSON envelope',
    querystring: ItalyMapQuery, response: { 200: SvgImage }, produces: ['image/svg+xml'],
  }),

  // ── listings ──
  'GET /api/listings': route({
    tags: ['listings'], summary: 'Public search (SPEC §7 filter keys), one page', querystring: SearchQuery, response: okWith(ListingPage),
  }),
  'GET /api/listings/count': route({
    tags: ['listings'], summary: 'Matches of a search, capped', querystring: ListingFilters, response: okWith(ListingCount),
  }),
  'GET /api/listings/showcased': route({
    tags: ['listings'], summary: 'Showcase (vetrina) listings of the home page', response: okWith(Type.Array(ListingSummary)),
  }),
  'GET /api/listings/ai-search': route({
    tags: ['listings'], summary: 'Natural-language search: filters, chips and the first page',
    querystring: AiSearchQuery, response: okWith(AiSearchResult),
  }),
  'GET /api/listings/:id': route({
    errors: [410],
    tags: ['listings'], summary: 'A listing on sale (404 unknown, 410 withdrawn)', params: IdParams(64), response: okWith(ListingDetail),
  }),

  // ── favourites ──
  'GET /api/listings/favourites': route({
    tags: ['favourites'], summary: "The signed-in buyer's saved listings", querystring: Type.Object(PageQuery(FAVOURITES_PAGE_MAX)),
    response: okWith(FavouritePage),
  }),
  'POST /api/listings/favourites/:id': route({
    errors: [410],
    tags: ['favourites'], summary: 'Save a listing (idempotent)', params: IdParams(64), response: okWith(FavouriteState),
  }),
  'DELETE /api/listings/favourites/:id': route({
    tags: ['favourites'], summary: 'Forget a saved listing (idempotent)', params: IdParams(64), response: okWith(FavouriteState),
  }),

  // ── dealers and platform ──
  'GET /api/dealers': route({
    tags: ['dealers'], summary: 'Enabled dealers, one page',
    querystring: Type.Object({ ...PageQuery(), city: Type.Optional(Type.String({ maxLength: 80 })) }), response: okWith(DealerPage),
  }),
  'GET /api/dealer-list': route({ tags: ['dealers'], summary: 'Compact list for the dealer filter', response: okWith(Type.Array(DealerOption)) }),
  'GET /api/dealers/:id': route({
    tags: ['dealers'], summary: 'A dealer by uuid or slug', params: IdParams(80), response: okWith(Dealer),
  }),
  'GET /api/dealers/:dealerUuid/settings': route({
    tags: ['dealers'], summary: "A dealer's own settings (its owners and administrators)",
    params: Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) }), response: okWith(DealerSettings),
  }),
  'GET /api/counters': route({ tags: ['platform'], summary: 'Home-page counters', response: okWith(Counters) }),
  'GET /api/subscription-plans': route({ tags: ['platform'], summary: 'The plan catalogue', response: okWith(Type.Array(SubscriptionPlan)) }),
  'GET /api/carfax-packages': route({ tags: ['platform'], summary: 'The Carfax report packs on sale, cheapest first, at the prices the checkout charges', response: okWith(Type.Array(CarfaxPackage)) }),

  // ── accounts ──
  'POST /api/register-customer': route({
    errors: [409, 429],
    tags: ['accounts'], summary: 'Buyer sign-up (signs in)', body: RegisterCustomerBody, response: { 201: Envelope(User) },
  }),
  'POST /api/login': route({ tags: ['accounts'], summary: 'Sign in', body: LoginBody, response: okWith(User), errors: [401, 403, 429] }),
  'POST /api/logout': route({ tags: ['accounts'], summary: 'Sign out', response: okWith(Type.Null()) }),
  'GET /api/email/verify/:token': route({
    tags: ['accounts'], summary: 'The link of the verification mail: redirects', params: TokenParams, response: redirect,
  }),
  'POST /api/email/verification-notification': route({
    errors: [429],
    tags: ['accounts'], summary: 'Send the verification mail again', response: okWith(VerificationSent),
  }),
  'POST /api/verify-email/renew': route({
    errors: [429],
    tags: ['accounts'], summary: 'A new verification link (same answer whether or not the address exists)',
    body: RenewVerificationBody, response: okWith(MessageAnswer),
  }),
  'POST /api/forgot-password': route({
    errors: [429],
    tags: ['accounts'], summary: 'Password recovery mail (same answer whether or not the address exists)',
    body: EmailBody, response: okWith(MessageAnswer),
  }),
  'POST /api/validate-reset-token': route({
    errors: [404, 410],
    tags: ['accounts'], summary: 'Whether a recovery link still works (404 unknown, 410 used or expired)',
    body: TokenBody, response: okWith(TokenValid),
  }),
  'POST /api/reset-password': route({
    errors: [404, 410],
    tags: ['accounts'], summary: 'A new password from a recovery link', body: ResetPasswordBody, response: okWith(MessageAnswer),
  }),
  'GET /api/user': route({ tags: ['user'], summary: 'The signed-in user (also the profile refresh)', response: okWith(User) }),
  'GET /api/session': route({
    errors: [403],
    tags: ['user'], summary: 'The session check: the signed-in user, or null for a guest (200)', response: okWith(Nullable(User)),
  }),
  'PUT /api/user/profile-information': route({
    tags: ['user'], summary: 'Update the profile', body: ProfileBody, response: okWith(User), errors: [409, 429],
  }),
  'POST /api/private/profile/role': route({ tags: ['user'], summary: 'Choose one of the roles held', body: RoleBody, response: okWith(User) }),
  'POST /api/private/profile/password': route({
    tags: ['user'], summary: 'Change the password (ends the other sessions)', body: ChangePasswordBody, response: okWith(MessageAnswer),
  }),
  'GET /api/auth/providers': route({ tags: ['accounts'], summary: 'Which social sign-ins are configured', response: okWith(AuthProviders) }),

  // ── messages ──
  'POST /api/user-messages': route({
    errors: [404, 409, 410, 429],
    tags: ['messages'], summary: 'A lead to the dealer of a listing', body: NewUserMessage, response: { 201: Envelope(UserMessageSent) },
  }),

  // ── operations (admins): /pulse and /horizon ──
  'GET /api/ops/pulse': route({ tags: ['ops'], summary: 'This process\'s recent health: slow requests and queries, exceptions, p95 per route', response: okWith(PulseSnapshot) }),
  'GET /api/ops/queues': route({ tags: ['ops'], summary: 'Jobs per queue: waiting, running, completed and failed in the last hour and day', response: okWith(QueuesOverview) }),
  'GET /api/ops/jobs/failed': route({ tags: ['ops'], summary: 'The latest failed jobs', querystring: FailedJobsQuery, response: okWith(Type.Array(FailedJob)) }),
  'GET /api/ops/jobs/:id': route({ tags: ['ops'], summary: 'A job with its payload (secrets redacted), error and attempts', params: JobParams, response: okWith(JobDetail) }),
  'POST /api/ops/jobs/:id/retry': route({ tags: ['ops'], summary: 'Run a failed job again', params: JobParams, response: okWith(MessageAnswer) }),
  'DELETE /api/ops/jobs/:id': route({ tags: ['ops'], summary: 'Delete a job', params: JobParams, response: okWith(MessageAnswer) }),

  // ── development ──
  'GET /api/dev/outbox': route({
    tags: ['dev'], summary: 'Mails kept when no SMTP server is configured', querystring: OutboxQuery,
    response: okWith(Type.Array(OutboxMail)),
  }),

  // ── invoices ──
  'GET /api/dealers/:dealerUuid/invoices': route({
    tags: ['invoices'], summary: 'The dealer\'s invoices, newest first', params: DealerInvoiceParams, querystring: InvoiceListQuery,
    response: okWith(InvoicePage),
  }),
  'GET /api/dealers/:dealerUuid/invoices/:invoiceId/pdf': route({
    tags: ['invoices'], summary: 'The invoice as PDF (courtesy copy), as an attachment; not the JSON envelope',
    params: InvoiceFileParams, response: { 200: PdfFile }, produces: ['application/pdf'],
  }),
  'GET /api/dealers/:dealerUuid/invoices/:invoiceId/xml': route({
    tags: ['invoices'], summary: 'The FatturaPA XML (FPR12) as an attachment named as the SdI wants; not the JSON envelope',
    params: InvoiceFileParams, response: { 200: XmlFile }, produces: ['application/xml'],
  }),

  // ── listing photos ──
  'GET /api/dealers/:dealerUuid/listings/:listingId/photos': route({
    tags: ['listing-photos'], summary: "A dealer's listing's photos (cover first) with the upload limits",
    params: ListingPhotoParams, response: okWith(ListingPhotos),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/photos': route({
    errors: [413],
    tags: ['listing-photos'],
    summary: 'Add photos (multipart, field "photos", several files): JPEG, PNG, WebP, AVIF, HEIC up to 15 MB each, 30 per listing; all or none (422 naming the file, 413 too large)',
    params: ListingPhotoParams, response: { 201: Envelope(ListingPhotos) },
  }),
  'PUT /api/dealers/:dealerUuid/listings/:listingId/photos': route({
    tags: ['listing-photos'], summary: 'Reorder the photos: every id once, the first is the cover',
    params: ListingPhotoParams, body: PhotoOrderBody, response: okWith(ListingPhotos),
  }),
  'DELETE /api/dealers/:dealerUuid/listings/:listingId/photos/:photoId': route({
    tags: ['listing-photos'], summary: 'Delete a photo (and its stored files)',
    params: ListingPhotoItemParams, response: okWith(ListingPhotos),
  }),

  // ── subscriptions ──
  'GET /api/dealers/:dealerUuid/subscription': route({
    tags: ['subscriptions'], summary: 'The dealer\'s current plan: plan or trial, limits, usage, report counters (SPEC §3 currentPlan)',
    params: SubscriptionDealerParams, response: okWith(CurrentPlan),
  }),
  'GET /api/dealers/:dealerUuid/subscriptions/showcase-availability': route({
    tags: ['subscriptions'], summary: 'Showcase and featured slots: used, allowed by the plan, available',
    params: SubscriptionDealerParams, response: okWith(ShowcaseAvailability),
  }),
  'POST /api/dealers/:dealerUuid/subscription/trial': route({
    errors: [409],
    tags: ['subscriptions'], summary: 'Starts the 30-day free trial (Pro limits), once per dealer ever (S5 used, S6 a plan was bought)',
    params: SubscriptionDealerParams, response: { 201: Envelope(CurrentPlan) },
  }),

  // ── dealer sign-up ──
  'POST /api/register-dealer/check-vat': route({
    errors: [429],
    tags: ['dealer-signup'],
    summary: 'Checks a partita IVA (O3 missing, O4 format or check digit, A5 already registered) and asks VIES when configured',
    body: CheckVatBody, response: okWith(VatCheck),
  }),
  'POST /api/register-dealer/vat-contest': route({
    errors: [429],
    tags: ['dealer-signup'],
    summary: 'A company contests the registration of its partita IVA by a dealer: kept and mailed to the admins (rate limited per address)',
    body: VatContestBody, response: { 201: Envelope(VatContestReceipt) },
  }),
  'POST /api/register-dealer': route({
    errors: [403, 409, 429],
    tags: ['dealer-signup'],
    summary: 'A new dealer and its owner\'s account (guests only; signs in; hidden until the owner\'s e-mail is verified)',
    body: RegisterDealerBody, response: { 201: Envelope(DealerSignedUp) },
  }),

  // ── billing ──
  'GET /api/billing/checkout-sessions/:id': route({
    tags: ['billing'], summary: 'A plan checkout of one of the caller\'s dealers: the plan and whether the payment is confirmed',
    params: CheckoutSessionParams, response: okWith(CheckoutSessionState),
  }),

  // ── dealer listings ──
  'GET /api/vehicles/brands/:slug/models/:model/versions': route({
    tags: ['lookups'], summary: "A model's catalogue versions for the listing form's prefill (404 unknown make or model)",
    params: VersionsParams, response: okWith(Type.Array(CatalogueVersion)),
  }),
  'GET /api/dealers/:dealerUuid/listings': route({
    tags: ['dealer-listings'],
    summary: "The dealer's listings in every state: search (make, model, version, plate, VIN, own reference), state filter, sort, one page; meta.counters has the plan's usage",
    params: DealerListingsParams, querystring: DealerListingsQuery, response: okWith(DealerListingPage),
  }),
  'POST /api/dealers/:dealerUuid/listings': route({
    errors: [402, 409],
    tags: ['dealer-listings'],
    summary: 'Create a listing, as a draft (default) or published (plan limit: S4); 422 code 2 per field, C5 bad VIN, C6 bad plate',
    params: DealerListingsParams, body: ListingBody, response: { 201: Envelope(DealerListingChange) },
  }),
  'GET /api/dealers/:dealerUuid/listings/:listingId': route({
    tags: ['dealer-listings'], summary: "One of the dealer's listings (404 another dealer's)",
    params: DealerListingParams, response: okWith(DealerListing),
  }),
  'PUT /api/dealers/:dealerUuid/listings/:listingId': route({
    tags: ['dealer-listings'], summary: 'Full edit (the state is not changed here: use publish, withdraw, sold)',
    params: DealerListingParams, body: ListingBody, response: okWith(DealerListingChange),
  }),
  'DELETE /api/dealers/:dealerUuid/listings/:listingId': route({
    tags: ['dealer-listings'], summary: 'Delete a draft and its photo files (a listing once published is withdrawn or sold instead: 409)',
    params: DealerListingParams, response: okWith(DealerListingDeleted),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/publish': route({
    errors: [402, 409],
    tags: ['dealer-listings'], summary: "Draft or withdrawn → published, within the plan's listing limit (S2 / S4)",
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/withdraw': route({
    tags: ['dealer-listings'], summary: 'Published → withdrawn (leaves search, showcase and featured)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/sold': route({
    tags: ['dealer-listings'], summary: 'Published or withdrawn → sold (final)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'POST /api/dealers/:dealerUuid/listings/showcase/:listingId': route({
    errors: [402, 409],
    tags: ['dealer-listings'], summary: 'Put a published listing in the showcase (S2 no slots in the plan, S3 slots exhausted)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'DELETE /api/dealers/:dealerUuid/listings/showcase/:listingId': route({
    tags: ['dealer-listings'], summary: 'Take a listing out of the showcase (idempotent)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'POST /api/dealers/:dealerUuid/listings/featured/:listingId': route({
    errors: [402, 409],
    tags: ['dealer-listings'], summary: 'Feature a published listing (S2 no slots in the plan, S4 featured limit reached)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),
  'DELETE /api/dealers/:dealerUuid/listings/featured/:listingId': route({
    tags: ['dealer-listings'], summary: 'Stop featuring a listing (idempotent)',
    params: DealerListingParams, response: okWith(DealerListingChange),
  }),

  // ── listing-stats ──
  'POST /api/listings/:id/view': route({
    tags: ['listing-stats'],
    summary: 'The listing page was seen (a beacon, once per page): counted once per visitor and day, bots and prefetches not; written in batches',
    params: IdParams(64), response: { 202: Envelope(Type.Null({ description: 'Accepted: counted later, or not at all for a bot or a repeat' })) },
  }),
  'GET /api/dealers/:dealerUuid/statistics': route({
    tags: ['listing-stats'],
    summary: 'Views, favourites, leads and report requests per day and per listing over the last `days` days, and the listings viewed without a lead',
    params: StatsDealerParams, querystring: StatsQuery, response: okWith(DealerStatistics),
  }),

  // ── carfax reports ──
  'GET /api/carfax/sample-report': route({
    tags: ['carfax'], summary: 'A sample report for the public /carfax page: the demo provider\'s document of a fixed vehicle ("Dati dimostrativi")',
    response: okWith(CarfaxReportDocument),
  }),
  'GET /api/carfax/sample-report/pdf': route({
    tags: ['carfax'], summary: 'The sample report as a PDF; not the JSON envelope',
    response: { 200: PdfFile }, produces: ['application/pdf'],
  }),
  'GET /api/dealers/:dealerUuid/carfax-availability': route({
    tags: ['carfax'], summary: 'Reports the dealer can still buy: plan reports left this calendar month (Europe/Rome) + unexpired credits (SPEC §9)',
    params: CarfaxDealerParams, response: okWith(CarfaxAvailability),
  }),
  'GET /api/dealers/:dealerUuid/carfax-package-purchases': route({
    tags: ['carfax'], summary: 'Credit packages bought, newest first: used of total, expiry (12 months)',
    params: CarfaxDealerParams, querystring: CarfaxPurchasesQuery, response: okWith(CarfaxPackagePurchasePage),
  }),
  'POST /api/dealers/:dealerUuid/carfax-reports': route({
    errors: [402, 409, 503],
    tags: ['carfax'],
    summary: 'Buy a report by VIN or plate: one unit, plan first then credits oldest first (C3 neither, C5 VIN, C6 plate, C2 nothing left with a plan, O2 no plan reports and no credit, C1/C7 provider)',
    params: CarfaxDealerParams, body: CarfaxReportBody, response: { 201: Envelope(CarfaxReportDetail) },
  }),
  'GET /api/dealers/:dealerUuid/carfax-reports': route({
    tags: ['carfax'], summary: "The dealer's reports, newest first; search by part of a VIN or plate",
    params: CarfaxDealerParams, querystring: CarfaxReportListQuery, response: okWith(CarfaxReportPage),
  }),
  'GET /api/dealers/:dealerUuid/carfax-reports/:reportId': route({
    tags: ['carfax'], summary: 'One report with its full document',
    params: CarfaxDealerReportParams, response: okWith(CarfaxReportDetail),
  }),
  'GET /api/dealers/:dealerUuid/carfax-reports/:reportId/pdf': route({
    tags: ['carfax'], summary: 'The report as a PDF (Italian; "Dati dimostrativi" for the demo provider); not the JSON envelope',
    params: CarfaxDealerReportParams, response: { 200: PdfFile }, produces: ['application/pdf'],
  }),
  'DELETE /api/dealers/:dealerUuid/carfax-reports/:reportId': route({
    tags: ['carfax'], summary: 'Removes a report from the list (kept for the records) and detaches it from its listings; nothing is refunded',
    params: CarfaxDealerReportParams, response: okWith(CarfaxReportDeleted),
  }),
  'GET /api/dealers/:dealerUuid/carfax-reports/:reportId/matching-listings': route({
    tags: ['carfax'], summary: "The dealer's listings that may be this vehicle: same VIN, then same plate, then make/model/year",
    params: CarfaxDealerReportParams, response: okWith(Type.Array(CarfaxMatchingListing)),
  }),
  'POST /api/dealers/:dealerUuid/carfax-reports/:reportId/associate-listings': route({
    tags: ['carfax'], summary: "Associates the report with some of the dealer's listings (replacing their report)",
    params: CarfaxDealerReportParams, body: AssociateListingsBody, response: okWith(AssociatedListings),
  }),
  'GET /api/dealers/:dealerUuid/listings/:listingId/carfax-report/matches': route({
    tags: ['carfax'], summary: "The dealer's reports that may be of this listing's vehicle: VIN, then plate, then make/model/year",
    params: CarfaxDealerListingParams, response: okWith(Type.Array(CarfaxMatchingReport)),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report/associate': route({
    tags: ['carfax'], summary: "Associates one of the dealer's reports with the listing (null detaches it)",
    params: CarfaxDealerListingParams, body: AssociateReportBody, response: okWith(ListingCarfaxLink),
  }),
  'POST /api/dealers/:dealerUuid/listings/:listingId/carfax-report': route({
    tags: ['carfax'], summary: "Buys a report for the listing's VIN (else plate) and associates it (C3 when it has neither; spending as for carfax-reports)",
    params: CarfaxDealerListingParams, response: { 201: Envelope(CarfaxReportDetail) },
  }),
  'GET /api/admin/carfax-reports': route({
    tags: ['carfax'], summary: "Every dealer's reports (admins), newest first; search by VIN or plate, filter by dealer",
    querystring: AdminCarfaxReportListQuery, response: okWith(CarfaxReportPage),
  }),
  'POST /api/admin/carfax-reports': route({
    errors: [402, 404, 409, 503],
    tags: ['carfax'], summary: 'An admin buys a report (free, source admin), optionally for a dealer',
    body: AdminCarfaxReportBody, response: { 201: Envelope(CarfaxReportDetail) },
  }),
  'GET /api/admin/carfax-reports/:reportId': route({
    tags: ['carfax'], summary: 'One report with its full document (admins)',
    params: CarfaxAdminReportParams, response: okWith(CarfaxReportDetail),
  }),
  'GET /api/admin/carfax-reports/:reportId/pdf': route({
    tags: ['carfax'], summary: 'The report as a PDF (admins); not the JSON envelope',
    params: CarfaxAdminReportParams, response: { 200: PdfFile }, produces: ['application/pdf'],
  }),
  'DELETE /api/admin/carfax-reports/:reportId': route({
    tags: ['carfax'], summary: 'Removes a report (soft) and detaches it from its listings (admins)',
    params: CarfaxAdminReportParams, response: okWith(CarfaxReportDeleted),
  }),
  'GET /api/admin/carfax-reports/:reportId/matching-listings': route({
    tags: ['carfax'], summary: "The report's dealer's listings that may be this vehicle (admins)",
    params: CarfaxAdminReportParams, response: okWith(Type.Array(CarfaxMatchingListing)),
  }),
  'POST /api/admin/carfax-reports/:reportId/associate-listings': route({
    tags: ['carfax'], summary: "Associates the report with listings of its dealer (admins; a report without a dealer takes the listings' dealer)",
    params: CarfaxAdminReportParams, body: AssociateListingsBody, response: okWith(AssociatedListings),
  }),
  'POST /api/admin/listings/:listingId/carfax-report': route({
    tags: ['carfax'], summary: "An admin buys a report for a listing's VIN or plate (free) and associates it",
    params: CarfaxAdminListingParams, response: { 201: Envelope(CarfaxReportDetail) },
  }),
  'GET /api/admin/listings/:listingId/carfax-report/matches': route({
    tags: ['carfax'], summary: "The listing's dealer's reports that may be of this vehicle (admins)",
    params: CarfaxAdminListingParams, response: okWith(Type.Array(CarfaxMatchingReport)),
  }),
  'POST /api/admin/listings/:listingId/carfax-report/associate': route({
    tags: ['carfax'], summary: "Associates a report of the listing's dealer with the listing (admins; null detaches)",
    params: CarfaxAdminListingParams, body: AssociateReportBody, response: okWith(ListingCarfaxLink),
  }),

  // ── carfax requests ──
  'POST /api/carfax-requests': route({
    errors: [404, 429],
    tags: ['carfax-requests'],
    summary: 'A buyer asks for a listing\'s vehicle-history report: a signed-in buyer\'s repeat answers the open request (200), a new one is 201, approved at once when the dealer auto-approves and the listing has a report (or under the dealer\'s auto-purchase); a guest leaves an e-mail and always gets the same 202, the request being made after the answer',
    body: NewCarfaxRequest, response: { 200: Envelope(CarfaxRequestSent), 201: Envelope(CarfaxRequestSent), 202: Envelope(CarfaxRequestSent) },
  }),
  'GET /api/carfax-requests': route({
    tags: ['carfax-requests'], summary: 'The signed-in buyer\'s requests, newest first, with status and the report link when approved',
    response: okWith(BuyerCarfaxRequestList),
  }),
  'GET /api/carfax-requests/:requestId/report': route({
    tags: ['carfax-requests'], summary: 'The report of an approved request, to its signed-in requester only (C7 not approved or expired)',
    params: CarfaxRequestParams, response: okWith(SharedCarfaxReport),
  }),
  'GET /api/carfax-reports/shared/:token': route({
    errors: [410],
    tags: ['carfax-requests'], summary: 'The report of an approved request, to the holder of the mailed link (/carfax/report/<token>); 404 for any other token',
    params: SharedReportParams, response: okWith(SharedCarfaxReport),
  }),
  'GET /api/dealers/:dealerUuid/carfax-requests': route({
    tags: ['carfax-requests'], summary: 'The dealer\'s buyers\' requests, newest first, filtered by status',
    params: DealerCarfaxRequestsParams, querystring: CarfaxRequestListQuery, response: okWith(DealerCarfaxRequestPage),
  }),
  'PUT /api/dealers/:dealerUuid/carfax-requests/:requestId': route({
    tags: ['carfax-requests'],
    summary: 'Approve (the buyer gets the report link by mail; the listing\'s report is bought if it has none, C2 when nothing is left) or reject (a polite mail) a pending request',
    params: DealerCarfaxRequestParams, body: CarfaxRequestDecision, response: okWith(DealerCarfaxRequest),
  }),
  'GET /api/admin/carfax-requests': route({
    tags: ['carfax-requests'], summary: 'Every dealer\'s buyers\' requests, newest first, filtered by status',
    querystring: CarfaxRequestListQuery, response: okWith(DealerCarfaxRequestPage),
  }),
  'PUT /api/admin/carfax-requests/:requestId': route({
    errors: [402, 409, 503],
    tags: ['carfax-requests'], summary: 'An admin approves or rejects any pending request (as the dealer would)',
    params: CarfaxRequestParams, body: CarfaxRequestDecision, response: okWith(DealerCarfaxRequest),
  }),

  // ── stock import ──
  'GET /api/stock-import/sample.csv': route({
    tags: ['stock-import'], summary: 'The sample stock CSV with the documented Italian headers (semicolon, UTF-8); not the JSON envelope',
    response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'POST /api/dealers/:dealerUuid/imports': route({
    errors: [429],
    tags: ['stock-import'],
    summary: 'Upload a stock CSV (multipart, field "file", ≤ 20 MB; ; or , separated, UTF-8 or Windows-1252): a job runs the dry run; nothing is written to listings',
    params: StockImportDealerParams, response: { 201: Envelope(StockImport) },
  }),
  'GET /api/dealers/:dealerUuid/imports/:importId': route({
    tags: ['stock-import'], summary: 'An import\'s progress and its dry-run report, rows paginated (filter by outcome)',
    params: StockImportParams, querystring: StockImportReportQuery, response: okWith(StockImportReport),
  }),
  'POST /api/dealers/:dealerUuid/imports/:importId/apply': route({
    errors: [409],
    tags: ['stock-import'], summary: 'Confirms a ready (or held) import: a job creates, updates and optionally withdraws; 409 if not ready',
    params: StockImportParams, body: StockImportApplyBody, response: okWith(StockImport),
  }),
  'GET /api/dealers/:dealerUuid/import-feed': route({
    tags: ['stock-import'], summary: 'The dealer\'s XML feed URL, the hold threshold and the latest imports',
    params: StockImportDealerParams, response: okWith(StockFeed),
  }),
  'PUT /api/dealers/:dealerUuid/import-feed': route({
    tags: ['stock-import'], summary: 'Sets (http/https) or removes (null) the XML feed pulled every night',
    params: StockImportDealerParams, body: StockFeedBody, response: okWith(StockFeed),
  }),

  // ── dealer leads ──
  'GET /api/dealers/:dealerUuid/user-messages': route({
    tags: ['dealer-leads'], summary: 'The dealer\'s leads with the listing each is about: unread first, then newest; status=unread for the unread only',
    params: DealerOnlyParams, querystring: DealerMessagesQuery, response: okWith(DealerMessagePage),
  }),
  'PUT /api/dealers/:dealerUuid/user-messages/:messageId': route({
    tags: ['dealer-leads'], summary: 'Mark a lead read or unread', params: DealerMessageParams, body: MessageReadBody, response: okWith(DealerMessage),
  }),
  'POST /api/dealers/:dealerUuid/user-messages/:messageId/reply': route({
    tags: ['dealer-leads'], summary: 'Answer the buyer by e-mail (Reply-To: the dealer\'s e-mail); marks the lead read and replied',
    params: DealerMessageParams, body: MessageReplyBody, response: okWith(DealerMessage),
  }),
  'DELETE /api/dealers/:dealerUuid/user-messages/:messageId': route({
    tags: ['dealer-leads'], summary: 'Delete a lead from the dealer\'s inbox (never shown to the dealer again)',
    params: DealerMessageParams, response: okWith(MessageAnswer),
  }),
  'PUT /api/dealers/:dealerUuid/settings': route({
    tags: ['dealer-leads'], summary: 'Change settings: Carfax auto-approval, lead e-mails (max 5), contacts, public card, opening hours',
    params: DealerOnlyParams, body: DealerSettingsBody, response: okWith(DealerSettings),
  }),
  'POST /api/dealers/:dealerUuid/logo': route({
    tags: ['dealer-leads'], summary: 'Upload the logo (multipart, field "logo"): JPEG, PNG or WebP up to 5 MB, stored as WebP without metadata',
    params: DealerOnlyParams, response: { 201: Envelope(DealerLogoAnswer) },
  }),
  'DELETE /api/dealers/:dealerUuid/logo': route({
    tags: ['dealer-leads'], summary: 'Remove the logo', params: DealerOnlyParams, response: okWith(DealerLogoAnswer),
  }),

  // ── admin audit trail ──
  'GET /api/admin/audit': route({
    tags: ['admin'], summary: "One user's, dealer's, membership's, listing's or message's audit trail, newest first (read-only: no route edits or deletes it)",
    querystring: AuditQuery, response: okWith(AdminPage(AuditEntry)),
  }),

  // ── admin users ──
  'GET /api/admin/users': route({
    tags: ['admin'], summary: 'Users, newest first: q is an e-mail, name or surname prefix (or a uuid); filters role, status, verified, deleted (hidden by default)',
    querystring: AdminUserListQuery, response: okWith(AdminPage(AdminUser)),
  }),
  'GET /api/admin/users/export.csv': route({
    tags: ['admin'], summary: 'The same users as CSV (semicolons, Italian headers); not the JSON envelope',
    querystring: AdminUserExportQuery, response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'POST /api/admin/users': route({
    errors: [409],
    tags: ['admin'], summary: 'Create a user with roles, and a password or a "choose your password" mail (admin roles: super-admins only)',
    body: AdminUserCreateBody, response: { 201: Envelope(AdminUserDetail) },
  }),
  'GET /api/admin/users/:userId': route({
    tags: ['admin'], summary: "One user's panel: fields, roles, sign-in methods, dealers, open sessions",
    params: AdminUserParams, response: okWith(AdminUserDetail),
  }),
  'PUT /api/admin/users/:userId': route({
    errors: [409, 410],
    tags: ['admin'], summary: 'Edit e-mail, names, phone, roles (admin roles: super-admins only; the last enabled super-admin stays)',
    params: AdminUserParams, body: AdminUserUpdateBody, response: okWith(AdminUserDetail),
  }),
  'DELETE /api/admin/users/:userId': route({
    errors: [409, 410],
    tags: ['admin'], summary: 'Delete by anonymising: personal data, sessions, tokens, favourites and memberships go; the row stays for its links',
    params: AdminUserParams, response: okWith(AdminUserDetail),
  }),
  'POST /api/admin/users/:userId/enable': route({
    errors: [410],
    tags: ['admin'], summary: 'Enable a user', params: AdminUserParams, response: okWith(AdminUserDetail),
  }),
  'POST /api/admin/users/:userId/disable': route({
    errors: [410],
    tags: ['admin'], summary: 'Disable a user: their sessions end at once (not oneself, not the last enabled super-admin)',
    params: AdminUserParams, response: okWith(AdminUserDetail),
  }),
  'GET /api/admin/roles': route({
    tags: ['admin'], summary: 'The roles, with whether the signed-in admin may grant them', response: okWith(Type.Array(AdminRoleItem)),
  }),

  // ── admin listings and messages ──
  'GET /api/admin/listings': route({
    tags: ['admin'], summary: 'Every listing, newest first by default; q: exact plate, VIN or uuid, or the start of the dealer name; filters status, state, dealer, make',
    querystring: AdminListingsQuery, response: okWith(AdminListingPage),
  }),
  'GET /api/admin/listings/export.csv': route({
    tags: ['admin'], summary: 'The listings of the same filter as CSV (semicolons, Italian headers); not the JSON envelope',
    querystring: AdminListingsQuery, response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'GET /api/admin/listings/:listingId': route({
    tags: ['admin'], summary: 'One listing in any state, with its dealer and moderation',
    params: AdminListingParams, response: okWith(AdminListingDetail),
  }),
  'PUT /api/admin/listings/:listingId': route({
    tags: ['admin'], summary: "An admin's correction: the full listing body, checked with the dealer's rules (422 code 2, C5, C6); the state is kept",
    params: AdminListingParams, body: ListingBody, response: okWith(AdminListingDetail),
  }),
  'POST /api/admin/listings/:listingId/disable': route({
    tags: ['admin'], summary: 'Hides the listing from the public at once; the reason (10–500 characters) is mailed to the dealer',
    params: AdminListingParams, body: DisableListingBody, response: okWith(AdminListingDetail),
  }),
  'POST /api/admin/listings/:listingId/enable': route({
    tags: ['admin'], summary: 'Lets the listing be public again (when published) and tells the dealer by mail',
    params: AdminListingParams, response: okWith(AdminListingDetail),
  }),
  'GET /api/admin/user-messages': route({
    tags: ['admin'], summary: "Buyers' messages to dealers, newest first; q: the start of the sender's e-mail or name; filters dealer, listing, deleted",
    querystring: AdminMessagesQuery, response: okWith(AdminMessagePage),
  }),
  'GET /api/admin/user-messages/export.csv': route({
    tags: ['admin'], summary: 'The messages of the same filter as CSV; not the JSON envelope',
    querystring: AdminMessagesQuery, response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'DELETE /api/admin/user-messages/:messageId': route({
    tags: ['admin'], summary: "Deletes a message (soft): gone from the dealer's inbox and, by default, from this list",
    params: AdminMessageParams, response: okWith(AdminMessage),
  }),

  // ── admin dealers ──
  'GET /api/admin/dealers': route({
    tags: ['admin'], summary: 'Dealers (admins): q = prefix of name, company, e-mail or city, or exact partita IVA / uuid; filters status, verified, plan',
    querystring: AdminDealerListQuery, response: okWith(AdminPage(AdminDealerRow)),
  }),
  'GET /api/admin/dealers/export.csv': route({
    tags: ['admin'], summary: 'The dealers of the same filter as CSV (semicolons, Italian headers); not the JSON envelope',
    querystring: AdminDealerExportQuery, response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'GET /api/admin/dealers/:dealerId': route({
    tags: ['admin'], summary: 'A dealer with its plan, usage against limits, recent listings, payments (with invoices) and members',
    params: AdminDealerParams, response: okWith(AdminDealerDetail),
  }),
  'PUT /api/admin/dealers/:dealerId': route({
    tags: ['admin'], summary: "Admin corrections of a dealer's data (each field checked; audited)",
    params: AdminDealerParams, body: AdminDealerBody, response: okWith(AdminDealerDetail),
  }),
  'POST /api/admin/dealers/:dealerId/enable': route({
    tags: ['admin'], summary: "Enables a dealer: its published listings are public again at once",
    params: AdminDealerParams, response: okWith(AdminDealerDetail),
  }),
  'POST /api/admin/dealers/:dealerId/disable': route({
    tags: ['admin'], summary: "Disables a dealer: its listings leave public search and the home page at once; the reason (10–500 characters) is mailed to its owners and shown in its area",
    params: AdminDealerParams, body: AdminDealerDisableBody, response: okWith(AdminDealerDetail),
  }),
  'POST /api/admin/dealers/:dealerId/vat-review': route({
    tags: ['admin'], summary: "Confirms or rejects a dealer's partita IVA with a reason (audited): confirmed makes it public and able to buy, rejected keeps it hidden",
    params: AdminDealerParams, body: AdminVatReviewBody, response: okWith(AdminDealerDetail),
  }),
  'GET /api/admin/user-dealerships': route({
    tags: ['admin'], summary: 'Users who own or administer dealers, with their dealers; q = prefix of e-mail, name, surname or dealer name; filter role',
    querystring: AdminDealershipListQuery, response: okWith(AdminPage(AdminDealershipRow)),
  }),
  'GET /api/admin/user-dealerships/export.csv': route({
    tags: ['admin'], summary: 'The dealer admins of the same filter as CSV, one line per user with their dealers and roles; not the JSON envelope',
    querystring: AdminDealershipExportQuery, response: { 200: CsvFile }, produces: ['text/csv'],
  }),
  'GET /api/admin/user-dealerships/:userId': route({
    tags: ['admin'], summary: "A user's dealerships (any user: an empty list when they have none)",
    params: AdminDealershipParams, response: okWith(AdminDealershipDetail),
  }),
  'PUT /api/admin/user-dealerships/:userId': route({
    tags: ['admin'], summary: "Replaces the user's dealerships (add, change role, remove); every dealer keeps at least one owner; audited",
    params: AdminDealershipParams, body: AdminDealershipBody, response: okWith(AdminDealershipDetail),
  }),
  // ── releases of the remotes ──
  'POST /api/releases/:remote/versions': route({
    errors: [409],
    tags: ['releases'], summary: "Publishes an immutable version of one remote (a publish token of that remote, or a developer on this machine); an existing version or the same files again is refused with 409; nothing is overwritten",
    params: RemoteParams, body: PublishVersionBody, response: { 201: Envelope(PublishedVersion) },
  }),
  'POST /api/remote-health': route({
    tags: ['releases'], summary: "The shell's beacon (sampled, no personal data): loads, load failures and render errors per remote version; may roll a failing canary back",
    body: RemoteHealthBody, response: { 204: Type.Null() },
  }),
  'GET /api/admin/releases': route({
    tags: ['admin'], summary: 'Every remote: its versions (publisher, commit, size, shared modules, verdict, health), the active one and the canary',
    response: okWith(ReleasesOverview),
  }),
  'POST /api/admin/releases/:remote/promote': route({
    errors: [409, 410],
    tags: ['admin'], summary: 'Makes a version active for every new page load (super-admin; the gate must pass; ends a canary; audited)',
    params: RemoteParams, body: PromoteBody, response: okWith(RemoteRelease),
  }),
  'POST /api/admin/releases/:remote/rollback': route({
    errors: [409],
    tags: ['admin'], summary: 'Makes an earlier version active again (super-admin; the gate must pass; ends a canary; audited)',
    params: RemoteParams, body: PromoteBody, response: okWith(RemoteRelease),
  }),
  'POST /api/admin/releases/:remote/canary': route({
    errors: [409],
    tags: ['admin'], summary: 'Starts a canary: a share of sessions, sticky per session, gets this version (super-admin; the gate must pass; audited)',
    params: RemoteParams, body: CanaryBody, response: okWith(RemoteRelease),
  }),
  'PUT /api/admin/releases/:remote/canary': route({
    errors: [409],
    tags: ['admin'], summary: "Changes the canary's share of sessions (super-admin; audited)",
    params: RemoteParams, body: CanaryShareBody, response: okWith(RemoteRelease),
  }),
  'DELETE /api/admin/releases/:remote/canary': route({
    errors: [409],
    tags: ['admin'], summary: 'Ends the canary: every session gets the active version again (super-admin; audited)',
    params: RemoteParams, response: okWith(RemoteRelease),
  }),
  'GET /api/admin/release-tokens': route({
    tags: ['admin'], summary: 'Publish tokens, one remote each (super-admin)',
    response: okWith(ReleaseTokenList),
  }),
  'POST /api/admin/release-tokens': route({
    tags: ['admin'], summary: 'Issues a publish token for one remote; its secret is in this answer only (super-admin; audited)',
    body: NewReleaseTokenBody, response: { 201: Envelope(IssuedReleaseToken) },
  }),
  'DELETE /api/admin/release-tokens/:tokenId': route({
    tags: ['admin'], summary: 'Revokes a publish token at once (super-admin; audited)',
    params: ReleaseTokenParams, response: okWith(ReleaseToken),
  }),
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
type DataOf<S> = S extends { properties: { data: infer D } } ? (D extends TSchema ? Static<D> : never) : never;
type SuccessOf<R> = R extends { response: infer Res } ? Res[Extract<keyof Res, 200 | 201>] : never;
/** `data` of a route's successful answer. */
export type Reply<K extends RouteKey> = DataOf<SuccessOf<Routes[K]>>;
/** A route's body, query or params type. */
export type BodyOf<K extends RouteKey> = Routes[K] extends { body: infer B extends TSchema } ? Static<B> : never;
export type QueryOf<K extends RouteKey> = Routes[K] extends { querystring: infer Q extends TSchema } ? Static<Q> : never;
void LookupItem;
