/** The calls of the admin users pages, as effects over the one API client (tests replace the handlers with fork). */
import { createEffect } from 'effector';
import type { AdminRoleItem, AdminUser, AdminUserCreateBody, AdminUserDetail, AdminUserUpdateBody, ApiError } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { createAdminList } from '../../admin-table';

/** The users table (GET /api/admin/users), its query from the address. */
export const usersList = createAdminList<AdminUser>((query) => getApi().admin.users.list(query));

export const loadUserFx = createEffect<string, AdminUserDetail, ApiError>({
  name: 'loadUserFx', handler: (id) => getApi().admin.users.get(id),
});

export const saveUserFx = createEffect<{ id: string; body: AdminUserUpdateBody }, AdminUserDetail, ApiError>({
  name: 'saveUserFx', handler: ({ id, body }) => getApi().admin.users.update(id, body),
});

export const createUserFx = createEffect<AdminUserCreateBody, AdminUserDetail, ApiError>({
  name: 'createUserFx', handler: (body) => getApi().admin.users.create(body),
});

export const setEnabledFx = createEffect<{ id: string; enabled: boolean }, AdminUserDetail, ApiError>({
  name: 'setEnabledFx',
  handler: ({ id, enabled }) => (enabled ? getApi().admin.users.enable(id) : getApi().admin.users.disable(id)),
});

export const deleteUserFx = createEffect<string, AdminUserDetail, ApiError>({
  name: 'deleteUserFx', handler: (id) => getApi().admin.users.remove(id),
});

export const loadRolesFx = createEffect<void, AdminRoleItem[], ApiError>({
  name: 'loadRolesFx', handler: () => getApi().admin.users.roles(),
});
