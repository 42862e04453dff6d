import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { BodyOf, QueryOf, Reply } from '../types.js';

type DealerQuery = QueryOf<'GET /api/admin/dealers'>;
const path = (dealerId: string) => `/api/admin/dealers/${encodeURIComponent(dealerId)}`;

/** The admin back-office's dealers: list (+ CSV of the same filter), detail, corrections, enable / disable. */
export const adminDealers = (http: Http, { get, post, put, url } = http, call = keyedCall(http)) => ({
  list: (query: DealerQuery = {}) => call('GET /api/admin/dealers', { query }),
  /** The CSV of the list's filter (no page): a link to download, not a JSON call. */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: DealerQuery = {}) => url('/api/admin/dealers/export.csv', query),
  get: (dealerId: string) => get<Reply<'GET /api/admin/dealers/:dealerId'>>(path(dealerId)),
  update: (dealerId: string, body: BodyOf<'PUT /api/admin/dealers/:dealerId'>) =>
    put<Reply<'PUT /api/admin/dealers/:dealerId'>>(path(dealerId), body),
  enable: (dealerId: string) => post<Reply<'POST /api/admin/dealers/:dealerId/enable'>>(`${path(dealerId)}/enable`),
  /** The reason is mailed to the dealer's owners and shown in its area. */
  disable: (dealerId: string, reason: string) =>
    post<Reply<'POST /api/admin/dealers/:dealerId/disable'>>(`${path(dealerId)}/disable`, { reason } satisfies BodyOf<'POST /api/admin/dealers/:dealerId/disable'>),
  /** Confirms or rejects the partita IVA with a reason (audited). */
  reviewVat: (dealerId: string, body: BodyOf<'POST /api/admin/dealers/:dealerId/vat-review'>) =>
    post<Reply<'POST /api/admin/dealers/:dealerId/vat-review'>>(`${path(dealerId)}/vat-review`, body),
});
