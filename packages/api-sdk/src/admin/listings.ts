import type { Http } from '../http.js';
import type { BodyOf, QueryOf, Reply } from '../types.js';

type ListQuery = QueryOf<'GET /api/admin/listings'>;
const seg = (id: string) => encodeURIComponent(id);

/** Every listing for moderation: list, CSV of the same filter, detail, corrections, enable / disable with a reason. */
export const adminListings = ({ get, put, post, url }: Http) => ({
  list: (query: ListQuery = {}) => get<Reply<'GET /api/admin/listings'>>('/api/admin/listings', query),
  /** A download (text/csv), not JSON: the current filter without the page. */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: ListQuery = {}) => url('/api/admin/listings/export.csv', query),
  get: (listingId: string) => get<Reply<'GET /api/admin/listings/:listingId'>>(`/api/admin/listings/${seg(listingId)}`),
  update: (listingId: string, body: BodyOf<'PUT /api/admin/listings/:listingId'>) =>
    put<Reply<'PUT /api/admin/listings/:listingId'>>(`/api/admin/listings/${seg(listingId)}`, body),
  disable: (listingId: string, reason: string) =>
    post<Reply<'POST /api/admin/listings/:listingId/disable'>>(`/api/admin/listings/${seg(listingId)}/disable`, { reason }),
  enable: (listingId: string) => post<Reply<'POST /api/admin/listings/:listingId/enable'>>(`/api/admin/listings/${seg(listingId)}/enable`),
});
