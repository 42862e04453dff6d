import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { QueryOf, Reply } from '../types.js';

type ListQuery = QueryOf<'GET /api/admin/user-messages'>;

/** Buyers' messages to dealers: list, CSV of the same filter, (soft) delete. */
export const adminMessages = (http: Http, { del, url } = http, call = keyedCall(http)) => ({
  list: (query: ListQuery = {}) => call('GET /api/admin/user-messages', { query }),
  /** A download (text/csv), not JSON: the current filter without the page. */
  exportUrl: ({ page: _page, per_page: _perPage, ...query }: ListQuery = {}) => url('/api/admin/user-messages/export.csv', query),
  remove: (messageId: string) => del<Reply<'DELETE /api/admin/user-messages/:messageId'>>(`/api/admin/user-messages/${encodeURIComponent(messageId)}`),
});
