import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminPage, listWindow } from '../../../http/admin-list.js';
import { presentAuditPage, type AuditDb, type auditQueries } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';

/** GET /api/admin/audit: one entity's trail, newest first. There is deliberately no write route. */
export function adminAuditRoutes(app: FastifyInstance, { db, audit, lookups }: { db: AuditDb; audit: ReturnType<typeof auditQueries>; lookups: Lookups }): void {
  route(app, 'GET /api/admin/audit', { config: { access: 'admin' } }, async (request) => {
    const window = listWindow(request.query, 'at');
    const { rows, total } = await audit.ofEntity(request.query.entity_type, request.query.entity_id.toLowerCase(), window.perPage, window.offset);
    return ok(adminPage(await presentAuditPage(db, rows, lookups), total, window));
  });
}
