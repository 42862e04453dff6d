import { Type, type Static } from '@sinclair/typebox';
import { DealerSettings } from './catalogue.js';
import { DealerSettingsBody } from './dealer-leads.js';
import { DateTime, Nullable, StringEnum } from './common.js';
import { AdminListQuery, EnabledFilter } from './admin.js';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '../constants.js';

/**
 * The admin back-office's dealers and dealer admins (S2): the dealers' table and
 * detail (plan, usage, listings, payments, memberships) and who owns or administers which dealer.
 */

/** The plans a dealer can be on now (the effective plan: paid before trial, else Free). */
export const DEALER_PLAN_CODES = ['free', 'trial', 'base', 'pro', 'premium'] as const;
export const MEMBERSHIP_ROLES = ['owner', 'admin'] as const;
export const MembershipRole = StringEnum(MEMBERSHIP_ROLES);
export type MembershipRole = Static<typeof MembershipRole>;

// ── dealers ──
export const ADMIN_DEALER_SORTS = ['created_at', 'name', 'city'] as const;
/** The partita IVA's review: only a confirmed dealer is public and may buy. */
export const VAT_CONFIRMATIONS = ['unconfirmed', 'confirmed', 'rejected'] as const;
export const VatConfirmation = StringEnum(VAT_CONFIRMATIONS);
export type VatConfirmation = Static<typeof VatConfirmation>;
const dealerFilters = {
  status: EnabledFilter,
  verified: Type.Optional(StringEnum(['yes', 'no'] as const)),
  /** unconfirmed: the back-office's "In attesa di verifica P. IVA". */
  vat: Type.Optional(VatConfirmation),
  plan: Type.Optional(StringEnum(DEALER_PLAN_CODES)),
};
/** q: prefix of name, company name, e-mail or city, or the exact partita IVA / uuid. */
export const AdminDealerListQuery = AdminListQuery(ADMIN_DEALER_SORTS, dealerFilters);
export type AdminDealerListQuery = Static<typeof AdminDealerListQuery>;
export const AdminDealerExportQuery = Type.Omit(AdminDealerListQuery, ['page', 'per_page']);

export const AdminDealerPlan = Type.Object({
  code: Type.String(),
  name: Type.String(),
  tier: Type.String(),
  /** trial / paid; null on Free (no subscription). */
  kind: Nullable(StringEnum(['trial', 'paid'] as const)),
  /** The subscription's status (active, past_due…); null on Free. */
  status: Nullable(Type.String()),
  /** End of the trial or of the paid period. */
  period_end: Nullable(DateTime),
  cancel_at_period_end: Type.Boolean(),
});

export const AdminDealerRow = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  company_name: Type.String(),
  vat_number: Type.String(),
  email: Type.String(),
  city: Type.String(),
  enabled: Type.Boolean(),
  verified: Type.Boolean(),
  vat_confirmation: VatConfirmation,
  plan: Type.Object({ code: Type.String(), name: Type.String() }),
  published_listings: Type.Integer(),
  created_at: DateTime,
});
export type AdminDealerRow = Static<typeof AdminDealerRow>;

export const AdminDealerParams = Type.Object({ dealerId: Type.String({ maxLength: 80 }) });

export const VatContest = Type.Object({
  uuid: Type.String(), vat_number: Type.String(), company_name: Type.String(), email: Type.String(), message: Type.String(),
  created_at: DateTime,
});
export type VatContest = Static<typeof VatContest>;

/** An admin confirms or rejects a dealer's partita IVA; the reason goes to the audit trail. */
export const AdminVatReviewBody = Type.Object({
  decision: StringEnum(['confirmed', 'rejected'] as const),
  reason: Type.String({ minLength: MODERATION_REASON_MIN, maxLength: MODERATION_REASON_MAX }),
}, { additionalProperties: false });
export type AdminVatReviewBody = Static<typeof AdminVatReviewBody>;

