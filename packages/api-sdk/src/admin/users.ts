import type { Http } from '../http.js';
import type { BodyOf, QueryOf, Reply } from '../types.js';

const seg = (id: string) => encodeURIComponent(id);
export type AdminUsersQuery = QueryOf<'GET /api/admin/users'>;

/** The admin back-office's users: list and CSV of the same filter, one user's panel, create, edit, enable/disable, delete. */
export const adminUsers = ({ get, post, put, del, url }: Http) => ({
  list: (query: AdminUsersQuery = {}) => get<Reply<'GET /api/admin/users'>>('/api/admin/users', query),
  /** The CSV of the same filter (a download link; the page is not part of it). */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: AdminUsersQuery = {}) => url('/api/admin/users/export.csv', query),
  get: (userId: string) => get<Reply<'GET /api/admin/users/:userId'>>(`/api/admin/users/${seg(userId)}`),
  create: (body: BodyOf<'POST /api/admin/users'>) => post<Reply<'POST /api/admin/users'>>('/api/admin/users', body),
  update: (userId: string, body: BodyOf<'PUT /api/admin/users/:userId'>) =>
    put<Reply<'PUT /api/admin/users/:userId'>>(`/api/admin/users/${seg(userId)}`, body),
  enable: (userId: string) => post<Reply<'POST /api/admin/users/:userId/enable'>>(`/api/admin/users/${seg(userId)}/enable`),
  disable: (userId: string) => post<Reply<'POST /api/admin/users/:userId/disable'>>(`/api/admin/users/${seg(userId)}/disable`),
  /** Anonymises the user (their messages and history stay, without personal data). */
  remove: (userId: string) => del<Reply<'DELETE /api/admin/users/:userId'>>(`/api/admin/users/${seg(userId)}`),
  roles: () => get<Reply<'GET /api/admin/roles'>>('/api/admin/roles'),
});
