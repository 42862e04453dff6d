import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { OutboxQueries } from './queries.js';
import { typed } from '../../http/contract.js';
import { routes } from '@automercato/api-contract';

/**
 * GET /api/dev/outbox: the mails behind the /dev page. Reset and verification links are in there:
 * readable by admins, and from loopback with DEV_OUTBOX=true.
 */
export function devRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxQueries }): void {
  typed(app).get('/api/dev/outbox', {
    config: { access: 'developer' }, // admins; loopback too with DEV_OUTBOX=true (http/access.ts)
    schema: routes['GET /api/dev/outbox'],
  }, async (request) => ok(await outbox.latest(request.query.to)));
}
