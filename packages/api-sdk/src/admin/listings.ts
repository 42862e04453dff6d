import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { BodyOf, QueryOf } from '../types.js';

type ListQuery = QueryOf<'GET /api/admin/listings'>;

/** Every listing for moderation: list, CSV of the same filter, detail, corrections, enable / disable with a reason. */
export const adminListings = (http: Http, { url } = http, call = keyedCall(http)) => ({
  list: (query: ListQuery = {}) => call('GET /api/admin/listings', { query }),
  /** A download (text/csv), not JSON: the current filter without the page. */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: ListQuery = {}) => url('/api/admin/listings/export.csv', query),
  get: (listingId: string) => call('GET /api/admin/listings/:listingId', { params: { listingId } }),
  update: (listingId: string, body: BodyOf<'PUT /api/admin/listings/:listingId'>) =>
    call('PUT /api/admin/listings/:listingId', { params: { listingId }, body }),
  disable: (listingId: string, reason: string) =>
    call('POST /api/admin/listings/:listingId/disable', { params: { listingId }, body: { reason } }),
  enable: (listingId: string) => call('POST /api/admin/listings/:listingId/enable', { params: { listingId } }),
});
