import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { BodyOf, QueryOf, Reply } from '../types.js';

type DealershipQuery = QueryOf<'GET /api/admin/user-dealerships'>;
const path = (userId: string) => `/api/admin/user-dealerships/${encodeURIComponent(userId)}`;

/** Dealer admins: who owns or administers which dealer; a user's whole list is replaced at once. */
export const adminDealerships = (http: Http, { get, put, url } = http, call = keyedCall(http)) => ({
  list: (query: DealershipQuery = {}) => call('GET /api/admin/user-dealerships', { query }),
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: DealershipQuery = {}) => url('/api/admin/user-dealerships/export.csv', query),
  get: (userId: string) => get<Reply<'GET /api/admin/user-dealerships/:userId'>>(path(userId)),
  /** The user's dealerships become exactly this list (add, change role, remove). */
  replace: (userId: string, dealerships: BodyOf<'PUT /api/admin/user-dealerships/:userId'>['dealerships']) =>
    put<Reply<'PUT /api/admin/user-dealerships/:userId'>>(path(userId), { dealerships }),
});
