/**
 * Response and request shapes. Every shape the server answers today is the API contract's
 * (packages/api-contract, TypeBox: the same schemas the server serialises its answers
 * through), re-exported here so the remotes keep importing them from api-sdk. Dates arrive as
 * ISO strings. Below them, the few shapes of calls the server does not answer yet (dealer
 * area, Carfax): they move into the contract with their routes.
 */
import type { ListingSummary, Reply } from '@automercato/api-contract';

export type {
  PageMeta, Page, ListingPage, ListingCount, LookupItem, Province, ListingPhoto, PhotoVariant, ListingPhotos, ListingSummary, ListingDetail,
  AiSearchResult, AiFilters, Chip, Counters, SubscriptionPlan, Dealer, DealerOption, User, NewUserMessage,
  UserMessageSent, FavouriteListing, FavouriteState, AuthProviders, LoginBody, RegisterCustomerBody, ProfileBody,
  ChangePasswordBody, ResetPasswordBody, TokenBody, EmailBody, RenewVerificationBody, Role, ErrorCode,
  Reply, BodyOf, QueryOf, RouteKey, PulseSnapshot, QueuesOverview, FailedJob, JobDetail,
  RegisterDealerBody, VatCheck, DealerSignedUp, ViesOutcome,
} from '@automercato/api-contract';
/** GET /api/lookups (`api.lookups.all()`): every list of the search filters, keyed by kind in snake_case. */
export type FilterLookups = Reply<'GET /api/lookups'>;
export type { CurrentPlan, CurrentSubscriptionPlan, PlanLimits, ShowcaseAvailability } from '@automercato/api-contract';
export type { DealerStatistics, StatsCounts, StatsDay, StatsListing } from '@automercato/api-contract';
export type {
  CarfaxReport, CarfaxReportDetail, CarfaxReportDocument, CarfaxProblemCheck, CarfaxAvailability, CarfaxPackage, CarfaxPackagePurchase,
  CarfaxMatchingListing, CarfaxMatchingReport, ListingCarfaxSummary, CarfaxHeldReport,
} from '@automercato/api-contract';
export type { StockImport, StockImportReport, StockImportRow, StockFeed } from '@automercato/api-contract';
/** The admin back-office: each admin slice adds its row types here. */
export type { AuditEntry, AdminPageMeta, AuditEntityType } from '@automercato/api-contract';
export type { AdminUser, AdminUserDetail, AdminRoleItem, AdminUserCreateBody, AdminUserUpdateBody, AdminUserListQuery } from '@automercato/api-contract';
export type {
  AdminDealerRow, AdminDealerDetail, AdminDealerBody, AdminVatReviewBody, VatContestBody, VatConfirmation, AdminDealershipRow, AdminDealershipDetail, Dealership, MembershipRole,
} from '@automercato/api-contract';
/** Releases of the remotes. */
export type {
  RemoteName, ReleasesOverview, RemoteRelease, RemoteVersion, VersionHealth, Compatibility, ReleaseToken,
} from '@automercato/api-contract';

// ── not answered by the server yet (SPEC §7 dealer area, admin, Carfax) ──────────────

/** A dealer as its owners and admins see it (settings, plan, contacts). */
export interface DealerAccount {
  uuid: string;
  name?: string;
  slug?: string;
  auto_approve_carfax_requests?: boolean;
  lead_notification_email_addresses?: string[];
  [key: string]: unknown;
}

export type {
  DealerSettings, DealerSettingsBody, DealerMessage, DealerMessagePage, DealerLogo, OpeningHours, OpeningRange,
} from '@automercato/api-contract';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface CarfaxRequest {
  uuid: string;
  status: RequestStatus;
  listing?: Partial<ListingSummary>;
  [key: string]: unknown;
}


/** A lead as a dealer's inbox and the admin list show it. */
export interface UserMessage {
  uuid: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  listing?: Partial<ListingSummary> | null;
  created_at: string;
  [key: string]: unknown;
}

/** A record whose server side is not settled yet. */
export type Loose = Record<string, unknown>;
