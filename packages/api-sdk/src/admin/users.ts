import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { BodyOf, QueryOf } from '../types.js';

export type AdminUsersQuery = QueryOf<'GET /api/admin/users'>;

/** The admin back-office's users: list and CSV of the same filter, one user's panel, create, edit, enable/disable, delete. */
export const adminUsers = (http: Http, { url } = http, call = keyedCall(http)) => ({
  list: (query: AdminUsersQuery = {}) => call('GET /api/admin/users', { query }),
  /** The CSV of the same filter (a download link; the page is not part of it). */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: AdminUsersQuery = {}) => url('/api/admin/users/export.csv', query),
  get: (userId: string) => call('GET /api/admin/users/:userId', { params: { userId } }),
  create: (body: BodyOf<'POST /api/admin/users'>) => call('POST /api/admin/users', { body }),
  update: (userId: string, body: BodyOf<'PUT /api/admin/users/:userId'>) =>
    call('PUT /api/admin/users/:userId', { params: { userId }, body }),
  enable: (userId: string) => call('POST /api/admin/users/:userId/enable', { params: { userId } }),
  disable: (userId: string) => call('POST /api/admin/users/:userId/disable', { params: { userId } }),
  /** Anonymises the user (their messages and history stay, without personal data). */
  remove: (userId: string) => call('DELETE /api/admin/users/:userId', { params: { userId } }),
  roles: () => call('GET /api/admin/roles'),
});
