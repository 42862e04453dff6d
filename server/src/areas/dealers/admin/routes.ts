import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { adminPage, listWindow, sendCsv, type CsvColumn } from '../../../http/admin-list.js';
import { actorOf } from '../../../audit/index.js';
import type { AdminDealerQueries, AdminDealerRowRaw } from './queries.js';
import type { AdminDealerService } from './service.js';

const present = (row: AdminDealerRowRaw) => ({ ...row, plan: { code: row.plan_code, name: row.plan_name } });

const CSV_COLUMNS: CsvColumn<AdminDealerRowRaw>[] = [
  { header: 'ID', value: (r) => r.uuid },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Ragione sociale', value: (r) => r.company_name },
  { header: 'Partita IVA', value: (r) => r.vat_number },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Città', value: (r) => r.city },
  { header: 'Piano', value: (r) => r.plan_name },
  { header: 'Abilitato', value: (r) => r.enabled },
  { header: 'Verificato', value: (r) => r.verified },
  { header: 'Partita IVA confermata', value: (r) => ({ unconfirmed: 'in verifica', confirmed: 'confermata', rejected: 'respinta' })[r.vat_confirmation] },
  { header: 'Annunci pubblicati', value: (r) => r.published_listings },
  { header: 'Registrato il', value: (r) => r.created_at },
];

/** /api/admin/dealers: the list, its CSV, the detail, corrections, enable / disable (access admin). */
export function adminDealerRoutes(app: FastifyInstance, { queries, service }: { queries: AdminDealerQueries; service: AdminDealerService }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;

  route(api, 'GET /api/admin/dealers', { config: admin }, async (request) => {
    const window = listWindow(request.query, 'created_at');
    const { items, matches } = await queries.page(request.query, window);
    return ok(adminPage(items.map(present), matches, window));
  });

  route(api, 'GET /api/admin/dealers/export.csv', { config: admin }, async (request, reply) => {
    const window = listWindow(request.query, 'created_at');
    return sendCsv(reply, 'concessionari.csv', CSV_COLUMNS, (limit, offset) => queries.exportBatch(request.query, window, limit, offset));
  });

  route(api, 'GET /api/admin/dealers/:dealerId', { config: admin }, async (request) =>
    ok(await service.detail(request.params.dealerId)));

  route(api, 'PUT /api/admin/dealers/:dealerId', { config: admin }, async (request) =>
    ok(await service.update(actorOf(request), request.params.dealerId, request.body)));

  route(api, 'POST /api/admin/dealers/:dealerId/enable', { config: admin }, async (request) =>
    ok(await service.enable(actorOf(request), request.params.dealerId)));

  route(api, 'POST /api/admin/dealers/:dealerId/vat-review', { config: admin }, async (request) =>
    ok(await service.reviewVat(actorOf(request), request.params.dealerId, request.body)));

  route(api, 'POST /api/admin/dealers/:dealerId/disable', { config: admin }, async (request) =>
    ok(await service.disable(actorOf(request), request.params.dealerId, request.body.reason)));
}
