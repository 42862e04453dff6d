import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminPage, listWindow, sendCsv, type CsvColumn } from '../../../http/admin-list.js';
import { adminActorOf } from '../../../http/access.js';
import type { AdminUserService } from './service.js';
import { roleLabel } from '../../../catalog/sync.js';
import type { UserFilters, UserSort } from './queries.js';

type CsvRow = Awaited<ReturnType<ReturnType<AdminUserService['batch']>>>[number];

const CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Email', value: (u) => u.email },
  { header: 'Nome', value: (u) => u.name },
  { header: 'Cognome', value: (u) => u.surname },
  { header: 'Telefono', value: (u) => u.phone },
  { header: 'Ruoli', value: (u) => u.roles.map(roleLabel).join(', ') },
  { header: 'Stato', value: (u) => (u.deleted_at ? 'eliminato' : u.enabled ? 'abilitato' : 'disabilitato') },
  { header: 'Email verificata il', value: (u) => u.email_verified_at },
  { header: 'Registrato il', value: (u) => u.created_at },
];

const filtersOf = (query: UserFilters): UserFilters =>
  ({ q: query.q, role: query.role, status: query.status, verified: query.verified, deleted: query.deleted });

/** The admin back-office's users: every route admin-only, writes audited by the service. */
export function adminUserRoutes(app: FastifyInstance, { users }: { users: AdminUserService }): void {
  const api = typed(app);
  const config = { access: 'admin' } as const;

  route(api, 'GET /api/admin/users', { config }, async (request) => {
    const window = listWindow<UserSort>(request.query, 'created_at');
    const { rows, matches } = await users.list(filtersOf(request.query), window, window.perPage, window.offset);
    return ok(adminPage(rows, matches, window));
  });

  route(api, 'GET /api/admin/users/export.csv', { config }, async (request, reply) => {
    const window = listWindow<UserSort>(request.query, 'created_at');
    return sendCsv(reply, 'utenti.csv', CSV_COLUMNS, users.batch(filtersOf(request.query), window));
  });

  route(api, 'POST /api/admin/users', { config }, async (request, reply) =>
    reply.code(201).send(ok(await users.create(adminActorOf(request), request.body))));

  route(api, 'GET /api/admin/users/:userId', { config }, async (request) =>
    ok(await users.panel(request.params.userId)));

  route(api, 'PUT /api/admin/users/:userId', { config }, async (request) =>
    ok(await users.update(adminActorOf(request), request.params.userId, request.body)));

  route(api, 'DELETE /api/admin/users/:userId', { config }, async (request) =>
    ok(await users.remove(adminActorOf(request), request.params.userId)));

  route(api, 'POST /api/admin/users/:userId/enable', { config }, async (request) =>
    ok(await users.setEnabled(adminActorOf(request), request.params.userId, true)));

  route(api, 'POST /api/admin/users/:userId/disable', { config }, async (request) =>
    ok(await users.setEnabled(adminActorOf(request), request.params.userId, false)));

  route(api, 'GET /api/admin/roles', { config }, async (request) => ok(await users.roles(adminActorOf(request))));
}
