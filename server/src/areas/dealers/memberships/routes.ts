import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminPage, listWindow, sendCsv, type CsvColumn } from '../../../http/admin-list.js';
import { adminActorOf } from '../../../http/access.js';
import type { AdminDealershipQueries, DealershipUserRow, MembershipRow } from './queries.js';
import { describeDealerships, presentDealerships, type AdminDealershipService } from './service.js';

type CsvRow = DealershipUserRow & { memberships: MembershipRow[] };
const CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'ID utente', value: (r) => r.uuid },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Cognome', value: (r) => r.surname },
  { header: 'Abilitato', value: (r) => r.enabled },
  { header: 'Concessionarie', value: (r) => describeDealerships(r.memberships).join('; ') },
];

/** /api/admin/user-dealerships: dealer admins' list, CSV, one user's dealerships and their replacement (access admin). */
export function adminDealershipRoutes(app: FastifyInstance, { queries, service }: { queries: AdminDealershipQueries; service: AdminDealershipService }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;

  route(api, 'GET /api/admin/user-dealerships', { config: admin }, async (request) => {
    const window = listWindow(request.query, 'email', 'asc');
    const { items, matches } = await queries.page(request.query.role, window);
    const memberships = await queries.membershipsOf(items.map((u) => u.uuid));
    return ok(adminPage(items.map((user) => presentDealerships(user, memberships)), matches, window));
  });

  route(api, 'GET /api/admin/user-dealerships/export.csv', { config: admin }, async (request, reply) => {
    const window = listWindow(request.query, 'email', 'asc');
    return sendCsv(reply, 'amministratori-concessionarie.csv', CSV_COLUMNS, async (limit, offset) => {
      const users = await queries.exportBatch(request.query.role, window, limit, offset);
      const memberships = await queries.membershipsOf(users.map((u) => u.uuid));
      return users.map((u) => ({ ...u, memberships: memberships.filter((m) => m.user_id === u.uuid) }));
    });
  });

  route(api, 'GET /api/admin/user-dealerships/:userId', { config: admin }, async (request) =>
    ok(await service.detail(request.params.userId)));

  route(api, 'PUT /api/admin/user-dealerships/:userId', { config: admin }, async (request) =>
    ok(await service.replace(adminActorOf(request), request.params.userId, request.body)));
}
