import { Type, type Static } from '@sinclair/typebox';
import {
  ADMIN_LISTING_SORTS, ADMIN_MESSAGE_DELETED, ADMIN_MESSAGE_SORTS, LISTING_STATES, MODERATION_REASON_MAX, MODERATION_REASON_MIN,
} from '../constants.js';
import { DateTime, LookupItem, Nullable, StringEnum } from './common.js';
import { AdminListQuery, AdminPage, EnabledFilter } from './admin.js';
import { DealerListing } from './dealer-listings.js';

/**
 * Admin back-office: listings moderation and buyers' messages. The listing edit body is
 * the dealer's ListingBody (the same rules of @automercato/validation apply); these are the lists,
 * the rows, the detail and the moderation body.
 */

// ── listings ──
/** q: an exact plate, VIN or listing uuid, or the start of the dealer's name. */
export const AdminListingsQuery = AdminListQuery(ADMIN_LISTING_SORTS, {
  status: EnabledFilter,
  state: Type.Optional(StringEnum(LISTING_STATES)),
  dealer: Type.Optional(Type.String({ format: 'uuid' })),
  make: Type.Optional(Type.String({ maxLength: 60, description: 'Make slug' })),
});
export type AdminListingsQuery = Static<typeof AdminListingsQuery>;

export const AdminListingParams = Type.Object({ listingId: Type.String({ format: 'uuid' }) });

const DealerRef = Type.Object({ uuid: Type.String(), name: Type.String() });
const Moderation = {
  /** Why an admin disabled it (null while enabled). */
  moderation_reason: Nullable(Type.String()),
  moderated_at: Nullable(DateTime),
  moderated_by: Nullable(Type.Object({ uuid: Type.String(), email: Type.String() })),
};

export const AdminListingRow = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  make: LookupItem,
  model: LookupItem,
  version: Type.String(),
  status: StringEnum(['enabled', 'disabled'] as const),
  state: StringEnum(LISTING_STATES),
  price: Type.Integer(),
  mileage: Type.Integer(),
  registration_year: Type.Integer(),
  plate: Nullable(Type.String()),
  vin: Nullable(Type.String()),
  city: Type.String(),
  dealer: DealerRef,
  moderation_reason: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
export type AdminListingRow = Static<typeof AdminListingRow>;
export const AdminListingPage = AdminPage(AdminListingRow);

/** Everything the dealer's editor has, plus the dealer and the moderation. */
export const AdminListingDetail = Type.Object({
  ...DealerListing.properties,
  dealer: Type.Object({ ...DealerRef.properties, email: Type.String(), enabled: Type.Boolean() }),
  ...Moderation,
});
export type AdminListingDetail = Static<typeof AdminListingDetail>;

export const DisableListingBody = Type.Object({
  reason: Type.String({ minLength: MODERATION_REASON_MIN, maxLength: MODERATION_REASON_MAX }),
}, { additionalProperties: false });
export type DisableListingBody = Static<typeof DisableListingBody>;

// ── buyers' messages (leads) ──
/** q: the start of the sender's e-mail or name. deleted: 'no' (default) hides the ones an admin deleted. */
export const AdminMessagesQuery = AdminListQuery(ADMIN_MESSAGE_SORTS, {
  dealer: Type.Optional(Type.String({ format: 'uuid' })),
  listing: Type.Optional(Type.String({ format: 'uuid' })),
  deleted: Type.Optional(StringEnum(ADMIN_MESSAGE_DELETED)),
});
export type AdminMessagesQuery = Static<typeof AdminMessagesQuery>;

export const AdminMessageParams = Type.Object({ messageId: Type.String({ format: 'uuid' }) });

export const AdminMessage = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  message: Type.String(),
  /** The sender's account, when signed in. */
  user_uuid: Nullable(Type.String()),
  dealer: DealerRef,
  listing: Nullable(Type.Object({ uuid: Type.String(), title: Type.String() })),
  created_at: DateTime,
  read_at: Nullable(DateTime),
  replied_at: Nullable(DateTime),
  deleted_by_dealer_at: Nullable(DateTime),
  deleted_by_admin_at: Nullable(DateTime),
});
export type AdminMessage = Static<typeof AdminMessage>;
export const AdminMessagePage = AdminPage(AdminMessage);
