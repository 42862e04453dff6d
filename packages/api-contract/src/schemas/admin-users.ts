import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../constants.js';
import { DateTime, Nullable, StringEnum } from './common.js';
import { AdminListQuery, EnabledFilter } from './admin.js';

/**
 * The admin back-office's users: the list, one user's panel, create, edit (roles too),
 * enable/disable and delete (anonymise). Rows never carry a password hash or a token.
 */
const Email = Type.String({ format: 'email', maxLength: 254 });
const PersonName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const Phone = Nullable(Type.String({ maxLength: 30, pattern: '^[+0-9 ()./-]*$' }));
const Roles = Type.Array(StringEnum(ROLES), { minItems: 1, maxItems: ROLES.length, uniqueItems: true });

export const ADMIN_USER_SORTS = ['created_at', 'email', 'surname'] as const;

export const AdminUserListQuery = AdminListQuery(ADMIN_USER_SORTS, {
  role: Type.Optional(StringEnum(ROLES)),
  status: EnabledFilter,
  verified: Type.Optional(StringEnum(['yes', 'no'] as const)),
  /** Deleted (anonymised) users are hidden unless asked for: `yes` only them, `all` with the others. */
  deleted: Type.Optional(StringEnum(['no', 'yes', 'all'] as const)),
});
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;
export const AdminUserExportQuery = Type.Omit(AdminUserListQuery, ['page', 'per_page']);

export const AdminUser = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** The role currently selected. */
  role: Type.String(),
  roles: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  email_verified_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
  deleted_at: Nullable(DateTime),
});
export type AdminUser = Static<typeof AdminUser>;

/** One user's panel: the row plus what an admin needs to decide (sign-in methods, dealers, open sessions). */
export const AdminUserDetail = Type.Object({
  ...AdminUser.properties,
  has_password: Type.Boolean(),
  has_google: Type.Boolean(),
  active_sessions: Type.Integer(),
  dealers: Type.Array(Type.Object({
    uuid: Type.String(), name: Type.String(), membership: StringEnum(['owner', 'admin'] as const),
  })),
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;

export const AdminUserParams = Type.Object({ userId: Type.String({ maxLength: 80 }) });

export const AdminUserCreateBody = Type.Object({
  email: Email,
  name: PersonName,
  surname: PersonName,
  phone: Type.Optional(Phone),
  roles: Roles,
  /** A password chosen by the admin (the account password rule applies); without it, the user gets a "choose your password" mail. */
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  /** The admin vouches for the mailbox; otherwise the verification mail is sent (or the password link proves it). */
  email_verified: Type.Optional(Type.Boolean()),
});
export type AdminUserCreateBody = Static<typeof AdminUserCreateBody>;

export const AdminUserUpdateBody = Type.Object({
  email: Email,
  name: PersonName,
  surname: PersonName,
  phone: Type.Optional(Phone),
  roles: Roles,
  email_verified: Type.Optional(Type.Boolean()),
});
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>;

export const AdminRoleItem = Type.Object({
  name: StringEnum(ROLES),
  label: Type.String(),
  /** Whether the signed-in admin may grant or remove it (admin roles: super-admins only). */
  assignable: Type.Boolean(),
});
export type AdminRoleItem = Static<typeof AdminRoleItem>;
