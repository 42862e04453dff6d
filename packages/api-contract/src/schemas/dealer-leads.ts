import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageMeta, PageQuery, StringEnum } from './common.js';
import { ListingPhoto } from './listing-photos.js';

/** One opening range of a weekday, "HH:MM" to "HH:MM" (24 h). */
export const OpeningRange = Type.Object({
  from: Type.String({ maxLength: 5 }),
  to: Type.String({ maxLength: 5 }),
}, { additionalProperties: false });
export type OpeningRange = Static<typeof OpeningRange>;

const dayRanges = Type.Array(OpeningRange, { maxItems: 4 });
/** Per weekday one or two ranges; no range is a closed day. */
export const OpeningHours = Type.Object({
  mon: dayRanges, tue: dayRanges, wed: dayRanges, thu: dayRanges, fri: dayRanges, sat: dayRanges, sun: dayRanges,
}, { additionalProperties: false });
export type OpeningHours = Static<typeof OpeningHours>;

/** The dealer's logo as stored: a WebP served from /media with long caching. */
export const DealerLogo = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type DealerLogo = Static<typeof DealerLogo>;

export const DealerOnlyParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const DealerMessageParams = Type.Object({
  dealerUuid: Type.String({ maxLength: 80 }),
  messageId: Type.String({ format: 'uuid' }),
});

export const DealerMessagesQuery = Type.Object({
  ...PageQuery(),
  /** unread: only the messages not read yet. */
  status: Type.Optional(StringEnum(['all', 'unread'])),
});

/** The listing a lead is about, as the inbox shows it (null when the listing was deleted). */
export const LeadListing = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  price: Type.Number(),
  cover: Nullable(ListingPhoto),
  /** The public page; only useful while `public` is true. */
  url: Type.String(),
  /** Published and enabled: the buyer can still see it. */
  public: Type.Boolean(),
});

/** A lead in the dealer's inbox. */
export const DealerMessage = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  message: Type.String(),
  created_at: DateTime,
  read_at: Nullable(DateTime),
  replied_at: Nullable(DateTime),
  listing: Nullable(LeadListing),
});
export type DealerMessage = Static<typeof DealerMessage>;

export const DealerMessagePage = Type.Object({
  items: Type.Array(DealerMessage),
  meta: Type.Object({ ...PageMeta.properties, unread: Type.Integer() }),
});
export type DealerMessagePage = Static<typeof DealerMessagePage>;

export const MessageReadBody = Type.Object({ read: Type.Boolean() }, { additionalProperties: false });
export const MessageReplyBody = Type.Object({ message: Type.String({ maxLength: 5000 }) }, { additionalProperties: false });

/** PUT settings: any of these fields, each checked (422 with Italian messages per field and per address). */
export const DealerSettingsBody = Type.Object({
  auto_approve_carfax_requests: Type.Optional(Type.Boolean()),
  auto_purchase_carfax_reports: Type.Optional(Type.Boolean()),
  /** Checked by @automercato/validation/dealer-settings (AUTO_PURCHASE_DAILY_CAP_MIN…MAX) with its Italian message. */
  auto_purchase_daily_cap: Type.Optional(Type.Number()),
  lead_notification_email_addresses: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 50 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  website: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  city: Type.Optional(Type.String({ maxLength: 80 })),
  province_code: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  postal_code: Type.Optional(Nullable(Type.String({ maxLength: 5 }))),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  opening_hours: Type.Optional(Nullable(OpeningHours)),
}, { additionalProperties: false });
export type DealerSettingsBody = Static<typeof DealerSettingsBody>;

export const DealerLogoAnswer = Type.Object({ logo: Nullable(DealerLogo), max_file_bytes: Type.Integer() });
