import type { FastifyInstance } from 'fastify';
import { routes } from '@automercato/api-contract';
import { typed } from '../../../http/contract.js';
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

  api.get('/api/admin/user-messages', { config: admin, schema: routes['GET /api/admin/user-messages'] }, async (request) =>
    ok(await messages.list(request.query)));

  api.get('/api/admin/user-messages/export.csv', { config: admin, schema: routes['GET /api/admin/user-messages/export.csv'] }, async (request, reply) => {
    sendCsv(reply, 'messaggi.csv', messageCsvColumns(lookups), messages.exportBatches(request.query));
    return reply;
  });

  api.delete('/api/admin/user-messages/:messageId', { config: admin, schema: routes['DELETE /api/admin/user-messages/:messageId'] }, async (request) =>
    ok(await messages.remove(actorOf(request), request.params.messageId.toLowerCase())));
}
