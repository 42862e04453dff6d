import type { Http } from '../http.js';
import { keyedCall } from '../keyed.js';
import type { QueryOf } from '../types.js';

/** One entity's audit trail, newest first (read-only). */
export const adminAudit = (http: Http, call = keyedCall(http)) => ({
  list: (query: QueryOf<'GET /api/admin/audit'>) => call('GET /api/admin/audit', { query }),
});
