import type { Http } from '../http.js';
import type { QueryOf, Reply } from '../types.js';

/** One entity's audit trail, newest first (read-only). */
export const adminAudit = ({ get }: Http) => ({
  list: (query: QueryOf<'GET /api/admin/audit'>) => get<Reply<'GET /api/admin/audit'>>('/api/admin/audit', query),
});
