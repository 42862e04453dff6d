import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Envelope, IdParams, LookupItem, MessageAnswer, Nullable, PageQuery } from './schemas/common.js';
import { AiSearchQuery, ListingFilters, SearchQuery } from './schemas/filters.js';
import {
  AiSearchResult, FavouritePage, FavouriteState, ListingCount, ListingDetail, ListingPage, ListingSummary,
} from './schemas/listings.js';
import { Counters, Dealer, DealerOption, DealerPage, DealerSettings, LookupList, Province, SubscriptionPlan } from './schemas/catalogue.js';
import {
  AuthProviders, ChangePasswordBody, EmailBody, LoginBody, NewUserMessage, OutboxMail, OutboxQuery, ProfileBody,
  RegisterCustomerBody, RenewVerificationBody, ResetPasswordBody, RoleBody, TokenBody, TokenParams, TokenValid,
  User, UserMessageSent, VerificationSent,
} from './schemas/accounts.js';
import { FailedJob, FailedJobsQuery, JobDetail, JobParams, PulseSnapshot, QueuesOverview } from './schemas/ops.js';
import { DealerInvoiceParams, InvoiceFileParams, InvoiceListQuery, InvoicePage, PdfFile, XmlFile } from './schemas/invoices.js';
import { ListingPhotoItemParams, ListingPhotoParams, ListingPhotos, PhotoOrderBody } from './schemas/listing-photos.js';
import { CurrentPlan, SubscriptionDealerParams, ShowcaseAvailability } from './schemas/subscriptions.js';
import {
  DealerLogoAnswer, DealerMessage, DealerMessagePage, DealerMessageParams, DealerMessagesQuery, DealerOnlyParams, DealerSettingsBody,
  MessageReadBody, MessageReplyBody,
} from './schemas/dealer-leads.js';

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
}

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
  'GET /api/locations/italian-provinces': route({
    tags: ['lookups'], summary: 'The 107 provinces with region and chief-town coordinates', response: okWith(Type.Array(Province)),
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
    tags: ['listings'], summary: 'A listing on sale (404 unknown, 410 withdrawn)', params: IdParams(64), response: okWith(ListingDetail),
  }),

  // ── favourites ──
  'GET /api/listings/favourites': route({
    tags: ['favourites'], summary: "The signed-in buyer's saved listings", querystring: Type.Object(PageQuery(FAVOURITES_PAGE_MAX)),
    response: okWith(FavouritePage),
  }),
  'POST /api/listings/favourites/:id': route({
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

  // ── accounts ──
  'POST /api/register-customer': route({
    tags: ['accounts'], summary: 'Buyer sign-up (signs in)', body: RegisterCustomerBody, response: { 201: Envelope(User) },
  }),
  'POST /api/login': route({ tags: ['accounts'], summary: 'Sign in', body: LoginBody, response: okWith(User) }),
  'POST /api/logout': route({ tags: ['accounts'], summary: 'Sign out', response: okWith(Type.Null()) }),
  'GET /api/email/verify/:token': route({
    tags: ['accounts'], summary: 'The link of the verification mail: redirects', params: TokenParams, response: redirect,
  }),
  'POST /api/email/verification-notification': route({
    tags: ['accounts'], summary: 'Send the verification mail again', response: okWith(VerificationSent),
  }),
  'POST /api/verify-email/renew': route({
    tags: ['accounts'], summary: 'A new verification link (same answer whether or not the address exists)',
    body: RenewVerificationBody, response: okWith(MessageAnswer),
  }),
  'POST /api/forgot-password': route({
    tags: ['accounts'], summary: 'Password recovery mail (same answer whether or not the address exists)',
    body: EmailBody, response: okWith(MessageAnswer),
  }),
  'POST /api/validate-reset-token': route({
    tags: ['accounts'], summary: 'Whether a recovery link still works (404 unknown, 410 used or expired)',
    body: TokenBody, response: okWith(TokenValid),
  }),
  'POST /api/reset-password': route({
    tags: ['accounts'], summary: 'A new password from a recovery link', body: ResetPasswordBody, response: okWith(MessageAnswer),
  }),
  'GET /api/user': route({ tags: ['user'], summary: 'The signed-in user (also the profile refresh)', response: okWith(User) }),
  'GET /api/session': route({
    tags: ['user'], summary: 'The session check: the signed-in user, or null for a guest (200)', response: okWith(Nullable(User)),
  }),
  'PUT /api/user/profile-information': route({ tags: ['user'], summary: 'Update the profile', body: ProfileBody, response: okWith(User) }),
  'POST /api/private/profile/role': route({ tags: ['user'], summary: 'Choose one of the roles held', body: RoleBody, response: okWith(User) }),
  'POST /api/private/profile/password': route({
    tags: ['user'], summary: 'Change the password (ends the other sessions)', body: ChangePasswordBody, response: okWith(MessageAnswer),
  }),
  'GET /api/auth/providers': route({ tags: ['accounts'], summary: 'Which social sign-ins are configured', response: okWith(AuthProviders) }),

  // ── messages ──
  'POST /api/user-messages': route({
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
    tags: ['subscriptions'], summary: 'Starts the 30-day free trial (Pro limits), once per dealer ever (S5 used, S6 a plan was bought)',
    params: SubscriptionDealerParams, response: { 201: Envelope(CurrentPlan) },
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
