import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from './common.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
/** Any length up to 1024 here: the password rules (packages/validation) answer in Italian. */
const Password = Type.String({ minLength: 1, maxLength: 1024 });
const PersonName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const Token = Type.String({ minLength: 1, maxLength: 200 });
const PHONE_PATTERN = '^[+0-9 ()./-]*$';

/** The signed-in user as every client screen needs it: no password hash, no internal columns. */
export const User = Type.Object({
  uuid: Type.String(),
  email: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  role: Type.String(),
  roles: Type.Array(Type.String()),
  email_verified_at: Nullable(DateTime),
  has_google: Type.Boolean(),
  /** The dealers this user owns or administers (SPEC §4 "ownDealers"). */
  dealers: Type.Array(Type.Object({
    uuid: Type.String(), name: Type.String(), slug: Type.String(), city: Type.String(), enabled: Type.Boolean(),
    /** Why an admin disabled the dealer: the dealer area's banner says it; null while enabled. */
    disabled_reason: Nullable(Type.String()),
    /** The partita IVA's review: until 'confirmed' the dealer is not public and cannot buy. */
    vat_confirmation: Type.Unsafe<'unconfirmed' | 'confirmed' | 'rejected'>({ type: 'string', enum: ['unconfirmed', 'confirmed', 'rejected'] }),
    membership: Type.Unsafe<'owner' | 'admin'>({ type: 'string', enum: ['owner', 'admin'] }),
  })),
});
export type User = Static<typeof User>;

export const RegisterCustomerBody = Type.Object({
  name: PersonName,
  surname: PersonName,
  email: Email,
  password: Password,
  password_confirmation: Type.Optional(Password),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  // The terms and privacy box of the form: anything but `true` is refused (422, "required").
  // `const` alone, without a type, so the text "true" is not coerced into consent.
  terms: Type.Unsafe<boolean>({ const: true }),
});
export type RegisterCustomerBody = Static<typeof RegisterCustomerBody>;

export const LoginBody = Type.Object({
  // Not format-checked: a mistyped address is answered A1 like a wrong password.
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Password,
  /** "Resta connesso"; absent means remembered. */
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;
export const RenewVerificationBody = Type.Object({ email: Type.Optional(Email) });
export type RenewVerificationBody = Static<typeof RenewVerificationBody>;
export const TokenBody = Type.Object({ token: Token });
export type TokenBody = Static<typeof TokenBody>;
export const TokenParams = Type.Object({ token: Token });

export const ResetPasswordBody = Type.Object({
  token: Token,
  password: Password,
  password_confirmation: Type.Optional(Password),
  email: Type.Optional(Type.String()),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ProfileBody = Type.Object({
  name: PersonName,
  surname: PersonName,
  email: Email,
  phone: Type.Optional(Nullable(Type.String({ maxLength: 30, pattern: PHONE_PATTERN }))),
});
export type ProfileBody = Static<typeof ProfileBody>;

export const RoleBody = Type.Object({ role: Type.String({ maxLength: 40 }) });
export type RoleBody = Static<typeof RoleBody>;

export const ChangePasswordBody = Type.Object({
  current_password: Password,
  password: Password,
  password_confirmation: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const VerificationSent = Type.Object({ already_verified: Type.Boolean(), message: Type.Optional(Type.String()) });
export const TokenValid = Type.Object({ valid: Type.Boolean() });
export const AuthProviders = Type.Object({ google: Type.Boolean() });
export type AuthProviders = Static<typeof AuthProviders>;

/** A lead: a buyer writes to the dealer about a listing. Guests must give name and e-mail. */
export const NewUserMessage = Type.Object({
  listing: Type.String({ maxLength: 64 }),
  /** Needed from guests; a signed-in buyer's come from the session. */
  name: Type.Optional(Type.String({ maxLength: 120 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: PHONE_PATTERN })),
  message: Type.String({ minLength: 10, maxLength: 2000 }),
});
export type NewUserMessage = Static<typeof NewUserMessage>;
export const UserMessageSent = Type.Object({ uuid: Type.String(), created_at: DateTime, message: Type.String() });
export type UserMessageSent = Static<typeof UserMessageSent>;

/** The dev outbox (only where no SMTP server is configured). */
export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });
export const OutboxMail = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]), to_address: Type.String(), subject: Type.String(),
  html: Type.String(), text: Type.String(), created_at: DateTime,
  /** The mail's Reply-To, when it has one (a dealer's reply to a lead). */
  reply_to: Type.Optional(Nullable(Type.String())),
});
