import type { FastifyInstance } from 'fastify';
import { route, typed } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { sendCsv } from '../../../http/admin-list.js';
import { actorOf } from '../../../audit/index.js';
import type { Lookups } from '../../../catalog/lookups.js';
import type { AdminMessageService } from './service.js';
import { messageCsvColumns } from './present.js';

/** /api/admin/user-messages: buyers' messages to dealers, their CSV, the (soft) delete. */
export function adminMessageRoutes(app: FastifyInstance, { messages, lookups }: { messages: AdminMessageService; lookups: Lookups }): void {
  const api = typed(app);
  const admin = { access: 'admin' } as const;

  route(api, 'GET /api/admin/user-messages', { config: admin }, async (request) =>
    ok(await messages.list(request.query)));

  route(api, 'GET /api/admin/user-messages/export.csv', { config: admin }, async (request, reply) => {
    sendCsv(reply, 'messaggi.csv', messageCsvColumns(lookups), messages.exportBatches(request.query));
    return reply;
  });

  route(api, 'DELETE /api/admin/user-messages/:messageId', { config: admin }, async (request) =>
    ok(await messages.remove(actorOf(request), request.params.messageId)));
}
