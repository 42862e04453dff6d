import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, Page, PageQuery, StringEnum } from './common.js';
import { CarfaxProblemCheck, CarfaxReportDocument } from './carfax.js';

/** SPEC §4: a buyer's vehicle-history request is pending until a dealer or admin decides. */
export const CARFAX_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CarfaxRequestStatus = (typeof CARFAX_REQUEST_STATUSES)[number];

/** POST /api/carfax-requests: a guest leaves an e-mail; a signed-in buyer's comes from the session. */
export const NewCarfaxRequest = Type.Object({
  listing: Type.String({ maxLength: 64 }),
  /** SPEC §7 names the listing also "ad": accepted and ignored, `listing` decides. */
  ad: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 120 })),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type NewCarfaxRequest = Static<typeof NewCarfaxRequest>;

/** The listing a request is about, as buyers and dealers see it in lists. */
export const CarfaxRequestListing = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  title: Type.String(),
  version: Type.String(),
  /** The public listing page (SPEC §2), relative to the site; null while the public does not see the listing. */
  url: Nullable(Type.String()),
});

/**
 * The answer to the buyer's request. A signed-in buyer's: new (201) or the one already open (200),
 * never a duplicate. A guest's (202): always the same, whether the e-mail asked before or not
 * (uuid null, status pending, existing false); the outcome arrives by e-mail.
 */
export const CarfaxRequestSent = Type.Object({
  uuid: Nullable(Type.String({ format: 'uuid' })),
  status: StringEnum(CARFAX_REQUEST_STATUSES),
  created_at: DateTime,
  /** Whether this answer is a request made earlier (a repeat creates nothing); always false for a guest. */
  existing: Type.Boolean(),
  message: Type.String(),
});
export type CarfaxRequestSent = Static<typeof CarfaxRequestSent>;

/** GET /api/carfax-requests: one of the signed-in buyer's requests. */
export const BuyerCarfaxRequest = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: StringEnum(CARFAX_REQUEST_STATUSES),
  created_at: DateTime,
  decided_at: Nullable(DateTime),
  listing: CarfaxRequestListing,
  dealer_name: Type.String(),
  /** When approved and not expired: the API path that returns the report to this buyer (GET …/:requestId/report). */
  report_url: Nullable(Type.String()),
  report_expires_at: Nullable(DateTime),
});
export type BuyerCarfaxRequest = Static<typeof BuyerCarfaxRequest>;
export const BuyerCarfaxRequestList = Type.Object({ items: Type.Array(BuyerCarfaxRequest) });

/** A request as the dealer (and admins) handle it. */
export const DealerCarfaxRequest = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: StringEnum(CARFAX_REQUEST_STATUSES),
  created_at: DateTime,
  decided_at: Nullable(DateTime),
  /** The decision's author's name, or null (undecided, or decided by the dealer's auto-approval). */
  decided_by: Nullable(Type.String()),
  auto_approved: Type.Boolean(),
  email: Type.String(),
  name: Nullable(Type.String()),
  message: Nullable(Type.String()),
  /** Whether the buyer has an account (false: a guest who left an e-mail). */
  registered: Type.Boolean(),
  listing: Type.Object({
    uuid: Type.String({ format: 'uuid' }),
    title: Type.String(),
    version: Type.String(),
    /** As CarfaxRequestListing's: null while the public does not see the listing. */
    url: Nullable(Type.String()),
    vin: Nullable(Type.String()),
    plate: Nullable(Type.String()),
    /** The listing already has a report: approving shares it and spends nothing. */
    has_report: Type.Boolean(),
  }),
  dealer: Type.Object({ uuid: Type.String({ format: 'uuid' }), name: Type.String() }),
});
export type DealerCarfaxRequest = Static<typeof DealerCarfaxRequest>;
export const DealerCarfaxRequestPage = Page(DealerCarfaxRequest);

export const CarfaxRequestListQuery = Type.Object({
  ...PageQuery(1000),
  status: Type.Optional(StringEnum(CARFAX_REQUEST_STATUSES)),
});
export const DealerCarfaxRequestsParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const DealerCarfaxRequestParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }), requestId: Type.String({ maxLength: 80 }) });
export const CarfaxRequestParams = Type.Object({ requestId: Type.String({ maxLength: 80 }) });
export const SharedReportParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** PUT …/carfax-requests/:requestId: the decision on a pending request. */
export const CarfaxRequestDecision = Type.Object({
  status: StringEnum(['approved', 'rejected'] as const),
});
export type CarfaxRequestDecision = Static<typeof CarfaxRequestDecision>;

/**
 * The report a buyer was granted: the listing, the Problem Check and the full report document
 * (never the report's id, its dealer's account or how it was paid).
 */
export const SharedCarfaxReport = Type.Object({
  request_uuid: Type.String({ format: 'uuid' }),
  approved_at: DateTime,
  /** Until when the mailed link opens it (the signed-in requester keeps it in the profile). */
  expires_at: DateTime,
  listing: CarfaxRequestListing,
  dealer_name: Type.String(),
  summary: CarfaxProblemCheck,
  report: CarfaxReportDocument,
});
export type SharedCarfaxReport = Static<typeof SharedCarfaxReport>;