/** The public form of a company whose partita IVA another dealer registered. */
export const VatContestBody = Type.Object({
  vat_number: Type.String({ maxLength: 40 }),
  company_name: Type.String({ minLength: 2, maxLength: 160 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  message: Type.String({ minLength: 10, maxLength: 2000 }),
}, { additionalProperties: false });
export type VatContestBody = Static<typeof VatContestBody>;
export const VatContestReceipt = Type.Object({ received: Type.Boolean() });

const count = Type.Integer();
export const AdminDealerDetail = Type.Object({
  // The dealer's own data as its settings show it, plus what only an admin sees.
  ...Type.Pick(DealerSettings, [
    'uuid', 'name', 'slug', 'company_name', 'vat_number', 'email', 'phone', 'website', 'address', 'city', 'province_code',
    'postal_code', 'description', 'enabled',
  ]).properties,
  vat_status: Type.String(),
  vat_confirmation: VatConfirmation,
  vat_confirmed_at: Nullable(DateTime),
  vat_review_reason: Nullable(Type.String()),
  /** Why an admin disabled it (mailed to its owners, shown in its area); null while enabled. */
  disabled_reason: Nullable(Type.String()),
  disabled_at: Nullable(DateTime),
  /** Companies that contested this registration of their number (public form), newest first. */
  vat_contests: Type.Array(VatContest),
  sdi_code: Nullable(Type.String()),
  pec: Nullable(Type.String()),
  verified_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
  plan: AdminDealerPlan,
  /** What the plan allows; listings null is unlimited. */
  limits: Type.Object({ listings: Nullable(count), showcase: count, featured: count, reports_per_month: count }),
  usage: Type.Object({ published: count, showcase: count, featured: count, reports_this_month: count, carfax_credits: count }),
  listings_total: count,
  /** The ten most recent listings. */
  recent_listings: Type.Array(Type.Object({
    uuid: Type.String(), title: Type.String(), price: Type.Number(), state: Type.String(), status: Type.String(),
    showcase: Type.Boolean(), featured: Type.Boolean(), created_at: DateTime,
  })),
  /** The twenty most recent payments with their invoice (when one was issued). */
  payments: Type.Array(Type.Object({
    uuid: Type.String(), purpose: Type.String(), amount_cents: count, currency: Type.String(), status: Type.String(),
    created_at: DateTime, paid_at: Nullable(DateTime), invoice_code: Nullable(Type.String()),
  })),
  memberships: Type.Array(Type.Object({
    user: Type.Object({ uuid: Type.String(), email: Type.String(), name: Type.String(), surname: Type.String(), enabled: Type.Boolean() }),
    role: MembershipRole,
    created_at: DateTime,
  })),
});
export type AdminDealerDetail = Static<typeof AdminDealerDetail>;

/** The reason of a dealer's disabling: mailed to its owners and shown in its area (as a listing's suspension). */
export const AdminDealerDisableBody = Type.Object({
  reason: Type.String({ minLength: MODERATION_REASON_MIN, maxLength: MODERATION_REASON_MAX }),
}, { additionalProperties: false });
export type AdminDealerDisableBody = Static<typeof AdminDealerDisableBody>;

/** Admin corrections of a dealer's data: any of these, each checked (422 per field). */
export const AdminDealerBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 160 })),
  company_name: Type.Optional(Type.String({ maxLength: 160 })),
  vat_number: Type.Optional(Type.String({ maxLength: 40 })),
  // The contacts and the card as the dealer's own settings take them.
  ...Type.Pick(DealerSettingsBody, ['email', 'phone', 'website', 'address', 'city', 'province_code', 'postal_code', 'description']).properties,
  sdi_code: Type.Optional(Nullable(Type.String({ maxLength: 7 }))),
  pec: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
}, { additionalProperties: false });
export type AdminDealerBody = Static<typeof AdminDealerBody>;

// ── dealer admins (user ↔ dealer memberships) ──
export const ADMIN_DEALERSHIP_SORTS = ['email', 'surname'] as const;
/** q: prefix of the user's e-mail, name or surname, or of a dealer's name. */
export const AdminDealershipListQuery = AdminListQuery(ADMIN_DEALERSHIP_SORTS, { role: Type.Optional(MembershipRole) });
export type AdminDealershipListQuery = Static<typeof AdminDealershipListQuery>;
export const AdminDealershipExportQuery = Type.Omit(AdminDealershipListQuery, ['page', 'per_page']);

export const DealershipUser = Type.Object({
  uuid: Type.String(), email: Type.String(), name: Type.String(), surname: Type.String(), enabled: Type.Boolean(),
});
export const Dealership = Type.Object({
  dealer: Type.Object({ uuid: Type.String(), name: Type.String(), city: Type.String(), enabled: Type.Boolean() }),
  role: MembershipRole,
  created_at: DateTime,
});
export type Dealership = Static<typeof Dealership>;

export const AdminDealershipRow = Type.Object({ user: DealershipUser, dealerships: Type.Array(Dealership) });
export type AdminDealershipRow = Static<typeof AdminDealershipRow>;
export const AdminDealershipDetail = AdminDealershipRow;
export type AdminDealershipDetail = Static<typeof AdminDealershipDetail>;

export const AdminDealershipParams = Type.Object({ userId: Type.String({ maxLength: 80 }) });

/** The user's whole list of dealerships: what is missing is removed, what is new is added, a changed role is changed. */
export const AdminDealershipBody = Type.Object({
  dealerships: Type.Array(Type.Object({
    dealer: Type.String({ maxLength: 80 }),
    role: MembershipRole,
  }, { additionalProperties: false }), { maxItems: 100 }),
}, { additionalProperties: false });
export type AdminDealershipBody = Static<typeof AdminDealershipBody>;
