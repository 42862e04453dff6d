import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminPage, listWindow } from '../../../http/admin-list.js';
import { presentAuditPage, type AuditDb, type auditQueries } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';

/** GET /api/admin/audit: one entity's trail, newest first. There is deliberately no write route. */
export function adminAuditRoutes(app: FastifyInstance, { db, audit, lookups }: { db: AuditDb; audit: ReturnType<typeof auditQueries>; lookups: Lookups }): void {
  typed(app).get('/api/admin/audit', { config: { access: 'admin' }, schema: routes['GET /api/admin/audit'] }, async (request) => {
    const window = listWindow(request.query, 'at');
    const { rows, total } = await audit.ofEntity(request.query.entity_type, request.query.entity_id.toLowerCase(), window.perPage, window.offset);
    return ok(adminPage(await presentAuditPage(db, rows, lookups), total, window));
  });
}
