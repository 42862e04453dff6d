import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
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

  api.get('/api/admin/users', { config, schema: routes['GET /api/admin/users'] }, async (request) => {
    const window = listWindow<UserSort>(request.query, 'created_at');
    const { rows, matches } = await users.list(filtersOf(request.query), window, window.perPage, window.offset);
    return ok(adminPage(rows, matches, window));
  });

  api.get('/api/admin/users/export.csv', { config, schema: routes['GET /api/admin/users/export.csv'] }, async (request, reply) => {
    const window = listWindow<UserSort>(request.query, 'created_at');
    return sendCsv(reply, 'utenti.csv', CSV_COLUMNS, users.batch(filtersOf(request.query), window));
  });

  api.post('/api/admin/users', { config, schema: routes['POST /api/admin/users'] }, async (request, reply) =>
    reply.code(201).send(ok(await users.create(adminActorOf(request), request.body))));

  api.get('/api/admin/users/:userId', { config, schema: routes['GET /api/admin/users/:userId'] }, async (request) =>
    ok(await users.panel(request.params.userId)));

  api.put('/api/admin/users/:userId', { config, schema: routes['PUT /api/admin/users/:userId'] }, async (request) =>
    ok(await users.update(adminActorOf(request), request.params.userId, request.body)));

  api.delete('/api/admin/users/:userId', { config, schema: routes['DELETE /api/admin/users/:userId'] }, async (request) =>
    ok(await users.remove(adminActorOf(request), request.params.userId)));

  api.post('/api/admin/users/:userId/enable', { config, schema: routes['POST /api/admin/users/:userId/enable'] }, async (request) =>
    ok(await users.setEnabled(adminActorOf(request), request.params.userId, true)));

  api.post('/api/admin/users/:userId/disable', { config, schema: routes['POST /api/admin/users/:userId/disable'] }, async (request) =>
    ok(await users.setEnabled(adminActorOf(request), request.params.userId, false)));

  api.get('/api/admin/roles', { config, schema: routes['GET /api/admin/roles'] }, async (request) => ok(await users.roles(adminActorOf(request))));
}
